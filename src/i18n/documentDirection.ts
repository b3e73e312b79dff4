import type { i18n as I18n } from 'i18next';

/**
 * Where this browser keeps a direction chosen at run time ('rtl' or 'ltr'), over the language's: a
 * deployment need not be rebuilt (VITE_FORCE_RTL) to try or to use the right-to-left layout.
 */
export const DIRECTION_STORAGE_KEY = 'loyalty.direction';

function chosenDirection(): 'ltr' | 'rtl' | null {
  try {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(DIRECTION_STORAGE_KEY);
    return stored === 'rtl' || stored === 'ltr' ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Keeps <html lang> and <html dir> in step with the language: the direction is i18next's for the
 * language, or the one chosen on this browser (DIRECTION_STORAGE_KEY), or right-to-left whenever the
 * deployment forces it. The layout uses logical CSS properties
 * (start/end), so sidebar, top bar and modals mirror on their own.
 */
export function syncDocumentDirection(
  i18n: I18n,
  forceRtl: boolean,
  root = document.documentElement,
): () => void {
  const apply = (language: string) => {
    root.lang = language;
    root.dir = forceRtl ? 'rtl' : (chosenDirection() ?? i18n.dir(language));
  };
  apply(i18n.resolvedLanguage ?? i18n.language);
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}
