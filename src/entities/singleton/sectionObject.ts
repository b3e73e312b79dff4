import { isRow, type Row, valueAt } from '../data/values';
import type { ResolvedSection } from '../resource';

/**
 * A section's object from its operation's answer: the answer's `item`, or the whole answer without one,
 * with the renamed form fields added (`countryId` from `country.id`, since a profile answers its country
 * as an object and is saved with the id). Null when the answer holds no object (no API token yet).
 */
export function sectionObject(
  section: Pick<ResolvedSection, 'load'>,
  answer: unknown,
  item?: string,
): Row | null {
  const key = item ?? section.load.item;
  const value = key === undefined ? answer : valueAt(answer, key);
  if (!isRow(value)) return null;
  const renamed: Row = { ...value };
  for (const [field, path] of Object.entries(section.load.rename ?? {})) {
    const source = valueAt(value, path);
    if (source !== undefined) renamed[field] = source;
  }
  return renamed;
}
