import { titleChaptersQuery, titleQuery, usePutChapterOrder } from '@creator/api';
import type { ChapterList, ChapterSummary } from '@creator/api/contract';
import type { ScreenProps } from '@creator/remote-kit';
import {
  PageFrame,
  QueryState,
  UnsavedChangesGuard,
  formatNumber,
  hrefs,
  useSubmit,
  useToast,
  EmptyState,
} from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChapterSortList } from './chapter-sort-list';
import { useChapterSortingMessages } from './messages';
import { useChapterOrder } from './use-chapter-order';

/** /chapter/sorting?titleId=: reorder every chapter of a work, then save the whole order. */
export default function ChapterSortingPage({ params }: ScreenProps<'chapterSorting'>) {
  return <ChapterSorting titleId={params.titleId} />;
}

const NO_CHAPTERS: readonly ChapterSummary[] = [];

function ChapterSorting({ titleId }: { titleId: string }) {
  const t = useChapterSortingMessages();
  const chapters = useQuery(titleChaptersQuery(titleId));
  const title = useQuery(titleQuery(titleId));
  const workLink = hrefs.work({ titleId });

  return (
    <PageFrame title={t.pageTitle} extra={<Link to={workLink}>{t.backToWork}</Link>}>
      {title.data ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
          {t.workName(title.data.displayName)}
        </Typography.Paragraph>
      ) : null}
      <QueryState
        query={chapters}
        isEmpty={(data) => data.chapters.length === 0}
        empty={<EmptyState title={t.empty} action={<Link to={workLink}>{t.backToWork}</Link>} />}
      >
        {(data) => <ChapterOrderEditor titleId={titleId} list={data} />}
      </QueryState>
    </PageFrame>
  );
}

function ChapterOrderEditor({ titleId, list }: { titleId: string; list: ChapterList }) {
  const t = useChapterSortingMessages();
  const toast = useToast();
  const putOrder = usePutChapterOrder();
  const [justSaved, setJustSaved] = useState(false);

  const sorted = useMemo(
    () =>
      list.chapters.length > 0 ? [...list.chapters].sort((a, b) => a.order - b.order) : NO_CHAPTERS,
    [list],
  );
  const serverIds = useMemo(() => sorted.map((chapter) => chapter.chapterId), [sorted]);
  const chaptersById = useMemo(
    () => new Map(sorted.map((chapter) => [chapter.chapterId, chapter])),
    [sorted],
  );
  const collectionNames = useMemo(
    () =>
      list.collections.length > 0
        ? new Map(list.collections.map((c) => [c.collectionId, c.displayName]))
        : undefined,
    [list],
  );
  const order = useChapterOrder(list, serverIds);
  const { ids, dirty, moved } = order;

  const save = useSubmit(async (chapterIds: string[]) => {
    await putOrder.mutateAsync({ titleId, body: { chapterIds } });
    order.markSaved(chapterIds);
    setJustSaved(true);
    toast.success(t.saved);
  });

  // Stable callbacks: the rows are memoised on them.
  const { moveTo: moveOrderTo, moveBy: moveOrderBy } = order;
  const moveTo = useCallback(
    (id: string, index: number) => {
      setJustSaved(false);
      moveOrderTo(id, index);
    },
    [moveOrderTo],
  );
  const moveBy = useCallback(
    (id: string, delta: -1 | 1) => {
      setJustSaved(false);
      moveOrderBy(id, delta);
    },
    [moveOrderBy],
  );

  return (
    <>
      {collectionNames ? (
        <Alert type="info" showIcon title={t.collectionsNote} style={{ marginBottom: 12 }} />
      ) : null}
      <Typography.Paragraph type="secondary">{t.hint}</Typography.Paragraph>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 8,
          marginBottom: 12,
        }}
      >
        <Space wrap size={16}>
          <Typography.Text>{t.chapterCount(formatNumber(ids.length))}</Typography.Text>
          <Typography.Text type={moved.size > 0 ? undefined : 'secondary'} strong={moved.size > 0}>
            {t.movedCount(formatNumber(moved.size))}
          </Typography.Text>
        </Space>
        <Space wrap>
          <Button onClick={order.reset} disabled={!dirty || save.pending}>
            {t.reset}
          </Button>
          <Button
            type="primary"
            onClick={() => void save.run([...ids])}
            disabled={!dirty}
            loading={save.pending}
          >
            {t.save}
          </Button>
        </Space>
      </div>
      {justSaved && !dirty ? (
        <Alert
          type="success"
          showIcon
          title={t.saved}
          description={
            <>
              {t.savedHint} <Link to={hrefs.work({ titleId })}>{t.backToWork}</Link>
            </>
          }
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <ChapterSortList
        ids={ids}
        chapters={chaptersById}
        collectionNames={collectionNames}
        moved={moved}
        onMoveTo={moveTo}
        onMoveBy={moveBy}
      />
      <UnsavedChangesGuard dirty={dirty} />
    </>
  );
}
