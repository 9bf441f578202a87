import type { Context, Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import type {
  CreatedTitle,
  GenreList,
  MyOverview,
  Ok,
  Title,
  TitleStatList,
} from '@creator/api/contract';
import {
  createTitleBody,
  publishTitleBody,
  targetAudienceBody,
  updateTitleBody,
} from '@creator/api/schemas';
import type { AppDeps, AppEnv } from '../context';
import { COVER_FIELD, COVER_MAX_BYTES } from '../lib/contract';
import { ApiError, badRequest, duplicatedTitleName, notFound } from '../lib/errors';
import { MESSAGES } from '../lib/messages';
import { requireCreator } from '../lib/session';
import { publishNowTime, publishTime, taipeiMonth } from '../lib/time';
import { coverUrl, ownedTitle, TITLE_SELECT, toTitle, type TitleRow } from '../lib/titles';
import { parseBody, parseForm } from '../lib/validate';
import { monthNet } from './revenue';

const origin = (c: Context) => new URL(c.req.url).origin;

/** Detects the image type from its first bytes; the declared type is not trusted. */
function sniffImageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  const at = (i: number) => bytes[i] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => at(i) === b)) return 'image/png';
  const ascii = (from: number, to: number) =>
    String.fromCharCode(...Array.from(bytes.subarray(from, to)));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export function registerTitleRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  const knownGenres = () =>
    new Set(
      (db.prepare('SELECT genre_id FROM genres').all() as { genre_id: string }[]).map(
        (r) => r.genre_id,
      ),
    );

  const checkGenres = (genreIds: string[]) => {
    const known = knownGenres();
    const unknown = genreIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw badRequest(MESSAGES.unknownGenre(unknown.join(', ')));
    if (new Set(genreIds).size !== genreIds.length) throw badRequest(MESSAGES.duplicatedGenre);
  };

  const checkNameFree = (ownerId: string, displayName: string, exceptTitleId?: string) => {
    const clash = db
      .prepare('SELECT title_id FROM titles WHERE owner_id = ? AND display_name = ?')
      .get(ownerId, displayName) as { title_id: string } | undefined;
    if (clash && clash.title_id !== exceptTitleId) throw duplicatedTitleName();
  };

  const titleJson = (c: Context, titleId: string) => {
    const row = db.prepare(`${TITLE_SELECT} WHERE t.title_id = ?`).get(titleId) as TitleRow;
    return c.json<Title>(toTitle(row, origin(c)));
  };

  app.get('/v2/genres', (c) => {
    const rows = db
      .prepare('SELECT genre_id, display_name FROM genres ORDER BY sort_order')
      .all() as { genre_id: string; display_name: string }[];
    return c.json<GenreList>({
      genres: rows.map((r) => ({ genreId: r.genre_id, displayName: r.display_name })),
    });
  });

  app.get('/v2/creator/myOverview', (c) => {
    const member = requireCreator(c);
    const titles = db
      .prepare(
        `SELECT COUNT(*) AS n, COALESCE(SUM(reader_count), 0) AS readers,
                COALESCE(SUM(favorite_count), 0) AS favorites
         FROM titles WHERE owner_id = ?`,
      )
      .get(member.member_id) as { n: number; readers: number; favorites: number };
    const chapters = db
      .prepare(
        `SELECT COUNT(*) AS n, COALESCE(SUM(ch.word_count), 0) AS words
         FROM chapters ch JOIN titles t ON t.title_id = ch.title_id WHERE t.owner_id = ?`,
      )
      .get(member.member_id) as { n: number; words: number };
    return c.json<MyOverview>({
      titleCount: titles.n,
      chapterCount: chapters.n,
      totalWords: chapters.words,
      readerCount: titles.readers,
      favoriteCount: titles.favorites,
      monthRevenue: monthNet(db, member.member_id, taipeiMonth(deps.now())),
    });
  });

  app.get('/v2/creator/myTitleStats', (c) => {
    const member = requireCreator(c);
    const rows = db
      .prepare(
        `SELECT t.*, cv.updated_at AS cover_updated_at,
                (SELECT COUNT(*) FROM chapters ch WHERE ch.title_id = t.title_id) AS chapter_count,
                (SELECT COALESCE(SUM(word_count), 0) FROM chapters ch
                  WHERE ch.title_id = t.title_id) AS word_count
         FROM titles t LEFT JOIN covers cv ON cv.title_id = t.title_id
         WHERE t.owner_id = ? ORDER BY t.updated_at DESC, t.title_id`,
      )
      .all(member.member_id) as (TitleRow & { chapter_count: number; word_count: number })[];
    return c.json<TitleStatList>({
      titles: rows.map((r) => ({
        titleId: r.title_id,
        displayName: r.display_name,
        genreIds: JSON.parse(r.genre_ids) as string[],
        listingFrom: r.listing_from,
        coverUrl: coverUrl(origin(c), r.title_id, r.cover_updated_at),
        serialStatus: r.serial_status,
        chapterCount: r.chapter_count,
        wordCount: r.word_count,
        readerCount: r.reader_count,
        favoriteCount: r.favorite_count,
        updatedAt: r.updated_at,
      })),
    });
  });

  app.post('/v2/creator/titles', async (c) => {
    const member = requireCreator(c);
    const body = await parseBody(c, createTitleBody);
    checkGenres(body.genreIds);
    checkNameFree(member.member_id, body.displayName);
    const titleId = randomUUID();
    const now = deps.now().toISOString();
    db.prepare(
      `INSERT INTO titles (title_id, owner_id, display_name, genre_ids, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(titleId, member.member_id, body.displayName, JSON.stringify(body.genreIds), now, now);
    return c.json<CreatedTitle>({ titleId }, 201);
  });

  app.get('/v2/creator/titles/:titleId', (c) => {
    const member = requireCreator(c);
    return c.json<Title>(
      toTitle(ownedTitle(db, c.req.param('titleId'), member.member_id), origin(c)),
    );
  });

  app.put('/v2/creator/titles/:titleId', async (c) => {
    const member = requireCreator(c);
    const title = ownedTitle(db, c.req.param('titleId'), member.member_id);
    const body = await parseBody(c, updateTitleBody);
    if (body.genreIds) checkGenres(body.genreIds);
    if (body.displayName !== undefined) {
      checkNameFree(member.member_id, body.displayName, title.title_id);
    }
    db.prepare(
      `UPDATE titles SET display_name = ?, genre_ids = ?, intro = ?, synopsis = ?, tags = ?,
         serial_status = ?, updated_at = ? WHERE title_id = ?`,
    ).run(
      body.displayName ?? title.display_name,
      body.genreIds ? JSON.stringify(body.genreIds) : title.genre_ids,
      body.intro ?? title.intro,
      body.synopsis ?? title.synopsis,
      body.tags ? JSON.stringify(body.tags) : title.tags,
      body.serialStatus ?? title.serial_status,
      deps.now().toISOString(),
      title.title_id,
    );
    return titleJson(c, title.title_id);
  });

  app.delete('/v2/creator/titles/:titleId', (c) => {
    const member = requireCreator(c);
    const title = ownedTitle(db, c.req.param('titleId'), member.member_id);
    const now = deps.now().getTime();
    db.transaction(() => {
      // An entry can still be withdrawn before the contest's deadline: it goes with its work.
      // After the deadline it is the contest's history and stays, with the work's name (as gifts
      // and revenue lines do: the triggers of migration 7).
      const entries = db
        .prepare(
          `SELECT e.contest_id, c.entry_end_at FROM contest_entries e
           JOIN contests c ON c.contest_id = e.contest_id WHERE e.title_id = ?`,
        )
        .all(title.title_id) as { contest_id: string; entry_end_at: string }[];
      const withdraw = db.prepare(
        'DELETE FROM contest_entries WHERE contest_id = ? AND title_id = ?',
      );
      for (const entry of entries) {
        if (Date.parse(entry.entry_end_at) > now) withdraw.run(entry.contest_id, title.title_id);
      }
      db.prepare('DELETE FROM titles WHERE title_id = ?').run(title.title_id);
    })();
    return c.json<Ok>({ ok: true });
  });

  app.post('/v2/creator/titles/:titleId/publish', async (c) => {
    const member = requireCreator(c);
    const title = ownedTitle(db, c.req.param('titleId'), member.member_id);
    const body = await parseBody(c, publishTitleBody);
    const listingFrom =
      body.listingFrom === undefined
        ? publishNowTime(title.listing_from, deps.now())
        : publishTime('listingFrom', body.listingFrom, title.listing_from, deps.now());
    db.prepare('UPDATE titles SET listing_from = ?, updated_at = ? WHERE title_id = ?').run(
      listingFrom,
      deps.now().toISOString(),
      title.title_id,
    );
    return titleJson(c, title.title_id);
  });

  app.post('/v2/creator/titles/:titleId/unpublish', (c) => {
    const member = requireCreator(c);
    const title = ownedTitle(db, c.req.param('titleId'), member.member_id);
    db.prepare('UPDATE titles SET listing_from = NULL, updated_at = ? WHERE title_id = ?').run(
      deps.now().toISOString(),
      title.title_id,
    );
    return titleJson(c, title.title_id);
  });

  app.post('/v2/creator/titles/:titleId/sync', (c) => {
    const member = requireCreator(c);
    const title = ownedTitle(db, c.req.param('titleId'), member.member_id);
    db.prepare('UPDATE titles SET synced_at = ? WHERE title_id = ?').run(
      deps.now().toISOString(),
      title.title_id,
    );
    return titleJson(c, title.title_id);
  });

  app.post('/v2/creator/titles/:titleId/cover', async (c) => {
    const member = requireCreator(c);
    const title = ownedTitle(db, c.req.param('titleId'), member.member_id);
    // The request as a whole is bounded before it is read (lib/body-limit.ts); this is the file.
    if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
      throw badRequest(MESSAGES.coverNotMultipart(COVER_FIELD));
    }
    const form = await parseForm(c);
    const file = form[COVER_FIELD];
    if (!(file instanceof File)) throw badRequest(MESSAGES.coverMissing(COVER_FIELD));
    if (file.size > COVER_MAX_BYTES) {
      throw new ApiError(413, 'ValidationError', MESSAGES.coverTooLarge(COVER_MAX_BYTES));
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mime = sniffImageType(bytes);
    if (!mime) throw new ApiError(415, 'ValidationError', MESSAGES.coverNotImage);
    const now = deps.now().toISOString();
    db.prepare(
      `INSERT INTO covers (title_id, mime, data, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT(title_id) DO UPDATE SET mime = excluded.mime, data = excluded.data,
         updated_at = excluded.updated_at`,
    ).run(title.title_id, mime, Buffer.from(bytes), now);
    db.prepare('UPDATE titles SET updated_at = ? WHERE title_id = ?').run(now, title.title_id);
    return titleJson(c, title.title_id);
  });

  app.get('/covers/:titleId', (c) => {
    const row = db
      .prepare('SELECT mime, data FROM covers WHERE title_id = ?')
      .get(c.req.param('titleId')) as { mime: string; data: Buffer } | undefined;
    if (!row) throw notFound();
    return c.body(new Uint8Array(row.data), 200, {
      'Content-Type': row.mime,
      // The URL carries ?v=<upload time>, so a new upload is a new URL.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  app.put('/v2/creator/targetAudience', async (c) => {
    const member = requireCreator(c);
    const body = await parseBody(c, targetAudienceBody);
    const title = ownedTitle(db, body.titleId, member.member_id);
    db.prepare('UPDATE titles SET target_audience = ?, updated_at = ? WHERE title_id = ?').run(
      body.targetAudience,
      deps.now().toISOString(),
      title.title_id,
    );
    return titleJson(c, title.title_id);
  });
}
