import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

export interface LoadErrorProps {
  /** The server's message (`m`), shown as text. */
  error: Error | null;
  onRetry: () => void;
  /** Disables the button while the retry runs. */
  retrying?: boolean;
  className?: string;
}

/** A part of the dashboard that could not load: what happened, in words, and a way to try again. */
export function LoadError({ error, onRetry, retrying = false, className = '' }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={`flex flex-col items-start gap-3 ${className}`}>
      <div className="text-sm">
        <p className="font-semibold text-red-800">{t('dashboard.error.title')}</p>
        {error?.message && <p className="mt-1 break-words text-red-700">{error.message}</p>}
      </div>
      <Button variant="secondary" busy={retrying} onClick={onRetry}>
        {t('dashboard.error.retry')}
      </Button>
    </div>
  );
}
