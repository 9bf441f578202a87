import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  commentsQuery,
  deleteComment,
  replyToComment,
  reportComment,
  setCommentHidden,
  useDeleteComment,
  useReplyToComment,
  useReportComment,
  useSetCommentHidden,
} from './comments';
import {
  contestQuery,
  contestsQuery,
  enterContest,
  useEnterContest,
  useWithdrawContestEntry,
  withdrawContestEntry,
} from './contests';
import { NOT_FOUND_MESSAGE } from './contract/enums';
import type { CommentPage, Contest, ContestList } from './contract/models';
import { apiPaths } from './contract/paths';
import { queryKeys } from './keys';
import { createQueryClient } from './query-client';
import { comment, contest } from './test/fixtures';
import { HttpResponse, apiUrl, errorBody, http, server, setupMswServer } from './test/msw';

setupMswServer();

function renderWithClient<T>(hook: () => T, queryClient: QueryClient = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(hook, { wrapper }) };
}

/** Counts the requests of each method and path the test's server saw. */
function countRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

describe('contest entries', () => {
  const entered: Contest = contest({
    myEntry: { titleId: 't1', titleName: 'Night Train', submittedAt: '2026-06-02T00:00:00.000Z' },
  });
  const list: ContestList = {
    contests: [contest(), contest({ contestId: 'c2', displayName: 'Other', status: 'RESULTS' })],
  };

  it('writes the answer into the contest and its line of the list, and refetches nothing', async () => {
    let body: unknown;
    server.use(
      http.get(apiUrl(apiPaths.contests), () => HttpResponse.json(list)),
      http.get(apiUrl(apiPaths.contest('c1')), () => HttpResponse.json(contest())),
      http.post(apiUrl(apiPaths.contestEntry('c1')), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(entered, { status: 201 });
      }),
      http.delete(apiUrl(apiPaths.contestEntry('c1')), () => HttpResponse.json(contest())),
    );
    const { result } = renderWithClient(() => ({
      list: useQuery(contestsQuery()),
      detail: useQuery(contestQuery('c1')),
      enter: useEnterContest(),
      withdraw: useWithdrawContestEntry(),
    }));
    await waitFor(() => expect(result.current.detail.data).toBeDefined());
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    const seen = countRequests();

    await act(() =>
      result.current.enter.mutateAsync({ contestId: 'c1', titleId: 't1', agreedToRules: true }),
    );
    expect(body).toEqual({ titleId: 't1', agreedToRules: true });
    expect(result.current.detail.data?.myEntry?.titleId).toBe('t1');
    expect(result.current.list.data?.contests.map((c) => c.myEntry?.titleId ?? null)).toEqual([
      't1',
      null,
    ]);

    await act(() => result.current.withdraw.mutateAsync({ contestId: 'c1' }));
    expect(result.current.detail.data?.myEntry).toBeNull();
    expect(result.current.list.data?.contests[0]?.myEntry).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([
      'POST /v2/creator/contests/c1/entry',
      'DELETE /v2/creator/contests/c1/entry',
    ]);
  });

  it('asks for the contest again when the server refuses an entry', async () => {
    let gets = 0;
    server.use(
      http.get(apiUrl(apiPaths.contest('c1')), () => {
        gets += 1;
        return HttpResponse.json(gets === 1 ? contest() : contest({ status: 'JUDGING' }));
      }),
      http.post(apiUrl(apiPaths.contestEntry('c1')), () =>
        HttpResponse.json(errorBody('ValidationError', 'closed'), { status: 400 }),
      ),
    );
    const { result } = renderWithClient(() => ({
      detail: useQuery(contestQuery('c1')),
      enter: useEnterContest({ errorDisplay: 'inline' }),
    }));
    await waitFor(() => expect(result.current.detail.data?.status).toBe('OPEN'));
    await act(() =>
      result.current.enter
        .mutateAsync({ contestId: 'c1', titleId: 't1', agreedToRules: true })
        .catch(() => undefined),
    );
    await waitFor(() => expect(result.current.detail.data?.status).toBe('JUDGING'));
  });
});

describe('comments', () => {
  const page = (comments = [comment(), comment({ commentId: 'cm2' })]): CommentPage => ({
    comments,
    current: 1,
    limit: 10,
    total: comments.length,
    more: false,
  });
  const params = { current: 1, limit: 10 };

  function seed(queryClient: QueryClient) {
    queryClient.setQueryData(queryKeys.comments.list(params), page());
    queryClient.setQueryData(
      queryKeys.comments.list({ ...params, unreplied: 'true' }),
      page([comment({ commentId: 'cm2' })]),
    );
  }
  const cached = (queryClient: QueryClient, unreplied = false) =>
    queryClient.getQueryData<CommentPage>(
      queryKeys.comments.list(unreplied ? { ...params, unreplied: 'true' } : params),
    );

  it('shows a hidden comment at once in every page, then the server’s answer', async () => {
    let release!: () => void;
    server.use(
      http.put(apiUrl(apiPaths.commentHidden('cm2')), async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(comment({ commentId: 'cm2', hidden: true, reported: true }));
      }),
    );
    const { result, queryClient } = renderWithClient(() => useSetCommentHidden());
    seed(queryClient);

    let done!: Promise<unknown>;
    act(() => {
      done = result.current.mutateAsync({ commentId: 'cm2', hidden: true });
    });
    await waitFor(() => expect(cached(queryClient)?.comments[1]?.hidden).toBe(true));
    expect(cached(queryClient, true)?.comments[0]?.hidden).toBe(true);
    expect(cached(queryClient)?.comments[1]?.reported).toBe(false);
    await waitFor(() => expect(release).toBeDefined());
    release();
    await act(() => done);
    // The server's answer replaces the guess.
    expect(cached(queryClient)?.comments[1]?.reported).toBe(true);
  });

  it('puts the comment back as it was when the server refuses, leaving other changes', async () => {
    server.use(
      http.post(apiUrl(apiPaths.commentReply('cm1')), () =>
        HttpResponse.json(errorBody('Forbidden', 'no'), { status: 403 }),
      ),
    );
    const { result, queryClient } = renderWithClient(() => useReplyToComment());
    seed(queryClient);
    // Another change made meanwhile, to another comment.
    queryClient.setQueryData<CommentPage>(queryKeys.comments.list(params), (p) =>
      p ? { ...p, comments: p.comments.map((c) => ({ ...c, hidden: c.commentId === 'cm2' })) } : p,
    );

    await act(() =>
      result.current.mutateAsync({ commentId: 'cm1', body: 'Thanks!' }).catch(() => undefined),
    );
    expect(cached(queryClient)?.comments[0]).toEqual(comment());
    expect(cached(queryClient)?.comments[1]?.hidden).toBe(true);
  });

  it('takes a replied comment out of the unreplied pages once the server has it, one fewer in their total', async () => {
    let release!: () => void;
    server.use(
      http.post(apiUrl(apiPaths.commentReply('cm2')), async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(comment({ commentId: 'cm2', reply: 'Thanks!' }));
      }),
    );
    const { result, queryClient } = renderWithClient(() => useReplyToComment());
    seed(queryClient);

    let done!: Promise<unknown>;
    act(() => {
      done = result.current.mutateAsync({ commentId: 'cm2', body: 'Thanks!' });
    });
    // On its way: shown with the reply everywhere, still in the unreplied page.
    await waitFor(() => expect(cached(queryClient, true)?.comments[0]?.reply).toBe('Thanks!'));
    await waitFor(() => expect(release).toBeDefined());
    release();
    await act(() => done);

    expect(cached(queryClient, true)).toMatchObject({ comments: [], total: 0 });
    expect(cached(queryClient)?.comments.map((c) => [c.commentId, c.reply])).toEqual([
      ['cm1', null],
      ['cm2', 'Thanks!'],
    ]);
    expect(cached(queryClient)?.total).toBe(2);
  });

  it('leaves a comment whose reply is refused in the unreplied pages', async () => {
    server.use(
      http.post(apiUrl(apiPaths.commentReply('cm2')), () =>
        HttpResponse.json(errorBody('InternalFailure', 'boom'), { status: 500 }),
      ),
    );
    const { result, queryClient } = renderWithClient(() => useReplyToComment());
    seed(queryClient);
    await act(() =>
      result.current.mutateAsync({ commentId: 'cm2', body: 'Thanks!' }).catch(() => undefined),
    );
    expect(cached(queryClient, true)).toEqual(page([comment({ commentId: 'cm2' })]));
  });

  it('asks for the pages on screen again after a reply, hide or report', async () => {
    const unreplied = { ...params, unreplied: 'true' as const };
    let lists = 0;
    server.use(
      http.get(apiUrl(apiPaths.comments), () => {
        lists += 1;
        return HttpResponse.json(page([comment()]));
      }),
      http.post(apiUrl(apiPaths.commentReply('cm1')), () =>
        HttpResponse.json(comment({ reply: 'Thanks!' })),
      ),
      http.put(apiUrl(apiPaths.commentHidden('cm1')), () =>
        HttpResponse.json(comment({ hidden: true })),
      ),
      http.post(apiUrl(apiPaths.commentReport('cm1')), () =>
        HttpResponse.json(comment({ reported: true })),
      ),
    );
    const { result } = renderWithClient(() => ({
      list: useQuery(commentsQuery(unreplied)),
      reply: useReplyToComment(),
      hide: useSetCommentHidden(),
      report: useReportComment(),
    }));
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    expect(lists).toBe(1);

    await act(() => result.current.reply.mutateAsync({ commentId: 'cm1', body: 'Thanks!' }));
    await waitFor(() => expect(lists).toBe(2));
    await act(() => result.current.hide.mutateAsync({ commentId: 'cm1', hidden: true }));
    await waitFor(() => expect(lists).toBe(3));
    await act(() => result.current.report.mutateAsync({ commentId: 'cm1', reason: 'spam' }));
    await waitFor(() => expect(lists).toBe(4));
  });

  it('removes a deleted comment at once, puts it back where it was on refusal', async () => {
    server.use(
      http.delete(apiUrl(apiPaths.comment('cm1')), () =>
        HttpResponse.json(errorBody('InternalFailure', 'boom'), { status: 500 }),
      ),
    );
    const { result, queryClient } = renderWithClient(() => useDeleteComment());
    seed(queryClient);
    const states: (string[] | undefined)[] = [];
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      states.push(cached(queryClient)?.comments.map((c) => c.commentId));
    });

    await act(() => result.current.mutateAsync({ commentId: 'cm1' }).catch(() => undefined));
    unsubscribe();
    expect(states).toContainEqual(['cm2']);
    expect(cached(queryClient)?.comments.map((c) => c.commentId)).toEqual(['cm1', 'cm2']);
    expect(cached(queryClient)?.total).toBe(2);
  });

  it('refetches the pages after a delete, since the next comments move up', async () => {
    server.use(
      http.delete(apiUrl(apiPaths.comment('cm1')), () => HttpResponse.json({ ok: true })),
      http.get(apiUrl(apiPaths.comments), () =>
        HttpResponse.json(page([comment({ commentId: 'cm2' }), comment({ commentId: 'cm3' })])),
      ),
    );
    const { result, queryClient } = renderWithClient(() => ({
      list: useQuery(commentsQuery(params)),
      remove: useDeleteComment(),
    }));
    await waitFor(() => expect(result.current.list.data?.comments).toHaveLength(2));
    await act(() => result.current.remove.mutateAsync({ commentId: 'cm1' }));
    await waitFor(() =>
      expect(result.current.list.data?.comments.map((c) => c.commentId)).toEqual(['cm2', 'cm3']),
    );
    expect(queryClient.getQueryState(queryKeys.comments.list(params))?.isInvalidated).toBe(false);
  });

  it('sends the intent’s key with every write, so a retry is answered once', async () => {
    const keys: (string | null)[] = [];
    const record = ({ request }: { request: Request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      return HttpResponse.json(comment());
    };
    server.use(
      http.post(apiUrl(apiPaths.commentReply('cm1')), record),
      http.put(apiUrl(apiPaths.commentHidden('cm1')), record),
      http.post(apiUrl(apiPaths.commentReport('cm1')), record),
      http.delete(apiUrl(apiPaths.comment('cm1')), record),
      http.post(apiUrl(apiPaths.contestEntry('c1')), ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json(contest());
      }),
      http.delete(apiUrl(apiPaths.contestEntry('c1')), ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json(contest());
      }),
    );
    await replyToComment('cm1', { body: 'hi' }, { idempotencyKey: 'k1' });
    await setCommentHidden('cm1', { hidden: true }, { idempotencyKey: 'k2' });
    await reportComment('cm1', { reason: 'spam' }, { idempotencyKey: 'k3' });
    await deleteComment('cm1', { idempotencyKey: 'k4' });
    await enterContest('c1', { titleId: 't1', agreedToRules: true }, { idempotencyKey: 'k5' });
    await withdrawContestEntry('c1', { idempotencyKey: 'k6' });
    await replyToComment('cm1', { body: 'no key' });
    expect(keys).toEqual(['k1', 'k2', 'k3', 'k4', 'k5', 'k6', null]);
  });

  it('treats a comment already gone as deleted', async () => {
    server.use(
      http.delete(apiUrl(apiPaths.comment('gone')), () =>
        HttpResponse.json(errorBody('NotFound', NOT_FOUND_MESSAGE), { status: 404 }),
      ),
      http.delete(apiUrl(apiPaths.comment('other')), () =>
        HttpResponse.json(errorBody('NotFound', 'no such route'), { status: 404 }),
      ),
    );
    await expect(deleteComment('gone')).resolves.toEqual({ ok: true });
    await expect(deleteComment('other')).rejects.toThrow();
  });
});
