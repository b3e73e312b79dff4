import { useTranslation } from 'react-i18next';

/** A thin indeterminate bar at the very top while a page's code or data loads. */
export function TopProgressBar({ active }: { active: boolean }) {
  const { t } = useTranslation();
  if (!active) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('common.loading')}
      className="fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-full origin-left bg-brand-600 [animation:top-progress_1.1s_ease-in-out_infinite]" />
    </div>
  );
}
