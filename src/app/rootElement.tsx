import { type ReactElement, StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { App } from './App';
import type { AppHistory } from './router/AppRouter';

/**
 * What the page's root renders, in the browser (main.tsx) and at build time (prerender.tsx): one tree,
 * so the HTML rendered at build time is exactly what the browser takes over (hydrates).
 */
export function rootElement(history: AppHistory): ReactElement {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App history={history} />
      </I18nextProvider>
    </StrictMode>
  );
}
