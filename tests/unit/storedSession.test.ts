import { describe, expect, it } from 'vitest';
import {
  clearStoredSession,
  readStoredSession,
  SESSION_STORAGE_KEY,
  writeStoredSession,
} from '../../src/session/storedSession';
import { buildSession } from '../fixtures/entities';
import { memoryStorage } from '../support/memoryStorage';

describe('stored session', () => {
  it('keeps exactly the fields of spec §3 under one key', () => {
    const storage = memoryStorage();
    writeStoredSession({ ...buildSession(), ...{ password: 'secret', extra: 1 } }, storage);
    expect(storage.length).toBe(1);
    const stored = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(Object.keys(stored).sort()).toEqual(
      [
        'email',
        'firstName',
        'LastName',
        'storeId',
        'storeName',
        'storeUserType',
        'token',
        'userType',
        'showAffiliateCommerce',
        'affiliateCommerce',
        'locationName',
        'locationId',
        'permCreateCustomer',
        'permGivePoints',
        'permRedeem',
      ].sort(),
    );
  });

  it('reads back what was written', () => {
    const storage = memoryStorage();
    const session = buildSession({
      storeUserType: 'employee',
      locationId: 3,
      locationName: 'Sucursal Norte',
    });
    writeStoredSession(session, storage);
    expect(readStoredSession(storage)).toEqual(session);
  });

  it('reads nothing from an empty, corrupt or tokenless key', () => {
    const storage = memoryStorage();
    expect(readStoredSession(storage)).toBeNull();
    storage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(readStoredSession(storage)).toBeNull();
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ email: 'owner@demo.test' }));
    expect(readStoredSession(storage)).toBeNull();
  });

  it('clears the session', () => {
    const storage = memoryStorage();
    writeStoredSession(buildSession(), storage);
    clearStoredSession(storage);
    expect(readStoredSession(storage)).toBeNull();
  });
});
