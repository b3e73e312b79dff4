/**
 * A form's moments (a date and a time read in a zone: a notification's sending) moved between the zone
 * the server reads them in and the user's browser's: the form shows and takes the user's own clock, and
 * sends the zone's. Where the two zones are the same, or the zone is not known, nothing moves.
 */
import { useQueries } from '@tanstack/react-query';
import type { JsonApiPath } from '../../contract/types';
import { browserTimeZone, convertWallTime } from '../../lib/zonedTime';
import { useStoreInfo } from '../../session/shellQueries';
import { queryOperation } from '../data/callOperation';
import { type Row, valueAt } from '../data/values';
import type { MomentSpec } from '../descriptor';

/** Each moment's zone by its time field, once known. */
export type MomentZones = Record<string, string>;

/**
 * The zones of a form's moments: the user's store's (from the store info the frame has loaded) or a
 * field of an operation's answer (the list's own, read from its cache). Pending while any is loading.
 */
export function useMomentZones(moments: MomentSpec[] | undefined, isStoreUser: boolean) {
  const list = moments ?? [];
  const needsStore = list.some((moment) => 'store' in moment.zone);
  const store = useStoreInfo(isStoreUser && needsStore);
  const paths = list.flatMap((moment) => ('path' in moment.zone ? [moment.zone.path] : []));
  const answers = useQueries({
    queries: paths.map((path) => ({
      queryKey: [path, {}],
      queryFn: ({ signal }: { signal: AbortSignal }) => queryOperation(path as JsonApiPath, {}, signal),
    })),
  });
  const zones: MomentZones = {};
  let pending = false;
  for (const moment of list) {
    const zone = moment.zone;
    let value: unknown;
    if ('store' in zone) {
      pending ||= isStoreUser && store.isPending;
      value = valueAt(store.data?.store, zone.store);
    } else {
      const answer = answers[paths.indexOf(zone.path)];
      pending ||= answer?.isPending === true;
      value = valueAt(answer?.data, zone.field);
    }
    if (typeof value === 'string' && value !== '') zones[moment.time] = value;
  }
  return { zones, pending };
}

function moved(moments: MomentSpec[] | undefined, zones: MomentZones, data: Row, toBrowser: boolean): Row {
  // Most forms have no moments: asking Intl for the browser's zone costs a few ms on a phone, on each render.
  if (!moments || moments.length === 0) return data;
  const browser = browserTimeZone();
  let out = data;
  for (const moment of moments) {
    const zone = zones[moment.time];
    const date = data[moment.date];
    const time = data[moment.time];
    if (!zone || typeof date !== 'string' || typeof time !== 'string') continue;
    const wall = toBrowser
      ? convertWallTime({ date, time }, zone, browser)
      : convertWallTime({ date, time }, browser, zone);
    out = { ...out, [moment.date]: wall.date, [moment.time]: wall.time };
  }
  return out;
}

/** A row's moments as the user's clock shows them. */
export function momentsToBrowser(moments: MomentSpec[] | undefined, zones: MomentZones, data: Row): Row {
  return moved(moments, zones, data, true);
}

/** The form's moments as the server reads them, in their zone. */
export function momentsToZone(moments: MomentSpec[] | undefined, zones: MomentZones, data: Row): Row {
  return moved(moments, zones, data, false);
}
