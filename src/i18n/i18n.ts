import i18next from 'i18next';
import { defaultCatalogue, loadCatalogue, loadPageCatalogue } from './catalogues';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';

/** Where the chosen language is kept across reloads. */
export const LANGUAGE_STORAGE_KEY = 'loyalty.language';

function storedLanguage(): Language {
  try {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The one i18next instance of the app. Spanish is bundled, so initialisation is synchronous. */
export const i18n = i18next.createInstance();

void i18n.init({
  resources: { [DEFAULT_LANGUAGE]: { translation: defaultCatalogue } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes; server messages are shown as text, never HTML
});

/** Whether the pages' texts are in use (the user went past sign-in): a language switch then loads them too. */
let pageTextsWanted = false;
const pageTextsLoaded = new Set<Language>();

async function addPageTexts(language: Language): Promise<void> {
  if (pageTextsLoaded.has(language)) return;
  // Merged into the same namespace: a page's keys read like any other.
  i18n.addResourceBundle(language, 'translation', await loadPageCatalogue(language), true, false);
  pageTextsLoaded.add(language);
}

/** Texts loaded with the pages that need them (listTexts.ts), which a language switch loads first too. */
const switchLoaders: ((language: Language) => Promise<void>)[] = [];

/** Has a switch of language wait for `load` of the new language, so no key shows meanwhile. */
export function loadOnLanguageSwitch(load: (language: Language) => Promise<void>): void {
  switchLoaders.push(load);
}

async function switchTo(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loadCatalogue(language), true, false);
  }
  if (pageTextsWanted) await addPageTexts(language);
  await Promise.all(switchLoaders.map((load) => load(language)));
  await i18n.changeLanguage(language);
}

/**
 * Loads the texts of the signed-in pages for the current language (and Spanish, the fallback), once;
 * the dashboard waits for them, so the sign-in page does not carry them.
 */
export async function ensurePageTexts(): Promise<void> {
  pageTextsWanted = true;
  await Promise.all([addPageTexts(DEFAULT_LANGUAGE), addPageTexts(currentLanguage())]);
}

/** Switches the interface language, loading its catalogue if needed, and remembers it. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode): the choice then lasts for this visit only.
  }
  await switchTo(language);
}

/** Resolves once the remembered language is loaded; the app renders after it, so no text flashes. */
export const i18nReady: Promise<void> = switchTo(storedLanguage()).catch((error: unknown) => {
  console.error('The remembered language could not be loaded; staying in Spanish.', error);
});

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
