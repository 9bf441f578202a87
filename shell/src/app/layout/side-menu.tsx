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
import { MENU_KEYS, MENU_TARGETS, hrefs, type MenuKey } from '@creator/ui';
import Button from 'antd/es/button';
import Menu from 'antd/es/menu';
import type { MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { remoteWarmer } from '../../federation/runtime';
import { useShellMessages } from '../messages';
import { findScreen } from '../route-table';

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

const LOGOUT_KEY = 'logout';
const READER_SITE_KEY = 'readerSite';

export interface SideMenuProps {
  collapsed?: boolean;
  readerSiteUrl: string;
  /** False until the member may use the app (the gate decides). */
  canCreateWork: boolean;
  onCreateWork: () => void;
  /** Absent while nobody is signed in (then there is nothing to log out of). */
  onLogout?: () => void;
}

/** The create-work button, the registry's menu entries in order, the reader site, log out. */
export function SideMenu({
  collapsed = false,
  readerSiteUrl,
  canCreateWork,
  onCreateWork,
  onLogout,
}: SideMenuProps) {
  const t = useShellMessages();
  const { pathname } = useLocation();
  const selectedKey = findScreen(pathname)?.menu;

  // Pointing at or focusing a remote's entry loads that screen while the author decides.
  const warm = (key: MenuKey) => void remoteWarmer.warm(MENU_TARGETS[key]);

  const items: MenuProps['items'] = [
    ...MENU_KEYS.map((key) => ({
      key,
      icon: ICONS[key],
      onMouseEnter: () => warm(key),
      label: (
        <Link to={hrefs[MENU_TARGETS[key]]()} onFocus={() => warm(key)}>
          {t[`menu.${key}`]}
        </Link>
      ),
    })),
    { type: 'divider' as const },
    {
      key: READER_SITE_KEY,
      icon: <ExportOutlined />,
      label: (
        <a href={readerSiteUrl} target="_blank" rel="noopener noreferrer">
          {t.readerSite}
        </a>
      ),
    },
    ...(onLogout ? [{ key: LOGOUT_KEY, icon: <LogoutOutlined />, label: t.logout }] : []),
  ];

  return (
    <nav aria-label={t.navigation}>
      <div style={{ padding: collapsed ? '16px 16px 8px' : '16px 24px 8px' }}>
        <Button
          type="primary"
          block
          icon={<PlusOutlined />}
          disabled={!canCreateWork}
          onClick={onCreateWork}
          aria-label={collapsed ? t.createWork : undefined}
        >
          {collapsed ? null : t.createWork}
        </Button>
      </div>
      <Menu
        mode="inline"
        selectedKeys={selectedKey ? [selectedKey] : []}
        items={items}
        style={{ borderInlineEnd: 'none' }}
        onClick={({ key }) => {
          if (key === LOGOUT_KEY) onLogout?.();
        }}
      />
    </nav>
  );
}
