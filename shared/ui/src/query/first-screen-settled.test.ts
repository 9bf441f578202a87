import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { whenFirstScreenSettled } from './first-screen-settled';

/** A query whose answer the test gives (resolve) when it wants. */
function startQuery(queryClient: QueryClient, key: string) {
  let answer: (value: string) => void = () => {};
  const observer = new QueryObserver(queryClient, {
    queryKey: [key],
    queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
  });
  const unsubscribe = observer.subscribe(() => {});
  return {
    answer: (value: string) => answer(value),
    unsubscribe,
  };
}

/**
 * Whether the promise has settled once `ms` more have passed on jest's clock (every timer due by
 * then has run, and the promise work it led to): no real time passes, so a busy machine cannot
 * change the answer.
 */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await jest.advanceTimersByTimeAsync(ms);
  return done;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('whenFirstScreenSettled', () => {
  it('waits for the first screen to ask, then for every answer and a quiet moment', async () => {
    const queryClient = new QueryClient();
    const settled = whenFirstScreenSettled(queryClient, { quietMs: 40 });
    // Nothing asked yet: the screen has not rendered.
    expect(await settledAfter(settled, 80)).toBe(false);

    const member = startQuery(queryClient, 'member');
    expect(await settledAfter(settled, 80)).toBe(false);
    member.answer('林語晨');
    // Answered, but the quiet time has not passed.
    expect(await settledAfter(settled, 5)).toBe(false);
    expect(await settledAfter(settled, 120)).toBe(true);
    member.unsubscribe();
  });

  it('a request that a first answer leads to, inside the quiet time, is waited for too', async () => {
    const queryClient = new QueryClient();
    const settled = whenFirstScreenSettled(queryClient, { quietMs: 60 });
    const member = startQuery(queryClient, 'member');
    member.answer('林語晨');
    await jest.advanceTimersByTimeAsync(20);
    const overview = startQuery(queryClient, 'overview');
    expect(await settledAfter(settled, 150)).toBe(false);
    overview.answer('ok');
    expect(await settledAfter(settled, 150)).toBe(true);
    member.unsubscribe();
    overview.unsubscribe();
  });

  it('gives up waiting after maxWaitMs, so the work it holds back always starts', async () => {
    const queryClient = new QueryClient();
    const never = startQuery(queryClient, 'slow');
    const settled = whenFirstScreenSettled(queryClient, { quietMs: 10, maxWaitMs: 60 });
    expect(await settledAfter(settled, 20)).toBe(false);
    expect(await settledAfter(settled, 120)).toBe(true);
    never.unsubscribe();
  });

  it('is one promise per QueryClient: everything that waits starts together', () => {
    const queryClient = new QueryClient();
    expect(whenFirstScreenSettled(queryClient)).toBe(whenFirstScreenSettled(queryClient));
    expect(whenFirstScreenSettled(new QueryClient())).not.toBe(whenFirstScreenSettled(queryClient));
  });
});
