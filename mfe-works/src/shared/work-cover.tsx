import PictureOutlined from '@ant-design/icons/es/icons/PictureOutlined';
import { defineMessages } from '@creator/ui';
import Flex from 'antd/es/flex';

const useCoverMessages = defineMessages({
  'zh-TW': {
    noCover: '尚無封面',
    coverAlt: (name: string) => `${name} 的封面`,
  },
  en: {
    noCover: 'No cover yet',
    coverAlt: (name: string) => `Cover of ${name}`,
  },
});

export interface WorkCoverProps {
  url: string | null;
  /** The work's name, for the image's text alternative. */
  name: string;
  /** Width in px; the height follows the platform's 3:4 covers. */
  width: number;
  /** Load the image only when it nears the screen (long lists of covers). */
  lazy?: boolean;
}

/** A work's cover, or a placeholder of the same size that says there is none yet. */
export function WorkCover({ url, name, width, lazy = false }: WorkCoverProps) {
  const t = useCoverMessages();
  const height = Math.round((width * 4) / 3);
  const box = {
    width,
    height,
    flex: 'none',
    borderRadius: 8,
    overflow: 'hidden',
  } as const;
  if (url) {
    return (
      <img
        src={url}
        alt={t.coverAlt(name)}
        loading={lazy ? 'lazy' : undefined}
        width={width}
        height={height}
        style={{ ...box, objectFit: 'cover' }}
      />
    );
  }
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={4}
      role="img"
      aria-label={t.noCover}
      style={{
        ...box,
        background: 'linear-gradient(160deg, rgba(0, 0, 0, 0.03), rgba(0, 0, 0, 0.08))',
        color: 'rgba(0, 0, 0, 0.45)',
      }}
    >
      <PictureOutlined style={{ fontSize: width >= 96 ? 24 : 20 }} />
      <span style={{ fontSize: width >= 96 ? 12 : 11 }} aria-hidden>
        {t.noCover}
      </span>
    </Flex>
  );
}
