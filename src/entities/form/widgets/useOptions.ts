import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JsonApiPath } from '../../../contract/types';
import { queryOperation } from '../../data/callOperation';
import { isRow, matches, type Row, valueAt } from '../../data/values';
import type { OptionsSource } from '../../descriptor';

export interface Option {
  value: string | number;
  label: string;
  /** The row the option stands for (a package, with its price). */
  item: Row;
}

export function isOptionsSource(value: unknown): value is OptionsSource {
  return isRow(value) && typeof value.path === 'string' && typeof value.items === 'string';
}

/**
 * The choices of a select fed by another operation (locations, categories, countries…): the items the
 * source's `only` keeps (no retired package), and the one already chosen whatever it is now.
 */
export function useOptions(source: OptionsSource | null, chosen: string | number | null = null) {
  const { t } = useTranslation();
  const body = source?.body ?? {};
  const query = useQuery({
    queryKey: [source?.path ?? 'none', body],
    queryFn: ({ signal }) => {
      if (!source) throw new Error('No options source');
      return queryOperation(source.path as JsonApiPath, body, signal);
    },
    enabled: source !== null,
    staleTime: 60_000,
  });
  const items = source && query.data ? query.data[source.items] : undefined;
  const options: Option[] = Array.isArray(items)
    ? items.filter(isRow).flatMap((item) => {
        const value = valueAt(item, source?.value ?? 'id');
        const label = valueAt(item, source?.label ?? 'name');
        if (typeof value !== 'string' && typeof value !== 'number') return [];
        if (!matches(source?.only, item) && value !== chosen) return [];
        return [{ value, label: source?.template ? t(source.template, item) : String(label ?? value), item }];
      })
    : [];
  return { options, isPending: query.isPending && source !== null, isError: query.isError };
}
