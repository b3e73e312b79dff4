import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from './i18n/i18n';
import './index.css';

// Placeholder entry until the app shell lands: it proves the build, the catalogues and the styles.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <main className="grid min-h-screen place-items-center bg-slate-50 text-slate-700">
      <p className="text-lg">{i18n.t('app.controlPanel')}</p>
    </main>
  </StrictMode>,
);
