/**
 * The calls a signed-in page needs, started by its HTML instead of after its code has run. On a slow
 * connection, a signed-in first load was a chain (entry → app → frame → user-info and store-info → the
 * page's chunk → its list call → rows), each link a round trip. A tiny script inline in dashboard.html's
 * head (allowed by its hash in the server's Content-Security-Policy, src/server/http/securityHeaders.ts)
 * reads the stored session and posts those calls at once, in parallel with the code's download; the API
 * client (src/api/earlyAnswers.ts) answers the app's same call, made later, with that answer instead of
 * calling again.
 *
 * Which calls: the frame's (user-info, and store-info for a store user) on every page, and the page's first
 * list or figures where the address alone says what they are (the list's default view, no query string).
 * The build writes them as JSON beside the script (scripts/vite/prerender.ts, from src/app/earlyCallsMap.ts),
 * so the script's text, and with it its hash, does not change with the registry.
 */
import { SESSION_STORAGE_KEY } from './session/storedSession.ts';

/** The id of the JSON block (not a script that runs) that lists each page's early calls. */
export const EARLY_CALLS_MAP_ID = 'early-calls';

/**
 * The attribute of an element in a page's HTML that the script fills with one of the store's texts (its
 * value: `name` or `description`) once the early store-info answer is in: the home's store card paints
 * its largest text with that answer, before the app's code has run (src/app/layout/HomeFirstShape.tsx).
 * An element that already holds text (React drew it) is left as it is.
 */
export const EARLY_STORE_ATTRIBUTE = 'data-early-store';

/** The store-info call's key among the early answers (earlyCallKey of the frame's call). */
const EARLY_STORE_CALL = '/client/get-store-info {}';

/** One call: the operation's path and its body. */
export type EarlyCall = [path: string, body: Record<string, unknown>];

/** One page's calls by kind of user, and its code to preload. */
export interface EarlyPage {
  client?: EarlyCall[];
  admin?: EarlyCall[];
  /**
   * The page's own code (not in the document's head already): the build lists its source modules
   * (src/app/earlyCallsMap.ts) and writes their chunks' addresses in the document (scripts/vite/prerender.ts),
   * so it downloads with the app's code instead of once the frame has rendered and asked for it.
   */
  modules?: string[];
}

/** The pages by address (`/dashboard/customers`, without a trailing slash); the key '' is every page's. */
export type EarlyCallsMap = Record<string, EarlyPage>;

/** The key of a call's answer: its path and its body as JSON (what the app sends is built the same way). */
export function earlyCallKey(path: string, body: unknown): string {
  return `${path} ${JSON.stringify(body)}`;
}

/**
 * The inline script, written small by hand (its text is hashed for the Content-Security-Policy: change
 * it, and the hash follows). It also preloads the page's own code (a signed-in user's only: a visitor is
 * sent to sign in), and gives the frame the HTML paints the user's first name and initial, as CSS custom
 * properties (`--session-name`, `--session-initial`, strings) its greeting shows (FrameShell: the body is
 * not parsed yet, and a property set from a script passes the style policy), and fills the elements marked
 * with EARLY_STORE_ATTRIBUTE with the store's name and description once store-info has answered (as text,
 * never HTML; it reads a clone of the answer, which the app takes as it is). It never throws (a missing
 * or odd session just starts nothing); a call that
 * gets no answer resolves to null rather than rejecting, so nothing reports an unhandled rejection when
 * the app never asks for it. The token goes in the same header the API client sends; the session stays
 * in localStorage, where the app keeps it, and nothing about it goes into the document.
 */
export const EARLY_CALLS_SCRIPT = `(function(w,d){try{var s=JSON.parse(localStorage.getItem("${SESSION_STORAGE_KEY}")),t=s&&s.token,u=s&&s.userType;if(typeof t!=="string"||!t)return;var n=s.firstName,r=d.documentElement.style;if(typeof n==="string"&&n){r.setProperty("--session-name",JSON.stringify(n));r.setProperty("--session-initial",JSON.stringify(n.charAt(0).toUpperCase()))}var m=JSON.parse(d.getElementById("${EARLY_CALLS_MAP_ID}").textContent),p=location.pathname.replace(/\\/+$/,""),c=w.earlyCalls={token:t,answers:{}};function f(a){var b=JSON.stringify(a[1]);c.answers[a[0]+" "+b]=fetch(a[0],{method:"POST",headers:{"content-type":"application/json",accept:"application/json",token:t},body:b}).catch(function(){return null})}var g=m[p]||{};[(m[""]||{})[u],location.search?0:g[u]].forEach(function(l){(l||[]).forEach(f)});(g.modules||[]).forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)});var q=c.answers["${EARLY_STORE_CALL}"];q&&q.then(function(a){return a&&a.ok?a.clone().json():null}).then(function(j){var o=j&&j.s==="ok"&&j.store;if(!o)return;c.store={name:o.name,description:o.description};function v(){d.querySelectorAll("[${EARLY_STORE_ATTRIBUTE}]").forEach(function(x){var y=c.store[x.getAttribute("${EARLY_STORE_ATTRIBUTE}")];if(typeof y==="string"&&!x.firstChild)x.textContent=y})}d.readyState==="loading"?d.addEventListener("DOMContentLoaded",v):v()}).catch(function(){})}catch(e){}})(window,document)`;

/** What the inline script left: the token it sent and each call's answer (null when none came). */
export interface EarlyCalls {
  token: string;
  answers: Record<string, Promise<Response | null> | undefined>;
  /** The store's texts the document shows from the early store-info answer, once it has come. */
  store?: EarlyStore;
}

/** The store's texts a page's first shape shows from the early store-info answer (HomeFirstShape). */
export interface EarlyStore {
  name?: unknown;
  description?: unknown;
}

/** What the early store-info answer gave, as texts (none until it has come, or where it failed). */
export function earlyStore(): { name?: string; description?: string } | undefined {
  const store = typeof window === 'undefined' ? undefined : window.earlyCalls?.store;
  if (!store) return undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return { name: text(store.name), description: text(store.description) };
}

declare global {
  interface Window {
    /** Absent where the page was not dashboard.html or no session was stored. */
    earlyCalls?: EarlyCalls;
  }
}

/** Forgets every early answer not yet taken (on sign-out: the next account must not be given them). */
export function forgetEarlyCalls(): void {
  if (typeof window !== 'undefined') delete window.earlyCalls;
}
