import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE } from '../../i18n/languages';
import type { ResolvedFilter } from '../resource';

/**
 * A select filter's choices: its fixed values, or every name of its list (operations, tables) in the
 * order of the Spanish labels, which every language's follow and which load with the page
 * (src/i18n/listTexts.ts) before it renders.
 */
export function filterOptions(filter: ResolvedFilter, i18n: I18n): { value: string; label: string }[] {
  if (!filter.valueList) return filter.options;
  const list = filter.valueList;
  const labels: unknown = i18n.getResource(DEFAULT_LANGUAGE, 'translation', list);
  const names = typeof labels === 'object' && labels !== null ? Object.keys(labels) : [];
  return names.map((name) => ({ value: name, label: `${list}.${name}` }));
}
