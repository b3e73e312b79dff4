import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../ui/Button';
import { ErrorLayout } from './ErrorLayout';

/** Shown instead of a page that crashed (an error boundary): the rest of the app keeps working. */
export function ServerErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorLayout
      code="500"
      title={t('errors.crash.title')}
      text={t('errors.crash.text')}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
          {/* A full load, not a client navigation: the app's state may be what broke. */}
          <a href="/dashboard" className={buttonClasses('secondary')}>
            {t('errors.goHome')}
          </a>
        </>
      }
    />
  );
}
