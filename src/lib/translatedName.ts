export interface Translated {
  name: string;
  translations: readonly { languageCode: string; text: string }[];
}

/** A catalogue row's name in the interface language, or its own name when it has no such translation. */
export function translatedName(item: Translated, language: string): string {
  return item.translations.find((translation) => translation.languageCode === language)?.text || item.name;
}
