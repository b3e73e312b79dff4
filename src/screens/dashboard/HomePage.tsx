import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/useSession';

/** The dashboard home ('Inicio'). The store figures and the points chart come with the dashboard screen. */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-xl font-semibold text-slate-900">
        {t('home.welcome', { name: session?.firstName ?? '' })}
      </h2>
      <p className="mt-1 text-slate-600">{t('home.store', { store: session?.storeName ?? '' })}</p>
    </section>
  );
}
