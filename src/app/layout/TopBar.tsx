import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../api';
import { Icon } from '../../ui/Icon';
import { LandmarkPortals } from '../../ui/LandmarkPortals';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { deployment } from '../deployment';
import { useFocusOnNewPage } from '../router/useFocusOnNewPage';
import { SupportChatLink } from './SupportChatLink';
import { UserMenu } from './UserMenu';

/**
 * The bar's 70 px height, as classes (the frame prerendered into dashboard.html may carry no style
 * attribute, which the Content-Security-Policy refuses): the bar's own, and the offset of what lies below it.
 */
export const TOP_BAR_HEIGHT = 'h-[70px]';
export const BELOW_TOP_BAR = 'top-[70px]';
/** The page's title, which also names the main landmark. */
export const PAGE_TITLE_ID = 'page-title';
/** The title's look, shared with the frame painted from the page's HTML (FrameShell). */
export const PAGE_TITLE_CLASSES = 'min-w-0 flex-1 truncate text-base font-semibold text-slate-900 sm:text-lg';

/** The fixed 70 px bar: sidebar toggle, page title, search, support chat (when shown), language, greeting and user menu. */
export function TopBar({
  title,
  session,
  sidebarOpen,
  drawer,
  onToggleSidebar,
  onSignOut,
  search,
  chatPhone = null,
}: {
  title: string;
  session: Session;
  sidebarOpen: boolean;
  /** The sidebar is open over the page: the toggle then reads as a close button. */
  drawer: boolean;
  onToggleSidebar: () => void;
  onSignOut: () => void;
  /** The command palette's button. */
  search?: ReactNode;
  /** The support phone the chat link calls, or null when the link is not shown. */
  chatPhone?: string | null;
}) {
  const { t } = useTranslation();
  const heading = useFocusOnNewPage<HTMLHeadingElement>();
  const header = useRef<HTMLElement>(null);
  return (
    <header
      ref={header}
      className={`fixed inset-x-0 top-0 z-40 flex items-center gap-2 border-b border-slate-200 bg-white/95 px-2 backdrop-blur sm:gap-3 sm:px-4 ${TOP_BAR_HEIGHT}`}
    >
      <button
        type="button"
        onClick={onToggleSidebar}
        aria-expanded={sidebarOpen}
        aria-controls="sidebar"
        aria-label={sidebarOpen ? t('topbar.collapseMenu') : t('topbar.expandMenu')}
        className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Icon name={drawer ? 'close' : 'menu'} />
      </button>
      <p className="hidden w-44 shrink-0 text-lg font-bold tracking-tight text-brand-700 lg:block">
        {deployment.brandName}
      </p>
      <h1 ref={heading} id={PAGE_TITLE_ID} tabIndex={-1} className={`${PAGE_TITLE_CLASSES} outline-none`}>
        {title}
      </h1>
      {search}
      {/* Their menus open inside the header, not at the end of the document. */}
      {chatPhone !== null && <SupportChatLink phone={chatPhone} />}
      <LandmarkPortals landmark={header}>
        <LanguageSwitcher compact />
        <UserMenu session={session} onSignOut={onSignOut} />
      </LandmarkPortals>
    </header>
  );
}
