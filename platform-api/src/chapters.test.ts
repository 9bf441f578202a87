import { createTestApp, TEST_NOW, type TestApp } from './testing/harness';

let t: TestApp;
let demo: string;
beforeEach(async () => {
  t = createTestApp();
  demo = await t.signIn('demo@example.com');
});

const CHAPTER = '/v2/creator/chapters/title-mist-city-ch-001';

describe('chapters', () => {
  it('lists the chapters of a work in every state, grouped by collection', async () => {
    const list = await (
      await t.request('/v2/creator/titles/title-mist-city/chapters', { cookie: demo })
    ).json();
    expect(list.collections.map((c: { displayName: string }) => c.displayName)).toEqual([
      '第一卷　霧起',
      '第二卷　燈滅',
    ]);
    const states = new Set(list.chapters.map((c: { state: string }) => c.state));
    expect(states).toEqual(new Set(['PUBLISHED', 'SCHEDULED', 'DRAFT']));
    expect(list.chapters.some((c: { isFree: boolean }) => c.isFree)).toBe(true);
    expect(list.chapters.some((c: { isFree: boolean }) => !c.isFree)).toBe(true);
  });

  it('saves content sanitised, bumps the version and recounts the words', async () => {
    const before = await (await t.request(CHAPTER, { cookie: demo })).json();
    const response = await t.request(CHAPTER, {
      method: 'PUT',
      cookie: demo,
      body: {
        baseVersion: before.version,
        content:
          '<p onclick="steal()">你好<script>alert(1)</script>世界</p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">連結</a>',
      },
    });
    expect(response.status).toBe(200);
    const saved = await response.json();
    // The chapter allow-list is the editor's: no links, and an image whose address was refused
    // (not https) goes, while the link's text stays.
    expect(saved.content).toBe('<p>你好世界</p>連結');
    expect(saved.version).toBe(before.version + 1);
    expect(saved.wordCount).toBe(6);
  });

  it('answers 409 Conflict when the chapter changed since baseVersion', async () => {
    const before = await (await t.request(CHAPTER, { cookie: demo })).json();
    const stale = await t.request(CHAPTER, {
      method: 'PUT',
      cookie: demo,
      body: { baseVersion: before.version - 1, content: '<p>舊的</p>' },
    });
    expect(stale.status).toBe(409);
    const error = await stale.json();
    expect(error.code).toBe('Conflict');
    expect(error.mainError.message).toContain('changed elsewhere');
  });

  it('moves a chapter between draft, scheduled and published by publishAt', async () => {
    const put = (body: object) => t.request(CHAPTER, { method: 'PUT', cookie: demo, body });
    expect((await (await put({ publishAt: null })).json()).state).toBe('DRAFT');
    expect((await (await put({ publishAt: '2030-01-01T00:00:00+08:00' })).json()).state).toBe(
      'SCHEDULED',
    );
    expect((await (await put({ publishAt: TEST_NOW.toISOString() })).json()).state).toBe(
      'PUBLISHED',
    );
    expect((await put({ price: 5000 })).status).toBe(400);
  });

  it("publishes now by its own clock, whatever the author's clock says", async () => {
    const put = (body: object) => t.request(CHAPTER, { method: 'PUT', cookie: demo, body });
    expect((await put({ publishAt: null })).status).toBe(200);
    const now = await put({ publishNow: true });
    expect(now.status).toBe(200);
    expect(await now.json()).toMatchObject({
      publishAt: TEST_NOW.toISOString(),
      state: 'PUBLISHED',
    });
    const both = await put({ publishNow: true, publishAt: '2030-01-01T00:00:00+08:00' });
    expect(both.status).toBe(400);
    expect((await both.json()).mainError.message).toBe(
      'publishNow: must not come with a publish time: publish now or at a time, not both',
    );
  });

  it('refuses to publish or schedule a chapter without text, stored or sent', async () => {
    const created = await (
      await t.request('/v2/creator/titles/title-demon-lord/chapters', {
        method: 'POST',
        cookie: demo,
        body: { displayName: '空白的一章' },
      })
    ).json();
    const put = (body: object) =>
      t.request(`/v2/creator/chapters/${created.chapterId}`, { method: 'PUT', cookie: demo, body });

    const now = await put({ publishNow: true });
    expect(now.status).toBe(400);
    expect(await now.json()).toEqual({
      code: 'EMPTY_CHAPTER_CONTENT',
      mainError: {
        message: 'publishNow: the chapter has no text yet, so it cannot be published or scheduled',
      },
    });
    const later = await put({ publishAt: '2030-01-01T00:00:00+08:00' });
    expect(later.status).toBe(400);
    expect((await later.json()).code).toBe('EMPTY_CHAPTER_CONTENT');
    // Content that cleans to nothing (blank paragraphs, a script) is no text either.
    const blank = await put({ content: '<p> </p><script>x</script>', publishNow: true });
    expect((await blank.json()).code).toBe('EMPTY_CHAPTER_CONTENT');
    expect((await (await put({})).json()).state).toBe('DRAFT');

    // Keeping it a draft is fine; text sent with the publish is what counts.
    expect((await put({ publishAt: null })).status).toBe(200);
    const written = await put({ content: '<p>第一句</p>', publishNow: true });
    expect(written.status).toBe(200);
    expect(await written.json()).toMatchObject({ state: 'PUBLISHED', wordCount: 3 });
  });

  it('refuses a paid chapter at 0 points, and keeps a free one at 0', async () => {
    const put = (body: object) => t.request(CHAPTER, { method: 'PUT', cookie: demo, body });
    const zero = await put({ isFree: false, price: 0 });
    expect(zero.status).toBe(400);
    expect((await zero.json()).mainError.message).toBe(
      'price: a paid chapter costs at least 1 point; make it free instead',
    );
    expect(await (await put({ isFree: false, price: 8 })).json()).toMatchObject({
      isFree: false,
      price: 8,
    });
    expect((await put({ price: 0 })).status).toBe(400);
    expect(await (await put({ isFree: true, price: 0 })).json()).toMatchObject({
      isFree: true,
      price: 0,
    });
  });

  it('refuses a new publish time clearly in the past, but takes a slow clock and the old time', async () => {
    const put = (body: object) => t.request(CHAPTER, { method: 'PUT', cookie: demo, body });
    const published = await (await t.request(CHAPTER, { cookie: demo })).json();
    expect(Date.parse(published.publishAt)).toBeLessThan(TEST_NOW.getTime() - 86_400_000);

    const past = await put({ publishAt: '2020-01-01T00:00:00+08:00', displayName: '改名' });
    expect(past.status).toBe(400);
    expect(await past.json()).toEqual({
      code: 'ValidationError',
      mainError: {
        message:
          'publishAt: a time in the past cannot be scheduled; to publish now, send publishNow: true',
      },
    });
    expect((await (await t.request(CHAPTER, { cookie: demo })).json()).displayName).toBe(
      published.displayName,
    );

    // Saving the settings of a published chapter sends its old time back, to the minute: kept.
    const minute = new Date(Math.floor(Date.parse(published.publishAt) / 60_000) * 60_000);
    const same = await put({ publishAt: minute.toISOString().replace('Z', '+00:00') });
    expect(same.status).toBe(200);
    expect((await same.json()).publishAt).toBe(published.publishAt);

    // A time chosen on a clock ten minutes slow (its minute has just come) is taken as sent.
    const slow = new Date(TEST_NOW.getTime() - 10 * 60_000).toISOString();
    const now = await put({ publishAt: slow });
    expect(now.status).toBe(200);
    expect(await now.json()).toMatchObject({ publishAt: slow, state: 'PUBLISHED' });
  });

  it('renames a chapter, and rejects an empty name', async () => {
    const ok = await t.request(`${CHAPTER}/name`, {
      method: 'PUT',
      cookie: demo,
      body: { displayName: ' 新章名 ' },
    });
    expect((await ok.json()).displayName).toBe('新章名');
    const bad = await t.request(`${CHAPTER}/name`, {
      method: 'PUT',
      cookie: demo,
      body: { displayName: '' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).mainError.message).toBe('displayName: must not be empty');
    // The same from a chapter save, which then changes nothing.
    const save = await t.request(CHAPTER, {
      method: 'PUT',
      cookie: demo,
      body: { displayName: '   ', content: '<p>不該存下</p>' },
    });
    expect(save.status).toBe(400);
    expect((await save.json()).mainError.message).toBe('displayName: must not be empty');
    const kept = await (await t.request(CHAPTER, { cookie: demo })).json();
    expect(kept.displayName).toBe('新章名');
    expect(kept.content).not.toContain('不該存下');
  });

  it('deletes a collection and keeps its chapters', async () => {
    const response = await t.request('/v2/creator/collections/title-mist-city-vol-1', {
      method: 'DELETE',
      cookie: demo,
    });
    expect(await response.json()).toEqual({ ok: true });
    const list = await (
      await t.request('/v2/creator/titles/title-mist-city/chapters', { cookie: demo })
    ).json();
    expect(list.collections).toHaveLength(1);
    expect(list.chapters).toHaveLength(60);
    const other = await t.request('/v2/creator/collections/no-such', {
      method: 'DELETE',
      cookie: demo,
    });
    expect(other.status).toBe(404);
  });
});

describe('reading ticket settings', () => {
  const URL = '/v2/creator/chapterReadingTicketSettings';

  it('enables every paid chapter with ALL', async () => {
    const response = await t.request(URL, {
      method: 'PUT',
      cookie: demo,
      body: { titleId: 'title-mist-city', selectionType: 'ALL', chapterIds: [] },
    });
    const settings = await response.json();
    expect(settings.selectionType).toBe('ALL');
    for (const chapter of settings.chapters) expect(chapter.ticketEnabled).toBe(!chapter.isFree);
  });

  it('enables the chosen paid chapters with SINGLE, and refuses a free one', async () => {
    const ok = await t.request(URL, {
      method: 'PUT',
      cookie: demo,
      body: {
        titleId: 'title-mist-city',
        selectionType: 'SINGLE',
        chapterIds: ['title-mist-city-ch-011'],
      },
    });
    const settings = await ok.json();
    const enabled = settings.chapters.filter((c: { ticketEnabled: boolean }) => c.ticketEnabled);
    expect(enabled.map((c: { chapterId: string }) => c.chapterId)).toEqual([
      'title-mist-city-ch-011',
    ]);

    const free = await t.request(URL, {
      method: 'PUT',
      cookie: demo,
      body: {
        titleId: 'title-mist-city',
        selectionType: 'SINGLE',
        chapterIds: ['title-mist-city-ch-001'],
      },
    });
    expect(free.status).toBe(400);
    expect((await free.json()).mainError.message).toBe(
      'chapterIds: 「第1章\u3000霧起之夜」 is free; only paid chapters can take reading tickets',
    );
    const put = (chapterIds: string[]) =>
      t.request(URL, {
        method: 'PUT',
        cookie: demo,
        body: { titleId: 'title-mist-city', selectionType: 'SINGLE', chapterIds },
      });
    const two = await put([
      'title-mist-city-ch-011',
      'title-mist-city-ch-001',
      'title-mist-city-ch-002',
    ]);
    expect((await two.json()).mainError.message).toMatch(
      /^chapterIds: 「第1章.*」「第2章.*」 are free;/,
    );
    const foreign = await put(['title-north-king-ch-005']);
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).mainError.message).toBe(
      'chapterIds: title-north-king-ch-005 not a chapter of this work',
    );
    // None of the refused saves changed anything.
    const after = await (
      await t.request(`${URL}?titleId=title-mist-city`, { cookie: demo })
    ).json();
    const stillEnabled = after.chapters.filter((c: { ticketEnabled: boolean }) => c.ticketEnabled);
    expect(stillEnabled.map((c: { chapterId: string }) => c.chapterId)).toEqual([
      'title-mist-city-ch-011',
    ]);
  });

  it('with ALL, a chapter made paid later takes tickets too; with SINGLE it does not', async () => {
    const settingsOf = async () =>
      (await (await t.request(`${URL}?titleId=title-mist-city`, { cookie: demo })).json()) as {
        chapters: { chapterId: string; isFree: boolean; ticketEnabled: boolean }[];
      };
    const freeIds = (await settingsOf()).chapters.filter((c) => c.isFree).map((c) => c.chapterId);
    expect(freeIds.length).toBeGreaterThanOrEqual(2);
    const makePaid = (chapterId: string) =>
      t.request(`/v2/creator/chapters/${chapterId}`, {
        method: 'PUT',
        cookie: demo,
        body: { isFree: false, price: 10 },
      });
    const enabledOf = async (chapterId: string) =>
      (await settingsOf()).chapters.find((c) => c.chapterId === chapterId)?.ticketEnabled;

    await t.request(URL, {
      method: 'PUT',
      cookie: demo,
      body: { titleId: 'title-mist-city', selectionType: 'ALL', chapterIds: [] },
    });
    expect((await makePaid(freeIds[0]!)).status).toBe(200);
    expect(await enabledOf(freeIds[0]!)).toBe(true);

    await t.request(URL, {
      method: 'PUT',
      cookie: demo,
      body: { titleId: 'title-mist-city', selectionType: 'SINGLE', chapterIds: [] },
    });
    expect((await makePaid(freeIds[1]!)).status).toBe(200);
    expect(await enabledOf(freeIds[1]!)).toBe(false);
  });

  it('requires titleId', async () => {
    const response = await t.request(URL, { cookie: demo });
    expect(response.status).toBe(400);
    expect((await response.json()).mainError.message).toMatch(/^titleId: /);
  });
});

describe('tracking-only calls', () => {
  it.each([
    ['/v2/chapter/created/trackEventOnly', { chapterId: 'c1' }],
    ['/v2/chapter/saved/trackEventOnly', { chapterId: 'c1' }],
    ['/v2/chapter/published/trackEventOnly', { chapterId: 'c1' }],
    ['/v2/title/published/trackEventOnly', { titleId: 't1' }],
    ['/v2/comment/create/trackEventOnly', {}],
  ])('records %s and answers ok', async (path, body) => {
    const response = await t.request(path, { method: 'POST', cookie: demo, body });
    expect(await response.json()).toEqual({ ok: true });
    const rows = t.db.prepare('SELECT path, body_json FROM track_calls').all();
    expect(rows).toEqual([{ path, body_json: JSON.stringify(body) }]);
  });

  it('validates the body', async () => {
    const response = await t.request('/v2/title/published/trackEventOnly', {
      method: 'POST',
      cookie: demo,
      body: {},
    });
    expect(response.status).toBe(400);
  });
});

describe('chapter create, order and delete', () => {
  const LIST = '/v2/creator/titles/title-demon-lord/chapters';
  const ids = async () =>
    (await (await t.request(LIST, { cookie: demo })).json()).chapters.map(
      (c: { chapterId: string }) => c.chapterId,
    ) as string[];

  it('creates a draft chapter at the end of the work', async () => {
    const response = await t.request(LIST, {
      method: 'POST',
      cookie: demo,
      body: { displayName: '第4章　新的開始' },
    });
    expect(response.status).toBe(201);
    const chapter = await response.json();
    expect(chapter).toMatchObject({ state: 'DRAFT', order: 4, isFree: true, version: 1 });
    expect((await ids()).at(-1)).toBe(chapter.chapterId);
    const bad = await t.request(LIST, {
      method: 'POST',
      cookie: demo,
      body: { displayName: '章', collectionId: 'title-mist-city-vol-1' },
    });
    expect(bad.status).toBe(400);
  });

  it('reorders every chapter, and refuses a partial order', async () => {
    const before = await ids();
    const reversed = [...before].reverse();
    const response = await t.request('/v2/creator/titles/title-demon-lord/chapterOrder', {
      method: 'PUT',
      cookie: demo,
      body: { chapterIds: reversed },
    });
    expect(response.status).toBe(200);
    expect(await ids()).toEqual(reversed);
    const partial = await t.request('/v2/creator/titles/title-demon-lord/chapterOrder', {
      method: 'PUT',
      cookie: demo,
      body: { chapterIds: reversed.slice(1) },
    });
    expect(partial.status).toBe(400);
    expect((await partial.json()).mainError.message).toBe(
      'chapterIds must list every chapter of the work exactly once (1 missing); ' +
        'reload the chapters and try again',
    );
    const order = (chapterIds: string[]) =>
      t.request('/v2/creator/titles/title-demon-lord/chapterOrder', {
        method: 'PUT',
        cookie: demo,
        body: { chapterIds },
      });
    const [a, b] = reversed as [string, string, string];
    const repeated = await order([a, b, a]);
    expect((await repeated.json()).mainError.message).toMatch(/\(1 missing, 1 repeated\)/);
    const foreign = await order([...reversed, 'title-north-king-ch-001']);
    expect((await foreign.json()).mainError.message).toMatch(/\(1 not of this work\)/);
    expect((await order([])).status).toBe(400);
    // The refused orders left the saved one alone.
    expect(await ids()).toEqual(reversed);
  });

  it("deletes a chapter, but not another author's", async () => {
    const [first] = await ids();
    const response = await t.request(`/v2/creator/chapters/${first}`, {
      method: 'DELETE',
      cookie: demo,
    });
    expect(await response.json()).toEqual({ ok: true });
    expect(await ids()).not.toContain(first);
    const other = await t.request('/v2/creator/chapters/title-north-king-ch-001', {
      method: 'DELETE',
      cookie: demo,
    });
    expect(other.status).toBe(403);
  });

  it('numbers the chapters left 1..n again, so a new one follows the last, and touches the work', async () => {
    const orders = async () =>
      (await (await t.request(LIST, { cookie: demo })).json()).chapters.map(
        (c: { order: number }) => c.order,
      ) as number[];
    const before = await ids();
    expect(await orders()).toEqual([1, 2, 3]);
    t.db
      .prepare('UPDATE titles SET updated_at = ? WHERE title_id = ?')
      .run('2026-01-01T00:00:00.000Z', 'title-demon-lord');

    await t.request(`/v2/creator/chapters/${before[1]}`, { method: 'DELETE', cookie: demo });

    expect(await ids()).toEqual([before[0], before[2]]);
    expect(await orders()).toEqual([1, 2]);
    const work = await (
      await t.request('/v2/creator/titles/title-demon-lord', { cookie: demo })
    ).json();
    expect(work.updatedAt).toBe(TEST_NOW.toISOString());
    const added = await t.request(LIST, {
      method: 'POST',
      cookie: demo,
      body: { displayName: '第3章　補上' },
    });
    expect((await added.json()).order).toBe(3);
  });
});
