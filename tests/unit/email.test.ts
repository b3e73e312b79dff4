import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../src/lib/email';

describe('isValidEmail (spec §5)', () => {
  it.each([
    'owner@demo.test',
    'lucia.fernandez@cafe-central.es',
    'Lucia.Fernandez@Cafe-Central.ES',
    'user+tag@example.co.uk',
    'admin@[192.168.0.1]',
    '"john doe"@example.com',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'owner',
    'owner@',
    '@demo.test',
    'owner@demo',
    'owner@demo.t',
    'owner@demo.123',
    'two@@demo.test',
    'with space@demo.test',
    'owner@demo..test',
    'owner.@demo.test',
    'owner@[192.168.0]',
  ])('refuses %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
