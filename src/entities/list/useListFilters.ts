import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Row } from '../data/values';
import type { ResolvedFilter } from '../resource';

/** The filter's name in the address: its field, under the list's prefix. */
function paramName(prefix: string, field: string): string {
  return prefix ? `${prefix}.${field}` : field;
}

/**
 * A list's filters kept in the address like its view (a reload or a shared link keeps them): the
 * request fields they set, and a way to change one, which goes back to the first page.
 */
export function useListFilters(filters: ResolvedFilter[], prefix = '') {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => {
    const body: Row = {};
    for (const filter of filters) {
      const text = params.get(paramName(prefix, filter.field));
      if (text !== null && text !== '') body[filter.field] = /^\d+$/.test(text) ? Number(text) : text;
    }
    return body;
  }, [filters, params, prefix]);
  const setFilter = useCallback(
    (field: string, value: string | number | null) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(paramName(prefix, field));
        else next.set(paramName(prefix, field), String(value));
        next.delete(paramName(prefix, 'page'));
        return next;
      });
    },
    [setParams, prefix],
  );
  return { values, setFilter };
}
