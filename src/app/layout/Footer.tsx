import { useTranslation } from 'react-i18next';
import { deployment } from '../deployment';
import { APP_VERSION } from '../version';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="flex flex-wrap items-center justify-center gap-x-2 border-t border-slate-200 px-4 pt-4 pb-20 text-xs sm:pb-4 text-slate-500">
      <span className="font-semibold text-slate-600">{deployment.brandName}</span>
      <span aria-hidden="true">·</span>
      <span>{t('app.controlPanel')}</span>
      <span aria-hidden="true">·</span>
      <span>{t('app.version', { version: APP_VERSION })}</span>
    </footer>
  );
}
