import { chapterQuery, meQuery } from '@creator/api';
import type { ScreenProps } from '@creator/remote-kit';
import { PageFrame, QueryState } from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import { ChapterEditor } from './chapter-editor';
import { useEditorMessages } from './messages';

/** /chapter/editor?chapterId= : the rich-text editor of one chapter. */
export default function EditorPage({ params }: ScreenProps<'editor'>) {
  return <ChapterLoader chapterId={params.chapterId} />;
}

function ChapterLoader({ chapterId }: { chapterId: string }) {
  const t = useEditorMessages();
  // Always the server's latest on opening (a cached copy may predate a save in another tab):
  // the editor starts once that answer is in, and then keeps its own state.
  const query = useQuery({ ...chapterQuery(chapterId), refetchOnMount: 'always' });
  // The signed-in member (the shell has it cached): local drafts are kept per member.
  const memberId = useQuery(meQuery()).data?.memberId;
  const ready = query.data !== undefined && query.isFetchedAfterMount && memberId !== undefined;
  if (ready && query.data && memberId) {
    return <ChapterEditor chapter={query.data} memberId={memberId} />;
  }
  return (
    <PageFrame title={t.pageTitle}>
      <QueryState query={{ ...query, isPending: query.isPending || query.isFetching }}>
        {() => null}
      </QueryState>
    </PageFrame>
  );
}
