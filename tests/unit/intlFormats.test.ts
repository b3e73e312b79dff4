import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '../../src/lib/intlFormats';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same language and options, another for others', () => {
    expect(numberFormat('es')).toBe(numberFormat('es', {}));
    expect(numberFormat('es')).not.toBe(numberFormat('en'));
    const medium = dateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(medium);
    expect(medium.format(new Date(Date.UTC(2026, 2, 14)))).toBe('14 mar 2026');
  });

  it('keeps nothing of options the runtime refuses: they throw every time', () => {
    expect(() => numberFormat('es', { style: 'currency', currency: 'NOT-A-CODE' })).toThrow(RangeError);
    expect(() => numberFormat('es', { style: 'currency', currency: 'NOT-A-CODE' })).toThrow(RangeError);
  });
});
