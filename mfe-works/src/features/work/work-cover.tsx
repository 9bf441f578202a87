import { PictureOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { useWorkMessages } from './messages';

/** The platform's covers are 3:4. */
const COVER_WIDTH = 96;
const COVER_HEIGHT = 128;

const box = {
  width: COVER_WIDTH,
  height: COVER_HEIGHT,
  flex: 'none',
  borderRadius: 8,
  overflow: 'hidden',
} as const;

/** The work's cover, or a placeholder of the same size that says there is none yet. */
export function WorkCover({ url, name }: { url: string | null; name: string }) {
  const t = useWorkMessages();
  if (url) {
    return (
      <img
        src={url}
        alt={t.coverAlt(name)}
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        style={{ ...box, objectFit: 'cover' }}
      />
    );
  }
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={6}
      role="img"
      aria-label={t.noCover}
      style={{
        ...box,
        background: 'linear-gradient(160deg, rgba(0, 0, 0, 0.03), rgba(0, 0, 0, 0.08))',
        color: 'rgba(0, 0, 0, 0.45)',
      }}
    >
      <PictureOutlined style={{ fontSize: 24 }} />
      <span style={{ fontSize: 12 }} aria-hidden>
        {t.noCover}
      </span>
    </Flex>
  );
}
