import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { ActionDialog } from '../actions/ActionDialog';
import { useCan } from '../data/useCan';
import { matches, type ParamContext, type Row } from '../data/values';
import type { ResolvedAction, Resource } from '../resource';

export interface DetailActionsProps {
  resource: Resource;
  row: Row;
  context: ParamContext;
  currency: string | null;
}

/**
 * A row's actions on its own page (an order's status moves): the same the list offers on the row, for
 * who may use them and while the row's state allows them, each run through the action dialog.
 */
export function DetailActions({ resource, row, context, currency }: DetailActionsProps) {
  const { t } = useTranslation();
  const can = useCan();
  const [open, setOpen] = useState<ResolvedAction | null>(null);
  const actions = resource.actions.filter(
    (action) => action.scope === 'row' && can(action.access) && matches(action.when, row),
  );
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <Button
          key={action.id}
          variant={action.danger ? 'danger' : 'secondary'}
          onClick={() => setOpen(action)}
        >
          <Icon name={action.icon} width={16} height={16} />
          {t(action.texts.label, row)}
        </Button>
      ))}
      {open && (
        <ActionDialog
          resource={resource}
          action={open}
          context={{ ...context, row }}
          currency={currency}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
