import { describe, expect, it } from 'vitest';
import { translatedName } from '../../src/lib/translatedName';

const cafe = {
  name: 'Cafetería',
  translations: [
    { languageCode: 'es', text: 'Cafetería' },
    { languageCode: 'en', text: 'Coffee shop' },
    { languageCode: 'zh', text: '' },
  ],
};

describe('translatedName', () => {
  it('uses the translation of the language', () => {
    expect(translatedName(cafe, 'en')).toBe('Coffee shop');
  });

  it('falls back to the name without a translation, or with an empty one', () => {
    expect(translatedName(cafe, 'fr')).toBe('Cafetería');
    expect(translatedName(cafe, 'zh')).toBe('Cafetería');
  });
});
