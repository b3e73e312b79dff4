import { useTranslation } from 'react-i18next';
import { chooseLanguage, currentLanguage } from '../i18n/i18n';
import { isLanguage, LANGUAGES, languageName } from '../i18n/languages';
import { useHydrated } from './useHydrated';

/** The public pages' language picker: a native select, light enough for the sign-in page. */
export function LanguageSelect() {
  const { t } = useTranslation();
  // On the sign-in page, rendered at build time, a choice made before the page's code runs would be lost.
  const hydrated = useHydrated();
  return (
    <select
      aria-label={t('language.choose')}
      disabled={!hydrated}
      value={currentLanguage()}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void chooseLanguage(event.target.value);
      }}
      className="rounded-lg border-0 bg-white/70 py-1.5 ps-3 pe-8 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-inset ring-slate-200 focus:ring-2 focus:ring-brand-600"
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {languageName(language)}
        </option>
      ))}
    </select>
  );
}
