import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import type { TitleStat } from '@creator/api/contract';
import { formatCompactNumber, formatDateTime, hrefs } from '@creator/ui';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ListingState } from '../../shared/listing-state';
import { ListingStateTag } from '../../shared/listing-state-tag';
import { WorkCover } from '../../shared/work-cover';
import { useMyWorksMessages } from './messages';

/** Cover width on the card (its height follows the platform's 3:4 covers). */
const COVER_WIDTH = 72;

export interface WorkCardProps {
  work: TitleStat;
  listingState: ListingState;
  /** Genre names in the order of the work's genreIds; ids not (yet) known are left out. */
  genreNames: string[];
  onDelete: (work: TitleStat) => void;
}

export function WorkCard({ work, listingState, genreNames, onDelete }: WorkCardProps) {
  const t = useMyWorksMessages();
  const { titleId } = work;
  // useId, not the titleId: ids may hold spaces, which aria-labelledby would split.
  const headingId = useId();

  const stats: Array<[string, ReactNode]> = [
    [t.chapters, formatCompactNumber(work.chapterCount)],
    [t.words, formatCompactNumber(work.wordCount)],
    [t.readers, formatCompactNumber(work.readerCount)],
    [t.favorites, formatCompactNumber(work.favoriteCount)],
  ];

  return (
    <Card
      size="small"
      role="article"
      aria-labelledby={headingId}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, height: '100%' } }}
      style={{ height: '100%' }}
    >
      <Flex gap={12} align="flex-start">
        <WorkCover url={work.coverUrl} name={work.displayName} width={COVER_WIDTH} lazy />
        <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Typography.Title
            level={4}
            id={headingId}
            ellipsis={{ rows: 2, tooltip: work.displayName }}
            style={{ margin: 0, fontSize: 16 }}
          >
            {work.displayName}
          </Typography.Title>
          <ListingStateTag state={listingState} listingFrom={work.listingFrom} />
          <Flex wrap gap={4}>
            {genreNames.map((name) => (
              <Tag key={name} variant="outlined">
                {name}
              </Tag>
            ))}
            {work.genreIds.length === 0 && <Tag variant="outlined">{t.noGenre}</Tag>}
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t.updatedAt(formatDateTime(work.updatedAt))}
          </Typography.Text>
        </Flex>
      </Flex>

      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
          gap: 8,
          margin: 0,
          textAlign: 'center',
        }}
      >
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {label}
              </Typography.Text>
            </dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{value}</dd>
          </div>
        ))}
      </dl>

      <Flex
        wrap
        gap={8}
        align="center"
        role="group"
        aria-label={t.actionsFor(work.displayName)}
        style={{ marginTop: 'auto' }}
      >
        <ActionLink to={hrefs.work({ titleId })}>{t.open}</ActionLink>
        <ActionLink to={hrefs.workSetting({ titleId })}>{t.settings}</ActionLink>
        <ActionLink to={hrefs.readingTickets({ titleId })}>{t.tickets}</ActionLink>
        <ActionLink to={hrefs.workData({ titleId })}>{t.data}</ActionLink>
        <Button
          size="small"
          danger
          type="text"
          icon={<DeleteOutlined />}
          onClick={() => onDelete(work)}
          style={{ marginInlineStart: 'auto' }}
        >
          {t.delete}
        </Button>
      </Flex>
    </Card>
  );
}

/** A router link dressed as a small button: real links open in a new tab with a middle click. */
function ActionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} style={{ padding: '0 7px', lineHeight: '24px', whiteSpace: 'nowrap' }}>
      {children}
    </Link>
  );
}
