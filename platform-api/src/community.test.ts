import { createTestApp, type TestApp } from './testing/harness';

let t: TestApp;
let demo: string;
beforeEach(async () => {
  t = createTestApp();
  demo = await t.signIn('demo@example.com');
});

describe('contests', () => {
  it('lists contests in every phase', async () => {
    const { contests } = await (await t.request('/v2/creator/contests', { cookie: demo })).json();
    expect(new Set(contests.map((c: { status: string }) => c.status))).toEqual(
      new Set(['UPCOMING', 'OPEN', 'JUDGING', 'RESULTS']),
    );
  });

  it('says which works may enter and why the others may not', async () => {
    const contest = await (
      await t.request('/v2/creator/contests/contest-urban-mystery', { cookie: demo })
    ).json();
    expect(contest.myEntry).toBeNull();
    const byId = Object.fromEntries(
      contest.eligibility.map((e: { titleId: string }) => [e.titleId, e]),
    );
    expect(byId['title-mist-city']).toMatchObject({ eligible: true, reasons: [] });
    expect(byId['title-demon-lord'].reasons).toEqual(
      expect.arrayContaining(['NOT_LISTED', 'GENRE_MISMATCH']),
    );
    expect(JSON.stringify(contest)).not.toContain('title-north-king');
  });

  it('submits an eligible work once and withdraws it', async () => {
    const ENTRY = '/v2/creator/contests/contest-urban-mystery/entry';
    const bad = await t.request(ENTRY, {
      method: 'POST',
      cookie: demo,
      body: { titleId: 'title-demon-lord' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).mainError.message).toContain('NOT_LISTED');

    const ok = await t.request(ENTRY, {
      method: 'POST',
      cookie: demo,
      body: { titleId: 'title-mist-city' },
    });
    expect(ok.status).toBe(201);
    expect((await ok.json()).myEntry).toMatchObject({ titleId: 'title-mist-city' });
    const again = await t.request(ENTRY, {
      method: 'POST',
      cookie: demo,
      body: { titleId: 'title-mist-city' },
    });
    expect(again.status).toBe(409);

    const withdrawn = await t.request(ENTRY, { method: 'DELETE', cookie: demo });
    expect((await withdrawn.json()).myEntry).toBeNull();
  });

  it('refuses entries outside the entry period', async () => {
    const response = await t.request('/v2/creator/contests/contest-romance-3/entry', {
      method: 'DELETE',
      cookie: demo,
    });
    expect(response.status).toBe(400);
    expect((await t.request('/v2/creator/contests/nope', { cookie: demo })).status).toBe(404);
  });
});

describe('comments', () => {
  it('pages my comments, filters unreplied ones and never shows another author’s', async () => {
    const all = await (await t.request('/v2/creator/comments?limit=100', { cookie: demo })).json();
    expect(all.total).toBe(45);
    expect(all.comments.every((c: { titleId: string }) => c.titleId.startsWith('title-'))).toBe(
      true,
    );
    expect(JSON.stringify(all)).not.toContain('北境之王');
    const unreplied = await (
      await t.request('/v2/creator/comments?limit=100&unreplied=true', { cookie: demo })
    ).json();
    expect(unreplied.total).toBeLessThan(all.total);
    expect(unreplied.comments.every((c: { reply: string | null }) => c.reply === null)).toBe(true);
  });

  it('replies, hides, reports and deletes', async () => {
    const { comments } = await (
      await t.request('/v2/creator/comments?limit=1&unreplied=true', { cookie: demo })
    ).json();
    const id = comments[0].commentId;
    const path = `/v2/creator/comments/${id}`;
    const reply = await t.request(`${path}/reply`, {
      method: 'POST',
      cookie: demo,
      body: { body: '謝謝支持！' },
    });
    expect(await reply.json()).toMatchObject({ reply: '謝謝支持！' });
    const hidden = await t.request(`${path}/hidden`, {
      method: 'PUT',
      cookie: demo,
      body: { hidden: true },
    });
    expect((await hidden.json()).hidden).toBe(true);
    const report = await t.request(`${path}/report`, {
      method: 'POST',
      cookie: demo,
      body: { reason: '' },
    });
    expect(report.status).toBe(400);
    const deleted = await t.request(path, { method: 'DELETE', cookie: demo });
    expect(await deleted.json()).toEqual({ ok: true });
    expect((await t.request(path, { method: 'DELETE', cookie: demo })).status).toBe(404);
  });

  it("answers 403 for a comment on another author's work", async () => {
    const other = await t.signIn('other@example.com');
    const { comments } = await (await t.request('/v2/creator/comments', { cookie: other })).json();
    const response = await t.request(`/v2/creator/comments/${comments[0].commentId}/reply`, {
      method: 'POST',
      cookie: demo,
      body: { body: '嗨' },
    });
    expect(response.status).toBe(403);
  });
});

describe('announcements', () => {
  it('puts pinned ones first, then newest first', async () => {
    const { announcements } = await (
      await t.request('/v2/creator/announcements', { cookie: demo })
    ).json();
    const pinned = announcements.map((a: { pinned: boolean }) => a.pinned);
    expect(pinned.slice(0, 2)).toEqual([true, true]);
    expect(pinned.slice(2).every((p: boolean) => !p)).toBe(true);
  });
});
