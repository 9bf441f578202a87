import { chapterQuery } from '@creator/api';
import { PageFrame, QueryState } from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import { MissingId } from '../../shared/missing-id';
import { useIdParam } from '../../shared/use-id-param';
import { ChapterEditor } from './chapter-editor';
import { useEditorMessages } from './messages';

/** /chapter/editor?chapterId= : the rich-text editor of one chapter. */
export default function EditorPage() {
  const t = useEditorMessages();
  const chapterId = useIdParam('chapterId');
  if (!chapterId) {
    return (
      <PageFrame title={t.pageTitle}>
        <MissingId kind="chapterId" />
      </PageFrame>
    );
  }
  return <ChapterLoader key={chapterId} chapterId={chapterId} />;
}

function ChapterLoader({ chapterId }: { chapterId: string }) {
  const t = useEditorMessages();
  // Always the server's latest on opening (a cached copy may predate a save in another tab):
  // the editor starts once that answer is in, and then keeps its own state.
  const query = useQuery({ ...chapterQuery(chapterId), refetchOnMount: 'always' });
  const ready = query.data !== undefined && query.isFetchedAfterMount;
  if (ready && query.data) return <ChapterEditor chapter={query.data} />;
  return (
    <PageFrame title={t.pageTitle}>
      <QueryState query={{ ...query, isPending: query.isPending || query.isFetching }}>
        {() => null}
      </QueryState>
    </PageFrame>
  );
}
