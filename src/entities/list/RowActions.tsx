import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../ui/Icon';

export interface RowAction {
  id: string;
  label: string;
  icon: IconName;
  danger?: boolean;
  onSelect: () => void;
}

/**
 * A row's actions: the first two as icon buttons, the rest in a menu; each named with the row. A menu
 * that would hold one action only is no shortcut: three actions are three buttons.
 */
export function RowActions({ actions, rowLabel }: { actions: RowAction[]; rowLabel: string }) {
  const { t } = useTranslation();
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
      {more.length > 0 && (
        <Menu>
          <MenuButton
            aria-label={t('engine.rowActions', { name: rowLabel })}
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Icon name="dots" width={18} height={18} />
          </MenuButton>
          {/* Not modal: the rest of the page stays readable while it is open, as a menu button's should. */}
          <MenuItems
            anchor="bottom end"
            modal={false}
            className="z-30 mt-1 min-w-48 rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200 focus:outline-none"
          >
            {more.map((action) => (
              <MenuItem key={action.id}>
                <button
                  type="button"
                  onClick={action.onSelect}
                  className={`flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start text-sm data-focus:bg-slate-100 ${
                    action.danger ? 'text-red-700' : 'text-slate-700'
                  }`}
                >
                  <Icon name={action.icon} width={16} height={16} />
                  {action.label}
                </button>
              </MenuItem>
            ))}
          </MenuItems>
        </Menu>
      )}
    </div>
  );
}
