import { useTranslation } from 'react-i18next';

/** The shape of a table while its first rows load (shown only if they take a while). */
export function TableSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('common.loading')}
      className="animate-pulse divide-y divide-slate-100 p-4"
    >
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <div key={index} className="flex items-center gap-4 py-3">
          <div className="h-4 w-1/4 rounded bg-slate-200" />
          <div className="h-4 w-1/3 rounded bg-slate-200" />
          <div className="h-4 w-1/6 rounded bg-slate-200" />
        </div>
      ))}
    </div>
  );
}
