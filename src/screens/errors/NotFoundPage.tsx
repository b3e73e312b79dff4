import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorLayout } from './ErrorLayout';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorLayout code="404" title={t('errors.notFound.title')} text={t('errors.notFound.text')}>
      <Link
        to="/dashboard"
        className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        {t('errors.goHome')}
      </Link>
    </ErrorLayout>
  );
}
