import { useTranslation } from 'react-i18next';
import { ErrorLayout } from './ErrorLayout';

/** A page the user's role, permissions or plan do not open, reached by typing its address. */
export function NoAccessPage() {
  const { t } = useTranslation();
  return <ErrorLayout code="403" title={t('errors.noAccess.title')} text={t('errors.noAccess.text')} />;
}
