/** The languages of the interface; Spanish is the default (spec §1). */
export const LANGUAGES = ['es', 'en', 'zh', 'fr', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * A language's name in that language (Español, English, 中文, Français, Italiano), from the platform's
 * Intl data: people look for their own language's name, and no catalogue has to be loaded to list them.
 */
export function languageName(language: Language): string {
  // Kept once worked out: each Intl.DisplayNames loads its locale's data, ~30 ms on a phone's CPU.
  const known = names.get(language);
  if (known !== undefined) return known;
  const found = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  const name = found.charAt(0).toLocaleUpperCase(language) + found.slice(1);
  names.set(language, name);
  return name;
}

const names = new Map<Language, string>();
