import { useQuery } from '@tanstack/react-query';
import type { JsonApiPath } from '../../../contract/types';
import { queryOperation } from '../../data/callOperation';
import { isRow, valueAt } from '../../data/values';

export interface MapTilesSource {
  path: string;
  url: string;
  attribution?: string;
}

export function isMapTilesSource(value: unknown): value is MapTilesSource {
  return isRow(value) && typeof value.path === 'string' && typeof value.url === 'string';
}

export interface MapTiles {
  url: string | null;
  attribution: string | undefined;
}

/**
 * The map's tile source from an operation's answer. The query key is the one a list without params
 * uses (`[path, {}]`), and what is cached never goes stale here: a form opened from the cities list
 * reads the list's answer and calls nothing.
 */
export function useMapTiles(source: MapTilesSource | null): MapTiles {
  const query = useQuery({
    queryKey: [source?.path ?? 'none', {}],
    queryFn: ({ signal }) => {
      if (!source) throw new Error('No map tiles source');
      return queryOperation(source.path as JsonApiPath, {}, signal);
    },
    enabled: source !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = source ? valueAt(query.data, source.url) : undefined;
  const attribution = source?.attribution ? valueAt(query.data, source.attribution) : undefined;
  return {
    url: typeof url === 'string' && url !== '' ? url : null,
    attribution: typeof attribution === 'string' ? attribution : undefined,
  };
}
