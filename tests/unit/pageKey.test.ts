import { describe, expect, it } from 'vitest';
import { pageKeyOf } from '../../src/app/layout/usePageKey';
import { pageTitleKey } from '../../src/app/menu/pageTitle';

describe('the dashboard page at an address', () => {
  it.each([
    ['/dashboard', ''],
    ['/dashboard/', ''],
    ['/dashboard/customers', 'customers'],
    ['/dashboard/admin', 'admin'],
    ['/dashboard/admin/stores', 'admin/stores'],
    ['/dashboard/admin/store/payments/7', 'admin/store/payments/:storeId'],
    ['/dashboard/no-such-page', null],
    ['/dashboard/customers/7', 'customers'],
    ['/dashboard/rewards/7', null],
    ['/signin', null],
  ])('%s is %j', (path, key) => {
    expect(pageKeyOf(path)).toBe(key);
  });

  it('is titled from the page table, and as the home when it is no page', () => {
    expect(pageTitleKey('customers')).toBe('menu.customers');
    expect(pageTitleKey('payment')).toBe('pages.payment');
    expect(pageTitleKey(null)).toBe('menu.home');
  });
});
