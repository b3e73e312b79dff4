import { ActionMenuItems } from '../../ui/ActionMenuItems';
import { Icon } from '../../ui/Icon';
import { MenuOnDemand } from '../../ui/MenuOnDemand';
import type { RowAction } from './RowActions';

/** The look of a row's 'more actions' button. */
const MORE_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * A row's 'more actions' button. A page of 100 rows would otherwise mount 100 Headless UI menus that
 * nobody opens, and re-render them on every keystroke of the search: the menu is mounted on the first
 * click or opening key, already open (MenuOnDemand).
 */
export function RowMoreActions({ actions, label }: { actions: RowAction[]; label: string }) {
  return (
    <MenuOnDemand
      buttonClassName={MORE_BUTTON}
      label={label}
      face={<Icon name="dots" width={18} height={18} />}
      items={() => <ActionMenuItems items={actions} />}
    />
  );
}
