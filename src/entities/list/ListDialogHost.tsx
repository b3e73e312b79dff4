import { memo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../actions/ActionDialog';
import { type ParamContext, type Row, resolveParams } from '../data/values';
import { LazyFormModal } from '../form/LazyFormModal';
import type { Resource } from '../resource';
import { DeleteFlow } from './DeleteFlow';
import { EditDialog } from './EditDialog';
import type { ListDialogs } from './listDialogs';

export interface ListDialogHostProps {
  dialogs: ListDialogs;
  resource: Resource;
  context: ParamContext;
  currency: string | null;
  /** How the list names a row (namesakes told apart), for an action on several rows. */
  labelOf: (row: Row) => string;
  /** A delete's flow ended: the selection it was made from goes. */
  onDeleteClosed: () => void;
}

/** The list page's open modal, drawn on its own when one opens or closes (see `listDialogs.ts`). */
export const ListDialogHost = memo(function ListDialogHost({
  dialogs,
  resource,
  context,
  currency,
  labelOf,
  onDeleteClosed,
}: ListDialogHostProps) {
  const { t } = useTranslation();
  const dialog = useSyncExternalStore(dialogs.subscribe, dialogs.current, dialogs.current);
  if (dialog === null) return null;
  switch (dialog.kind) {
    case 'create':
      if (!resource.create) return null;
      return (
        <LazyFormModal
          resource={resource}
          formKey={resource.formKeys?.create ?? 'create'}
          title={t(resource.texts.createTitle)}
          submitLabel={t('engine.save')}
          operation={resource.create.path}
          engineFields={resolveParams(resource.create.params, context)}
          context={context}
          row={null}
          texts={{
            progress: resource.texts.creating,
            success: resource.texts.created,
            failure: resource.texts.createFailed,
          }}
          currency={currency}
          onClose={dialogs.close}
        />
      );
    case 'edit':
      if (!resource.update) return null;
      return (
        <EditDialog
          resource={resource}
          row={dialog.row}
          readOnly={dialog.readOnly === true}
          context={context}
          currency={currency}
          onClose={dialogs.close}
        />
      );
    case 'delete':
      return (
        <DeleteFlow
          resource={resource}
          rows={dialog.rows}
          context={context}
          onClose={() => {
            dialogs.close();
            onDeleteClosed();
          }}
        />
      );
    case 'action':
      return (
        <ActionDialog
          resource={resource}
          action={dialog.action}
          context={{ ...context, row: dialog.row }}
          {...(dialog.keys ? { keys: dialog.keys } : {})}
          {...(dialog.rows ? { rows: dialog.rows, rowLabel: labelOf } : {})}
          {...(dialog.row ? { subject: labelOf(dialog.row) } : {})}
          currency={currency}
          onClose={dialogs.close}
        />
      );
  }
});
