import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import type { ChapterState } from '@creator/api/contract';
import type { ChapterSummary } from '@creator/api/contract';
import { formatCompactNumber, formatDateTime, formatNumber, hrefs } from '@creator/ui';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useWorkMessages } from './messages';

const STATE_COLORS: Record<ChapterState, string> = {
  DRAFT: 'default',
  SCHEDULED: 'gold',
  PUBLISHED: 'green',
};

export interface ChapterRowProps {
  chapter: ChapterSummary;
  onRename: (chapter: ChapterSummary) => void;
  onDelete: (chapter: ChapterSummary) => void;
  /** Below the md breakpoint: the numbers go two by two. */
  compact?: boolean;
}

/**
 * One chapter: order, name, state, price, then its numbers, then its actions. The three blocks
 * wrap under each other when the row is narrow, so nothing scrolls sideways on a phone.
 */
export function ChapterRow({ chapter, onRename, onDelete, compact }: ChapterRowProps) {
  const t = useWorkMessages();
  const nameId = useId();
  const stateLabel: Record<ChapterState, string> = {
    DRAFT: t.draft,
    SCHEDULED: t.chapterScheduled,
    PUBLISHED: t.published,
  };
  const stats: Array<[string, ReactNode]> = [
    [t.words, formatNumber(chapter.wordCount)],
    [t.publishTime, chapter.publishAt ? formatDateTime(chapter.publishAt) : t.notPublished],
    [t.readers, formatCompactNumber(chapter.readerCount)],
    [t.comments, formatCompactNumber(chapter.commentCount)],
  ];

  return (
    <article
      aria-labelledby={nameId}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '8px 24px',
        padding: '12px 0',
        borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
      }}
    >
      <Flex gap={12} align="baseline" style={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography.Text
          type="secondary"
          style={{ flex: 'none', minWidth: 56, fontVariantNumeric: 'tabular-nums' }}
        >
          {t.chapterOrder(chapter.order)}
        </Typography.Text>
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Typography.Text
            strong
            id={nameId}
            ellipsis={{ tooltip: chapter.displayName }}
            style={{ maxWidth: '100%' }}
          >
            {chapter.displayName}
          </Typography.Text>
          <Flex wrap gap={4}>
            <Tag color={STATE_COLORS[chapter.state]}>{stateLabel[chapter.state]}</Tag>
            <Tag variant="outlined">{chapter.isFree ? t.free : t.paid(chapter.price)}</Tag>
          </Flex>
        </Flex>
      </Flex>

      <dl
        style={{
          flex: '1 1 320px',
          display: 'grid',
          // One line of four on wide screens, two by two on a phone.
          gridTemplateColumns: compact
            ? 'repeat(2, minmax(0, 1fr))'
            : 'minmax(0, 0.8fr) minmax(0, 1.6fr) minmax(0, 0.8fr) minmax(0, 0.8fr)',
          gap: 8,
          margin: 0,
        }}
      >
        {stats.map(([label, value]) => (
          <div key={label} style={{ minWidth: 0 }}>
            <dt>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {label}
              </Typography.Text>
            </dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
          </div>
        ))}
      </dl>

      <Flex
        wrap
        gap={4}
        align="center"
        role="group"
        aria-label={t.chapterActions(chapter.displayName)}
        style={{ flex: '0 1 auto' }}
      >
        <Link to={hrefs.editor({ chapterId: chapter.chapterId })} style={{ padding: '0 7px' }}>
          <EditOutlined aria-hidden /> {t.edit}
        </Link>
        <Link
          to={hrefs.chapterSetting({ chapterId: chapter.chapterId })}
          style={{ padding: '0 7px' }}
        >
          <SettingOutlined aria-hidden /> {t.chapterSetting}
        </Link>
        <Button size="small" type="text" onClick={() => onRename(chapter)}>
          {t.rename}
        </Button>
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          onClick={() => onDelete(chapter)}
        >
          {t.delete}
        </Button>
      </Flex>
    </article>
  );
}
