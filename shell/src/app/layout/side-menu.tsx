import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import BookOutlined from '@ant-design/icons/es/icons/BookOutlined';
import CommentOutlined from '@ant-design/icons/es/icons/CommentOutlined';
import ExportOutlined from '@ant-design/icons/es/icons/ExportOutlined';
import GiftOutlined from '@ant-design/icons/es/icons/GiftOutlined';
import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/es/icons/SafetyCertificateOutlined';
import TrophyOutlined from '@ant-design/icons/es/icons/TrophyOutlined';
import WalletOutlined from '@ant-design/icons/es/icons/WalletOutlined';
import { MENU_KEYS, MENU_TARGETS, hrefs, type MenuKey, PlainButton } from '@creator/ui';
import { useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { remoteWarmer } from '../../federation/runtime';
import { useShellMessages } from '../messages';
import { findScreen } from '../route-table';
import { ChromeStyle, useChromeVars } from './chrome-style';
import { CollapsedTip } from './collapsed-tip';

const ICONS: Record<MenuKey, ReactNode> = {
  home: <HomeOutlined />,
  myWorks: <BookOutlined />,
  dataCenter: <BarChartOutlined />,
  comments: <CommentOutlined />,
  gifts: <GiftOutlined />,
  revenue: <WalletOutlined />,
  contests: <TrophyOutlined />,
  verifiedBadge: <SafetyCertificateOutlined />,
};

export interface SideMenuProps {
  collapsed?: boolean;
  readerSiteUrl: string;
  /** False until the member may use the app (the gate decides). */
  canCreateWork: boolean;
  onCreateWork: () => void;
  /** Absent while nobody is signed in (then there is nothing to log out of). */
  onLogout?: () => void;
  /** Called as an entry is followed (the drawer closes at once, not once the screen loaded). */
  onNavigate?: () => void;
}

/** The create-work button, the registry's menu entries in order, the reader site, log out. */
export function SideMenu({
  collapsed = false,
  readerSiteUrl,
  canCreateWork,
  onCreateWork,
  onLogout,
  onNavigate,
}: SideMenuProps) {
  const t = useShellMessages();
  const vars = useChromeVars();
  const newTabId = useId();
  const { pathname } = useLocation();
  const screen = findScreen(pathname);

  // Pointing at, focusing or pressing a remote's entry loads that screen while the author decides.
  const warm = (key: MenuKey) => void remoteWarmer.warm(MENU_TARGETS[key]);
  // The entry's own screen is the page; a screen under it (a work under my works) is within it.
  const current = (key: MenuKey) => {
    if (screen?.id === MENU_TARGETS[key]) return 'page' as const;
    return screen?.menu === key ? ('true' as const) : undefined;
  };
  const tip = (label: string) => (collapsed ? label : null);
  const content = (icon: ReactNode, label: string) => (
    <>
      <span className="creator-nav-icon" aria-hidden="true">
        {icon}
      </span>
      {collapsed ? null : <span className="creator-nav-label">{label}</span>}
    </>
  );

  return (
    <nav
      aria-label={t.navigation}
      className={collapsed ? 'creator-nav-collapsed' : undefined}
      style={vars}
    >
      <ChromeStyle />
      <CollapsedTip
        as="div"
        tip={tip(t.createWork)}
        style={{ padding: collapsed ? '16px 16px 8px' : '16px 24px 8px' }}
      >
        {(tipId) => (
          <PlainButton
            type="primary"
            block
            icon={<PlusOutlined />}
            disabled={!canCreateWork}
            onClick={onCreateWork}
            aria-labelledby={tipId}
          >
            {collapsed ? null : t.createWork}
          </PlainButton>
        )}
      </CollapsedTip>
      <ul className="creator-nav-list">
        {MENU_KEYS.map((key) => (
          <CollapsedTip key={key} className="creator-nav-item" tip={tip(t[`menu.${key}`])}>
            {(tipId) => (
              <Link
                to={hrefs[MENU_TARGETS[key]]()}
                className="creator-nav-entry"
                aria-current={current(key)}
                aria-labelledby={tipId}
                onMouseEnter={() => warm(key)}
                onFocus={() => warm(key)}
                // A tap points at nothing first: the press starts it, some 100 ms before the click.
                onPointerDown={() => warm(key)}
                onClick={onNavigate}
              >
                {content(ICONS[key], t[`menu.${key}`])}
              </Link>
            )}
          </CollapsedTip>
        ))}
      </ul>
      <ul className="creator-nav-list">
        <CollapsedTip className="creator-nav-item" tip={tip(t.readerSite)}>
          {(tipId) => (
            <a
              href={readerSiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="creator-nav-entry"
              aria-labelledby={tipId}
              aria-describedby={newTabId}
            >
              {content(<ExportOutlined />, t.readerSite)}
            </a>
          )}
        </CollapsedTip>
        {onLogout ? (
          <CollapsedTip className="creator-nav-item" tip={tip(t.logout)}>
            {(tipId) => (
              <button
                type="button"
                className="creator-nav-entry"
                aria-labelledby={tipId}
                onClick={onLogout}
              >
                {content(<LogoutOutlined />, t.logout)}
              </button>
            )}
          </CollapsedTip>
        ) : null}
      </ul>
      {/* Out of the entry's text: the link's description, for screen readers only. */}
      <span id={newTabId} hidden>
        {t.opensInNewTab}
      </span>
    </nav>
  );
}
