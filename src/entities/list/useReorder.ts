import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notifications';
import { useOperationMutation } from '../data/useRowMutation';
import { type Row, valueAt } from '../data/values';
import type { Resource } from '../resource';

/**
 * Putting a list's rows in order (customer levels): the moved order shows at once and is saved; a
 * failure puts the server's order back and says why.
 */
export function useReorder(resource: Resource, all: Row[]) {
  const { t } = useTranslation();
  const mutation = useOperationMutation();
  const [pending, setPending] = useState<Row[] | null>(null);
  const reorder = resource.reorder;

  async function move(from: number, to: number) {
    if (!reorder) return;
    const current = pending ?? all;
    if (to < 0 || to >= current.length) return;
    const next = [...current];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    setPending(next);
    const result = await mutation.mutateAsync({
      path: reorder.path,
      body: { [reorder.ids]: next.map((row) => valueAt(row, resource.key)) },
    });
    setPending(null);
    if (result.s === 'ok') notify({ kind: 'success', title: t('engine.reordered') });
    else notify({ kind: 'error', title: t('engine.reorderFailed'), description: result.m });
  }

  return {
    enabled: reorder !== null,
    rows: reorder ? (pending ?? all) : null,
    busy: mutation.isPending,
    move: (from: number, to: number) => void move(from, to),
  };
}
