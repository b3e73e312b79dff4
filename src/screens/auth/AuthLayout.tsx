import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { deployment } from '../../app/deployment';
import { useDocumentTitle } from '../../app/documentTitle';
import { useFocusOnNewPage } from '../../app/router/useFocusOnNewPage';
import { LanguageSelect } from '../../ui/LanguageSelect';

/** The frame of the public pages: brand, a card with the page, the language switcher; the tab names the page. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const heading = useFocusOnNewPage<HTMLHeadingElement>();
  useDocumentTitle(title);
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-brand-50 via-white to-slate-100">
      <header className="flex items-center justify-between px-4 py-3 sm:px-8">
        <p className="text-lg font-bold tracking-tight text-brand-700">{deployment.brandName}</p>
        <LanguageSelect />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-12 pt-4 sm:items-center sm:pt-0">
        <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8">
          <p className="text-sm font-medium text-brand-600">{t('app.controlPanel')}</p>
          <h1
            ref={heading}
            tabIndex={-1}
            className="mt-1 text-2xl font-bold tracking-tight text-slate-900 outline-none"
          >
            {title}
          </h1>
          {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}
