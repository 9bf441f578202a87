import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { NOT_FOUND_MESSAGE } from './contract/enums';
import type { CommentPage, CreatorComment, Ok } from './contract/models';
import { apiPaths } from './contract/paths';
import type {
  CommentHiddenBody,
  CommentReplyBody,
  CommentReportBody,
  CommentsQuery,
} from './contract/schemas';
import { toUiError } from './errors';
import { http, writeConfig } from './http';
import type { RequestOptions, WriteOptions } from './http';
import { STALE_TIMES, queryKeys } from './keys';
import type { MutationDisplay } from './query-client';

/** Comments per page on the comments screen. */
export const COMMENTS_PAGE_SIZE = 10;

/** Comments on my works, newest first, one page of them. */
export async function getComments(
  params: CommentsQuery,
  options: RequestOptions = {},
): Promise<CommentPage> {
  const { data } = await http.get<CommentPage>(apiPaths.comments, { ...options, params });
  return data;
}

/** One page of comments for one set of filters; the previous page stays on screen meanwhile. */
export const commentsQuery = (params: CommentsQuery) =>
  queryOptions({
    queryKey: queryKeys.comments.list(params),
    queryFn: ({ signal }) => getComments(params, { signal }),
    staleTime: STALE_TIMES.comments,
    placeholderData: keepPreviousData,
  });

/** Adds my reply, or replaces the one I wrote; the answer is the comment. */
export async function replyToComment(
  commentId: string,
  body: CommentReplyBody,
  options: WriteOptions = {},
): Promise<CreatorComment> {
  const { data } = await http.post<CreatorComment>(
    apiPaths.commentReply(commentId),
    body,
    writeConfig(options),
  );
  return data;
}

/** Hides a comment from readers, or shows it again; the answer is the comment. */
export async function setCommentHidden(
  commentId: string,
  body: CommentHiddenBody,
  options: WriteOptions = {},
): Promise<CreatorComment> {
  const { data } = await http.put<CreatorComment>(
    apiPaths.commentHidden(commentId),
    body,
    writeConfig(options),
  );
  return data;
}

/** Reports an abusive comment to the platform; the answer is the comment. */
export async function reportComment(
  commentId: string,
  body: CommentReportBody,
  options: WriteOptions = {},
): Promise<CreatorComment> {
  const { data } = await http.post<CreatorComment>(
    apiPaths.commentReport(commentId),
    body,
    writeConfig(options),
  );
  return data;
}

/**
 * Deletes a comment. One that is gone already (deleted in another tab, or a retry whose first
 * try went through) is what the author asked for, not an error (nor a reason to leave for /404).
 */
export async function deleteComment(commentId: string, options: WriteOptions = {}): Promise<Ok> {
  try {
    const { data } = await http.delete<Ok>(apiPaths.comment(commentId), writeConfig(options));
    return data;
  } catch (error) {
    const uiError = toUiError(error);
    if (uiError.status === 404 && uiError.serverMessage === NOT_FOUND_MESSAGE) return { ok: true };
    throw error;
  }
}

/** Every comment mutation carries this key, so one can tell whether others are still running. */
const COMMENT_MUTATION_KEY = ['comments', 'change'] as const;

const mapPages = (
  queryClient: QueryClient,
  change: (page: CommentPage, key: readonly unknown[]) => CommentPage,
) => {
  for (const [key, page] of queryClient.getQueriesData<CommentPage>({
    queryKey: queryKeys.comments.lists(),
  })) {
    if (page) queryClient.setQueryData<CommentPage>(key, change(page, key));
  }
};

const replaceComment = (queryClient: QueryClient, comment: CreatorComment) =>
  mapPages(queryClient, (page) =>
    page.comments.some((c) => c.commentId === comment.commentId)
      ? {
          ...page,
          comments: page.comments.map((c) => (c.commentId === comment.commentId ? comment : c)),
        }
      : page,
  );

const findComment = (queryClient: QueryClient, commentId: string) => {
  for (const [, page] of queryClient.getQueriesData<CommentPage>({
    queryKey: queryKeys.comments.lists(),
  })) {
    const found = page?.comments.find((c) => c.commentId === commentId);
    if (found) return found;
  }
  return undefined;
};

/** Where a comment was taken out of a cached page, so that it can be put back. */
type Removed = { key: readonly unknown[]; index: number; comment: CreatorComment }[];

/** The filters of a cached page, read from its key (`queryKeys.comments.list`). */
const filtersOf = (key: readonly unknown[]) => key[2] as CommentsQuery | undefined;
const isUnrepliedList = (key: readonly unknown[]) => filtersOf(key)?.unreplied === 'true';

/** Takes the comment out of the cached pages `where` picks, one fewer in their totals. */
function removeFromPages(
  queryClient: QueryClient,
  commentId: string,
  where: (key: readonly unknown[]) => boolean,
): Removed {
  const removed: Removed = [];
  mapPages(queryClient, (page, key) => {
    const index = page.comments.findIndex((c) => c.commentId === commentId);
    if (index < 0 || !where(key)) return page;
    removed.push({ key, index, comment: page.comments[index] as CreatorComment });
    return {
      ...page,
      comments: page.comments.filter((c) => c.commentId !== commentId),
      total: page.total - 1,
    };
  });
  return removed;
}

/** Puts comments taken out by removeFromPages back where they were (a refused change). */
function putBack(queryClient: QueryClient, removed: Removed) {
  for (const { key, index, comment } of removed) {
    queryClient.setQueryData<CommentPage>(key, (page) => {
      if (!page || page.comments.some((c) => c.commentId === comment.commentId)) return page;
      const comments = [...page.comments];
      comments.splice(Math.min(index, comments.length), 0, comment);
      return { ...page, comments, total: page.total + 1 };
    });
  }
}

/** A list refetch now would overwrite what another pending change shows; the last one refetches. */
const refetchWhenIdle = (queryClient: QueryClient) =>
  queryClient.isMutating({ mutationKey: COMMENT_MUTATION_KEY }) <= 1
    ? queryClient.invalidateQueries({ queryKey: queryKeys.comments.lists() })
    : undefined;

/**
 * A change to one comment that shows at once: `optimistic` is applied to the comment in every
 * cached page before the request goes; the server's answer replaces it, and a refusal puts the
 * comment back as it was (only that comment, so other pending changes stay on screen). Once the
 * server has taken the change, the comment leaves the pages `leaves` picks (a replied comment is
 * no longer unreplied): only then, so that a refusal finds the dialog, and what was typed in it,
 * still there. Afterwards the pages are refetched: what each filter holds, and its total, are the
 * server's to say.
 */
function useCommentUpdate<Vars extends { commentId: string } & WriteOptions>(
  request: (vars: Vars) => Promise<CreatorComment>,
  optimistic: (comment: CreatorComment, vars: Vars) => CreatorComment,
  display?: MutationDisplay,
  leaves: (key: readonly unknown[]) => boolean = () => false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: COMMENT_MUTATION_KEY,
    meta: display,
    mutationFn: request,
    onMutate: async (vars: Vars) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.comments.lists() });
      const previous = findComment(queryClient, vars.commentId);
      if (previous) replaceComment(queryClient, optimistic(previous, vars));
      return { previous };
    },
    onSuccess: (comment) => {
      replaceComment(queryClient, comment);
      removeFromPages(queryClient, comment.commentId, leaves);
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) replaceComment(queryClient, context.previous);
    },
    onSettled: () => refetchWhenIdle(queryClient),
  });
}

export function useReplyToComment(display?: MutationDisplay) {
  return useCommentUpdate(
    ({ commentId, body, idempotencyKey }: { commentId: string; body: string } & WriteOptions) =>
      replyToComment(commentId, { body }, { idempotencyKey }),
    (comment, { body }) => ({
      ...comment,
      reply: body,
      repliedAt: comment.repliedAt ?? new Date().toISOString(),
    }),
    display,
    isUnrepliedList,
  );
}

export function useSetCommentHidden(display?: MutationDisplay) {
  return useCommentUpdate(
    ({
      commentId,
      hidden,
      idempotencyKey,
    }: { commentId: string; hidden: boolean } & WriteOptions) =>
      setCommentHidden(commentId, { hidden }, { idempotencyKey }),
    (comment, { hidden }) => ({ ...comment, hidden }),
    display,
  );
}

export function useReportComment(display?: MutationDisplay) {
  return useCommentUpdate(
    ({ commentId, reason, idempotencyKey }: { commentId: string; reason: string } & WriteOptions) =>
      reportComment(commentId, { reason }, { idempotencyKey }),
    (comment) => ({ ...comment, reported: true }),
    display,
  );
}

/**
 * Deletes a comment: it leaves every cached page at once, and comes back where it was if the
 * server refuses. Afterwards the pages are refetched, since the next comments move up a place.
 */
export function useDeleteComment(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: COMMENT_MUTATION_KEY,
    meta: display,
    mutationFn: ({ commentId, idempotencyKey }: { commentId: string } & WriteOptions) =>
      deleteComment(commentId, { idempotencyKey }),
    onMutate: async ({ commentId }: { commentId: string } & WriteOptions) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.comments.lists() });
      return { removed: removeFromPages(queryClient, commentId, () => true) };
    },
    onError: (_error, _vars, context) => putBack(queryClient, context?.removed ?? []),
    onSettled: () => refetchWhenIdle(queryClient),
  });
}
