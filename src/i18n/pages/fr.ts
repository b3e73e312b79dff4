/**
 * The fr texts of the signed-in pages: one file per resource or screen in locales/pages/fr/, so
 * adding an entity adds a file instead of editing a shared one. One chunk, loaded on entering /dashboard.
 */
import { mergeCatalogues } from '../mergeCatalogues';

export default mergeCatalogues(
  Object.values(import.meta.glob('../locales/pages/fr/*.json', { eager: true, import: 'default' })),
);
