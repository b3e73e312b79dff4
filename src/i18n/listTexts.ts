/**
 * Long lists of names (every operation that changes data, every audited table: ~140 labels a language)
 * that only a few pages show, the audit trail's. Their texts load with those pages' resources (the
 * generated RESOURCE_LOADERS call ensureListTexts) rather than with every signed-in page's catalogue.
 */
import { currentLanguage, i18n, loadOnLanguageSwitch } from './i18n';
import type { Language } from './languages';
import type { CatalogueTree } from './mergeCatalogues';

const LOADERS = import.meta.glob<CatalogueTree>('./locales/lists/*/*.json', { import: 'default' });

// Spanish, the fallback of every key: read from the instance rather than imported, so this chunk shares
// no module with the sign-in page's other than the i18n instance itself.
const FALLBACK = String(i18n.options.fallbackLng) as Language;
const wanted = new Set<string>();
const loaded = new Map<string, Promise<void>>();

function addListTexts(language: Language, list: string): Promise<void> {
  const key = `${language}/${list}`;
  let loading = loaded.get(key);
  if (!loading) {
    const load = LOADERS[`./locales/lists/${key}.json`];
    if (!load) return Promise.reject(new Error(`No texts for the list ${key}`));
    loading = load().then((texts) => {
      // Merged into the same namespace as the pages' texts: a label reads like any other key.
      i18n.addResourceBundle(language, 'translation', texts, true, false);
    });
    // A failed download may be retried by the next page that needs it.
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/** Loads the lists' texts in the current language and in Spanish (the fallback), once each. */
export async function ensureListTexts(lists: readonly string[]): Promise<void> {
  for (const list of lists) wanted.add(list);
  await Promise.all(
    lists.flatMap((list) => [addListTexts(FALLBACK, list), addListTexts(currentLanguage(), list)]),
  );
}

loadOnLanguageSwitch(async (language) => {
  await Promise.all([...wanted].map((list) => addListTexts(language, list)));
});
