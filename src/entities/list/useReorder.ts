import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notifications';
import { useOperationMutation } from '../data/useRowMutation';
import { type Row, valueAt } from '../data/values';
import type { Resource } from '../resource';
import type { MovedRow } from './ReorderButtons';

export interface Reorder {
  enabled: boolean;
  /** The rows in the order shown: the moved order until the server's answer replaces it. */
  rows: Row[] | null;
  move: (from: number, to: number) => void;
  /** The row that just moved, whose button gets the focus back. */
  moved: MovedRow | null;
  /** What a screen reader is told after a move: the row's new position. */
  announcement: string;
}

/**
 * Putting a list's rows in order (customer levels). A move shows at once, is announced, and sends every
 * key in the new order. Moves made while one is saving are sent one after another, each with the whole
 * order, so the last one wins; the server's order comes back when the last save ends, and a failure says
 * why.
 */
export function useReorder(resource: Resource, all: Row[], labelOf: (row: Row) => string): Reorder {
  const { t } = useTranslation();
  const mutation = useOperationMutation();
  const [pending, setPending] = useState<Row[] | null>(null);
  const [moved, setMoved] = useState<MovedRow | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The order being saved, read by a move made before React renders the previous one.
  const pendingRef = useRef<Row[] | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(0);
  const reorder = resource.reorder;

  function move(from: number, to: number) {
    if (!reorder) return;
    const current = pendingRef.current ?? all;
    if (from === to || to < 0 || to >= current.length) return;
    const next = [...current];
    const [row] = next.splice(from, 1);
    if (!row) return;
    next.splice(to, 0, row);
    pendingRef.current = next;
    setPending(next);
    const nonce = ++latest.current;
    setMoved({ key: String(valueAt(row, resource.key)), direction: to < from ? 'up' : 'down', nonce });
    setAnnouncement(t('engine.movedTo', { name: labelOf(row), position: to + 1, total: next.length }));
    const body = { [reorder.ids]: next.map((item) => valueAt(item, resource.key)) };
    queue.current = queue.current.then(async () => {
      const result = await mutation.mutateAsync({ path: reorder.path, body });
      if (result.s !== 'ok')
        notify({ kind: 'error', title: t('engine.reorderFailed'), description: result.m });
      if (nonce !== latest.current) return;
      pendingRef.current = null;
      setPending(null);
      if (result.s === 'ok') notify({ kind: 'success', title: t('engine.reordered') });
    });
  }

  return {
    enabled: reorder !== null,
    rows: reorder ? (pending ?? all) : null,
    move,
    moved,
    announcement,
  };
}
