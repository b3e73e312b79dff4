import { describe, expect, it } from 'vitest';
import { monthName } from '../../src/lib/months';

describe('monthName', () => {
  it('names every month in Spanish from its code', () => {
    const codes = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];
    expect(codes.map((code) => monthName(code))).toEqual([
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ]);
  });

  it('names months in another language when asked', () => {
    expect(monthName('03', 'en')).toBe('March');
  });

  it.each(['00', '13', '1', '001', 'ab', ''])('refuses the code %j', (code) => {
    expect(() => monthName(code)).toThrow(RangeError);
  });
});
