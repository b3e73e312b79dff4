import type { Entity } from '../../api';

type Store = Entity<'Store'>;

/** Total redemptions the store has left: bought plus this month's free ones (spec §9). */
export function totalRedemptions(store: Pick<Store, 'redeemBought' | 'redeemFree'>): number {
  return store.redeemBought + store.redeemFree;
}

/** The subscription status, shown only where the platform charges a subscription (spec §4). */
export function subscriptionStatus(
  store: Pick<Store, 'withSubscription' | 'hasSubscripton'>,
): 'enabled' | 'disabled' | null {
  if (!store.withSubscription) return null;
  return store.hasSubscripton ? 'enabled' : 'disabled';
}

/**
 * The store's page in the customers' web app, built only for multi-store accounts (spec §4): the web
 * app's base address and the store's slug. Null when either is missing, rather than a broken link.
 */
export function clientWebPageUrl(
  store: Pick<Store, 'isMultiStore' | 'clientWebApp' | 'slug'>,
): string | null {
  if (!store.isMultiStore) return null;
  const base = store.clientWebApp.trim().replace(/\/+$/, '');
  if (base === '' || store.slug === '') return null;
  return `${base}/${store.slug}`;
}
