import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import type { ScreenProps } from '@creator/remote-kit';
import OrderedListOutlined from '@ant-design/icons/es/icons/OrderedListOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { titleChaptersQuery, titleQuery } from '@creator/api';
import type { ChapterSummary, Collection, Title } from '@creator/api/contract';
import { PageFrame, QueryState, hrefs, LinkButton, EmptyState } from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useId, useState } from 'react';
import { deriveListingState } from '../../shared/listing-state';
import { TitlePublishControl } from '../../shared/title-publish-control';
import {
  DeleteChapterDialog,
  DeleteCollectionDialog,
  NewChapterDialog,
  RenameChapterDialog,
} from './chapter-dialogs';
import { ChapterList } from './chapter-list';
import { useWorkMessages } from './messages';
import { WorkHeader } from './work-header';

/** The work page (/book?titleId=): the work's header and its chapters. */
export default function WorkPage({ params }: ScreenProps<'work'>) {
  return <Work titleId={params.titleId} />;
}

/** A dialog's subject stays set while it fades out, so its text does not blank mid-animation. */
interface DialogState<T> {
  target: T | null;
  open: boolean;
}

function useDialog<T>() {
  const [state, setState] = useState<DialogState<T>>({ target: null, open: false });
  return {
    ...state,
    show: (target: T) => setState({ target, open: true }),
    close: () => setState((prev) => ({ ...prev, open: false })),
  };
}

function Work({ titleId }: { titleId: string }) {
  const t = useWorkMessages();
  const title = useQuery(titleQuery(titleId));

  return (
    <PageFrame title={title.data?.displayName ?? t.pageTitle}>
      <QueryState query={title}>{(data) => <WorkBody title={data} />}</QueryState>
    </PageFrame>
  );
}

function WorkBody({ title }: { title: Title }) {
  const t = useWorkMessages();
  const chapters = useQuery(titleChaptersQuery(title.titleId));
  const rename = useDialog<ChapterSummary>();
  const remove = useDialog<ChapterSummary>();
  const removeCollection = useDialog<Collection>();
  const [creating, setCreating] = useState(false);
  const chapterCount = chapters.data?.chapters.length ?? 0;
  const headingId = useId();

  return (
    <>
      <WorkHeader
        title={title}
        listingState={deriveListingState(title.listingFrom, new Date())}
        publishControl={<TitlePublishControl title={title} />}
      />

      <section aria-labelledby={headingId}>
        <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 8 }}>
          <Flex gap={8} align="baseline">
            <Typography.Title level={2} id={headingId} style={{ margin: 0, fontSize: 18 }}>
              {t.chaptersHeading}
            </Typography.Title>
            {chapterCount > 0 && (
              <Typography.Text type="secondary">{t.chapterCount(chapterCount)}</Typography.Text>
            )}
          </Flex>
          <Flex wrap gap={8}>
            {chapterCount > 1 && (
              <LinkButton
                to={hrefs.chapterSorting({ titleId: title.titleId })}
                icon={<OrderedListOutlined />}
              >
                {t.sortChapters}
              </LinkButton>
            )}
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t.newChapter}
            </Button>
          </Flex>
        </Flex>

        <QueryState
          query={chapters}
          isEmpty={(data) => data.chapters.length === 0 && data.collections.length === 0}
          empty={<NoChapters onWrite={() => setCreating(true)} />}
        >
          {(data) => (
            <ChapterList
              list={data}
              onRename={rename.show}
              onDelete={remove.show}
              onDeleteCollection={removeCollection.show}
            />
          )}
        </QueryState>
      </section>

      <NewChapterDialog
        titleId={title.titleId}
        open={creating}
        onClose={() => setCreating(false)}
      />
      <RenameChapterDialog target={rename.target} open={rename.open} onClose={rename.close} />
      <DeleteChapterDialog target={remove.target} open={remove.open} onClose={remove.close} />
      <DeleteCollectionDialog
        target={removeCollection.target}
        open={removeCollection.open}
        onClose={removeCollection.close}
      />
    </>
  );
}

function NoChapters({ onWrite }: { onWrite: () => void }) {
  const t = useWorkMessages();
  return (
    <EmptyState
      compact
      headingLevel={3}
      title={t.emptyTitle}
      hint={t.emptyHint}
      action={
        <Button type="primary" size="large" icon={<EditOutlined />} onClick={onWrite}>
          {t.writeFirstChapter}
        </Button>
      }
    />
  );
}
