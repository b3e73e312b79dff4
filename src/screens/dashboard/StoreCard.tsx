import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entity } from '../../api';
import { countryName, currencyLabel } from './format';
import { StoreFact } from './StoreFact';
import { StoreLogo } from './StoreLogo';
import { clientWebPageUrl, subscriptionStatus } from './storeRules';

export interface StoreCardProps {
  store: Entity<'Store'>;
  /** The branch the employee is bound to; null for owners and unbound employees. */
  branch: string | null;
}

const STATUS_STYLES = {
  enabled: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  disabled: 'bg-red-50 text-red-800 ring-red-200',
} as const;

/** Who the dashboard is about: the store's identity, where it trades, its subscription and web page. */
export function StoreCard({ store, branch }: StoreCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const headingId = useId();
  const status = subscriptionStatus(store);
  const webPage = clientWebPageUrl(store);

  return (
    <section
      aria-labelledby={headingId}
      className="h-full min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex items-start gap-4">
        <StoreLogo name={store.name} logo={store.logo} />
        <div className="min-w-0">
          <h2 id={headingId} className="break-words text-xl font-semibold text-slate-900">
            {store.name}
          </h2>
          {store.description && (
            <p className="mt-1 line-clamp-3 text-sm text-slate-600">{store.description}</p>
          )}
          {status && (
            <p
              className={`mt-2 inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_STYLES[status]}`}
            >
              {t(`dashboard.store.subscription.${status}`)}
            </p>
          )}
        </div>
      </div>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        <StoreFact label={t('dashboard.store.type')}>{store.storetype.name}</StoreFact>
        <StoreFact label={t('dashboard.store.country')}>{countryName(store.country, language)}</StoreFact>
        <StoreFact label={t('dashboard.store.currency')}>
          {currencyLabel(store.currencyCode, store.currencyName, language)}
        </StoreFact>
        {branch && <StoreFact label={t('dashboard.store.branch')}>{branch}</StoreFact>}
        {webPage && (
          <StoreFact label={t('dashboard.store.webPage')}>
            <a
              href={webPage}
              target="_blank"
              rel="noopener noreferrer"
              className="break-all font-medium text-brand-600 underline-offset-2 hover:text-brand-800 hover:underline"
            >
              {webPage}
              <span className="sr-only"> {t('dashboard.store.newTab')}</span>
            </a>
          </StoreFact>
        )}
      </dl>
    </section>
  );
}
