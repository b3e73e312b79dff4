import { useTranslation } from 'react-i18next';

/** The store card's shape while the store info loads. */
export function StoreCardSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('dashboard.loading')}
      className="animate-pulse rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex items-start gap-4">
        <div className="size-16 rounded-xl bg-slate-200" />
        <div className="h-6 w-48 max-w-full rounded bg-slate-200" />
      </div>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <div className="h-10 rounded bg-slate-200" />
        <div className="h-10 rounded bg-slate-200" />
        <div className="h-10 rounded bg-slate-200" />
      </div>
    </div>
  );
}
