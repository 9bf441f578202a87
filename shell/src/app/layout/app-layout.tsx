import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import { meQuery } from '@creator/api';
import { identify } from '@creator/analytics';
import {
  CreateWorkLauncherContext,
  HEADER_OFFSET_PROPERTY,
  STICKY_TOP,
  lazyComponent,
  useIsNarrow,
  useToast,
  hrefs,
  useThemeToken,
  PlainButton,
} from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { useLogout } from '../../features/auth/use-logout';
import { useOverrideState } from '../../federation/override-state';
import { useWarmRemotesWhenIdle } from '../../federation/use-warm-when-idle';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useScrollHidden } from '../../lib/use-scroll-hidden';
import { resolveGate, resolveMemberGate } from '../access';
import { GateView } from '../gate-view';
import { toMemberState } from '../member-state';
import { useTermsAgreedEvent } from '../use-terms-agreed-event';
import { useShellMessages } from '../messages';
import { ChromeStyle, useChromeVars } from './chrome-style';
import { BrandMark } from './brand-mark';
import { HomeFooter } from './home-footer';
import { NavigationProgress } from './navigation-progress';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';

// Not on the first screen: the create-work dialog loads when it is first opened, the drawer only on
// narrow windows.
const CreateWorkDialog = lazyComponent(() =>
  import('../../features/create-work/create-work-dialog').then((module) => module.CreateWorkDialog),
);
const Drawer = lazyComponent(() => import('antd/es/drawer').then((module) => module.default));
// Shown only while a developer runs a remote from a local override.
const OverrideBanner = lazyComponent(() =>
  import('../../federation/override-banner').then((module) => module.OverrideBanner),
);

/** Layout sizes (docs/product-rules.md, Layout). */
export const SIDER_WIDTH = 256;
export const SIDER_COLLAPSED_WIDTH = 80;
export const DRAWER_WIDTH = 300;
const HEADER_HEIGHT = 64;
/** The collapse button at the foot of the side menu, as tall as antd's Sider trigger was. */
const SIDER_TRIGGER_HEIGHT = 48;

const headerStyle = (border: string): CSSProperties => ({
  position: 'sticky',
  top: 0,
  zIndex: 100,
  height: HEADER_HEIGHT,
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  paddingInline: 16,
  background: '#fff',
  borderBottom: `1px solid ${border}`,
});

/** Where the skip link takes the keyboard: the screen, past the header and the menu. */
const MAIN_ID = 'main-content';

/**
 * The page's first tab stop, shown while it has the focus: it takes the focus past the header and
 * the side menu to the screen itself (WCAG 2.4.1). The focus moves in code, not by the link's
 * #hash, which would be a navigation of its own (a history entry, the drawer closing).
 */
function SkipLink({ main }: { main: RefObject<HTMLElement | null> }) {
  const t = useShellMessages();
  return (
    <a
      href={`#${MAIN_ID}`}
      className="creator-skip-link"
      style={useChromeVars()}
      onClick={(event) => {
        event.preventDefault();
        const target = main.current;
        if (!target) return;
        // Focusable for this once only: a main that always was would take the focus of every
        // click on the screen's plain text.
        target.tabIndex = -1;
        target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
        target.focus();
      }}
    >
      {t.skipToContent}
    </a>
  );
}

/** The shell around every screen: header, side menu or drawer, gate, content, home footer. */
export function AppLayout() {
  const t = useShellMessages();
  const { token } = useThemeToken();
  const main = useRef<HTMLElement>(null);
  const config = useRuntimeConfig();
  const toast = useToast();
  const location = useLocation();
  const opening = useNavigation().state === 'loading';
  const narrow = useIsNarrow();
  const headerHidden = useScrollHidden();
  // Scrolled away, the header would still take the focus of Tab and Shift+Tab off screen: it
  // comes back while the focus is in it, so a keyboard user sees the menu button they reach.
  const [headerFocused, setHeaderFocused] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  // The drawer is open only for the location it was opened on: any navigation closes it.
  const [drawerOpenedAt, setDrawerOpenedAt] = useState<string | null>(null);
  const drawerOpen = narrow && drawerOpenedAt === location.key;
  // Mounted (and its code and antd's providers loaded) from its first opening on, as the
  // create-work dialog: a narrow first screen does not load a drawer nobody has asked for.
  const [drawerOpened, setDrawerOpened] = useState(false);
  const headerShown = !headerHidden || drawerOpen || headerFocused;
  const overridesShown = useOverrideState(
    (state) =>
      Object.keys(state.active).length > 0 ||
      Object.keys(state.pending).length > 0 ||
      state.refused.length > 0,
  );
  const [createOpen, setCreateOpen] = useState(false);
  // Mounted from its first opening on, so that closing it still animates.
  const [createOpened, setCreateOpened] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // The drawer's content goes once it closes, and the focus with it: unless the focus went
  // somewhere on purpose (a dialog the menu opened), it goes back to the button that opened it.
  const drawerWasOpen = useRef(false);
  useEffect(() => {
    if (drawerWasOpen.current && !drawerOpen) {
      const active = document.activeElement;
      if (!active || active === document.body || active.closest('.ant-drawer')) {
        menuButton.current?.focus();
      }
    }
    drawerWasOpen.current = drawerOpen;
  }, [drawerOpen]);

  const memberQuery = useQuery(meQuery());
  const memberState = toMemberState(memberQuery);
  const member = memberQuery.data ?? null;
  const gate = resolveGate(location.pathname, memberState);
  const memberGate = resolveMemberGate(memberState);
  const memberAllowed = memberGate === 'allowed';
  // While the member loads, or when its status bars the app (INVALID, DELETED), no menu at all.
  const showMenu = memberGate !== 'pending';
  // While it loads, the menu's place (and the account menu's absence) is kept as it will be, so
  // that nothing on the first screen moves when the member arrives (layout shift).
  const memberLoading = memberState.status === 'pending';

  const memberId = member?.memberId;
  useEffect(() => {
    if (memberId) identify(memberId);
  }, [memberId]);
  useTermsAgreedEvent(member);
  useWarmRemotesWhenIdle(gate === 'allowed' && location.pathname === hrefs.home());

  const { logout } = useLogout(config.tutorialUrl, () => toast.error(t.logoutFailed));
  const onLogout = () => {
    setDrawerOpenedAt(null);
    void logout();
  };
  const openCreateWork = () => {
    setDrawerOpenedAt(null);
    setCreateOpened(true);
    setCreateOpen(true);
  };

  const sideMenu = (menuCollapsed: boolean) => (
    <SideMenu
      collapsed={menuCollapsed}
      readerSiteUrl={config.readerSiteUrl}
      canCreateWork={memberAllowed}
      onCreateWork={openCreateWork}
      onLogout={member ? onLogout : undefined}
      onNavigate={() => setDrawerOpenedAt(null)}
    />
  );

  return (
    <CreateWorkLauncherContext.Provider value={openCreateWork}>
      <div
        style={
          {
            display: 'flex',
            flexDirection: 'column',
            minHeight: '100vh',
            background: token.colorBgLayout,
            color: token.colorText,
            fontFamily: token.fontFamily,
            fontSize: token.fontSize,
            lineHeight: token.lineHeight,
            // Screens keep their sticky parts (STICKY_TOP) below the header while it shows.
            [HEADER_OFFSET_PROPERTY]: `${headerShown ? HEADER_HEIGHT : 0}px`,
          } as CSSProperties
        }
      >
        {/* The header's hiding, the skip link and the side menu are drawn by this stylesheet. */}
        <ChromeStyle />
        <SkipLink main={main} />
        <header
          // Hidden by the stylesheet (creator-header), which also shows it the moment the focus
          // enters it, before the browser scrolls the page to bring the focused control into view.
          className="creator-header"
          data-hidden={headerShown ? undefined : ''}
          style={headerStyle(token.colorSplit)}
          onFocus={() => setHeaderFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setHeaderFocused(false);
          }}
        >
          {narrow && showMenu ? (
            <PlainButton
              ref={menuButton}
              type="text"
              icon={<MenuOutlined />}
              aria-label={t.openMenu}
              aria-expanded={drawerOpen}
              onClick={() => {
                setDrawerOpened(true);
                setDrawerOpenedAt(location.key);
              }}
            />
          ) : narrow && memberLoading ? (
            <span
              aria-hidden
              style={{ flex: 'none', width: token.controlHeight, height: token.controlHeight }}
            />
          ) : null}
          <Link
            to={hrefs.home()}
            aria-label={t.homeLink}
            style={{ display: 'flex', alignItems: 'center', gap: 8, fontWeight: 700, fontSize: 18 }}
          >
            <BrandMark color={token.colorPrimary} />
            {t.appName}
          </Link>
          <div style={{ flex: 1, display: 'flex', justifyContent: 'flex-end' }}>
            {memberLoading ? null : (
              <UserMenu
                displayName={member?.displayName}
                onLogout={member ? onLogout : undefined}
              />
            )}
          </div>
        </header>
        {overridesShown ? <OverrideBanner /> : null}
        {/* At least the window's height below the header: the home footer starts below the fold,
            and so is not pushed down while the screen's data arrives. */}
        <div
          style={{ display: 'flex', flex: 'auto', minHeight: `calc(100vh - ${HEADER_HEIGHT}px)` }}
        >
          {narrow || !(showMenu || memberLoading) ? null : (
            <aside
              style={{
                display: 'flex',
                flexDirection: 'column',
                flex: 'none',
                boxSizing: 'border-box',
                width: collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH,
                background: token.colorBgContainer,
                borderInlineEnd: `1px solid ${token.colorSplit}`,
                // The menu stays in view on long pages, below the header while it shows.
                position: 'sticky',
                // Above the screen beside it, so that the collapsed menu's tooltips are not
                // drawn under the screen's cards; below the header.
                zIndex: 99,
                top: STICKY_TOP,
                alignSelf: 'flex-start',
                height: `calc(100vh - ${STICKY_TOP})`,
                transition: 'top 0.2s ease, height 0.2s ease',
              }}
            >
              {showMenu ? (
                <>
                  <div style={{ flex: 'auto', minHeight: 0, overflowY: 'auto' }}>
                    {sideMenu(collapsed)}
                  </div>
                  <div
                    style={{
                      display: 'flex',
                      alignItems: 'center',
                      flex: 'none',
                      height: SIDER_TRIGGER_HEIGHT,
                    }}
                  >
                    <PlainButton
                      type="text"
                      block
                      icon={collapsed ? <RightOutlined /> : <LeftOutlined />}
                      aria-label={collapsed ? t.expandMenu : t.collapseMenu}
                      aria-expanded={!collapsed}
                      onClick={() => setCollapsed(!collapsed)}
                    />
                  </div>
                </>
              ) : null}
            </aside>
          )}
          <main
            ref={main}
            id={MAIN_ID}
            className="creator-skip-target"
            style={{ flex: 'auto', minWidth: 0 }}
            aria-busy={opening || undefined}
          >
            {opening ? <NavigationProgress /> : null}
            <GateView gate={gate} member={member} onRetry={() => void memberQuery.refetch()}>
              <Outlet />
            </GateView>
          </main>
        </div>
        {location.pathname === '/' ? <HomeFooter /> : null}
        {narrow && showMenu && drawerOpened ? (
          <Drawer
            open={drawerOpen}
            placement="left"
            size={DRAWER_WIDTH}
            destroyOnHidden
            title={t.appName}
            onClose={() => setDrawerOpenedAt(null)}
            styles={{ body: { padding: 0 } }}
          >
            {sideMenu(false)}
          </Drawer>
        ) : null}
        {memberAllowed && createOpened ? (
          <CreateWorkDialog open={createOpen} onClose={() => setCreateOpen(false)} />
        ) : null}
      </div>
    </CreateWorkLauncherContext.Provider>
  );
}
