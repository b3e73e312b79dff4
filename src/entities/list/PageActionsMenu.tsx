import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import type { ResolvedAction } from '../resource';

/** A page's further actions, beyond the ones shown as buttons, in one menu. */
export function PageActionsMenu({
  actions,
  onAction,
}: {
  actions: ResolvedAction[];
  onAction: (action: ResolvedAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu>
      <MenuButton className={buttonClasses('secondary')}>
        <Icon name="dots" width={18} height={18} />
        {t('engine.more')}
      </MenuButton>
      {/* Not modal: the rest of the page stays readable while it is open, as a menu button's should. */}
      <MenuItems
        anchor="bottom end"
        modal={false}
        className="z-30 mt-1 min-w-56 rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200 focus:outline-none"
      >
        {actions.map((action) => (
          <MenuItem key={action.id}>
            <button
              type="button"
              onClick={() => onAction(action)}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start text-sm text-slate-700 data-focus:bg-slate-100"
            >
              <Icon name={action.icon} width={16} height={16} />
              {t(action.texts.label)}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
