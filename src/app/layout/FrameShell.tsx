import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { deployment } from '../deployment';
import type { PageKey } from '../menu/pages';
import { pageTitleKey } from '../menu/pageTitle';
import { Footer } from './Footer';
import { FRAME_SHELL_ATTRIBUTE } from './frameShellMark';
import { PageFirstShape } from './PageFirstShape';
import { BELOW_TOP_BAR, PAGE_TITLE_CLASSES, TOP_BAR_HEIGHT } from './TopBar';
import { USER_MENU_BUTTON_CLASSES } from './UserMenu';

/** Placeholder rows of the sidebar: about a short menu's height. */
const SIDEBAR_ROWS = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * The signed-in frame as a page's HTML paints it before any script has run (rendered at build time by
 * scripts/vite/prerender.ts, one document per page: src/app/pageShells.tsx): the top bar with the page's
 * title, the sidebar's room and the page's first shape (PageFirstShape: a list's heading and search box,
 * or a placeholder), so the first paint needs the HTML and the style sheet only. The document is built
 * once for everyone: of the account it shows only the first name the head's script read from the stored
 * session (src/earlyCalls.ts), in the user menu's place. React replaces it with the real frame, which lays
 * out on the same classes.
 *
 * The real frame picks the sidebar's mode from the window's width in code (DashboardLayout); here the
 * same widths come from media queries: no sidebar on a phone (under 768 px, where it is a drawer), the
 * 72 px rail on a tablet, 240 px from 1221 px on (src/ui/viewport.ts).
 */
export function FrameShell({ pageKey }: { /** Absent: any page (dashboard.html). */ pageKey?: PageKey }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen" {...{ [FRAME_SHELL_ATTRIBUTE]: '' }}>
      <div
        className={`fixed inset-x-0 top-0 z-40 flex items-center gap-2 border-b border-slate-200 bg-white/95 px-2 backdrop-blur sm:gap-3 sm:px-4 ${TOP_BAR_HEIGHT}`}
      >
        {/* Where the sidebar's toggle will be, the same size. */}
        <span className="rounded-lg p-2 text-slate-300">
          <Icon name="menu" />
        </span>
        <p className="hidden w-44 shrink-0 text-lg font-bold tracking-tight text-brand-700 lg:block">
          {deployment.brandName}
        </p>
        {pageKey === undefined ? (
          <span className="min-w-0 flex-1">
            <span className="block h-5 w-40 max-w-full animate-pulse rounded bg-slate-200" />
          </span>
        ) : (
          <p className={PAGE_TITLE_CLASSES}>{t(pageTitleKey(pageKey))}</p>
        )}
        {/* The user menu's button (UserMenu): initial and 'Hola …', from the stored session (index.css). */}
        <span className={`${USER_MENU_BUTTON_CLASSES} min-w-0 shrink-0`}>
          <span
            data-session-initial=""
            className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-700"
          />
          <span data-session-greeting={t('topbar.greeting')} className="hidden max-w-48 truncate sm:block" />
          <Icon name="chevronDown" width={14} height={14} className="hidden shrink-0 sm:block" />
        </span>
      </div>
      <div
        className={`fixed bottom-0 start-0 z-30 hidden flex-col border-e border-slate-200 bg-white md:flex ${BELOW_TOP_BAR} w-[72px] desktop:w-[240px]`}
      >
        <ul className="flex-1 space-y-1 p-3">
          {SIDEBAR_ROWS.map((row) => (
            <li key={row} className="h-9 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </ul>
      </div>
      <div className="ms-0 flex min-h-screen flex-col pt-[70px] md:ms-[72px] desktop:ms-[240px]">
        <main className="mx-auto min-h-[calc(100vh-70px)] w-full max-w-7xl flex-1 p-4 sm:p-6">
          <PageFirstShape pageKey={pageKey ?? null} />
        </main>
        <Footer />
      </div>
    </div>
  );
}
