import TrophyOutlined from '@ant-design/icons/es/icons/TrophyOutlined';
import type { CSSProperties } from 'react';

const frame: CSSProperties = {
  width: '100%',
  aspectRatio: '16 / 5',
  borderRadius: 8,
  overflow: 'hidden',
  display: 'block',
};

/**
 * A contest's banner. It only decorates (the name is always written beside it), so it is hidden
 * from screen readers; a contest without one gets a plain band in its place.
 */
export function ContestBanner({ url }: { url: string | null }) {
  if (url) {
    return <img src={url} alt="" style={{ ...frame, objectFit: 'cover' }} loading="lazy" />;
  }
  return (
    <div
      aria-hidden
      style={{
        ...frame,
        background: 'linear-gradient(120deg, #3b4a6b 0%, #7a5c9e 60%, #c9849b 100%)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'rgba(255, 255, 255, 0.85)',
        fontSize: 36,
      }}
    >
      <TrophyOutlined />
    </div>
  );
}
