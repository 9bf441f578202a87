import { createTestApp, TEST_NOW, type TestApp } from './testing/harness';

let t: TestApp;
let demo: string;
beforeEach(async () => {
  t = createTestApp();
  demo = await t.signIn('demo@example.com');
});

const create = (body: unknown, cookie = demo) =>
  t.request('/v2/creator/titles', { method: 'POST', cookie, body });

describe('works', () => {
  it('creates a work with a trimmed name and lists it, unlisted', async () => {
    const response = await create({ displayName: '  新的故事  ', genreIds: ['fantasy'] });
    expect(response.status).toBe(201);
    const { titleId } = await response.json();
    const title = await (await t.request(`/v2/creator/titles/${titleId}`, { cookie: demo })).json();
    expect(title).toMatchObject({
      displayName: '新的故事',
      genreIds: ['fantasy'],
      listingFrom: null,
    });
    const stats = await (await t.request('/v2/creator/myTitleStats', { cookie: demo })).json();
    expect(stats.titles.map((s: { titleId: string }) => s.titleId)).toContain(titleId);
  });

  it.each([
    [{ displayName: '   ', genreIds: ['fantasy'] }, 'displayName: must not be empty'],
    [{ displayName: '字'.repeat(66), genreIds: ['fantasy'] }, 'at most 65 characters'],
    [{ displayName: '好', genreIds: [] }, 'genreIds: choose at least 1'],
    [{ displayName: '好', genreIds: ['fantasy', 'romance', 'urban', 'scifi'] }, 'at most 3'],
    [{ displayName: '好', genreIds: ['no-such-genre'] }, 'unknown genre no-such-genre'],
    [{ genreIds: ['fantasy'] }, 'displayName'],
  ])('rejects %j with 400 ValidationError', async (body, message) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    const error = await response.json();
    expect(error.code).toBe('ValidationError');
    expect(error.mainError.message).toContain(message);
  });

  it('rejects a body that is not JSON', async () => {
    const response = await create('{not json');
    expect(response.status).toBe(400);
    expect((await response.json()).mainError.message).toBe('request body must be JSON');
  });

  it('refuses a name the author already uses, on create and on rename', async () => {
    const duplicate = await create({ displayName: '霧城夜話', genreIds: ['mystery'] });
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json()).code).toBe('DUPLICATED_TITLE_DISPLAY_NAME_AND_OWNER_KEY');

    const rename = await t.request('/v2/creator/titles/title-star-river', {
      method: 'PUT',
      cookie: demo,
      body: { displayName: '霧城夜話' },
    });
    expect(rename.status).toBe(409);
    expect((await rename.json()).code).toBe('DUPLICATED_TITLE_DISPLAY_NAME_AND_OWNER_KEY');

    // Another author's name is free to use, and so is a work's own name.
    expect((await create({ displayName: '北境之王', genreIds: ['fantasy'] })).status).toBe(201);
    const same = await t.request('/v2/creator/titles/title-star-river', {
      method: 'PUT',
      cookie: demo,
      body: { displayName: '星河彼岸的約定', intro: '新的簡介' },
    });
    expect(same.status).toBe(200);
    expect((await same.json()).intro).toBe('新的簡介');
  });

  it('answers 404 NotFound with "not found" for an unknown work', async () => {
    const response = await t.request('/v2/creator/titles/no-such-title', { cookie: demo });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'NotFound',
      mainError: { message: 'not found' },
    });
  });

  it("answers 403 Forbidden for another author's work and chapter, without its data", async () => {
    const paths = [
      ['GET', '/v2/creator/titles/title-north-king'],
      ['PUT', '/v2/creator/titles/title-north-king'],
      ['DELETE', '/v2/creator/titles/title-north-king'],
      ['POST', '/v2/creator/titles/title-north-king/unpublish'],
      ['GET', '/v2/creator/titles/title-north-king/chapters'],
      ['GET', '/v2/creator/totalStats/titleOveralls/title-north-king'],
      ['GET', '/v2/creator/chapters/title-north-king-ch-001'],
      ['GET', '/v2/creator/chapterReadingTicketSettings?titleId=title-north-king'],
    ] as const;
    for (const [method, path] of paths) {
      const response = await t.request(path, {
        method,
        cookie: demo,
        body: method === 'PUT' ? {} : undefined,
      });
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      const text = await response.text();
      expect(JSON.parse(text).code).toBe('Forbidden');
      expect(text).not.toContain('北境之王');
    }
    // And it is untouched.
    const other = await t.signIn('other@example.com');
    const title = await (
      await t.request('/v2/creator/titles/title-north-king', { cookie: other })
    ).json();
    expect(title.listingFrom).not.toBeNull();
  });

  it('publishes at a time and unpublishes, which myTitleStats reflects', async () => {
    const listingState = async (titleId: string) => {
      const stats = await (await t.request('/v2/creator/myTitleStats', { cookie: demo })).json();
      const row = stats.titles.find((s: { titleId: string }) => s.titleId === titleId);
      return row.listingFrom as string | null;
    };
    const future = new Date(TEST_NOW.getTime() + 3 * 86_400_000).toISOString();
    const publish = await t.request('/v2/creator/titles/title-demon-lord/publish', {
      method: 'POST',
      cookie: demo,
      body: { listingFrom: future },
    });
    expect(publish.status).toBe(200);
    expect((await publish.json()).listingFrom).toBe(future);
    expect(await listingState('title-demon-lord')).toBe(future);

    const unpublish = await t.request('/v2/creator/titles/title-demon-lord/unpublish', {
      method: 'POST',
      cookie: demo,
    });
    expect((await unpublish.json()).listingFrom).toBeNull();
    expect(await listingState('title-demon-lord')).toBeNull();

    const bad = await t.request('/v2/creator/titles/title-demon-lord/publish', {
      method: 'POST',
      cookie: demo,
      body: { listingFrom: 'tomorrow' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).mainError.message).toMatch(/^listingFrom: /);
  });

  it('publishes now by its own clock, and keeps the time of a work already listed', async () => {
    const publish = (titleId: string, body: object) =>
      t.request(`/v2/creator/titles/${titleId}/publish`, { method: 'POST', cookie: demo, body });
    const now = await publish('title-demon-lord', { publishNow: true });
    expect(now.status).toBe(200);
    expect((await now.json()).listingFrom).toBe(TEST_NOW.toISOString());

    // A scheduled work published now is listed now.
    const later = new Date(TEST_NOW.getTime() + 86_400_000).toISOString();
    expect((await publish('title-night-store', { listingFrom: later })).status).toBe(200);
    const scheduledNow = await publish('title-night-store', { publishNow: true });
    expect((await scheduledNow.json()).listingFrom).toBe(TEST_NOW.toISOString());

    // Listed already (a repeat after a lost answer): its time stays.
    t.db
      .prepare("UPDATE titles SET listing_from = ? WHERE title_id = 'title-mist-city'")
      .run('2025-07-20T03:12:45.678Z');
    const again = await publish('title-mist-city', { publishNow: true });
    expect((await again.json()).listingFrom).toBe('2025-07-20T03:12:45.678Z');

    const both = await publish('title-demon-lord', { publishNow: true, listingFrom: later });
    expect(both.status).toBe(400);
    expect((await both.json()).mainError.message).toBe(
      'publishNow: must not come with a publish time: publish now or at a time, not both',
    );
    const neither = await publish('title-demon-lord', {});
    expect(neither.status).toBe(400);
    expect((await neither.json()).mainError.message).toBe('listingFrom: must not be empty');
  });

  it('takes a schedule from a slow clock, refuses a time clearly in the past, keeps an old one', async () => {
    const publish = (titleId: string, listingFrom: string) =>
      t.request(`/v2/creator/titles/${titleId}/publish`, {
        method: 'POST',
        cookie: demo,
        body: { listingFrom },
      });
    const slow = new Date(TEST_NOW.getTime() - 14 * 60_000).toISOString();
    const now = await publish('title-demon-lord', slow);
    expect(now.status).toBe(200);
    expect((await now.json()).listingFrom).toBe(slow);

    const past = await publish('title-night-store', '2026-06-14T12:00:00+08:00');
    expect(past.status).toBe(400);
    expect((await past.json()).mainError.message).toBe(
      'listingFrom: a time in the past cannot be scheduled; to publish now, send publishNow: true',
    );
    const untouched = await (
      await t.request('/v2/creator/titles/title-night-store', { cookie: demo })
    ).json();
    expect(untouched.listingFrom).toBeNull();

    // A listed work's own time, sent back in Taipei time without its seconds, stays as it was.
    t.db
      .prepare("UPDATE titles SET listing_from = ? WHERE title_id = 'title-mist-city'")
      .run('2025-07-20T03:12:45.678Z');
    const same = await publish('title-mist-city', '2025-07-20T11:12:00+08:00');
    expect(same.status).toBe(200);
    expect((await same.json()).listingFrom).toBe('2025-07-20T03:12:45.678Z');
    // A minute further is a new time, and a past one.
    expect((await publish('title-mist-city', '2025-07-20T11:14:00+08:00')).status).toBe(400);
  });

  it('deletes a work', async () => {
    const response = await t.request('/v2/creator/titles/title-night-store', {
      method: 'DELETE',
      cookie: demo,
    });
    expect(await response.json()).toEqual({ ok: true });
    expect((await t.request('/v2/creator/titles/title-night-store', { cookie: demo })).status).toBe(
      404,
    );
  });

  it('sets the target audience and validates it', async () => {
    const ok = await t.request('/v2/creator/targetAudience', {
      method: 'PUT',
      cookie: demo,
      body: { titleId: 'title-demon-lord', targetAudience: 'Children' },
    });
    expect((await ok.json()).targetAudience).toBe('Children');
    const bad = await t.request('/v2/creator/targetAudience', {
      method: 'PUT',
      cookie: demo,
      body: { titleId: 'title-demon-lord', targetAudience: 'Everyone' },
    });
    expect(bad.status).toBe(400);
  });

  it('computes myOverview from the works and chapters', async () => {
    const overview = await (await t.request('/v2/creator/myOverview', { cookie: demo })).json();
    const stats = await (await t.request('/v2/creator/myTitleStats', { cookie: demo })).json();
    type Row = { chapterCount: number; wordCount: number; readerCount: number };
    const sum = (key: keyof Row) =>
      stats.titles.reduce((total: number, row: Row) => total + row[key], 0);
    expect(overview).toMatchObject({
      titleCount: 6,
      chapterCount: sum('chapterCount'),
      totalWords: sum('wordCount'),
      readerCount: sum('readerCount'),
    });
    expect(overview.monthRevenue).toBeGreaterThan(0);
  });

  it('serves the genres', async () => {
    const { genres } = await (await t.request('/v2/genres', { cookie: demo })).json();
    expect(genres).toHaveLength(12);
    expect(genres[0]).toEqual({ genreId: 'fantasy', displayName: '奇幻' });
  });
});

describe('covers', () => {
  it('serves the covers of seeded works', async () => {
    const title = await (
      await t.request('/v2/creator/titles/title-mist-city', { cookie: demo })
    ).json();
    const url = new URL(title.coverUrl);
    const image = await t.request(url.pathname + url.search);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const unlisted = await (
      await t.request('/v2/creator/titles/title-demon-lord', { cookie: demo })
    ).json();
    expect(unlisted.coverUrl).toBeNull();
    expect((await t.request('/covers/title-demon-lord')).status).toBe(404);
  });

  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const upload = (bytes: Uint8Array<ArrayBuffer>, type: string, field = 'cover') => {
    const form = new FormData();
    form.append(field, new Blob([bytes], { type }), 'cover');
    return t.request('/v2/creator/titles/title-demon-lord/cover', {
      method: 'POST',
      cookie: demo,
      body: form,
    });
  };

  it('stores a PNG and serves it at the returned coverUrl', async () => {
    const response = await upload(PNG, 'image/png');
    expect(response.status).toBe(200);
    const { coverUrl } = await response.json();
    expect(coverUrl).toMatch(/\/covers\/title-demon-lord\?v=\d+$/);
    const image = await t.request(new URL(coverUrl).pathname + new URL(coverUrl).search);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it('judges the type by the bytes, not the declared type', async () => {
    const response = await upload(new TextEncoder().encode('<svg></svg>'), 'image/png');
    expect(response.status).toBe(415);
    expect((await response.json()).mainError.message).toBe(
      'cover must be a JPEG, PNG or WebP image',
    );
    const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ');
    expect((await upload(webp, 'application/octet-stream')).status).toBe(200);
  });

  it('stores the type the bytes show, whatever was declared, and refuses other images', async () => {
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    const stored = await upload(jpeg, 'image/png');
    expect(stored.status).toBe(200);
    const { coverUrl } = await stored.json();
    const image = await t.request(new URL(coverUrl).pathname + new URL(coverUrl).search);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');

    const refused = [
      [new TextEncoder().encode('GIF89a\x01\x00'), 'image/gif'],
      [new TextEncoder().encode('<svg onload="alert(1)"></svg>'), 'image/svg+xml'],
      [new TextEncoder().encode('<html><script>alert(1)</script>'), 'image/jpeg'],
      [new Uint8Array(0), 'image/png'],
      [PNG.subarray(0, 7), 'image/png'],
    ] as const;
    for (const [bytes, type] of refused) {
      const response = await upload(new Uint8Array(bytes), type);
      expect({ type, status: response.status }).toEqual({ type, status: 415 });
    }
  });

  it('takes a cover of exactly 5 MB', async () => {
    const exact = new Uint8Array(5 * 1024 * 1024);
    exact.set(PNG);
    expect((await upload(exact, 'image/png')).status).toBe(200);
  });

  it('refuses a cover over 5 MB and a form without the cover field', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await upload(big, 'image/png');
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).code).toBe('ValidationError');
    expect((await upload(PNG, 'image/png', 'image')).status).toBe(400);
  });
});
