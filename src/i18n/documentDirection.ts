import type { i18n as I18n } from 'i18next';

/**
 * Keeps <html lang> and <html dir> in step with the language: the direction is i18next's for the
 * language, or right-to-left whenever the deployment forces it. The layout uses logical CSS properties
 * (start/end), so sidebar, top bar and modals mirror on their own.
 */
export function syncDocumentDirection(
  i18n: I18n,
  forceRtl: boolean,
  root = document.documentElement,
): () => void {
  const apply = (language: string) => {
    root.lang = language;
    root.dir = forceRtl ? 'rtl' : i18n.dir(language);
  };
  apply(i18n.resolvedLanguage ?? i18n.language);
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}
