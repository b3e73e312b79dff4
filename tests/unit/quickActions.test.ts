import { describe, expect, it } from 'vitest';
import { allowedQuickActions, quickActionPath } from '../../src/screens/dashboard/quickActions';

const owner = {
  userType: 'client',
  storeUserType: 'owner',
  permGivePoints: false,
  permRedeem: false,
} as const;
const employee = { ...owner, storeUserType: 'employee' } as const;

describe('allowedQuickActions', () => {
  it('gives an owner every action, whatever the permission flags say', () => {
    expect(allowedQuickActions(owner)).toEqual(['search', 'addPoints', 'giveReward']);
  });

  it("follows an employee's permissions; looking a customer up is always allowed", () => {
    expect(allowedQuickActions(employee)).toEqual(['search']);
    expect(allowedQuickActions({ ...employee, permGivePoints: true })).toEqual(['search', 'addPoints']);
    expect(allowedQuickActions({ ...employee, permRedeem: true })).toEqual(['search', 'giveReward']);
    expect(allowedQuickActions({ ...employee, permGivePoints: true, permRedeem: true })).toEqual([
      'search',
      'addPoints',
      'giveReward',
    ]);
  });

  it('gives an administrator none (there is no store to act on)', () => {
    expect(allowedQuickActions({ ...owner, userType: 'admin', storeUserType: null })).toEqual([]);
  });
});

describe('quickActionPath', () => {
  it("opens the customers page on the action's parameter", () => {
    expect(quickActionPath('search')).toBe('/dashboard/customers?action=search');
    expect(quickActionPath('addPoints')).toBe('/dashboard/customers?action=addPoints');
    expect(quickActionPath('giveReward')).toBe('/dashboard/customers?action=giveReward');
  });
});
