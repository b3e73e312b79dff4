import { useTranslation } from 'react-i18next';

/** What a page shows while its code loads: the shape of a page, not a blank screen. */
export function PagePlaceholder() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="animate-pulse space-y-4 p-4 sm:p-6"
      aria-busy="true"
      aria-label={t('common.loading')}
    >
      <div className="h-7 w-48 rounded-md bg-slate-200" />
      <div className="h-4 w-72 max-w-full rounded bg-slate-200" />
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="h-24 rounded-xl bg-slate-200" />
        <div className="h-24 rounded-xl bg-slate-200" />
        <div className="h-24 rounded-xl bg-slate-200" />
      </div>
      <div className="h-64 rounded-xl bg-slate-200" />
    </div>
  );
}
