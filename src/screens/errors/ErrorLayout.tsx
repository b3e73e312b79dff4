import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/Button';

/** The frame of the error pages: a code, a title, a sentence and a way out (home, unless told otherwise). */
export function ErrorLayout({
  code,
  title,
  text,
  actions,
}: {
  code: string;
  title: string;
  text: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center px-6 py-16 text-center">
      <p className="text-5xl font-bold tracking-tight text-brand-600">{code}</p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 max-w-md text-slate-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {actions ?? (
          <Link to="/dashboard" className={buttonClasses('primary')}>
            {t('errors.goHome')}
          </Link>
        )}
      </div>
    </main>
  );
}
