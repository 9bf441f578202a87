import { useThemeToken } from '../theme/tokens';
import type { ReactNode } from 'react';

export interface PlainTagProps {
  /** 'red': antd's preset red (its 7th shade on its 1st, border its 3rd); else the grey tag. */
  color?: 'red';
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * A small label as antd's `<Tag>` draws it, from the same theme tokens, for a screen that only
 * shows tags: antd's Tag is ~3.6 KiB gzip with its checkable and closable modes.
 */
export function PlainTag({ color, icon, children }: PlainTagProps) {
  const { token } = useThemeToken();
  const palette = color
    ? { color: token[`${color}7`], background: token[`${color}1`], borderColor: token[`${color}3`] }
    : {
        color: token.colorText,
        background: token.colorFillTertiary,
        borderColor: token.colorBorder,
      };
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: token.paddingXXS,
        paddingInline: 8 - token.lineWidth,
        fontSize: token.fontSizeSM,
        lineHeight: `${token.lineHeightSM * token.fontSizeSM}px`,
        whiteSpace: 'nowrap',
        border: `${token.lineWidth}px ${token.lineType}`,
        borderRadius: token.borderRadiusSM,
        ...palette,
      }}
    >
      {icon}
      <span>{children}</span>
    </span>
  );
}
