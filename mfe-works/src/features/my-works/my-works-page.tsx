import { genresQuery, myTitleStatsQuery } from '@creator/api';
import type { TitleStat } from '@creator/api/contract';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { PageFrame, QueryState, EmptyState, useOpenCreateWork } from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { useMemo, useState } from 'react';
import { DeleteWorkDialog } from '../../shared/delete-work-dialog';
import { deriveListingState } from '../../shared/listing-state';
import { useMyWorksMessages } from './messages';
import { useTrackBookAllOpened } from './use-track-book-all';
import { WorkCard } from './work-card';

/** Narrowest card before the grid drops a column; min() keeps one card inside a 360 px screen. */
const CARD_MIN_WIDTH = 320;

export default function MyWorksPage() {
  const t = useMyWorksMessages();
  const stats = useQuery(myTitleStatsQuery());
  const genres = useQuery(genresQuery());
  // The work stays set while the dialog fades out, so its text does not blank mid-animation.
  const [toDelete, setToDelete] = useState<{ work: TitleStat | null; open: boolean }>({
    work: null,
    open: false,
  });
  useTrackBookAllOpened();

  const genreNames = useMemo(
    () => new Map((genres.data?.genres ?? []).map((g) => [g.genreId, g.displayName])),
    [genres.data],
  );
  const titles = stats.data?.titles;
  // The shell's create-work dialog, the one the side menu opens (inside the drawer on a phone).
  const openCreateWork = useOpenCreateWork();

  return (
    <PageFrame
      title={t.pageTitle}
      extra={
        titles && titles.length > 0 ? (
          <Typography.Text type="secondary">{t.worksCount(titles.length)}</Typography.Text>
        ) : undefined
      }
    >
      <QueryState
        query={stats}
        isEmpty={(data) => data.titles.length === 0}
        empty={
          <EmptyState
            title={t.emptyTitle}
            hint={openCreateWork ? t.emptyHint : t.emptyHintMenu}
            action={
              openCreateWork ? (
                <Button type="primary" icon={<PlusOutlined />} onClick={openCreateWork}>
                  {t.createWork}
                </Button>
              ) : undefined
            }
          />
        }
      >
        {(data) => (
          <WorkGrid
            titles={data.titles}
            genreNames={genreNames}
            onDelete={(work) => setToDelete({ work, open: true })}
          />
        )}
      </QueryState>
      <DeleteWorkDialog
        work={toDelete.work}
        open={toDelete.open}
        onClose={() => setToDelete((prev) => ({ ...prev, open: false }))}
      />
    </PageFrame>
  );
}

function WorkGrid({
  titles,
  genreNames,
  onDelete,
}: {
  titles: TitleStat[];
  genreNames: Map<string, string>;
  onDelete: (work: TitleStat) => void;
}) {
  // One clock reading per render keeps every card on the same side of a listing boundary.
  const now = new Date();
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${CARD_MIN_WIDTH}px), 1fr))`,
        gap: 16,
      }}
    >
      {titles.map((work) => (
        <WorkCard
          key={work.titleId}
          work={work}
          listingState={deriveListingState(work.listingFrom, now)}
          genreNames={work.genreIds.flatMap((id) => genreNames.get(id) ?? [])}
          onDelete={onDelete}
        />
      ))}
    </div>
  );
}
