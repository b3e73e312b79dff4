/**
 * A sign-in sent before the page's code has run. The sign-in page comes rendered in its HTML
 * (scripts/vite/prerender.ts), so a user or a password manager can fill it and press Enter before the
 * app's code has arrived on a slow connection. A tiny script inline in the page's head (the only one; the
 * server's Content-Security-Policy allows it by its hash, src/server/http/securityHeaders.ts) keeps that
 * submission: it stops it from leaving the page, keeps the form's fields in memory and marks the document,
 * which shows the 'validating' message the page already holds. The page's code takes the submission when
 * it starts (SignInPage) and signs in with it; from then on the page handles its form itself.
 */

/** The id of the sign-in form, which the inline script recognises. */
export const SIGN_IN_FORM_ID = 'signin-form';

/**
 * Set on <html> by the inline script once it has kept a submission: the page's 'validating' message,
 * rendered hidden, shows under it (a class on <html>, which React does not manage, so the page still
 * hydrates as it was rendered).
 */
export const SIGNING_IN_ATTRIBUTE = 'data-signing-in';

/**
 * The inline script, written small by hand (it is in the page's first bytes, and its text is hashed for
 * the Content-Security-Policy: change it, and the hash follows). It listens on the document in the
 * capture phase, before React's own listener on #root; `stopPropagation` keeps React (then hydrating)
 * from seeing the same submission twice. The fields stay in memory, never in storage.
 */
export const EARLY_SIGN_IN_SCRIPT = `(function(d){var s=window.earlySignIn={};d.addEventListener("submit",function(e){var f=e.target;if(s.taken||f.id!=="${SIGN_IN_FORM_ID}")return;e.preventDefault();e.stopPropagation();s.sent=new FormData(f);d.documentElement.setAttribute("${SIGNING_IN_ATTRIBUTE}","")},true)})(document)`;

declare global {
  interface Window {
    /** What the inline script kept; absent where the page was not the prerendered sign-in page. */
    earlySignIn?: { taken?: boolean; sent?: FormData };
  }
}

export interface SignInFields {
  email: string;
  password: string;
}

export function signInFields(form: FormData): SignInFields {
  return { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') };
}

/**
 * Hands the page's code what was submitted before it ran, if anything, once; from then on the inline
 * script lets submissions through to the page.
 */
export function takeEarlySignIn(): SignInFields | null {
  const early = window.earlySignIn;
  if (!early) return null;
  early.taken = true;
  const sent = early.sent;
  delete early.sent;
  document.documentElement.removeAttribute(SIGNING_IN_ATTRIBUTE);
  return sent ? signInFields(sent) : null;
}
