/**
 * The sign-in page rendered at build time, in Node (scripts/vite/prerender.ts runs this module): the
 * server sends it for '/' and '/signin', so the form paints as soon as the HTML and the style sheet
 * arrive, before any script has loaded; main.tsx then hydrates it. The same tree as in the browser, in
 * the default language, for a visitor without a session.
 */
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { deployment } from './app/deployment';
import { documentTitle } from './app/documentTitle';
import { FrameShell } from './app/layout/FrameShell';
import { pageShells } from './app/pageShells';
import { rootElement } from './app/rootElement';
import { currentLanguage, i18n, i18nReady } from './i18n/i18n';

export interface PrerenderedPage {
  /** `<html lang dir>`, as main.tsx will set them. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The browser tab's title, as the page will set it. */
  title: string;
  /** What goes inside `<div id="root">`. */
  html: string;
}

/** `<html lang dir>` for the default language, as main.tsx will set them. */
function documentLanguage(): Pick<PrerenderedPage, 'lang' | 'dir'> {
  const lang = currentLanguage();
  return { lang, dir: deployment.forceRtl ? 'rtl' : i18n.dir(lang) };
}

export async function prerenderSignIn(): Promise<PrerenderedPage> {
  await i18nReady;
  const history = createMemoryHistory({ initialEntries: ['/signin'], v5Compat: true });
  // prerender (unlike renderToString) waits for the lazily loaded page, so the HTML holds the form.
  const { prelude } = await prerender(rootElement(history));
  return {
    ...documentLanguage(),
    title: documentTitle(i18n.t, i18n.t('signin.title')),
    html: await new Response(prelude).text(),
  };
}

/** A signed-in page's frame, painted from its HTML: what goes inside its #root. */
async function frameHtml(frame: ReactElement): Promise<string> {
  const { prelude } = await prerender(<I18nextProvider i18n={i18n}>{frame}</I18nextProvider>);
  return new Response(prelude).text();
}

/**
 * The signed-in frame without its account (src/app/layout/FrameShell.tsx), for dashboard.html's #root:
 * the pages with a row in their address.
 */
export async function prerenderFrame(): Promise<Omit<PrerenderedPage, 'title'>> {
  await i18nReady;
  return { ...documentLanguage(), html: await frameHtml(<FrameShell />) };
}

/** One signed-in page's frame with its title and first shape (src/app/pageShells.tsx), by address. */
export interface PrerenderedShell {
  address: string;
  html: string;
}

export async function prerenderPageShells(): Promise<PrerenderedShell[]> {
  await i18nReady;
  const shells = await pageShells();
  return Promise.all(
    shells.map(async ({ address, element }) => ({ address, html: await frameHtml(element) })),
  );
}

/** The calls dashboard.html starts before the app's code runs (scripts/vite/prerender.ts writes them in). */
export { earlyCallsMap } from './app/earlyCallsMap';
