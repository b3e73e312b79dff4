import { describe, expect, it } from 'vitest';
import { formatLocaleNumber, parseLocaleNumber, separators } from '../../src/lib/localeNumber';

describe('numbers typed in the user’s language (src/lib/localeNumber.ts)', () => {
  it('knows each language’s decimal and grouping marks', () => {
    expect(separators('es')).toEqual({ decimal: ',', group: '.' });
    expect(separators('en')).toEqual({ decimal: '.', group: ',' });
    expect(separators('fr')).toEqual({ decimal: ',', group: '' });
    expect(separators('it')).toEqual({ decimal: ',', group: '.' });
    expect(separators('zh')).toEqual({ decimal: '.', group: ',' });
  });

  it("reads the issue's coordinates with a decimal comma in Spanish: '37,884' and '-4,779'", () => {
    expect(parseLocaleNumber('37,884', 'es')).toBe(37.884);
    expect(parseLocaleNumber('-4,779', 'es')).toBe(-4.779);
    expect(parseLocaleNumber(' 40,41678 ', 'es')).toBe(40.41678);
  });

  it('reads a decimal point where it cannot be a thousands separator, in every language', () => {
    expect(parseLocaleNumber('37.88412', 'es')).toBe(37.88412);
    expect(parseLocaleNumber('0.125', 'es')).toBe(0.125);
    expect(parseLocaleNumber('4.5', 'it')).toBe(4.5);
    expect(parseLocaleNumber('37.884', 'en')).toBe(37.884);
    expect(parseLocaleNumber('37.884', 'fr')).toBe(37.884);
    expect(parseLocaleNumber('37,884', 'fr')).toBe(37.884);
  });

  it('reads grouped thousands, with or without decimals', () => {
    expect(parseLocaleNumber('1.000.000', 'es')).toBe(1_000_000);
    expect(parseLocaleNumber('1.234,5', 'es')).toBe(1234.5);
    expect(parseLocaleNumber('1,234.5', 'en')).toBe(1234.5);
    expect(parseLocaleNumber('1 234,5', 'fr')).toBe(1234.5);
    expect(parseLocaleNumber('1\u202f234,5', 'fr')).toBe(1234.5);
  });

  it('never guesses: text that could be two numbers, or none, is unreadable (null)', () => {
    // One thousand or one, in Spanish? And 37884 or 37.884, in English?
    expect(parseLocaleNumber('1.000', 'es')).toBeNull();
    expect(parseLocaleNumber('37,884', 'en')).toBeNull();
    expect(parseLocaleNumber('abc', 'es')).toBeNull();
    expect(parseLocaleNumber('12a', 'es')).toBeNull();
    expect(parseLocaleNumber('1,2,3', 'es')).toBeNull();
    expect(parseLocaleNumber('1.2,3.4', 'es')).toBeNull();
    expect(parseLocaleNumber(',', 'es')).toBeNull();
    expect(parseLocaleNumber('-', 'es')).toBeNull();
  });

  it('reads whole numbers: a grouping mark is grouping, a decimal one makes them unreadable', () => {
    expect(parseLocaleNumber('1.000', 'es', true)).toBe(1000);
    expect(parseLocaleNumber('1,000', 'en', true)).toBe(1000);
    expect(parseLocaleNumber('1,000', 'es', true)).toBeNull();
    expect(parseLocaleNumber('1,5', 'es', true)).toBeNull();
    expect(parseLocaleNumber('150', 'es', true)).toBe(150);
  });

  it('tells an empty field (undefined) from an unreadable one (null)', () => {
    expect(parseLocaleNumber('', 'es')).toBeUndefined();
    expect(parseLocaleNumber('   ', 'es')).toBeUndefined();
    expect(parseLocaleNumber('−3', 'es')).toBe(-3);
    expect(parseLocaleNumber('-0', 'es')).toBe(0);
  });

  it('writes numbers back as they are read: the language’s decimal mark, no grouping', () => {
    expect(formatLocaleNumber(37.884, 'es')).toBe('37,884');
    expect(formatLocaleNumber(-4.779, 'en')).toBe('-4.779');
    expect(formatLocaleNumber(1_000_000, 'es')).toBe('1000000');
    expect(formatLocaleNumber(4.5, 'es', 2)).toBe('4,50');
    for (const language of ['es', 'en', 'fr', 'it', 'zh'])
      for (const value of [37.884, -4.779, 1234.5, 0.000123, 1_000_000])
        expect(parseLocaleNumber(formatLocaleNumber(value, language), language)).toBe(value);
  });
});
