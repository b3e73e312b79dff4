import { memo } from 'react';
import { Icon, type IconName } from '../../ui/Icon';
import { RowMoreActions } from './RowMoreActions';

export interface RowAction {
  id: string;
  label: string;
  icon: IconName;
  danger?: boolean;
  onSelect: () => void;
}

/**
 * A row's actions: the first two as icon buttons, the rest in a menu; each named with the row. A menu
 * that would hold one action only is no shortcut: three actions are three buttons. Memo: the list gives
 * a row the same actions each time it asks, so a row drawn again (a slice added under it) keeps them.
 * The menu's name comes from the list (`rowMenuLabel`, translated once per language), not from a
 * translation per row.
 */
export const RowActions = memo(function RowActions({
  actions,
  rowLabel,
  menuLabel,
}: {
  actions: RowAction[];
  rowLabel: string;
  /** The 'more actions' button's name for a row's name (the same function for the whole list). */
  menuLabel: (rowName: string) => string;
}) {
  const inlineCount = actions.length <= 3 ? actions.length : 2;
  const inline = actions.slice(0, inlineCount);
  const more = actions.slice(inlineCount);
  return (
    <div className="flex items-center justify-end gap-1">
      {inline.map((action) => (
        <button
          key={action.id}
          type="button"
          onClick={action.onSelect}
          title={action.label}
          aria-label={`${action.label}: ${rowLabel}`}
          className={`inline-flex size-9 items-center justify-center rounded-lg hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 ${
            action.danger ? 'text-red-600 hover:text-red-700' : 'text-slate-600 hover:text-slate-900'
          }`}
        >
          <Icon name={action.icon} width={18} height={18} />
        </button>
      ))}
      {more.length > 0 && <RowMoreActions actions={more} label={menuLabel(rowLabel)} />}
    </div>
  );
});
