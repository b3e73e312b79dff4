import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import it from './locales/it.json';
import zh from './locales/zh.json';

/** The five catalogues; 'es' is the default and holds the spec's texts verbatim. */
export const catalogues = { es, en, zh, fr, it } as const;

export type Language = keyof typeof catalogues;
export const DEFAULT_LANGUAGE: Language = 'es';
export const LANGUAGES = Object.keys(catalogues) as Language[];
