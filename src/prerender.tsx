/**
 * The sign-in page rendered at build time, in Node (scripts/vite/prerender.ts runs this module): the
 * server sends it for '/' and '/signin', so the form paints as soon as the HTML and the style sheet
 * arrive, before any script has loaded; main.tsx then hydrates it. The same tree as in the browser, in
 * the default language, for a visitor without a session.
 */
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { deployment } from './app/deployment';
import { documentTitle } from './app/documentTitle';
import { FrameShell } from './app/layout/FrameShell';
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

/** The signed-in frame without its account (src/app/layout/FrameShell.tsx), for dashboard.html's #root. */
export async function prerenderFrame(): Promise<Omit<PrerenderedPage, 'title'>> {
  await i18nReady;
  const { prelude } = await prerender(
    <I18nextProvider i18n={i18n}>
      <FrameShell />
    </I18nextProvider>,
  );
  return {
    ...documentLanguage(),
    html: await new Response(prelude).text(),
  };
}

/** The calls dashboard.html starts before the app's code runs (scripts/vite/prerender.ts writes them in). */
export { earlyCallsMap } from './app/earlyCallsMap';
