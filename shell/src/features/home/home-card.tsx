import { useThemeToken } from '@creator/ui';
import type { CSSProperties, ReactNode } from 'react';

export interface HomeCardProps {
  /** The card's heading; absent for a figure card. */
  title?: ReactNode;
  /** Beside the title (a link). */
  extra?: ReactNode;
  /** 'small': the figure cards (12 px padding, as antd's small Card). */
  size?: 'default' | 'small';
  children: ReactNode;
}

/**
 * The home page's cards, drawn as antd's Card draws them from the same theme tokens. antd's Card
 * imports Tabs and Skeleton for features the home page does not use (tab lists, loading cards):
 * ~14 KiB gzip of its first load.
 */
export function HomeCard({ title, extra, size = 'default', children }: HomeCardProps) {
  const { token } = useThemeToken();
  const small = size === 'small';
  const padding = small ? token.paddingSM : token.paddingLG;
  const root: CSSProperties = {
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    background: token.colorBgContainer,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
  };
  const head: CSSProperties = {
    display: 'flex',
    alignItems: 'center',
    gap: token.marginXS,
    minHeight: small
      ? token.fontSize * token.lineHeight + token.paddingXS * 2
      : token.fontSizeLG * token.lineHeightLG + token.padding * 2,
    padding: `0 ${padding}px`,
    color: token.colorTextHeading,
    fontWeight: token.fontWeightStrong,
    fontSize: small ? token.fontSize : token.fontSizeLG,
    borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
  };
  return (
    <div style={root}>
      {title ? (
        <div style={head}>
          <div
            style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {title}
          </div>
          {extra ? (
            <div style={{ color: token.colorText, fontWeight: 'normal', fontSize: token.fontSize }}>
              {extra}
            </div>
          ) : null}
        </div>
      ) : null}
      <div style={{ padding }}>{children}</div>
    </div>
  );
}
