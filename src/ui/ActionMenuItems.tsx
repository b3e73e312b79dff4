import { MenuItem, MenuItems } from '@headlessui/react';
import { Icon, type IconName } from './Icon';

/** One choice of an actions menu: an icon and a label, red when it destroys something. */
export interface ActionMenuItem {
  id: string;
  label: string;
  icon: IconName;
  danger?: boolean;
  onSelect: () => void;
}

/**
 * The open list of a Headless UI Menu of actions (a row's, a page's), under its button's end; goes
 * inside a `<Menu>` after its `<MenuButton>`. `wide` for labels that name a whole task.
 */
export function ActionMenuItems({ items, wide = false }: { items: ActionMenuItem[]; wide?: boolean }) {
  return (
    // Not modal: the rest of the page stays readable while it is open, as a menu button's should.
    <MenuItems
      anchor="bottom end"
      modal={false}
      className={`z-30 mt-1 ${wide ? 'min-w-56' : 'min-w-48'} rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200 focus:outline-none`}
    >
      {items.map((item) => (
        <MenuItem key={item.id}>
          <button
            type="button"
            onClick={item.onSelect}
            className={`flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start text-sm data-focus:bg-slate-100 ${
              item.danger ? 'text-red-700' : 'text-slate-700'
            }`}
          >
            <Icon name={item.icon} width={16} height={16} />
            {item.label}
          </button>
        </MenuItem>
      ))}
    </MenuItems>
  );
}
