import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import GlobalOutlined from '@ant-design/icons/es/icons/GlobalOutlined';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { EVENTS, track } from '@creator/analytics';
import { useLocale, type Locale } from '@creator/ui';
import { useState } from 'react';
import { readAnalyticsOptOut } from '../../lib/analytics-preference';
import { setAnalyticsOptOut } from '../analytics';
import { useShellMessages } from '../messages';
import { MenuButton, type MenuSection } from './menu-button';

const LANGUAGES: ReadonlyArray<{ locale: Locale; label: string }> = [
  // Each language names itself, in every UI language.
  { locale: 'zh-TW', label: '繁體中文' },
  { locale: 'en', label: 'English' },
];

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

  const sections: MenuSection[] = [
    {
      key: 'language',
      heading: t.language,
      items: LANGUAGES.map((language) => ({
        key: `lang:${language.locale}`,
        kind: 'radio' as const,
        checked: language.locale === locale,
        icon: language.locale === locale ? <CheckOutlined /> : <GlobalOutlined />,
        label: <span lang={language.locale}>{language.label}</span>,
        onSelect: () => {
          if (language.locale === locale) return;
          setLocale(language.locale);
          track(EVENTS.languageChanged, { from: locale, to: language.locale });
        },
      })),
    },
    {
      key: 'analytics',
      items: [
        {
          key: 'analytics',
          kind: 'checkbox',
          checked: !optedOut,
          icon: optedOut ? <GlobalOutlined /> : <CheckOutlined />,
          label: optedOut ? t.analyticsOff : t.analyticsOn,
          onSelect: () => {
            setAnalyticsOptOut(!optedOut);
            setOptedOut(!optedOut);
          },
        },
      ],
    },
    ...(onLogout
      ? [
          {
            key: 'logout',
            items: [
              { key: 'logout', icon: <LogoutOutlined />, label: t.logout, onSelect: onLogout },
            ],
          },
        ]
      : []),
  ];

  return (
    <MenuButton label={t.account} icon={<UserOutlined />} sections={sections}>
      {displayName}
    </MenuButton>
  );
}
