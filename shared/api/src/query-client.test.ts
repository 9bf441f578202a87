import { MutationObserver, QueryObserver, focusManager } from '@tanstack/react-query';
import type { JsonBodyType } from 'msw';
import { apiPaths } from './contract/paths';
import { queryKeys } from './keys';
import { meQuery } from './member';
import { createQueryClient } from './query-client';
import { deleteTitle, titleQuery } from './titles';
import { member, title } from './test/fixtures';
import { HttpResponse, apiUrl, errorBody, http, server, setupMswServer } from './test/msw';

setupMswServer();

const answerTitle = (status: number, body: JsonBodyType) =>
  server.use(http.get(apiUrl(apiPaths.title('t1')), () => HttpResponse.json(body, { status })));

describe('createQueryClient', () => {
  it('does not retry a failed query', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl(apiPaths.title('t1')), () => {
        calls += 1;
        return HttpResponse.json(errorBody('InternalFailure', 'down'), { status: 500 });
      }),
    );
    const queryClient = createQueryClient();

    await expect(queryClient.fetchQuery(titleQuery('t1'))).rejects.toThrow();
    expect(calls).toBe(1);
  });

  it('does not refetch when the window regains focus', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl(apiPaths.title('t1')), () => {
        calls += 1;
        return HttpResponse.json(title());
      }),
    );
    const queryClient = createQueryClient();
    const observer = new QueryObserver(queryClient, { ...titleQuery('t1'), staleTime: 0 });
    const unsubscribe = observer.subscribe(() => {});
    await waitUntil(() => observer.getCurrentResult().isSuccess);

    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(calls).toBe(1);
    unsubscribe();
    focusManager.setFocused(undefined);
  });

  it('drops the cached member when a query answers 401', async () => {
    answerTitle(401, errorBody('Unauthorized', 'sign in first'));
    const showError = jest.fn();
    const queryClient = createQueryClient({ showError });
    queryClient.setQueryData(queryKeys.member.me(), member());

    await expect(queryClient.fetchQuery(titleQuery('t1'))).rejects.toThrow();

    expect(queryClient.getQueryData(queryKeys.member.me())).toBeUndefined();
    // The login gate says it; no toast on top.
    expect(showError).not.toHaveBeenCalled();
  });

  it('makes a watched member query refetch after a 401, so the login gate comes back', async () => {
    let signedIn = true;
    server.use(
      http.get(apiUrl(apiPaths.me), () =>
        signedIn
          ? HttpResponse.json(member())
          : HttpResponse.json(errorBody('Unauthorized', 'sign in first'), { status: 401 }),
      ),
    );
    answerTitle(401, errorBody('Unauthorized', 'sign in first'));
    const queryClient = createQueryClient();
    const gate = new QueryObserver(queryClient, meQuery());
    const unsubscribe = gate.subscribe(() => {});
    await waitUntil(() => gate.getCurrentResult().data?.memberId === 'm1');

    signedIn = false;
    await expect(queryClient.fetchQuery(titleQuery('t1'))).rejects.toThrow();

    await waitUntil(
      () => gate.getCurrentResult().isSuccess && gate.getCurrentResult().data === null,
    );
    unsubscribe();
  });

  it('drops the cached member when a mutation answers 401', async () => {
    server.use(
      http.delete(apiUrl(apiPaths.title('t1')), () =>
        HttpResponse.json(errorBody('Unauthorized', 'sign in first'), { status: 401 }),
      ),
    );
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.member.me(), member());

    const mutation = new MutationObserver(queryClient, {
      mutationFn: (titleId: string) => deleteTitle(titleId),
    });
    await expect(mutation.mutate('t1')).rejects.toThrow();

    expect(queryClient.getQueryData(queryKeys.member.me())).toBeUndefined();
  });

  it('fetches the member again when the server says the creator terms are not agreed, without a toast', async () => {
    let agreed = true;
    server.use(
      http.get(apiUrl(apiPaths.me), () =>
        HttpResponse.json(member({ agreedTerms: { creator: agreed } })),
      ),
    );
    answerTitle(403, errorBody('CreatorTermsNotAgreed', '請先同意創作者條款，才能使用創作者功能'));
    const showError = jest.fn();
    const queryClient = createQueryClient({ showError });
    const gate = new QueryObserver(queryClient, meQuery());
    const unsubscribe = gate.subscribe(() => {});
    await waitUntil(() => gate.getCurrentResult().data?.agreedTerms.creator === true);

    agreed = false;
    await expect(queryClient.fetchQuery(titleQuery('t1'))).rejects.toThrow();

    await waitUntil(() => gate.getCurrentResult().data?.agreedTerms.creator === false);
    // The welcome dialog says it; no toast on top.
    expect(showError).not.toHaveBeenCalled();
    unsubscribe();
  });

  it("calls onNotFound for a 404 'not found', from a query or a mutation", async () => {
    answerTitle(404, errorBody('NotFound', 'not found'));
    server.use(
      http.delete(apiUrl(apiPaths.title('t1')), () =>
        HttpResponse.json(errorBody('NotFound', 'not found'), { status: 404 }),
      ),
    );
    const onNotFound = jest.fn();
    const showError = jest.fn();
    const queryClient = createQueryClient({ onNotFound, showError });
    queryClient.setQueryData(queryKeys.member.me(), member());

    await expect(queryClient.fetchQuery(titleQuery('t1'))).rejects.toThrow();
    expect(onNotFound).toHaveBeenCalledTimes(1);

    const mutation = new MutationObserver(queryClient, {
      mutationFn: (titleId: string) => deleteTitle(titleId),
    });
    await expect(mutation.mutate('t1')).rejects.toThrow();
    expect(onNotFound).toHaveBeenCalledTimes(2);
    expect(showError).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(queryKeys.member.me())).toEqual(member());
  });

  it('leaves other errors to the screen', async () => {
    answerTitle(404, errorBody('NotFound', 'chapter not found'));
    const onNotFound = jest.fn();
    const queryClient = createQueryClient({ onNotFound });
    queryClient.setQueryData(queryKeys.member.me(), member());

    await expect(queryClient.fetchQuery(titleQuery('t1'))).rejects.toThrow();

    expect(onNotFound).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(queryKeys.member.me())).toEqual(member());
  });
});

describe('the error display policy', () => {
  const failingDelete = (status: number) =>
    server.use(
      http.delete(apiUrl(apiPaths.title('t1')), () =>
        HttpResponse.json(errorBody('InternalFailure', 'down'), { status }),
      ),
    );

  it('toasts a failed mutation unless it says inline or silent', async () => {
    failingDelete(500);
    const showError = jest.fn();
    const queryClient = createQueryClient({ showError });
    const run = (meta?: { errorDisplay: 'toast' | 'inline' | 'silent' }) =>
      new MutationObserver(queryClient, {
        mutationFn: (titleId: string) => deleteTitle(titleId),
        meta,
      }).mutate('t1');

    await expect(run()).rejects.toThrow();
    expect(showError).toHaveBeenCalledTimes(1);
    await expect(run({ errorDisplay: 'toast' })).rejects.toThrow();
    expect(showError).toHaveBeenCalledTimes(2);
    await expect(run({ errorDisplay: 'inline' })).rejects.toThrow();
    await expect(run({ errorDisplay: 'silent' })).rejects.toThrow();
    expect(showError).toHaveBeenCalledTimes(2);
  });

  it("does not toast a query's first failure (the screen shows it), only a background refetch's", async () => {
    answerTitle(500, errorBody('InternalFailure', 'down'));
    const showError = jest.fn();
    const queryClient = createQueryClient({ showError });

    await expect(queryClient.fetchQuery(titleQuery('t1'))).rejects.toThrow();
    expect(showError).not.toHaveBeenCalled();

    queryClient.setQueryData(titleQuery('t1').queryKey, title());
    await queryClient.refetchQueries({ queryKey: titleQuery('t1').queryKey });
    await waitUntil(() => showError.mock.calls.length === 1);
    expect(queryClient.getQueryData(titleQuery('t1').queryKey)).toEqual(title());
  });

  it('keeps a background refetch quiet when the query says silent', async () => {
    answerTitle(500, errorBody('InternalFailure', 'down'));
    const showError = jest.fn();
    const queryClient = createQueryClient({ showError });
    queryClient.setQueryData(titleQuery('t1').queryKey, title());
    const observer = new QueryObserver(queryClient, {
      ...titleQuery('t1'),
      staleTime: 0,
      meta: { errorDisplay: 'silent' },
    });
    const unsubscribe = observer.subscribe(() => {});
    await waitUntil(() => observer.getCurrentResult().isRefetchError);
    expect(showError).not.toHaveBeenCalled();
    unsubscribe();
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
