/**
 * Starts the app (main.tsx imports this once the first frame is painted): the interface language, then
 * React on #root.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { deployment } from './app/deployment';
import { FRAME_SHELL_SELECTOR } from './app/layout/frameShellMark';
import { rootElement } from './app/rootElement';
import { preloadDashboard } from './app/routes';
import { syncDocumentDirection } from './i18n/documentDirection';
import { currentLanguage, i18n, i18nReady } from './i18n/i18n';
import { getSession, isSignedIn } from './session/sessionStore';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = container;

const signedIn = isSignedIn(getSession());
const frameReady =
  signedIn && window.location.pathname.startsWith('/dashboard') ? preloadDashboard() : Promise.resolve();

void Promise.all([i18nReady, frameReady]).then(() => {
  syncDocumentDirection(i18n, deployment.forceRtl);
  const app = rootElement(createBrowserHistory({ v5Compat: true }));
  // The sign-in page comes rendered in its HTML (scripts/vite/prerender.ts), in the default language,
  // for a visitor without a session: React takes it over as it is when it would render the same, and
  // starts afresh otherwise (another language remembered, a session that leads to the dashboard).
  if (root.dataset.prerendered === currentLanguage() && !signedIn) {
    hydrateRoot(root, app);
  } else {
    // The frame dashboard.html paints (src/app/layout/FrameShell.tsx) stays until React's first commit,
    // which clears the container: no blank screen between the two.
    const framePainted = root.querySelector(FRAME_SHELL_SELECTOR) !== null;
    if (!framePainted) root.replaceChildren();
    const reactRoot = createRoot(root);
    // With the frame already on screen, its replacement need not come in one long task: as a transition
    // React renders it in slices of a few milliseconds, leaving the main thread free in between.
    if (framePainted) startTransition(() => reactRoot.render(app));
    else reactRoot.render(app);
  }
});
