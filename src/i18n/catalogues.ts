import type { Language } from './languages';
import es from './locales/es.json';
import type { CatalogueTree } from './mergeCatalogues';

export type Catalogue = typeof es;

/**
 * Spanish is bundled with the app (the default, and the fallback of every key); the other catalogues
 * are fetched when chosen, so the sign-in page does not carry five languages.
 */
const LOADERS: Record<Exclude<Language, 'es'>, () => Promise<{ default: Catalogue }>> = {
  en: () => import('./locales/en.json'),
  zh: () => import('./locales/zh.json'),
  fr: () => import('./locales/fr.json'),
  it: () => import('./locales/it.json'),
};

export const defaultCatalogue: Catalogue = es;

export async function loadCatalogue(language: Language): Promise<Catalogue> {
  return language === 'es' ? es : (await LOADERS[language]()).default;
}

/** The texts of the pages behind sign-in (the entity engine's and the screens'): loaded on entering them. */
const PAGE_LOADERS: Record<Language, () => Promise<{ default: CatalogueTree }>> = {
  es: () => import('./pages/es'),
  en: () => import('./pages/en'),
  zh: () => import('./pages/zh'),
  fr: () => import('./pages/fr'),
  it: () => import('./pages/it'),
};

export async function loadPageCatalogue(language: Language): Promise<CatalogueTree> {
  return (await PAGE_LOADERS[language]()).default;
}
