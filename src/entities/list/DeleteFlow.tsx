import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notifications';
import { DeleteConfirmModal } from '../DeleteConfirmModal';
import { useOperationMutation } from '../data/useRowMutation';
import { matches, type ParamContext, type Row, resolveParams, valueAt } from '../data/values';
import type { Resource } from '../resource';

export interface DeleteFlowProps {
  resource: Resource;
  rows: Row[];
  context: ParamContext;
  onClose: () => void;
}

/**
 * Deleting one row or the selected rows: a confirmation (a warning instead for rows the descriptor
 * marks, e.g. an unsent notification), then the calls; the list reloads and a toast tells the result.
 * The modal closes whatever the result (spec §4), the toast saying what failed.
 */
export function DeleteFlow({ resource, rows, context, onClose }: DeleteFlowProps) {
  const { t } = useTranslation();
  const mutation = useOperationMutation();
  const [busy, setBusy] = useState(false);
  const remove = resource.remove;
  if (!remove || rows.length === 0) return null;
  const single = rows.length === 1 ? rows[0] : undefined;
  const warn = single !== undefined && remove.warnWhen !== undefined && matches(remove.warnWhen, single);
  const counted = remove.confirmCount && single ? valueAt(single, remove.confirmCount) : undefined;
  const text = single
    ? t(warn ? resource.texts.deleteWarning : resource.texts.deleteConfirm, {
        ...single,
        ...(typeof counted === 'number' ? { count: counted } : {}),
      })
    : t(resource.texts.bulkDeleteConfirm, { count: rows.length });

  async function confirm() {
    if (!remove) return;
    setBusy(true);
    let deleted = 0;
    let lastFailure = '';
    for (const row of rows) {
      const body = {
        ...resolveParams(remove.params, { ...context, row }),
        [remove.id]: valueAt(row, resource.key),
      };
      const result = await mutation.mutateAsync({ path: remove.path, body });
      if (result.s === 'ok') deleted += 1;
      else lastFailure = result.m;
    }
    setBusy(false);
    if (single) {
      if (deleted === 1) notify({ kind: 'success', title: t(resource.texts.deleted, single) });
      else notify({ kind: 'error', title: t(resource.texts.deleteFailed, single), description: lastFailure });
    } else if (deleted === rows.length) {
      notify({ kind: 'success', title: t(resource.texts.bulkDeleted, { count: deleted }) });
    } else {
      notify({
        kind: 'error',
        title: t('engine.bulkDeletePartial', { deleted, count: rows.length }),
        description: lastFailure,
      });
    }
    onClose();
  }

  return (
    <DeleteConfirmModal
      open
      title={t(resource.texts.deleteTitle, single ?? {})}
      text={text}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
