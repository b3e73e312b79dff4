import { useTranslation } from 'react-i18next';

export interface FigureCardProps {
  label: string;
  /** The figure; null while it loads (a placeholder of the same height keeps the row still). */
  value: string | null;
  hint?: string | undefined;
  /** The figure could not be loaded: said in words, with a retry when one is given. */
  failed?: boolean;
  onRetry?: () => void;
  /** An older figure is shown while the new one loads. */
  stale?: boolean;
}

/** One figure of the dashboard's summary: a term of the row's description list, its value and a hint. */
export function FigureCard({ label, value, hint, failed = false, onRetry, stale = false }: FigureCardProps) {
  const { t } = useTranslation();
  const loading = value === null && !failed;
  return (
    <div
      aria-busy={loading || stale || undefined}
      className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      {failed && (
        <dd className="mt-1 flex min-h-8 flex-wrap sm:min-h-9 items-center gap-x-2 text-sm text-red-700">
          <span className="font-medium">{t('dashboard.figures.unavailable')}</span>
          {onRetry && (
            <button
              type="button"
              onClick={onRetry}
              className="font-semibold text-brand-600 underline-offset-2 hover:text-brand-800 hover:underline"
            >
              {t('dashboard.error.retry')}
            </button>
          )}
        </dd>
      )}
      {loading && <dd className="mt-1 h-8 w-24 animate-pulse sm:h-9 rounded-md bg-slate-200" />}
      {value !== null && !failed && (
        <dd
          className={`mt-1 break-words text-2xl font-semibold tabular-nums sm:text-3xl text-slate-900 transition-opacity ${stale ? 'opacity-50' : ''}`}
        >
          {value}
        </dd>
      )}
      {hint && <dd className="mt-1 text-xs text-slate-500">{hint}</dd>}
    </div>
  );
}
