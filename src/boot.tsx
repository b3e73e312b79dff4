import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { App } from './app/App';
import { deployment } from './app/deployment';
import { syncDocumentDirection } from './i18n/documentDirection';
import { i18n, i18nReady } from './i18n/i18n';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);

void i18nReady.then(() => {
  syncDocumentDirection(i18n, deployment.forceRtl);
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App history={createBrowserHistory({ v5Compat: true })} />
      </I18nextProvider>
    </StrictMode>,
  );
});
