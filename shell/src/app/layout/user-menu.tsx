import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import GlobalOutlined from '@ant-design/icons/es/icons/GlobalOutlined';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { EVENTS, track } from '@creator/analytics';
import { isLocale, useLocale, type Locale } from '@creator/ui';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd';
import { useState } from 'react';
import { readAnalyticsOptOut } from '../../lib/analytics-preference';
import { setAnalyticsOptOut } from '../analytics';
import { useShellMessages } from '../messages';

const LANGUAGES: ReadonlyArray<{ locale: Locale; label: string }> = [
  // Each language names itself, in every UI language.
  { locale: 'zh-TW', label: '繁體中文' },
  { locale: 'en', label: 'English' },
];

const ANALYTICS_KEY = 'analytics';
const LOGOUT_KEY = 'logout';

export interface UserMenuProps {
  /** Shown on the button; absent while nobody is signed in. */
  displayName?: string;
  onLogout?: () => void;
}

/** The header's account menu: language, the analytics opt-out, log out. */
export function UserMenu({ displayName, onLogout }: UserMenuProps) {
  const t = useShellMessages();
  const { locale, setLocale } = useLocale();
  const [optedOut, setOptedOut] = useState(readAnalyticsOptOut);

  const items: MenuProps['items'] = [
    {
      type: 'group',
      label: t.language,
      children: LANGUAGES.map((language) => ({
        key: `lang:${language.locale}`,
        icon: language.locale === locale ? <CheckOutlined /> : <GlobalOutlined />,
        label: <span lang={language.locale}>{language.label}</span>,
      })),
    },
    { type: 'divider' },
    {
      key: ANALYTICS_KEY,
      icon: optedOut ? <GlobalOutlined /> : <CheckOutlined />,
      label: optedOut ? t.analyticsOff : t.analyticsOn,
    },
    ...(onLogout
      ? [
          { type: 'divider' as const },
          { key: LOGOUT_KEY, icon: <LogoutOutlined />, label: t.logout },
        ]
      : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const language = key.startsWith('lang:') ? key.slice('lang:'.length) : null;
    if (language !== null) {
      if (isLocale(language) && language !== locale) {
        setLocale(language);
        track(EVENTS.languageChanged, { from: locale, to: language });
      }
    } else if (key === ANALYTICS_KEY) {
      setAnalyticsOptOut(!optedOut);
      setOptedOut(!optedOut);
    } else if (key === LOGOUT_KEY) {
      onLogout?.();
    }
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" icon={<UserOutlined />} aria-label={t.account}>
        {displayName}
      </Button>
    </Dropdown>
  );
}
