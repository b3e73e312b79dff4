/**
 * The rules of a catalogue entry's translations (store types, categories): at most one per language,
 * and for categories an 'es' one, which is the name the back office shows (spec §3). Saving replaces
 * the stored translations with the ones sent.
 */
import type { Entity } from '../../../contract/types';
import { badRequest } from '../../http/apiError';
import { messages } from '../../messages';

type Translation = Entity<'Translation'>;

export function assertOnePerLanguage(translations: readonly Translation[]): void {
  const seen = new Set<string>();
  for (const { languageCode } of translations) {
    if (seen.has(languageCode))
      throw badRequest(messages.admin.repeatedTranslation({ language: languageCode }));
    seen.add(languageCode);
  }
}

/** Trimmed texts, in the order sent. */
export function cleanTranslations(translations: readonly Translation[]): Translation[] {
  return translations.map(({ languageCode, text }) => ({ languageCode, text: text.trim() }));
}
