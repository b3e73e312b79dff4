import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { api, type Session } from '../../api';
import { queryClient } from '../../api/queryClient';
import { NoAccessPage } from '../../screens/errors/NoAccessPage';
import { endSession, isSignedIn } from '../../session/sessionStore';
import { useSession } from '../../session/useSession';
import { LandmarkPortals } from '../../ui/LandmarkPortals';
import { SkipLink } from '../../ui/SkipLink';
import { useViewport } from '../../ui/useViewport';
import { MOBILE_MENU_CLOSE_DELAY_MS, type ViewportKind } from '../../ui/viewport';
import { useDocumentTitle } from '../documentTitle';
import { activeMenuKey, firstMenuKey, visibleMenu } from '../menu/menu';
import { PAGES } from '../menu/pages';
import { pageTitleKey } from '../menu/pageTitle';
import { preloadPage } from '../pageScreens';
import { PaletteButton } from '../palette/PaletteButton';
import { PaletteLauncher } from '../palette/PaletteLauncher';
import { useCommandPalette } from '../palette/useCommandPalette';
import { Footer } from './Footer';
import { InFrameContext } from './inFrame';
import { PageFirstShape } from './PageFirstShape';
import { PageFallbackContext } from './pageFallback';
import { Sidebar, type SidebarMode } from './Sidebar';
import { supportChatPhone } from './SupportChatLink';
import { PAGE_TITLE_ID, TopBar } from './TopBar';
import { useFirstShapeKey, usePageKey } from './usePageKey';
import { useShellContext } from './useShellContext';

/** The page's content, where the skip link leads. */
const MAIN_CONTENT_ID = 'main-content';

/**
 * The room the page leaves for the sidebar, as classes (no style attribute: see TopBar): the sidebar's
 * width, but under a drawer only what stays under it (a tablet's rail; nothing on a phone).
 */
const CONTENT_OFFSET: Record<SidebarMode | 'tabletDrawer', string> = {
  expanded: 'ms-[240px]',
  rail: 'ms-[72px]',
  tabletDrawer: 'ms-[72px]',
  drawer: 'ms-0',
  hidden: 'ms-0',
};

function sidebarMode(kind: ViewportKind, open: boolean): SidebarMode {
  if (kind === 'desktop') return open ? 'expanded' : 'rail';
  if (open) return 'drawer';
  return kind === 'tablet' ? 'rail' : 'hidden';
}

/** The signed-in frame: top bar, sidebar, the page (guarded by the menu rules), footer. */
export function DashboardLayout() {
  const session = useSession();
  // RequireSession shows the frame to signed-in users only, and leads away when the session ends.
  if (!isSignedIn(session)) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInShell session={session} />
    </QueryClientProvider>
  );
}

function SignedInShell({ session }: { session: Session }) {
  const { t } = useTranslation();
  const location = useLocation();
  const kind = useViewport();
  const [open, setOpen] = useState(kind === 'desktop');
  const shell = useShellContext(session);
  const pageKey = usePageKey();
  // What the page's HTML painted, kept while the user's information and then the page's code arrive.
  const firstShape = <PageFirstShape pageKey={useFirstShapeKey()} />;
  // The page's code downloads while the shell asks for the user's and the store's information.
  useEffect(() => preloadPage(pageKey), [pageKey]);
  const main = useRef<HTMLElement>(null);

  useEffect(() => setOpen(kind === 'desktop'), [kind]);
  const palette = useCommandPalette(shell.ready);

  const mode = sidebarMode(kind, open);
  const contentOffset = CONTENT_OFFSET[mode === 'drawer' && kind === 'tablet' ? 'tabletDrawer' : mode];
  const title = t(pageTitleKey(pageKey));
  const chatPhone = supportChatPhone(session, shell.generalConfiguration);
  const allowed = pageKey !== null && PAGES[pageKey].access(shell.access);
  // The tab names the page shown; a 404 or the 'no access' page in the frame names it itself.
  useDocumentTitle(shell.ready && allowed ? title : undefined);

  async function signOut() {
    // The server forgets the token first; the local session ends whatever it answers (offline too).
    await api.call('/general/logout', {});
    queryClient.clear();
    endSession('signOut');
  }

  function closeAfterNavigation() {
    if (kind !== 'desktop') window.setTimeout(() => setOpen(false), MOBILE_MENU_CLOSE_DELAY_MS);
  }

  function page() {
    if (!shell.ready) return firstShape;
    // A user the home page is not for (an administrator) starts on the first page of their menu.
    if (pageKey === '' && !PAGES[''].access(shell.access)) {
      const first = firstMenuKey(shell.access);
      if (first !== null && first !== '') return <Navigate to={`/dashboard/${first}`} replace />;
    }
    if (pageKey !== null && !allowed) return <NoAccessPage />;
    return <Outlet context={shell} />;
  }

  return (
    <div className="min-h-screen">
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <TopBar
        title={title}
        session={session}
        sidebarOpen={open}
        drawer={mode === 'drawer'}
        onToggleSidebar={() => setOpen(!open)}
        onSignOut={signOut}
        search={shell.ready && <PaletteButton onOpen={palette.show} />}
        chatPhone={chatPhone}
      />
      {palette.open && (
        <PaletteLauncher
          access={shell.access}
          session={session}
          account={`${session.userType}:${session.email}`}
          onClose={palette.close}
        />
      )}
      <Sidebar
        entries={shell.ready ? visibleMenu(shell.access) : []}
        activeKey={activeMenuKey(location.pathname.replace(/^\/dashboard/, ''))}
        mode={mode}
        onNavigate={closeAfterNavigation}
        onClose={() => setOpen(false)}
        onSignOut={signOut}
      />
      <div
        className={`flex min-h-screen flex-col pt-[70px] transition-[margin] duration-200 ${contentOffset}`}
      >
        {/* At least a screen high, so the footer starts below the fold: a page that grows once its data
            arrives then pushes nothing visible down (no layout shift). */}
        <main
          ref={main}
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          aria-labelledby={PAGE_TITLE_ID}
          className="mx-auto min-h-[calc(100vh-70px)] w-full max-w-7xl flex-1 p-4 outline-none sm:p-6"
        >
          {/* The page's menus and popovers open inside main, not at the end of the document. */}
          <LandmarkPortals landmark={main}>
            <InFrameContext value={true}>
              <PageFallbackContext value={firstShape}>{page()}</PageFallbackContext>
            </InFrameContext>
          </LandmarkPortals>
        </main>
        <Footer />
      </div>
    </div>
  );
}
