import { useTranslation } from 'react-i18next';
import { deployment } from '../deployment';
import { APP_VERSION } from '../version';

/** Brand, 'Panel de control' and the version (spec §2). */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="flex flex-wrap items-center justify-center gap-x-2 border-t border-slate-200 p-4 text-xs text-slate-500">
      <span className="font-semibold text-slate-600">{deployment.brandName}</span>
      <span aria-hidden="true">·</span>
      <span>{t('app.controlPanel')}</span>
      <span aria-hidden="true">·</span>
      <span>{t('app.version', { version: APP_VERSION })}</span>
    </footer>
  );
}
