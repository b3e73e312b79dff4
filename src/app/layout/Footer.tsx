import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { deployment } from '../deployment';
import { APP_VERSION } from '../version';

/**
 * Brand, 'Panel de control' and the version (spec §2), and `children` (the floating support chat
 * link). With `roomForChat`, its bottom padding keeps that link, floating in the page's corner, off the
 * footer's text.
 */
export function Footer({ children, roomForChat = false }: { children?: ReactNode; roomForChat?: boolean }) {
  const { t } = useTranslation();
  return (
    <footer
      className={`flex flex-wrap items-center justify-center gap-x-2 border-t border-slate-200 px-4 pt-4 text-xs text-slate-500 ${
        roomForChat ? 'pb-20' : 'pb-4'
      }`}
    >
      <span className="font-semibold text-slate-600">{deployment.brandName}</span>
      <span aria-hidden="true">·</span>
      <span>{t('app.controlPanel')}</span>
      <span aria-hidden="true">·</span>
      <span>{t('app.version', { version: APP_VERSION })}</span>
      {children}
    </footer>
  );
}
