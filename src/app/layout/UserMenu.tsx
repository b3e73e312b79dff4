import { MenuItem } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Session } from '../../api';
import { Icon } from '../../ui/Icon';
import { MenuOnDemand } from '../../ui/MenuOnDemand';
import { TopBarMenuItems } from '../../ui/TopBarMenuItems';

/**
 * The button's geometry, shared with the greeting painted from the page's HTML (FrameShell), so nothing
 * moves when the code arrives.
 */
export const USER_MENU_BUTTON_CLASSES = 'inline-flex items-center gap-2 px-2 py-1.5 text-sm text-slate-700';

/** 'Hola' and the profile name, opening 'Mi Perfil' and sign-out. */
export function UserMenu({ session, onSignOut }: { session: Session; onSignOut: () => void }) {
  const { t } = useTranslation();
  return (
    <MenuOnDemand
      className="relative"
      buttonClassName={`${USER_MENU_BUTTON_CLASSES} rounded-lg hover:bg-slate-100`}
      face={
        <>
          <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-700">
            {session.firstName.slice(0, 1).toUpperCase() || <Icon name="user" width={16} height={16} />}
          </span>
          {/* On a phone the avatar stands for the greeting, which screen readers still hear, so the page's
            title keeps the room to be read. */}
          <span className="sr-only sm:not-sr-only sm:truncate">
            {t('topbar.greeting')} <span className="font-semibold">{session.firstName}</span>
          </span>
          <Icon name="chevronDown" width={14} height={14} className="hidden shrink-0 sm:block" />
        </>
      }
      items={() => (
        <TopBarMenuItems width="w-56">
          <div className="px-3 py-2 text-xs text-slate-500">
            <p className="truncate font-medium text-slate-700">
              {session.firstName} {session.LastName}
            </p>
            <p className="truncate">{session.email}</p>
          </div>
          <MenuItem>
            <Link
              to="/dashboard/myprofile"
              className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 data-focus:bg-slate-100"
            >
              <Icon name="user" width={16} height={16} />
              {t('topbar.myProfile')}
            </Link>
          </MenuItem>
          <MenuItem>
            <button
              type="button"
              onClick={onSignOut}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start text-sm text-slate-700 data-focus:bg-slate-100"
            >
              <Icon name="logout" width={16} height={16} className="rtl:-scale-x-100" />
              {t('topbar.signOut')}
            </button>
          </MenuItem>
        </TopBarMenuItems>
      )}
    />
  );
}
