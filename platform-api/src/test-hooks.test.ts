import type { Member } from '@creator/api/contract';
import { createTestApp, untilATimerIsSet } from './testing/harness';

describe('fault injection', () => {
  it('is off by default: the hooks are 404 and nothing is injected', async () => {
    const t = createTestApp();
    const response = await t.request('/__test__/faults', {
      method: 'POST',
      body: { path: '/v2/genres', status: 503 },
    });
    expect(response.status).toBe(404);
    expect((await t.request('/v2/genres')).status).toBe(200);
  });

  it('injects a status for a path prefix, a number of times, then clears', async () => {
    const t = createTestApp({ testHooks: true });
    const cookie = await t.signIn('demo@example.com');
    const add = await t.request('/__test__/faults', {
      method: 'POST',
      body: { method: 'get', path: '/v2/creator/*', status: 503, times: 2 },
    });
    expect(add.status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const response = await t.request('/v2/creator/myTitleStats', {
        cookie,
        headers: { Origin: 'http://localhost:3000' },
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
      expect(await response.json()).toEqual({
        code: 'ServiceUnavailable',
        mainError: { message: 'injected fault 503' },
      });
    }
    expect((await t.request('/v2/creator/myTitleStats', { cookie })).status).toBe(200);

    await t.request('/__test__/faults', {
      method: 'POST',
      body: { path: '/v2/genres', status: 500 },
    });
    expect((await t.request('/v2/genres')).status).toBe(500);
    // A different method or path is untouched; DELETE clears every fault.
    expect((await t.request('/v2/genres/x')).status).toBe(404);
    await t.request('/__test__/faults', { method: 'DELETE' });
    expect((await t.request('/v2/genres')).status).toBe(200);
  });

  it('limits a fault to one member, and with after: true lets the request run first', async () => {
    const t = createTestApp({ testHooks: true });
    const demo = await t.signIn('demo@example.com');
    const other = await t.signIn('other@example.com');
    await t.request('/__test__/faults', {
      method: 'POST',
      body: {
        method: 'POST',
        path: '/v2/creator/titles',
        status: 500,
        after: true,
        member: 'other@example.com',
      },
    });
    const create = (cookie: string, displayName: string) =>
      t.request('/v2/creator/titles', {
        method: 'POST',
        cookie,
        body: { displayName, genreIds: ['fantasy'] },
      });
    // Another member's request is untouched.
    expect((await create(demo, '不受影響')).status).toBe(201);
    // The member's own: carried out, then answered with the fault.
    const lost = await create(other, '答案遺失');
    expect(lost.status).toBe(500);
    expect((await lost.json()).mainError.message).toBe('injected fault 500');
    const works = await (await t.request('/v2/creator/myTitleStats', { cookie: other })).json();
    expect(works.titles.map((w: { displayName: string }) => w.displayName)).toContain('答案遺失');
  });

  it('delays a response: it answers only once delayMs has passed', async () => {
    const t = createTestApp({ testHooks: true });
    await t.request('/__test__/faults', {
      method: 'POST',
      body: { path: '/v2/genres', delayMs: 150 },
    });
    // The delay's clock is jest's: nothing here waits, or depends on how busy the machine is.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    try {
      let answer: Response | undefined;
      const answered = t.request('/v2/genres').then((response) => (answer = response));
      await untilATimerIsSet(() => answer !== undefined);
      await jest.advanceTimersByTimeAsync(149);
      expect(answer).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      await answered;
      expect(answer?.status).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  });

  it('resets the database to the seed', async () => {
    const t = createTestApp({ testHooks: true });
    const cookie = await t.signIn('demo@example.com');
    await t.request('/v2/creator/titles/title-mist-city', { method: 'DELETE', cookie });
    expect((await t.request('/v2/creator/titles/title-mist-city', { cookie })).status).toBe(404);
    expect((await t.request('/__test__/reset', { method: 'POST' })).status).toBe(200);
    // Sessions are gone with the rest.
    expect((await t.request('/v2/members/me', { cookie })).status).toBe(401);
    const again = await t.signIn('demo@example.com');
    expect((await t.request('/v2/creator/titles/title-mist-city', { cookie: again })).status).toBe(
      200,
    );
  });

  it('restores one seeded account to its seeded gate, leaving the others alone', async () => {
    const t = createTestApp({ testHooks: true });
    const newcomer = await t.signIn('newcomer@example.com');
    const demo = await t.signIn('demo@example.com');
    const agreed = async () =>
      ((await (await t.request('/v2/members/me', { cookie: newcomer })).json()) as Member)
        .agreedTerms.creator;
    const agree = await t.request('/v2/members/me/agreeCreatorTerms', {
      method: 'POST',
      cookie: newcomer,
      body: { agreed: true },
    });
    expect(agree.status).toBe(200);
    expect(await agreed()).toBe(true);

    const restore = (email: string) =>
      t.request('/__test__/members/restore', { method: 'POST', body: { email } });
    expect((await restore('newcomer@example.com')).status).toBe(200);
    // Still signed in, back before the terms; the demo author's session is untouched.
    expect(await agreed()).toBe(false);
    expect((await t.request('/v2/members/me', { cookie: demo })).status).toBe(200);
    expect((await restore('nobody@example.com')).status).toBe(404);
    expect((await restore('not an email')).status).toBe(400);
  });

  it('lists the recorded tracking calls, all or of one path', async () => {
    const t = createTestApp({ testHooks: true });
    const cookie = await t.signIn('demo@example.com');
    const track = (path: string, body: object) => t.request(path, { method: 'POST', cookie, body });
    await track('/v2/chapter/created/trackEventOnly', { chapterId: 'c1' });
    await track('/v2/chapter/saved/trackEventOnly', { chapterId: 'c1' });
    await track('/v2/title/published/trackEventOnly', { titleId: 't1' });
    const all = await (await t.request('/__test__/trackCalls')).json();
    expect(all.calls.map((c: { path: string }) => c.path)).toEqual([
      '/v2/chapter/created/trackEventOnly',
      '/v2/chapter/saved/trackEventOnly',
      '/v2/title/published/trackEventOnly',
    ]);
    expect(all.calls[0]).toEqual({
      path: '/v2/chapter/created/trackEventOnly',
      memberId: 'member-demo',
      body: { chapterId: 'c1' },
      createdAt: expect.any(String),
    });
    const saved = await (
      await t.request('/__test__/trackCalls?path=/v2/chapter/saved/trackEventOnly')
    ).json();
    expect(saved.calls).toEqual([expect.objectContaining({ body: { chapterId: 'c1' } })]);
    // Off without the hooks.
    expect((await createTestApp().request('/__test__/trackCalls')).status).toBe(404);
  });

  it('validates a fault', async () => {
    const t = createTestApp({ testHooks: true });
    const response = await t.request('/__test__/faults', { method: 'POST', body: { path: 'v2' } });
    expect(response.status).toBe(400);
  });
});

describe('booking revenue', () => {
  it('books a line for the owner of a work, seen in the ledger', async () => {
    const t = createTestApp({ testHooks: true });
    const cookie = await t.signIn('demo@example.com');
    const booked = await t.request('/__test__/revenue', {
      method: 'POST',
      body: {
        titleId: 'title-mist-city',
        source: 'GIFTS',
        amount: 4321,
        occurredAt: '2026-06-10T01:00:00.000Z',
      },
    });
    expect(booked.status).toBe(201);
    const { entryId } = await booked.json();
    const page = await (
      await t.request('/v2/creator/revenueDetails?month=2026-06&titleId=title-mist-city', {
        cookie,
      })
    ).json();
    expect(page.lines).toContainEqual(
      expect.objectContaining({ entryId, source: 'GIFTS', amount: 4321, titleName: '霧城夜話' }),
    );
  });

  it('refuses an unknown work, and is off without the hooks', async () => {
    const t = createTestApp({ testHooks: true });
    const body = { titleId: 'no-such-work', source: 'GIFTS', amount: 1 };
    expect((await t.request('/__test__/revenue', { method: 'POST', body })).status).toBe(404);
    expect(
      (await createTestApp().request('/__test__/revenue', { method: 'POST', body })).status,
    ).toBe(404);
  });
});
