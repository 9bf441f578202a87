import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type {
  Chapter,
  Member,
  TitleStatList,
  TotalOveralls,
  VerifiedAuthorInfo,
  Withdrawal,
  WithdrawableInfo,
  WithdrawalPage,
} from './contract/models';
import { IDEMPOTENCY_KEY_HEADER } from './contract/limits';
import { apiPaths } from './contract/paths';
import {
  chapterQuery,
  titleChaptersQuery,
  useCreateChapter,
  useDeleteChapter,
  useDeleteCollection,
  usePutChapter,
  useRenameChapter,
} from './chapters';
import { queryKeys } from './keys';
import { meQuery, useAgreeCreatorTerms, useSignOut } from './member';
import { myOverviewQuery } from './overview';
import { createQueryClient } from './query-client';
import { readingTicketSettingsQuery, usePutReadingTicketSettings } from './reading-tickets';
import { totalOverallsQuery } from './stats';
import {
  myTitleStatsQuery,
  titleQuery,
  useCreateTitle,
  useDeleteTitle,
  usePublishTitle,
  usePutTargetAudience,
  useSyncTitle,
  useUnpublishTitle,
  useUpdateTitle,
  useUploadTitleCover,
} from './titles';
import {
  useApplyVerifiedAuthor,
  useWithdrawVerifiedAuthor,
  verifiedAuthorQuery,
} from './verified-author';
import { useCreateWithdrawal, withdrawableQuery, withdrawalsQuery } from './withdrawals';
import { member, title } from './test/fixtures';
import { HttpResponse, apiUrl, errorBody, http, server, setupMswServer } from './test/msw';

setupMswServer();

function renderWithClient<T>(hook: () => T, queryClient: QueryClient = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(hook, { wrapper }) };
}

const stat = (titleId: string, displayName: string): TitleStatList['titles'][number] => ({
  titleId,
  displayName,
  genreIds: ['g1'],
  listingFrom: null,
  coverUrl: null,
  serialStatus: 'ONGOING',
  chapterCount: 0,
  wordCount: 0,
  readerCount: 0,
  favoriteCount: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** A tiny server holding the author's works. */
function serveWorks() {
  const works = [stat('t1', 'Night Train')];
  server.use(
    http.get(apiUrl(apiPaths.myTitleStats), () => HttpResponse.json({ titles: works })),
    http.post(apiUrl(apiPaths.titles), async ({ request }) => {
      const body = (await request.json()) as { displayName: string };
      works.push(stat('t2', body.displayName));
      return HttpResponse.json({ titleId: 't2' }, { status: 201 });
    }),
    http.delete(apiUrl(apiPaths.title('t1')), () => {
      works.splice(0, 1);
      return HttpResponse.json({ ok: true });
    }),
  );
}

describe('useCreateTitle', () => {
  it('refetches the list of works and marks the overview stale', async () => {
    serveWorks();
    const { result, queryClient } = renderWithClient(() => ({
      stats: useQuery(myTitleStatsQuery()),
      create: useCreateTitle(),
    }));
    await waitFor(() => expect(result.current.stats.data?.titles).toHaveLength(1));
    queryClient.setQueryData(myOverviewQuery().queryKey, {
      titleCount: 1,
      chapterCount: 0,
      totalWords: 0,
      readerCount: 0,
      favoriteCount: 0,
      monthRevenue: 0,
    });

    let created: { titleId: string } | undefined;
    await act(async () => {
      created = await result.current.create.mutateAsync({ displayName: 'Sea', genreIds: ['g1'] });
    });

    expect(created).toEqual({ titleId: 't2' });
    expect(result.current.stats.data?.titles.map((t) => t.displayName)).toEqual([
      'Night Train',
      'Sea',
    ]);
    expect(queryClient.getQueryState(queryKeys.myOverview())?.isInvalidated).toBe(true);
  });

  it('leaves the list alone when creating fails', async () => {
    serveWorks();
    server.use(
      http.post(apiUrl(apiPaths.titles), () =>
        HttpResponse.json(errorBody('DUPLICATED_TITLE_DISPLAY_NAME_AND_OWNER_KEY', 'duplicated'), {
          status: 409,
        }),
      ),
    );
    const { result, queryClient } = renderWithClient(() => ({
      stats: useQuery(myTitleStatsQuery()),
      create: useCreateTitle(),
    }));
    await waitFor(() => expect(result.current.stats.isSuccess).toBe(true));

    await act(async () => {
      await result.current.create
        .mutateAsync({ displayName: 'Night Train', genreIds: ['g1'] })
        .catch(() => undefined);
    });

    expect(result.current.create.isError).toBe(true);
    expect(queryClient.getQueryState(queryKeys.titles.stats())?.isInvalidated).toBe(false);
  });
});

describe('useDeleteTitle', () => {
  it('drops the work from the cache and refetches the list', async () => {
    serveWorks();
    const { result, queryClient } = renderWithClient(() => ({
      stats: useQuery(myTitleStatsQuery()),
      remove: useDeleteTitle(),
    }));
    await waitFor(() => expect(result.current.stats.data?.titles).toHaveLength(1));
    queryClient.setQueryData(queryKeys.titles.detail('t1'), title());

    await act(async () => {
      await result.current.remove.mutateAsync({ titleId: 't1' });
    });

    expect(result.current.stats.data?.titles).toEqual([]);
    expect(queryClient.getQueryData(queryKeys.titles.detail('t1'))).toBeUndefined();
  });

  it('has the ledger and its deleted works asked again: the work’s lines stay, marked deleted', async () => {
    serveWorks();
    const { result, queryClient } = renderWithClient(() => useDeleteTitle());
    queryClient.setQueryData(queryKeys.revenue.details({ titleId: 't1' }), { lines: [] });
    queryClient.setQueryData(queryKeys.revenue.deletedTitles(), { titles: [] });

    await act(async () => {
      await result.current.mutateAsync({ titleId: 't1' });
    });

    for (const queryKey of [
      queryKeys.revenue.details({ titleId: 't1' }),
      queryKeys.revenue.deletedTitles(),
    ]) {
      expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
    }
  });
});

/** GET me answers from `state`; the write endpoints change it. */
function serveMember(state: { member: Member | null }) {
  server.use(
    http.get(apiUrl(apiPaths.me), () =>
      state.member
        ? HttpResponse.json(state.member)
        : HttpResponse.json(errorBody('Unauthorized', 'sign in first'), { status: 401 }),
    ),
    http.post(apiUrl(apiPaths.agreeCreatorTerms), () => {
      state.member = member({ agreedTerms: { creator: true } });
      return HttpResponse.json(state.member);
    }),
    http.post(apiUrl(apiPaths.signOut), () => {
      state.member = null;
      return HttpResponse.json({ ok: true });
    }),
  );
}

describe('useAgreeCreatorTerms', () => {
  it('takes the member from the answer, whose terms are then agreed', async () => {
    serveMember({ member: member({ agreedTerms: { creator: false } }) });
    const { result } = renderWithClient(() => ({
      me: useQuery(meQuery()),
      agree: useAgreeCreatorTerms(),
    }));
    await waitFor(() => expect(result.current.me.data?.agreedTerms.creator).toBe(false));

    await act(async () => {
      await result.current.agree.mutateAsync();
    });

    expect(result.current.me.data?.agreedTerms.creator).toBe(true);
  });
});

describe('useSignOut', () => {
  it('refetches the member, which is then nobody', async () => {
    serveMember({ member: member() });
    const { result } = renderWithClient(() => ({
      me: useQuery(meQuery()),
      signOut: useSignOut(),
    }));
    await waitFor(() => expect(result.current.me.data?.memberId).toBe('m1'));

    await act(async () => {
      await result.current.signOut.mutateAsync();
    });

    expect(result.current.me.data).toBeNull();
  });
});

const chapter = (overrides: Partial<Chapter> = {}): Chapter => ({
  chapterId: 'c1',
  titleId: 't1',
  collectionId: null,
  displayName: 'Chapter 1',
  order: 1,
  state: 'DRAFT',
  isFree: true,
  price: 0,
  wordCount: 5,
  publishAt: null,
  readerCount: 0,
  commentCount: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
  content: '<p>Hello</p>',
  authorNote: '',
  commentsEnabled: true,
  version: 1,
  ...overrides,
});

describe('usePutChapter', () => {
  it('keeps the saved version and refetches the work’s chapter list', async () => {
    let saved = chapter();
    let listCalls = 0;
    server.use(
      http.get(apiUrl(apiPaths.chapter('c1')), () => HttpResponse.json(saved)),
      http.put(apiUrl(apiPaths.chapter('c1')), async ({ request }) => {
        const body = (await request.json()) as { content: string };
        saved = chapter({ content: body.content, version: saved.version + 1 });
        return HttpResponse.json(saved);
      }),
      http.get(apiUrl(apiPaths.titleChapters('t1')), () => {
        listCalls += 1;
        return HttpResponse.json({ titleId: 't1', collections: [], chapters: [saved] });
      }),
    );
    const { result } = renderWithClient(() => ({
      chapter: useQuery(chapterQuery('c1')),
      list: useQuery(titleChaptersQuery('t1')),
      save: usePutChapter(),
    }));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.chapter.data?.version).toBe(1));

    await act(async () => {
      await result.current.save.mutateAsync({
        chapterId: 'c1',
        body: { content: '<p>Bye</p>', baseVersion: 1 },
      });
    });

    expect(result.current.chapter.data).toMatchObject({ version: 2, content: '<p>Bye</p>' });
    expect(listCalls).toBe(2);
  });
});

describe('useCreateWithdrawal', () => {
  it('refetches the withdrawable amount', async () => {
    let withdrawable = 5000;
    server.use(
      http.get(apiUrl(apiPaths.withdrawable), () =>
        HttpResponse.json<WithdrawableInfo>({
          withdrawableAmount: withdrawable,
          pendingAmount: 0,
          minimumAmount: 1000,
          fee: 15,
          bankAccount: null,
        }),
      ),
      http.post(apiUrl(apiPaths.withdrawals), () => {
        withdrawable = 0;
        return HttpResponse.json(
          {
            withdrawalId: 'w1',
            requestedAt: '2026-01-01T00:00:00.000Z',
            amount: 5000,
            fee: 15,
            netAmount: 4985,
            accountMasked: '****1234',
            bankCode: '812',
            status: 'PENDING',
            failureReason: null,
            paidAt: null,
          },
          { status: 201 },
        );
      }),
    );
    const { result } = renderWithClient(() => ({
      info: useQuery(withdrawableQuery()),
      create: useCreateWithdrawal(),
    }));
    await waitFor(() => expect(result.current.info.data?.withdrawableAmount).toBe(5000));

    await act(async () => {
      await result.current.create.mutateAsync({
        requestId: 'req-00000001',
        amount: 5000,
        payeeName: 'Demo',
        bankCode: '812',
        branchCode: '0001',
        accountNumber: '1234567890',
      });
    });

    expect(result.current.info.data?.withdrawableAmount).toBe(0);
  });

  it('puts the new withdrawal on the record’s first page once, even when a retry answers it again', async () => {
    const made: Withdrawal = {
      withdrawalId: 'w-new',
      requestedAt: '2026-02-01T00:00:00.000Z',
      amount: 2000,
      fee: 30,
      netAmount: 1970,
      accountMasked: '****9012',
      bankCode: '812',
      status: 'PENDING',
      failureReason: null,
      paidAt: null,
    };
    const older = { ...made, withdrawalId: 'w-old', status: 'SUCCESS' as const };
    // The server is slow to show the new row: only the cache write can show it at once.
    let listed: Withdrawal[] = [older];
    server.use(
      http.get(apiUrl(apiPaths.withdrawals), () =>
        HttpResponse.json<WithdrawalPage>({
          withdrawals: listed,
          current: 1,
          limit: 10,
          total: listed.length,
          more: false,
        }),
      ),
      http.get(apiUrl(apiPaths.withdrawable), () =>
        HttpResponse.json<WithdrawableInfo>({
          withdrawableAmount: 0,
          pendingAmount: 2000,
          minimumAmount: 1000,
          fee: 30,
          bankAccount: null,
        }),
      ),
      http.post(apiUrl(apiPaths.withdrawals), () => {
        listed = [made, older];
        return HttpResponse.json(made, { status: 201 });
      }),
    );
    const { result, queryClient } = renderWithClient(() => ({
      create: useCreateWithdrawal(),
    }));
    await queryClient.prefetchQuery(withdrawalsQuery({ current: 1, limit: 10 }));

    const body = { requestId: 'req-00000002', amount: 2000, useSavedAccount: true } as const;
    await act(async () => {
      await result.current.create.mutateAsync(body);
      await result.current.create.mutateAsync(body);
    });

    const page = queryClient.getQueryData<WithdrawalPage>(
      withdrawalsQuery({ current: 1, limit: 10 }).queryKey,
    );
    expect(page?.withdrawals.map((w) => w.withdrawalId)).toEqual(['w-new', 'w-old']);
    expect(page?.total).toBe(2);
    // Marked stale, so the record refetches it when it is next shown.
    expect(
      queryClient.getQueryState(withdrawalsQuery({ current: 1, limit: 10 }).queryKey)
        ?.isInvalidated,
    ).toBe(true);
  });
});

/*
 * What each mutation sends, and what follows it. A mutation whose answer is the resource puts that
 * answer in the cache instead of fetching it again; lists and counts it cannot update are marked
 * stale (and refetch only where they are on screen).
 */

interface Sent {
  method: string;
  path: string;
  idempotencyKey: string | null;
}

/** Every request the client makes, in order, with its Idempotency-Key header. */
function recordRequests(): Sent[] {
  const sent: Sent[] = [];
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      idempotencyKey: request.headers.get(IDEMPOTENCY_KEY_HEADER),
    });
  });
  return sent;
}

afterEach(() => server.events.removeAllListeners());

const requests = (sent: Sent[]) => sent.map(({ method, path }) => `${method} ${path}`);

/** A server holding one work: GET, PUT, target audience, publish, unpublish, sync, cover. */
function serveTitle(initial = title()) {
  let current = initial;
  const answer = (changes: Partial<typeof current>) => {
    current = { ...current, ...changes, updatedAt: '2026-02-01T00:00:00.000Z' };
    return HttpResponse.json(current);
  };
  server.use(
    http.get(apiUrl(apiPaths.title('t1')), () => HttpResponse.json(current)),
    http.put(apiUrl(apiPaths.title('t1')), async ({ request }) =>
      answer((await request.json()) as Partial<typeof current>),
    ),
    http.put(apiUrl(apiPaths.targetAudience), async ({ request }) => {
      const body = (await request.json()) as { targetAudience: 'Adults' };
      return answer({ targetAudience: body.targetAudience });
    }),
    http.post(apiUrl(apiPaths.publishTitle('t1')), async ({ request }) => {
      const body = (await request.json()) as { listingFrom: string };
      return answer({ listingFrom: body.listingFrom });
    }),
    http.post(apiUrl(apiPaths.unpublishTitle('t1')), () => answer({ listingFrom: null })),
    http.post(apiUrl(apiPaths.syncTitle('t1')), () =>
      answer({ syncedAt: '2026-02-01T00:00:00.000Z' }),
    ),
    http.post(apiUrl(apiPaths.titleCover('t1')), () =>
      answer({ coverUrl: 'http://api.test/covers/t1?v=2' }),
    ),
  );
}

/** The all-time statistics, naming every work the server holds now (`works`). */
function serveOveralls(works: { titleId: string; displayName: string }[]) {
  const metrics = {
    readers: 0,
    views: 0,
    favorites: 0,
    comments: 0,
    ticketUses: 0,
    paidUnlocks: 0,
    gifts: 0,
    revenue: 0,
  };
  server.use(
    http.get(apiUrl(apiPaths.totalOveralls), () =>
      HttpResponse.json<TotalOveralls>({
        metrics,
        titles: works.map((work) => ({ ...work, metrics })),
      }),
    ),
  );
}

describe('the data center follows the works at once', () => {
  const names = (data: TotalOveralls | undefined) => data?.titles.map((t) => t.displayName);

  it('lists a new work and a new name as soon as they are saved', async () => {
    const works = [{ titleId: 't1', displayName: 'Night Train' }];
    serveOveralls(works);
    serveTitle();
    server.use(
      http.post(apiUrl(apiPaths.titles), async ({ request }) => {
        const body = (await request.json()) as { displayName: string };
        works.push({ titleId: 't2', displayName: body.displayName });
        return HttpResponse.json({ titleId: 't2' }, { status: 201 });
      }),
    );
    const { result } = renderWithClient(() => ({
      overalls: useQuery(totalOverallsQuery()),
      create: useCreateTitle(),
      update: useUpdateTitle(),
    }));
    await waitFor(() => expect(names(result.current.overalls.data)).toEqual(['Night Train']));

    await act(async () => {
      await result.current.create.mutateAsync({ displayName: 'Sea', genreIds: ['g1'] });
    });
    await waitFor(() =>
      expect(names(result.current.overalls.data)).toEqual(['Night Train', 'Sea']),
    );

    works[0] = { titleId: 't1', displayName: 'Day Boat' };
    await act(async () => {
      await result.current.update.mutateAsync({ titleId: 't1', body: { displayName: 'Day Boat' } });
    });
    await waitFor(() => expect(names(result.current.overalls.data)).toEqual(['Day Boat', 'Sea']));
  });

  it('marks every statistic stale after a publish, an unpublish, a sync, a cover or an audience', async () => {
    serveTitle();
    const { result, queryClient } = renderWithClient(() => ({
      publish: usePublishTitle(),
      unpublish: useUnpublishTitle(),
      sync: useSyncTitle(),
      cover: useUploadTitleCover(),
      audience: usePutTargetAudience(),
    }));
    const cached = [
      queryKeys.stats.totalOveralls(),
      queryKeys.stats.titleOveralls('t1'),
      queryKeys.stats.monthlyByTitle({ startDate: '2026-01-01', endDate: '2026-01-07' }),
    ];
    const stale = () => cached.map((key) => queryClient.getQueryState(key)?.isInvalidated);
    const steps: Array<() => Promise<unknown>> = [
      () =>
        result.current.publish.mutateAsync({
          titleId: 't1',
          body: { listingFrom: '2026-03-01T12:00:00+08:00' },
        }),
      () => result.current.unpublish.mutateAsync('t1'),
      () => result.current.sync.mutateAsync('t1'),
      () => result.current.cover.mutateAsync({ titleId: 't1', file: new Blob(['png']) }),
      () => result.current.audience.mutateAsync({ titleId: 't1', targetAudience: 'Adults' }),
    ];
    for (const step of steps) {
      for (const key of cached) queryClient.setQueryData(key, {});
      expect(stale()).toEqual([false, false, false]);
      await act(step);
      expect(stale()).toEqual([true, true, true]);
    }
  });
});

describe('work mutations trust the answer', () => {
  it('saves settings and target audience with one PUT each and no refetch of the work', async () => {
    serveTitle();
    const sent = recordRequests();
    const { result, queryClient } = renderWithClient(() => ({
      title: useQuery(titleQuery('t1')),
      update: useUpdateTitle(),
      audience: usePutTargetAudience(),
    }));
    await waitFor(() => expect(result.current.title.data?.displayName).toBe('Night Train'));
    queryClient.setQueryData(myTitleStatsQuery().queryKey, { titles: [] });

    await act(async () => {
      await result.current.update.mutateAsync({ titleId: 't1', body: { displayName: 'Day Boat' } });
      await result.current.audience.mutateAsync({ titleId: 't1', targetAudience: 'Adults' });
    });

    expect(requests(sent)).toEqual([
      `GET ${apiPaths.title('t1')}`,
      `PUT ${apiPaths.title('t1')}`,
      `PUT ${apiPaths.targetAudience}`,
    ]);
    expect(result.current.title.data).toMatchObject({
      displayName: 'Day Boat',
      targetAudience: 'Adults',
    });
    // The list of works shows the name: it is stale, not refetched here (not on screen).
    expect(queryClient.getQueryState(queryKeys.titles.stats())?.isInvalidated).toBe(true);
  });

  it('publishes, unpublishes, syncs and uploads a cover without fetching the work again', async () => {
    serveTitle();
    const sent = recordRequests();
    const { result } = renderWithClient(() => ({
      title: useQuery(titleQuery('t1')),
      publish: usePublishTitle(),
      unpublish: useUnpublishTitle(),
      sync: useSyncTitle(),
      cover: useUploadTitleCover(),
    }));
    await waitFor(() => expect(result.current.title.isSuccess).toBe(true));
    const listingFrom = '2026-03-01T12:00:00+08:00';

    await act(async () => {
      await result.current.publish.mutateAsync({ titleId: 't1', body: { listingFrom } });
    });
    expect(result.current.title.data?.listingFrom).toBe(listingFrom);
    await act(async () => {
      await result.current.unpublish.mutateAsync('t1');
    });
    expect(result.current.title.data?.listingFrom).toBeNull();
    await act(async () => {
      await result.current.sync.mutateAsync('t1');
      await result.current.cover.mutateAsync({ titleId: 't1', file: new Blob(['png']) });
    });

    expect(requests(sent)).toEqual([
      `GET ${apiPaths.title('t1')}`,
      `POST ${apiPaths.publishTitle('t1')}`,
      `POST ${apiPaths.unpublishTitle('t1')}`,
      `POST ${apiPaths.syncTitle('t1')}`,
      `POST ${apiPaths.titleCover('t1')}`,
    ]);
    expect(result.current.title.data).toMatchObject({
      syncedAt: '2026-02-01T00:00:00.000Z',
      coverUrl: 'http://api.test/covers/t1?v=2',
    });
  });

  it('sends the idempotency key of a create and of a delete as a header, never in the body', async () => {
    let created: unknown;
    server.use(
      http.post(apiUrl(apiPaths.titles), async ({ request }) => {
        created = await request.json();
        return HttpResponse.json({ titleId: 't2' }, { status: 201 });
      }),
      http.delete(apiUrl(apiPaths.title('t2')), () => HttpResponse.json({ ok: true })),
    );
    const sent = recordRequests();
    const { result } = renderWithClient(() => ({
      create: useCreateTitle(),
      remove: useDeleteTitle(),
    }));

    await act(async () => {
      await result.current.create.mutateAsync({
        displayName: 'Sea',
        genreIds: ['g1'],
        idempotencyKey: 'key-create',
      });
      await result.current.remove.mutateAsync({ titleId: 't2', idempotencyKey: 'key-delete' });
    });

    expect(created).toEqual({ displayName: 'Sea', genreIds: ['g1'] });
    expect(sent.map(({ method, idempotencyKey }) => [method, idempotencyKey])).toEqual([
      ['POST', 'key-create'],
      ['DELETE', 'key-delete'],
    ]);
  });

  it('sends no idempotency header without a key', async () => {
    serveTitle();
    const sent = recordRequests();
    const { result } = renderWithClient(() => useUpdateTitle());
    await act(async () => {
      await result.current.mutateAsync({ titleId: 't1', body: { intro: 'x' } });
    });
    expect(sent).toEqual([{ method: 'PUT', path: apiPaths.title('t1'), idempotencyKey: null }]);
  });
});

describe('chapter mutations trust the answer', () => {
  it('renames from the answer: the chapter is not fetched again, its work’s list is', async () => {
    let current = chapter();
    server.use(
      http.get(apiUrl(apiPaths.chapter('c1')), () => HttpResponse.json(current)),
      http.get(apiUrl(apiPaths.titleChapters('t1')), () =>
        HttpResponse.json({ titleId: 't1', collections: [], chapters: [current] }),
      ),
      http.put(apiUrl(apiPaths.chapterName('c1')), async ({ request }) => {
        const { displayName } = (await request.json()) as { displayName: string };
        current = chapter({ displayName, version: current.version + 1 });
        return HttpResponse.json(current);
      }),
    );
    const sent = recordRequests();
    const { result } = renderWithClient(() => ({
      chapter: useQuery(chapterQuery('c1')),
      list: useQuery(titleChaptersQuery('t1')),
      rename: useRenameChapter(),
    }));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.chapter.isSuccess).toBe(true));

    await act(async () => {
      await result.current.rename.mutateAsync({
        chapterId: 'c1',
        body: { displayName: 'Prologue' },
      });
    });

    // The cached chapter carries the new version, so the editor's next save is not a conflict.
    expect(result.current.chapter.data).toMatchObject({ displayName: 'Prologue', version: 2 });
    await waitFor(() =>
      expect(result.current.list.data?.chapters[0]?.displayName).toBe('Prologue'),
    );
    expect(requests(sent).filter((r) => r === `GET ${apiPaths.chapter('c1')}`)).toHaveLength(1);
    expect(requests(sent).filter((r) => r === `GET ${apiPaths.titleChapters('t1')}`)).toHaveLength(
      2,
    );
  });

  it('creates a chapter and saves one with their keys; ticket settings and counts go stale', async () => {
    server.use(
      http.post(apiUrl(apiPaths.titleChapters('t1')), () =>
        HttpResponse.json(chapter({ chapterId: 'c2' }), { status: 201 }),
      ),
      http.put(apiUrl(apiPaths.chapter('c2')), () =>
        HttpResponse.json(chapter({ chapterId: 'c2', isFree: false, price: 5, version: 2 })),
      ),
    );
    const sent = recordRequests();
    const { result, queryClient } = renderWithClient(() => ({
      create: useCreateChapter(),
      save: usePutChapter(),
    }));
    queryClient.setQueryData(queryKeys.titles.readingTicketSettings('t1'), {
      titleId: 't1',
      selectionType: 'NONE',
      chapters: [],
    });
    queryClient.setQueryData(queryKeys.titles.stats(), { titles: [] });

    await act(async () => {
      await result.current.create.mutateAsync({
        titleId: 't1',
        body: { displayName: 'Chapter 2' },
        idempotencyKey: 'key-new-chapter',
      });
    });
    expect(queryClient.getQueryData(queryKeys.chapters.detail('c2'))).toMatchObject({
      version: 1,
    });
    queryClient.setQueryData(queryKeys.titles.readingTicketSettings('t1'), {
      titleId: 't1',
      selectionType: 'NONE',
      chapters: [],
    });
    await act(async () => {
      await result.current.save.mutateAsync({
        chapterId: 'c2',
        body: { isFree: false, price: 5, baseVersion: 1 },
        idempotencyKey: 'key-save',
      });
    });

    expect(sent).toEqual([
      { method: 'POST', path: apiPaths.titleChapters('t1'), idempotencyKey: 'key-new-chapter' },
      { method: 'PUT', path: apiPaths.chapter('c2'), idempotencyKey: 'key-save' },
    ]);
    expect(queryClient.getQueryData(queryKeys.chapters.detail('c2'))).toMatchObject({
      price: 5,
      version: 2,
    });
    // A price shows in the ticket settings: they are stale after the save.
    expect(
      queryClient.getQueryState(queryKeys.titles.readingTicketSettings('t1'))?.isInvalidated,
    ).toBe(true);
  });

  it('marks the home overview stale after a chapter is created, saved or deleted', async () => {
    server.use(
      http.post(apiUrl(apiPaths.titleChapters('t1')), () =>
        HttpResponse.json(chapter({ chapterId: 'c2' }), { status: 201 }),
      ),
      http.put(apiUrl(apiPaths.chapter('c2')), () =>
        HttpResponse.json(chapter({ chapterId: 'c2', wordCount: 900, version: 2 })),
      ),
      http.delete(apiUrl(apiPaths.chapter('c2')), () => HttpResponse.json({ ok: true })),
    );
    const { result, queryClient } = renderWithClient(() => ({
      create: useCreateChapter(),
      save: usePutChapter(),
      remove: useDeleteChapter(),
    }));
    // Its chapter count and total words change with each of them.
    const overviewStale = () =>
      queryClient.getQueryState(queryKeys.myOverview())?.isInvalidated ?? false;
    const freshOverview = () =>
      queryClient.setQueryData(myOverviewQuery().queryKey, {
        titleCount: 1,
        chapterCount: 1,
        totalWords: 5,
        readerCount: 0,
        favoriteCount: 0,
        monthRevenue: 0,
      });

    freshOverview();
    await act(async () => {
      await result.current.create.mutateAsync({ titleId: 't1', body: { displayName: 'Two' } });
    });
    expect(overviewStale()).toBe(true);

    freshOverview();
    await act(async () => {
      await result.current.save.mutateAsync({ chapterId: 'c2', body: { content: '<p>…</p>' } });
    });
    expect(overviewStale()).toBe(true);

    freshOverview();
    await act(async () => {
      await result.current.remove.mutateAsync({ chapterId: 'c2', titleId: 't1' });
    });
    expect(overviewStale()).toBe(true);
  });

  it('deletes a chapter and a collection with their keys', async () => {
    server.use(
      http.delete(apiUrl(apiPaths.chapter('c1')), () => HttpResponse.json({ ok: true })),
      http.delete(apiUrl(apiPaths.collection('k1')), () => HttpResponse.json({ ok: true })),
    );
    const sent = recordRequests();
    const { result } = renderWithClient(() => ({
      chapter: useDeleteChapter(),
      collection: useDeleteCollection(),
    }));
    await act(async () => {
      await result.current.chapter.mutateAsync({
        chapterId: 'c1',
        titleId: 't1',
        idempotencyKey: 'key-1',
      });
      await result.current.collection.mutateAsync({
        collectionId: 'k1',
        titleId: 't1',
        idempotencyKey: 'key-2',
      });
    });
    expect(sent.map((r) => r.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('saves the reading-ticket settings without fetching them again', async () => {
    const settings = (selectionType: 'NONE' | 'ALL') => ({
      titleId: 't1',
      selectionType,
      chapters: [],
    });
    server.use(
      http.get(apiUrl(apiPaths.readingTicketSettings), () => HttpResponse.json(settings('NONE'))),
      http.put(apiUrl(apiPaths.readingTicketSettings), () => HttpResponse.json(settings('ALL'))),
    );
    const sent = recordRequests();
    const { result } = renderWithClient(() => ({
      settings: useQuery(readingTicketSettingsQuery('t1')),
      save: usePutReadingTicketSettings(),
    }));
    await waitFor(() => expect(result.current.settings.data?.selectionType).toBe('NONE'));

    await act(async () => {
      await result.current.save.mutateAsync({
        titleId: 't1',
        selectionType: 'ALL',
        chapterIds: [],
      });
    });

    expect(result.current.settings.data?.selectionType).toBe('ALL');
    expect(requests(sent)).toEqual([
      `GET ${apiPaths.readingTicketSettings}`,
      `PUT ${apiPaths.readingTicketSettings}`,
    ]);
  });
});

describe('member mutations trust the answer', () => {
  it('agrees to the terms without fetching the member again', async () => {
    serveMember({ member: member({ agreedTerms: { creator: false } }) });
    const sent = recordRequests();
    const { result } = renderWithClient(() => ({
      me: useQuery(meQuery()),
      agree: useAgreeCreatorTerms(),
    }));
    await waitFor(() => expect(result.current.me.isSuccess).toBe(true));
    await act(async () => {
      await result.current.agree.mutateAsync();
    });
    expect(result.current.me.data?.agreedTerms.creator).toBe(true);
    expect(requests(sent)).toEqual([`GET ${apiPaths.me}`, `POST ${apiPaths.agreeCreatorTerms}`]);
  });

  it('applies for and withdraws the verified badge with keys, from the answers', async () => {
    const info = (status: 'PENDING' | null): VerifiedAuthorInfo => ({
      status,
      appliedAt: status ? '2026-02-01T00:00:00.000Z' : null,
      reviewedAt: null,
      rejectReason: null,
      application: null,
    });
    let posted: unknown;
    server.use(
      http.get(apiUrl(apiPaths.verifiedAuthor), () => HttpResponse.json(info(null))),
      http.post(apiUrl(apiPaths.verifiedAuthor), async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json(info('PENDING'), { status: 201 });
      }),
      http.delete(apiUrl(apiPaths.verifiedAuthor), () => HttpResponse.json(info(null))),
    );
    const sent = recordRequests();
    const { result } = renderWithClient(() => ({
      info: useQuery(verifiedAuthorQuery()),
      apply: useApplyVerifiedAuthor(),
      withdraw: useWithdrawVerifiedAuthor(),
    }));
    await waitFor(() => expect(result.current.info.isSuccess).toBe(true));
    const application = {
      penName: 'Pen',
      realName: 'Real',
      email: 'a@example.com',
      phone: '0912345678',
      links: ['https://example.com'],
      statement: 'Hi',
      consent: true as const,
    };

    await act(async () => {
      await result.current.apply.mutateAsync({ ...application, idempotencyKey: 'key-apply' });
    });
    expect(result.current.info.data?.status).toBe('PENDING');
    expect(posted).toEqual(application);
    await act(async () => {
      await result.current.withdraw.mutateAsync({ idempotencyKey: 'key-withdraw' });
    });
    expect(result.current.info.data?.status).toBeNull();

    expect(sent).toEqual([
      { method: 'GET', path: apiPaths.verifiedAuthor, idempotencyKey: null },
      { method: 'POST', path: apiPaths.verifiedAuthor, idempotencyKey: 'key-apply' },
      { method: 'DELETE', path: apiPaths.verifiedAuthor, idempotencyKey: 'key-withdraw' },
    ]);
  });
});
