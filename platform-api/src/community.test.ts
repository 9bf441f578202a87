import { TEST_NOW, createTestApp, type TestApp } from './testing/harness';

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
      body: { titleId: 'title-demon-lord', agreedToRules: true },
    });
    expect(bad.status).toBe(400);

    const ok = await t.request(ENTRY, {
      method: 'POST',
      cookie: demo,
      body: { titleId: 'title-mist-city', agreedToRules: true },
    });
    expect(ok.status).toBe(201);
    expect((await ok.json()).myEntry).toMatchObject({ titleId: 'title-mist-city' });
    const again = await t.request(ENTRY, {
      method: 'POST',
      cookie: demo,
      body: { titleId: 'title-mist-city', agreedToRules: true },
    });
    expect(again.status).toBe(409);

    const withdrawn = await t.request(ENTRY, { method: 'DELETE', cookie: demo });
    expect((await withdrawn.json()).myEntry).toBeNull();
    // Withdrawing again (a retry, another tab) changes nothing and is no error.
    const twice = await t.request(ENTRY, { method: 'DELETE', cookie: demo });
    expect(twice.status).toBe(200);
    expect((await twice.json()).myEntry).toBeNull();
  });

  it('says in words, in the author’s language, why a work cannot enter', async () => {
    const ENTRY = '/v2/creator/contests/contest-urban-mystery/entry';
    const refusal = async (titleId: string, language: string) => {
      const response = await t.request(ENTRY, {
        method: 'POST',
        cookie: demo,
        body: { titleId, agreedToRules: true },
        headers: { 'Accept-Language': language },
      });
      expect(response.status).toBe(400);
      return (await response.json()).mainError.message as string;
    };
    expect(await refusal('title-demon-lord', 'zh-TW')).toBe(
      '作品：這部作品不符合投稿資格。作品尚未上架，上架後才能投稿。作品分類不符合本活動（限：懸疑、都市）。' +
        '字數不足：已發布 0 字，至少需要 10,000 字（草稿和排程中的章節不計）。',
    );
    expect(await refusal('title-demon-lord', 'en')).toBe(
      'titleId: the work cannot enter this contest. It is not listed yet; list it to enter. ' +
        'Its genres do not fit this contest (only: 懸疑, 都市). ' +
        'Too short: 0 words published, at least 10,000 needed (drafts and scheduled chapters do not count).',
    );
    // The other two reasons: a listed mystery with no synopsis and one published chapter.
    t.db.prepare("UPDATE titles SET synopsis = '' WHERE title_id = 'title-mist-city'").run();
    t.db
      .prepare(
        `UPDATE chapters SET publish_at = NULL
         WHERE title_id = 'title-mist-city' AND sort_order > 1`,
      )
      .run();
    t.db
      .prepare(
        "UPDATE contests SET synopsis_required = 1 WHERE contest_id = 'contest-urban-mystery'",
      )
      .run();
    const { words } = t.db
      .prepare(
        "SELECT word_count AS words FROM chapters WHERE title_id = 'title-mist-city' AND sort_order = 1",
      )
      .get() as { words: number };
    const zh = await refusal('title-mist-city', 'zh-TW');
    expect(zh).toBe(
      `作品：這部作品不符合投稿資格。字數不足：已發布 ${words.toLocaleString('en-US')} 字，` +
        '至少需要 10,000 字（草稿和排程中的章節不計）。作品還沒有簡介，本活動需要填寫作品簡介。',
    );
    const en = await refusal('title-mist-city', 'en');
    expect(en).toContain(`Too short: ${words.toLocaleString('en-US')} words published`);
    expect(en).toContain('It has no synopsis, which this contest requires.');
    for (const text of [zh, en]) expect(text).not.toMatch(/[A-Z]{3,}_[A-Z]/);
  });

  it('refuses an entry whose rules were not agreed to, saying so in the author’s language', async () => {
    const ENTRY = '/v2/creator/contests/contest-urban-mystery/entry';
    for (const body of [
      { titleId: 'title-mist-city' },
      { titleId: 'title-mist-city', agreedToRules: false },
      { titleId: 'title-mist-city', agreedToRules: 'true' },
    ]) {
      const response = await t.request(ENTRY, { method: 'POST', cookie: demo, body });
      expect([body, response.status]).toEqual([body, 400]);
      expect((await response.json()).code).toBe('ValidationError');
    }
    const zh = await t.request(ENTRY, {
      method: 'POST',
      cookie: demo,
      body: { titleId: 'title-mist-city' },
      headers: { 'Accept-Language': 'zh-TW' },
    });
    expect((await zh.json()).mainError.message).toBe('同意活動規則：必須勾選');
    const en = await t.request(ENTRY, {
      method: 'POST',
      cookie: demo,
      body: { titleId: 'title-mist-city', agreedToRules: false },
    });
    expect((await en.json()).mainError.message).toBe('agreedToRules: must be true');
    const count = t.db.prepare('SELECT COUNT(*) AS n FROM contest_entries').get() as { n: number };
    expect(count.n).toBe(2);
  });

  it('marks the contests I entered in the list, and the list follows an entry', async () => {
    const list = async () => {
      const { contests } = await (await t.request('/v2/creator/contests', { cookie: demo })).json();
      return Object.fromEntries(
        contests.map((c: { contestId: string; myEntry: unknown }) => [c.contestId, c.myEntry]),
      );
    };
    expect(await list()).toEqual({
      'contest-spring-fantasy': null,
      'contest-urban-mystery': null,
      'contest-romance-3': expect.objectContaining({
        titleId: 'title-star-river',
        titleName: '星河彼岸的約定',
      }),
      'contest-wuxia-rookie': expect.objectContaining({ titleId: 'title-sword-shadow' }),
    });
    await t.request('/v2/creator/contests/contest-urban-mystery/entry', {
      method: 'POST',
      cookie: demo,
      body: { titleId: 'title-mist-city', agreedToRules: true },
    });
    expect((await list())['contest-urban-mystery']).toMatchObject({ titleId: 'title-mist-city' });
    // Another author sees only their own entries.
    const other = await t.signIn('other@example.com');
    const { contests } = await (await t.request('/v2/creator/contests', { cookie: other })).json();
    expect(contests.every((c: { myEntry: unknown }) => c.myEntry === null)).toBe(true);
  });

  it("gives each work's published word count beside its verdict", async () => {
    const contest = await (
      await t.request('/v2/creator/contests/contest-urban-mystery', { cookie: demo })
    ).json();
    const published = t.db
      .prepare("SELECT word_count, publish_at FROM chapters WHERE title_id = 'title-mist-city'")
      .all() as { word_count: number; publish_at: string | null }[];
    const words = published
      .filter((ch) => ch.publish_at !== null && Date.parse(ch.publish_at) <= TEST_NOW.getTime())
      .reduce((sum, ch) => sum + ch.word_count, 0);
    // The seed's work has drafts and scheduled chapters too: they are not counted.
    expect(published.some((ch) => ch.publish_at === null)).toBe(true);
    expect(published.some((ch) => Date.parse(ch.publish_at ?? '') > TEST_NOW.getTime())).toBe(true);
    expect(contest.eligibility).toContainEqual(
      expect.objectContaining({ titleId: 'title-mist-city', wordCount: words }),
    );
    expect(words).toBeGreaterThanOrEqual(contest.minWords);
  });

  it('counts only published chapters toward the length rule, and refuses a work short of it', async () => {
    const ENTRY = '/v2/creator/contests/contest-urban-mystery/entry';
    // 霧城夜話 keeps one published chapter; the rest become drafts and scheduled chapters, which
    // still hold far more than the 10,000 words the contest asks for.
    const first = t.db
      .prepare(
        "SELECT chapter_id, word_count FROM chapters WHERE title_id = 'title-mist-city' ORDER BY sort_order LIMIT 1",
      )
      .get() as { chapter_id: string; word_count: number };
    t.db
      .prepare(
        `UPDATE chapters SET publish_at = CASE WHEN sort_order % 2 = 0 THEN NULL ELSE ? END
         WHERE title_id = 'title-mist-city' AND chapter_id <> ?`,
      )
      .run(new Date(TEST_NOW.getTime() + 86_400_000).toISOString(), first.chapter_id);
    const { words } = t.db
      .prepare("SELECT SUM(word_count) AS words FROM chapters WHERE title_id = 'title-mist-city'")
      .get() as { words: number };
    expect(words).toBeGreaterThanOrEqual(10_000);

    const contest = await (
      await t.request('/v2/creator/contests/contest-urban-mystery', { cookie: demo })
    ).json();
    expect(contest.eligibility).toContainEqual({
      titleId: 'title-mist-city',
      titleName: '霧城夜話',
      eligible: false,
      reasons: ['TOO_FEW_WORDS'],
      wordCount: first.word_count,
    });
    const entry = await t.request(ENTRY, {
      method: 'POST',
      cookie: demo,
      body: { titleId: 'title-mist-city', agreedToRules: true },
    });
    expect(entry.status).toBe(400);
  });

  it('counts a synopsis of invisible characters only as missing', async () => {
    t.db
      .prepare("UPDATE titles SET synopsis = ? WHERE title_id = 'title-sword-shadow'")
      .run('\u200b\u3000\u200d');
    const contest = await (
      await t.request('/v2/creator/contests/contest-wuxia-rookie', { cookie: demo })
    ).json();
    expect(contest.synopsisRequired).toBe(true);
    const verdict = contest.eligibility.find(
      (e: { titleId: string }) => e.titleId === 'title-sword-shadow',
    );
    expect(verdict.reasons).toContain('SYNOPSIS_MISSING');
  });

  it("refuses another author's work (403) and an unknown contest (404)", async () => {
    const entry = await t.request('/v2/creator/contests/contest-urban-mystery/entry', {
      method: 'POST',
      cookie: demo,
      body: { titleId: 'title-north-king', agreedToRules: true },
    });
    expect(entry.status).toBe(403);
    expect((await entry.json()).code).toBe('Forbidden');
    const unknown = await t.request('/v2/creator/contests/nope/entry', {
      method: 'POST',
      cookie: demo,
      body: { titleId: 'title-mist-city', agreedToRules: true },
    });
    expect(unknown.status).toBe(404);
    const count = t.db.prepare('SELECT COUNT(*) AS n FROM contest_entries').get() as { n: number };
    expect(count.n).toBe(2);
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
    expect(all.total).toBe(47);
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

  it("answers 403 for a comment on another author's work and changes nothing", async () => {
    const other = await t.signIn('other@example.com');
    const { comments } = await (await t.request('/v2/creator/comments', { cookie: other })).json();
    const path = `/v2/creator/comments/${comments[0].commentId}`;
    const before = t.db
      .prepare('SELECT * FROM comments WHERE comment_id = ?')
      .get(comments[0].commentId);
    for (const [url, method, body] of [
      [`${path}/reply`, 'POST', { body: '嗨' }],
      [`${path}/hidden`, 'PUT', { hidden: true }],
      [`${path}/report`, 'POST', { reason: '廣告' }],
      [path, 'DELETE', undefined],
    ] as const) {
      const response = await t.request(url, { method, cookie: demo, body });
      expect([url, method, response.status]).toEqual([url, method, 403]);
      expect((await response.json()).code).toBe('Forbidden');
    }
    expect(
      t.db.prepare('SELECT * FROM comments WHERE comment_id = ?').get(comments[0].commentId),
    ).toEqual(before);
    const filtered = await t.request('/v2/creator/comments?titleId=title-north-king', {
      cookie: demo,
    });
    expect(filtered.status).toBe(403);
  });

  it('refuses a blank, too long or control-character reply and keeps the comment as it was', async () => {
    const path = '/v2/creator/comments/comment-markup-1/reply';
    for (const body of ['', '   ', '\u3000\n', 'x'.repeat(1001), 'a\u0000b', 'bell\u0007']) {
      const response = await t.request(path, { method: 'POST', cookie: demo, body: { body } });
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
      expect((await response.json()).code).toBe('ValidationError');
    }
    const missing = await t.request(path, { method: 'POST', cookie: demo, body: {} });
    expect(missing.status).toBe(400);
    // Each refusal says what is wrong with the reply, in the author's language.
    const control = await t.request(path, {
      method: 'POST',
      cookie: demo,
      body: { body: 'a\u0007' },
      headers: { 'Accept-Language': 'zh-TW' },
    });
    expect((await control.json()).mainError.message).toBe('內容：不可包含控制字元');
    const long = await t.request(path, {
      method: 'POST',
      cookie: demo,
      body: { body: 'x'.repeat(1001) },
      headers: { 'Accept-Language': 'en' },
    });
    expect((await long.json()).mainError.message).toBe('body: must be at most 1000 characters');
    const row = t.db
      .prepare("SELECT reply FROM comments WHERE comment_id = 'comment-markup-1'")
      .get() as { reply: string | null };
    expect(row.reply).toBeNull();
    const longest = 'y'.repeat(1000);
    const ok = await t.request(path, {
      method: 'POST',
      cookie: demo,
      body: { body: `  ${longest}\n` },
    });
    expect(await ok.json()).toMatchObject({ reply: longest });
  });

  it('refuses a blank-looking, too long or control-character report reason and reports nothing', async () => {
    const path = '/v2/creator/comments/comment-markup-1/report';
    for (const reason of ['\u200b', '\u200d\u2060 ', 'x'.repeat(201), '廣告\u0007', 'a\u0000']) {
      const response = await t.request(path, { method: 'POST', cookie: demo, body: { reason } });
      expect([JSON.stringify(reason), response.status]).toEqual([JSON.stringify(reason), 400]);
      expect((await response.json()).code).toBe('ValidationError');
    }
    const blank = await t.request(path, {
      method: 'POST',
      cookie: demo,
      body: { reason: '\u200b' },
      headers: { 'Accept-Language': 'zh-TW' },
    });
    expect((await blank.json()).mainError.message).toBe('原因：不可空白');
    const control = await t.request(path, {
      method: 'POST',
      cookie: demo,
      body: { reason: '廣告\u0007' },
      headers: { 'Accept-Language': 'en' },
    });
    expect((await control.json()).mainError.message).toBe(
      'reason: must not contain control characters',
    );
    const row = () =>
      t.db
        .prepare(
          "SELECT reported, report_reason FROM comments WHERE comment_id = 'comment-markup-1'",
        )
        .get() as { reported: number; report_reason: string | null };
    expect(row().reported).toBe(0);

    const ok = await t.request(path, {
      method: 'POST',
      cookie: demo,
      body: { reason: ' 廣告\n洗版 ' },
    });
    expect(ok.status).toBe(200);
    expect(row()).toEqual({ reported: 1, report_reason: '廣告\n洗版' });
  });

  it('keeps markup in comments and replies as the text typed (the portal shows text)', async () => {
    const { comments } = await (
      await t.request('/v2/creator/comments?limit=2', { cookie: demo })
    ).json();
    // The seeded markup comments are the newest, unreplied.
    expect(comments.map((c: { body: string }) => c.body)).toEqual([
      '<script>alert("xss")</script>這章寫得真好！',
      '<img src=x onerror=alert(1)>請問下一章什麼時候更新？',
    ]);
    expect(comments[0]).toMatchObject({ readerName: '<b>粗體讀者</b>', reply: null });
    const payload = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const reply = await t.request('/v2/creator/comments/comment-markup-1/reply', {
      method: 'POST',
      cookie: demo,
      body: { body: payload },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await reply.json()).toMatchObject({ reply: payload });
  });
});

describe('reader comments for end-to-end tests', () => {
  const comment = { titleId: 'title-mist-city', readerName: '測試讀者', body: '新的留言' };

  it('are added only with the test hooks on, newest of all', async () => {
    const plain = await t.request('/__test__/comments', { method: 'POST', body: comment });
    expect(plain.status).toBe(404);

    const hooked = createTestApp({ testHooks: true });
    const cookie = await hooked.signIn('demo@example.com');
    const created = await hooked.request('/__test__/comments', { method: 'POST', body: comment });
    expect(created.status).toBe(201);
    const { commentId } = await created.json();
    const { comments } = await (
      await hooked.request('/v2/creator/comments?limit=1&unreplied=true', { cookie })
    ).json();
    expect(comments[0]).toMatchObject({ commentId, body: '新的留言', chapterId: null });
    const unknown = await hooked.request('/__test__/comments', {
      method: 'POST',
      body: { ...comment, titleId: 'nope' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('reader gifts for end-to-end tests', () => {
  const gift = {
    titleId: 'title-mist-city',
    senderName: '測試讀者',
    giftName: '咖啡',
    quantity: 2,
    value: 60,
  };

  it('are added only with the test hooks on, newest of all, to the work’s author', async () => {
    expect((await t.request('/__test__/gifts', { method: 'POST', body: gift })).status).toBe(404);

    const hooked = createTestApp({ testHooks: true });
    const cookie = await hooked.signIn('demo@example.com');
    const before = await (
      await hooked.request('/v2/creator/receivedGifts?current=1&limit=1', { cookie })
    ).json();
    const created = await hooked.request('/__test__/gifts', { method: 'POST', body: gift });
    expect(created.status).toBe(201);
    const { giftId } = await created.json();
    const after = await (
      await hooked.request('/v2/creator/receivedGifts?current=1&limit=1', { cookie })
    ).json();
    expect(after.gifts[0]).toMatchObject({ giftId, senderName: '測試讀者', quantity: 2 });
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.totalQuantity).toBe(before.totalQuantity + 2);
    expect(after.totalValue).toBe(before.totalValue + 60);
    const unknown = await hooked.request('/__test__/gifts', {
      method: 'POST',
      body: { ...gift, titleId: 'nope' },
    });
    expect(unknown.status).toBe(404);
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
