import type { TFunction } from 'i18next';
import type { ResolvedFilter } from '../resource';

/**
 * A select filter's choices: its fixed values, or every name of its list (operations, tables) in the
 * order of its labels, which load with the page (src/entities/data/loadResource.ts) before it renders.
 */
export function filterOptions(filter: ResolvedFilter, t: TFunction): { value: string; label: string }[] {
  if (!filter.valueList) return filter.options;
  const list = filter.valueList;
  const labels: unknown = t(list, { returnObjects: true });
  const names = typeof labels === 'object' && labels !== null ? Object.keys(labels) : [];
  return names.map((name) => ({ value: name, label: `${list}.${name}` }));
}
