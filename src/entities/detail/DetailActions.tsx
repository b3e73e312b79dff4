import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { ActionDialog } from '../actions/ActionDialog';
import { useActionParam } from '../data/useActionParam';
import { useCan } from '../data/useCan';
import { matches, type ParamContext, type Row, resolveParams, valueAt } from '../data/values';
import { LazyFormModal } from '../form/LazyFormModal';
import type { ResolvedAction, Resource } from '../resource';

type Dialog = { kind: 'edit' } | { kind: 'action'; action: ResolvedAction };

/** `?action=<id>` opens that row action (the command palette's 'Dar puntos a Lola Fernández' leads here). */
function useRequestedAction(actions: ResolvedAction[], open: (action: ResolvedAction) => void) {
  useActionParam((requested) => {
    const action = actions.find((a) => a.id === requested);
    if (action) open(action);
  });
}

/**
 * What can be done to the row a detail page shows: its row actions (give points, a reward…) and
 * edit, as labelled buttons, in the same dialogs as on the list; saves refresh the page.
 */
export function DetailActions({
  resource,
  row,
  label,
  context,
  currency,
}: {
  resource: Resource;
  row: Row;
  /** How the row is named, beside the dialogs' titles. */
  label: string;
  context: ParamContext;
  currency: string | null;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const actions = resource.actions.filter(
    (action) => action.scope === 'row' && can(action.access) && matches(action.when, row),
  );
  useRequestedAction(actions, (action) => setDialog({ kind: 'action', action }));
  const rowContext = { ...context, row };
  const canEdit = resource.update !== null && can(resource.update.access);
  // A row that can no longer change is opened to be read, with the reason.
  const editable = matches(resource.update?.when, row);
  if (actions.length === 0 && !canEdit) return null;
  return (
    <>
      <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:flex-wrap">
        {actions.map((action) => (
          <Button
            key={action.id}
            variant={action.danger ? 'danger' : 'secondary'}
            onClick={() => setDialog({ kind: 'action', action })}
          >
            <Icon name={action.icon} width={18} height={18} />
            {t(action.texts.label, row)}
          </Button>
        ))}
        {canEdit && (
          <Button variant="secondary" onClick={() => setDialog({ kind: 'edit' })}>
            <Icon name={editable ? 'edit' : 'eye'} width={18} height={18} />
            {t(editable ? 'engine.edit' : 'engine.view')}
          </Button>
        )}
      </div>
      {dialog?.kind === 'edit' && resource.update && (
        <LazyFormModal
          resource={resource}
          formKey="update"
          title={t(editable ? resource.texts.editTitle : resource.texts.viewTitle, row)}
          {...(editable ? {} : { readOnlyReason: t(resource.texts.readOnly, row) })}
          submitLabel={t('engine.save')}
          operation={resource.update.path}
          engineFields={{
            ...resolveParams(resource.update.params, rowContext),
            [resource.update.id]: valueAt(row, resource.key),
          }}
          context={rowContext}
          row={row}
          texts={{
            progress: resource.texts.updating,
            success: resource.texts.updated,
            failure: resource.texts.updateFailed,
          }}
          currency={currency}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'action' && (
        <ActionDialog
          resource={resource}
          action={dialog.action}
          context={rowContext}
          subject={label}
          currency={currency}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
