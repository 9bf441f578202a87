import { useThemeToken } from '../theme/tokens';
import type { CSSProperties, ReactNode } from 'react';

type Level = 2 | 3 | 4;

export interface HeadingProps {
  level: Level;
  id?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * A heading drawn as antd's Typography.Title draws it, from the same theme tokens. Typography
 * brings its editable mode along (a TextArea with Input's styles), ~15 KiB gzip that a screen
 * showing a heading does not need.
 */
export function Heading({ level, id, style, children }: HeadingProps) {
  const { token } = useThemeToken();
  const Tag = `h${level}` as const;
  return (
    <Tag
      id={id}
      style={{
        marginBottom: '0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token[`fontSizeHeading${level}`],
        lineHeight: token[`lineHeightHeading${level}`],
        wordBreak: 'break-word',
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}

/** Secondary text as Typography.Text type="secondary" draws it. */
export function SecondaryText({
  as: Tag = 'span',
  children,
}: {
  as?: 'span' | 'p';
  children: ReactNode;
}) {
  const { token } = useThemeToken();
  return (
    <Tag
      style={{
        color: token.colorTextDescription,
        wordBreak: 'break-word',
        ...(Tag === 'p' ? { marginBottom: '1em', lineHeight: token.lineHeight } : {}),
      }}
    >
      {children}
    </Tag>
  );
}
