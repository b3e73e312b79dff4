import { useTranslation } from 'react-i18next';
import { usePageKey } from '../../app/layout/usePageKey';
import { pageTitleKey } from '../../app/menu/pageTitle';

/** A section whose screen has not been built yet: it says so instead of showing an empty page. */
export function PendingPage() {
  const { t } = useTranslation();
  const pageKey = usePageKey();
  return (
    <section className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <h2 className="text-lg font-semibold text-slate-900">
        {pageKey === null ? '' : t(pageTitleKey(pageKey))}
      </h2>
      <p className="mt-2 text-slate-600">{t('pending.text')}</p>
    </section>
  );
}
