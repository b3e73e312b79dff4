import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorLayout } from './ErrorLayout';

/** A page the user's role, permissions or plan do not open, reached by typing its address. */
export function NoAccessPage() {
  const { t } = useTranslation();
  return (
    <ErrorLayout code="403" title={t('errors.noAccess.title')} text={t('errors.noAccess.text')}>
      <Link
        to="/dashboard"
        className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        {t('errors.goHome')}
      </Link>
    </ErrorLayout>
  );
}
