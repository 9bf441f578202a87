import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type {
  Chapter,
  Member,
  TitleStatList,
  Withdrawal,
  WithdrawableInfo,
  WithdrawalPage,
} from './contract/models';
import { apiPaths } from './contract/paths';
import { chapterQuery, titleChaptersQuery, usePutChapter } from './chapters';
import { queryKeys } from './keys';
import { meQuery, useAgreeCreatorTerms, useSignOut } from './member';
import { myOverviewQuery } from './overview';
import { createQueryClient } from './query-client';
import { myTitleStatsQuery, useCreateTitle, useDeleteTitle } from './titles';
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
      await result.current.remove.mutateAsync('t1');
    });

    expect(result.current.stats.data?.titles).toEqual([]);
    expect(queryClient.getQueryData(queryKeys.titles.detail('t1'))).toBeUndefined();
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
  it('refetches the member, whose terms are then agreed', async () => {
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
