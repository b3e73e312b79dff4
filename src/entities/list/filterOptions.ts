import type { TFunction } from 'i18next';
import type { ResolvedFilter } from '../resource';

/**
 * A select filter's choices: its fixed values, or every name of its list (operations, tables), which
 * load with the page (src/entities/data/loadResource.ts) before it renders, in the alphabetical order
 * of their labels in `language`: a hundred operations are found by name, not by the contract's order.
 */
export function filterOptions(
  filter: ResolvedFilter,
  t: TFunction,
  language: string,
): { value: string; label: string }[] {
  if (!filter.valueList) return filter.options;
  const list = filter.valueList;
  const labels: unknown = t(list, { returnObjects: true });
  const names = typeof labels === 'object' && labels !== null ? Object.keys(labels) : [];
  const byText = new Intl.Collator(language);
  return names
    .map((name) => ({ value: name, label: `${list}.${name}`, shown: t(`${list}.${name}`) }))
    .sort((a, b) => byText.compare(a.shown, b.shown))
    .map(({ value, label }) => ({ value, label }));
}
