import { useTranslation } from 'react-i18next';
import { ErrorLayout } from './ErrorLayout';

export function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorLayout code="404" title={t('errors.notFound.title')} text={t('errors.notFound.text')} />;
}
