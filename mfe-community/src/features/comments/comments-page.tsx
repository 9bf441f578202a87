import {
  commentsQuery,
  COMMENT_REPLY_MAX,
  COMMENT_REPORT_REASON_MAX,
  myTitleStatsQuery,
  titleChaptersQuery,
  trackCommentCreated,
  useDeleteComment,
  useReplyToComment,
  useReportComment,
} from '@creator/api';
import { replyProblem, reportReasonProblem } from '@creator/api/contract';
import type { CommentPage, CreatorComment, PlainTextProblem } from '@creator/api/contract';
import {
  ConfirmDialog,
  EmptyState,
  PageFrame,
  QueryState,
  TextInputDialog,
  formatNumber,
  hrefs,
  useSubmit,
  useToast,
  type SubmitContext,
} from '@creator/ui';
import { useLastPageFallback } from '@creator/remote-kit';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Pagination from 'antd/es/pagination';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CommentCard, type CommentDialogKind } from './comment-card';
import {
  hasFilters,
  readFilters,
  toHrefValues,
  toQuery,
  type CommentFilters,
} from './comment-filters';
import { useCommentsMessages } from './messages';

const noop = () => undefined;

export default function CommentsPage() {
  const t = useCommentsMessages();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filters = readFilters(search);
  const comments = useQuery(commentsQuery(toQuery(filters)));
  const go = (next: CommentFilters, replace = false) =>
    navigate(hrefs.comments(toHrefValues(next)), { replace });
  // A change of filter starts again at page 1.
  const filter = (change: Partial<CommentFilters>) => go({ ...filters, ...change, page: 1 });

  // A page past the end (the last comment of the last page deleted, an old link): go to the last.
  const pastTheEnd = useLastPageFallback(comments.data, (page) => go({ ...filters, page }, true));

  return (
    <PageFrame title={t.pageTitle}>
      <Flex vertical gap={16}>
        <Filters filters={filters} onChange={filter} />
        <QueryState
          query={comments}
          isEmpty={(page) => page.total === 0}
          empty={
            hasFilters(filters) ? (
              <EmptyState
                title={t.emptyFilteredTitle}
                hint={t.emptyFilteredHint}
                action={
                  <Button
                    onClick={() => filter({ titleId: null, chapterId: null, unreplied: false })}
                  >
                    {t.clearFilters}
                  </Button>
                }
              />
            ) : (
              <EmptyState title={t.emptyTitle} hint={t.emptyHint} />
            )
          }
        >
          {(page) => (
            <CommentList
              page={page}
              loading={comments.isPlaceholderData || pastTheEnd}
              onPage={(next) => go({ ...filters, page: next })}
            />
          )}
        </QueryState>
      </Flex>
    </PageFrame>
  );
}

function Filters({
  filters,
  onChange,
}: {
  filters: CommentFilters;
  onChange: (change: Partial<CommentFilters>) => void;
}) {
  const t = useCommentsMessages();
  const workId = useId();
  const chapterId = useId();
  const works = useQuery(myTitleStatsQuery());
  const chapters = useQuery({
    ...titleChaptersQuery(filters.titleId ?? ''),
    enabled: filters.titleId !== null,
  });
  return (
    <Flex wrap align="center" gap="12px 24px">
      <Flex align="center" gap={8}>
        <label htmlFor={workId}>{t.work}</label>
        <Select
          id={workId}
          allowClear
          placeholder={t.allWorks}
          style={{ minWidth: 200 }}
          loading={works.isPending}
          value={filters.titleId ?? undefined}
          onChange={(value?: string) => onChange({ titleId: value ?? null, chapterId: null })}
          options={works.data?.titles.map((w) => ({ value: w.titleId, label: w.displayName }))}
        />
      </Flex>
      <Flex align="center" gap={8}>
        <label htmlFor={chapterId}>{t.chapter}</label>
        <Select
          id={chapterId}
          allowClear
          disabled={filters.titleId === null}
          placeholder={filters.titleId === null ? t.chooseWorkFirst : t.allChapters}
          style={{ minWidth: 200 }}
          loading={chapters.isFetching}
          value={filters.chapterId ?? undefined}
          onChange={(value?: string) => onChange({ chapterId: value ?? null })}
          options={chapters.data?.chapters.map((c) => ({
            value: c.chapterId,
            label: t.chapterOption(c.order, c.displayName),
          }))}
        />
      </Flex>
      <Checkbox
        checked={filters.unreplied}
        onChange={(event) => onChange({ unreplied: event.target.checked })}
      >
        {t.unrepliedOnly}
      </Checkbox>
    </Flex>
  );
}

type OpenDialog = { kind: CommentDialogKind; comment: CreatorComment } | null;

function CommentList({
  page,
  loading,
  onPage,
}: {
  page: CommentPage;
  loading: boolean;
  onPage: (page: number) => void;
}) {
  const t = useCommentsMessages();
  const toast = useToast();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const reply = useReplyToComment();
  const report = useReportComment();
  const remove = useDeleteComment();

  // Each dialog stays open until the server answers: a refusal is rolled back on screen and
  // toasted, and what the author typed is still there to send again.
  const sendReply = useSubmit(
    async (comment: CreatorComment, body: string, { idempotencyKey }: SubmitContext) => {
      const firstReply = comment.reply === null;
      await reply.mutateAsync({ commentId: comment.commentId, body, idempotencyKey });
      // A new reply is a new comment on the platform; editing mine is not.
      if (firstReply) trackCommentCreated({ commentId: comment.commentId }).catch(noop);
      close();
      toast.success(t.replied);
    },
  );
  const sendReport = useSubmit(
    async (comment: CreatorComment, reason: string, { idempotencyKey }: SubmitContext) => {
      await report.mutateAsync({ commentId: comment.commentId, reason, idempotencyKey });
      close();
      toast.success(t.reportedToast);
    },
  );
  const sendDelete = useSubmit(
    async (comment: CreatorComment, { idempotencyKey }: SubmitContext) => {
      await remove.mutateAsync({ commentId: comment.commentId, idempotencyKey });
      close();
      toast.success(t.deleted);
    },
  );

  const target = dialog?.comment;
  // The dialog keeps Send off for blank and too long text itself; the rest of the rule the server
  // checks (rules.ts) is said here.
  const otherProblem = (problem: PlainTextProblem | null) =>
    problem === 'controlCharacters' ? t.controlCharacters : null;
  return (
    <Flex vertical gap={12} aria-busy={loading}>
      <Typography.Text>{t.total(formatNumber(page.total))}</Typography.Text>
      {page.comments.map((comment) => (
        <CommentCard
          key={comment.commentId}
          comment={comment}
          onOpenDialog={(kind, which) => setDialog({ kind, comment: which })}
        />
      ))}
      {page.total > page.limit && (
        <nav aria-label={t.pages}>
          <Pagination
            align="center"
            current={page.current}
            pageSize={page.limit}
            total={page.total}
            showSizeChanger={false}
            onChange={onPage}
          />
        </nav>
      )}
      <TextInputDialog
        open={dialog?.kind === 'reply'}
        title={
          target?.reply
            ? t.editReplyTitle(target.readerName)
            : t.replyTitle(target?.readerName ?? '')
        }
        label={t.replyLabel}
        placeholder={t.replyPlaceholder}
        initialValue={target?.reply ?? ''}
        maxLength={COMMENT_REPLY_MAX}
        // Replies are shown with their line breaks: typed, pasted or already in an edited reply.
        multiline
        check={(text) => otherProblem(replyProblem(text))}
        confirmText={t.send}
        confirmLoading={sendReply.pending}
        onConfirm={(text) => target && void sendReply.run(target, text)}
        onCancel={close}
      />
      <TextInputDialog
        open={dialog?.kind === 'report'}
        title={t.reportTitle}
        label={t.reportLabel}
        placeholder={t.reportPlaceholder}
        maxLength={COMMENT_REPORT_REASON_MAX}
        multiline
        check={(text) => otherProblem(reportReasonProblem(text))}
        confirmText={t.reportConfirm}
        confirmLoading={sendReport.pending}
        onConfirm={(reason) => target && void sendReport.run(target, reason)}
        onCancel={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        danger
        title={t.deleteTitle}
        content={t.deleteContent(target?.readerName ?? '')}
        confirmText={t.deleteConfirm}
        confirmLoading={sendDelete.pending}
        onConfirm={() => target && void sendDelete.run(target)}
        onCancel={close}
      />
    </Flex>
  );
}
