import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import type { MenuEntry } from '../menu/menu';
import type { PageKey } from '../menu/pages';
import { SidebarGroup } from './SidebarGroup';
import { SidebarLink } from './SidebarLink';
import { BELOW_TOP_BAR } from './TopBar';

/**
 * How the sidebar shows: in the page's flow at 240 px ('expanded') or as a 72 px icon rail, or over the
 * page as a 280 px drawer, or not at all on a phone while collapsed.
 */
export type SidebarMode = 'expanded' | 'rail' | 'drawer' | 'hidden';

/** Each mode's width, as classes: no style attribute, so that the frame can be prerendered (see TopBar). */
export const SIDEBAR_WIDTH: Record<SidebarMode, string> = {
  expanded: 'w-[240px]',
  rail: 'w-[72px]',
  drawer: 'w-[280px]',
  hidden: 'w-0',
};

export function Sidebar({
  entries,
  activeKey,
  mode,
  onNavigate,
  onClose,
  onSignOut,
}: {
  entries: MenuEntry[];
  activeKey: PageKey | null;
  mode: SidebarMode;
  onNavigate: () => void;
  onClose: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  // What had the focus when the drawer opened (the top bar's menu button), to give it back on Escape.
  const opener = useRef<HTMLElement | null>(null);
  // A drawer lies over the page: the focus moves into it, so the keyboard and screen readers go on there.
  useEffect(() => {
    if (mode !== 'drawer') return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    nav.current?.focus();
  }, [mode]);
  useEffect(() => {
    if (mode !== 'drawer') return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      opener.current?.focus();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [mode, onClose]);
  if (mode === 'hidden') return null;
  const rail = mode === 'rail';
  return (
    <>
      {mode === 'drawer' && (
        <button
          type="button"
          aria-label={t('topbar.collapseMenu')}
          onClick={onClose}
          className={`fixed inset-0 z-30 bg-slate-900/40 ${BELOW_TOP_BAR}`}
        />
      )}
      <nav
        ref={nav}
        id="sidebar"
        aria-label={t('menu.label')}
        tabIndex={-1}
        className={`fixed bottom-0 start-0 z-30 flex flex-col overflow-y-auto border-e border-slate-200 bg-white outline-none ${BELOW_TOP_BAR} ${SIDEBAR_WIDTH[mode]} ${
          mode === 'drawer' ? 'shadow-xl' : ''
        }`}
      >
        <ul className="flex-1 space-y-1 p-3">
          {entries.map((entry) =>
            entry.kind === 'link' ? (
              <li key={entry.key}>
                <SidebarLink
                  entry={entry}
                  active={entry.key === activeKey}
                  rail={rail}
                  onNavigate={onNavigate}
                />
              </li>
            ) : (
              <SidebarGroup
                key={entry.id}
                group={entry}
                activeKey={activeKey}
                rail={rail}
                onNavigate={onNavigate}
              />
            ),
          )}
        </ul>
        <div className="border-t border-slate-200 p-3">
          <button
            type="button"
            onClick={onSignOut}
            title={rail ? t('menu.signOut') : undefined}
            className={`flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-red-50 hover:text-red-700 ${
              rail ? 'justify-center' : ''
            }`}
          >
            <Icon name="logout" className="shrink-0 text-slate-400 rtl:-scale-x-100" />
            <span className={rail ? 'sr-only' : ''}>{t('menu.signOut')}</span>
          </button>
        </div>
      </nav>
    </>
  );
}
