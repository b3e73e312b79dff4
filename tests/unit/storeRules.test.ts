import { describe, expect, it } from 'vitest';
import {
  clientWebPageUrl,
  subscriptionStatus,
  totalRedemptions,
} from '../../src/screens/dashboard/storeRules';

describe('totalRedemptions', () => {
  it('is the bought redemptions plus the free ones (spec §9)', () => {
    expect(totalRedemptions({ redeemBought: 120, redeemFree: 30 })).toBe(150);
    expect(totalRedemptions({ redeemBought: 0, redeemFree: 0 })).toBe(0);
  });
});

describe('subscriptionStatus', () => {
  it("is 'enabled' or 'disabled' only where the platform charges a subscription", () => {
    expect(subscriptionStatus({ withSubscription: true, hasSubscripton: true })).toBe('enabled');
    expect(subscriptionStatus({ withSubscription: true, hasSubscripton: false })).toBe('disabled');
    expect(subscriptionStatus({ withSubscription: false, hasSubscripton: true })).toBeNull();
    expect(subscriptionStatus({ withSubscription: false, hasSubscripton: false })).toBeNull();
  });
});

describe('clientWebPageUrl', () => {
  const store = { isMultiStore: true, clientWebApp: 'https://app.demo.test', slug: 'cafe-central' };

  it("joins the customers' web app and the store's slug for a multi-store account", () => {
    expect(clientWebPageUrl(store)).toBe('https://app.demo.test/cafe-central');
    expect(clientWebPageUrl({ ...store, clientWebApp: 'https://app.demo.test/' })).toBe(
      'https://app.demo.test/cafe-central',
    );
  });

  it('is not built for a single-store account', () => {
    expect(clientWebPageUrl({ ...store, isMultiStore: false })).toBeNull();
  });

  it('is not built from a missing part', () => {
    expect(clientWebPageUrl({ ...store, clientWebApp: '' })).toBeNull();
    expect(clientWebPageUrl({ ...store, slug: '' })).toBeNull();
  });
});
