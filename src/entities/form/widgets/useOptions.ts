import { useQuery } from '@tanstack/react-query';
import type { JsonApiPath } from '../../../contract/types';
import { queryOperation } from '../../data/callOperation';
import { isRow, valueAt } from '../../data/values';
import type { OptionsSource } from '../../descriptor';

export interface Option {
  value: string | number;
  label: string;
}

export function isOptionsSource(value: unknown): value is OptionsSource {
  return isRow(value) && typeof value.path === 'string' && typeof value.items === 'string';
}

/** The choices of a select fed by another operation (locations, categories, countries…). */
export function useOptions(source: OptionsSource | null) {
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
        return typeof value === 'string' || typeof value === 'number'
          ? [{ value, label: String(label ?? value) }]
          : [];
      })
    : [];
  return { options, isPending: query.isPending && source !== null, isError: query.isError };
}
