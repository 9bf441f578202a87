import { useThemeToken } from '../theme/tokens';
import type { CSSProperties } from 'react';

/** The shimmer the placeholders share (antd Skeleton's `active`); still for reduced motion. */
const SHIMMER_CSS = `
@keyframes creator-shimmer { from { background-position: 100% 50%; } to { background-position: 0 50%; } }
.creator-shimmer { background-size: 400% 100%; animation: creator-shimmer 1.4s ease infinite; }
@media (prefers-reduced-motion: reduce) { .creator-shimmer { animation: none; } }
`;

export interface PlaceholderProps {
  /** Grey lines under the title bar (antd Skeleton's default: 3). */
  rows?: number;
}

/**
 * Grey bars where content is loading, drawn as antd's `<Skeleton active />` draws them (a title
 * bar, then lines, the last one shorter), from the same theme tokens. Skeleton itself is ~3 KiB
 * gzip more in every first load. It is decoration: whoever shows it says what is loading
 * (QueryState wraps it in role="status" aria-busy="true" with a label).
 */
export function Placeholder({ rows = 3 }: PlaceholderProps) {
  const { token } = useThemeToken();
  const bar = (width: string, height: number): CSSProperties => ({
    width,
    height,
    borderRadius: token.borderRadiusSM,
    background: `linear-gradient(90deg, ${token.colorFillContent} 25%, ${token.colorFill} 37%, ${token.colorFillContent} 63%)`,
  });
  const line = token.controlHeight / 2;
  return (
    <div aria-hidden="true" data-placeholder="">
      <style href="creator-shimmer" precedence="creator">
        {SHIMMER_CSS}
      </style>
      <div className="creator-shimmer" style={bar('38%', line)} />
      {Array.from({ length: rows }, (_, index) => (
        <div
          key={index}
          className="creator-shimmer"
          style={{
            ...bar(index === rows - 1 && rows > 2 ? '61%' : '100%', line),
            marginTop: index === 0 ? token.controlHeightSM : token.controlHeightXS,
          }}
        />
      ))}
    </div>
  );
}
