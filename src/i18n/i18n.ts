import i18next from 'i18next';
import { catalogues, DEFAULT_LANGUAGE } from './catalogues';

const resources = Object.fromEntries(
  Object.entries(catalogues).map(([language, translation]) => [language, { translation }]),
);

/** The one i18next instance of the app. Catalogues are bundled, so initialisation is synchronous. */
export const i18n = i18next.createInstance();

void i18n.init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes; server messages are shown as text, never HTML
  returnNull: false,
});
