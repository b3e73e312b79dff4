import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { ErrorLayout } from './ErrorLayout';

/** Shown instead of a page that crashed (a router error boundary): the rest of the app keeps working. */
export function ServerErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorLayout code="500" title={t('errors.crash.title')} text={t('errors.crash.text')}>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        {t('errors.reload')}
      </button>
      <a
        href="/dashboard"
        className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
      >
        {t('errors.goHome')}
      </a>
    </ErrorLayout>
  );
}
