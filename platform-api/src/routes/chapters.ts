import type { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import type { Chapter, ChapterList, Ok, ReadingTicketSettings } from '@creator/api/contract';
import {
  chapterNameBody,
  chapterOrderBody,
  createChapterBody,
  readingTicketSettingsBody,
  titleIdQuery,
  updateChapterBody,
} from '@creator/api/schemas';
import type { AppDeps, AppEnv } from '../context';
import {
  chaptersOfTitle,
  ownedChapter,
  ownedCollection,
  toChapter,
  toChapterSummary,
  toCollection,
  type CollectionRow,
} from '../lib/chapters';
import { CHAPTER_CONTENT_MAX, CHAPTER_PAID_PRICE_MIN } from '../lib/contract';
import { badRequest, conflict, emptyChapter } from '../lib/errors';
import { MESSAGES } from '../lib/messages';
import { cleanChapter } from '../lib/sanitize-html';
import { requireCreator } from '../lib/session';
import { publishNowTime, publishTime } from '../lib/time';
import { ownedTitle } from '../lib/titles';
import { parseBody, parseQuery } from '../lib/validate';

/** Price a paid chapter gets when none is given. */
const DEFAULT_PAID_PRICE = 5;

export function registerChapterRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  const readingTicketSettings = (titleId: string): ReadingTicketSettings => {
    const title = db
      .prepare('SELECT ticket_selection_type FROM titles WHERE title_id = ?')
      .get(titleId) as { ticket_selection_type: ReadingTicketSettings['selectionType'] };
    return {
      titleId,
      selectionType: title.ticket_selection_type,
      chapters: chaptersOfTitle(db, titleId).map((row) => ({
        chapterId: row.chapter_id,
        displayName: row.display_name,
        order: row.sort_order,
        isFree: row.is_free === 1,
        ticketEnabled: row.is_free === 0 && row.ticket_enabled === 1,
      })),
    };
  };

  const chapterList = (titleId: string): ChapterList => {
    const collections = db
      .prepare('SELECT * FROM collections WHERE title_id = ? ORDER BY sort_order')
      .all(titleId) as CollectionRow[];
    const now = deps.now();
    return {
      titleId,
      collections: collections.map(toCollection),
      chapters: chaptersOfTitle(db, titleId).map((row) => toChapterSummary(row, now)),
    };
  };

  app.get('/v2/creator/titles/:titleId/chapters', (c) => {
    const member = requireCreator(c);
    const title = ownedTitle(db, c.req.param('titleId'), member.member_id);
    return c.json<ChapterList>(chapterList(title.title_id));
  });

  app.post('/v2/creator/titles/:titleId/chapters', async (c) => {
    const member = requireCreator(c);
    const title = ownedTitle(db, c.req.param('titleId'), member.member_id);
    const body = await parseBody(c, createChapterBody);
    if (body.collectionId) {
      const collection = db
        .prepare('SELECT title_id FROM collections WHERE collection_id = ?')
        .get(body.collectionId) as { title_id: string } | undefined;
      if (collection?.title_id !== title.title_id) {
        throw badRequest(MESSAGES.notCollectionOfWork);
      }
    }
    const { last } = db
      .prepare('SELECT COALESCE(MAX(sort_order), 0) AS last FROM chapters WHERE title_id = ?')
      .get(title.title_id) as { last: number };
    const chapterId = randomUUID();
    const now = deps.now().toISOString();
    db.prepare(
      `INSERT INTO chapters (chapter_id, title_id, collection_id, display_name, sort_order,
         created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      chapterId,
      title.title_id,
      body.collectionId ?? null,
      body.displayName,
      last + 1,
      now,
      now,
    );
    db.prepare('UPDATE titles SET updated_at = ? WHERE title_id = ?').run(now, title.title_id);
    return c.json<Chapter>(
      toChapter(ownedChapter(db, chapterId, member.member_id), deps.now()),
      201,
    );
  });

  app.put('/v2/creator/titles/:titleId/chapterOrder', async (c) => {
    const member = requireCreator(c);
    const title = ownedTitle(db, c.req.param('titleId'), member.member_id);
    const body = await parseBody(c, chapterOrderBody);
    const current = new Set(chaptersOfTitle(db, title.title_id).map((ch) => ch.chapter_id));
    const given = new Set(body.chapterIds);
    const problems = [
      [[...current].filter((id) => !given.has(id)).length, '缺少', 'missing'],
      [[...given].filter((id) => !current.has(id)).length, '不屬於這部作品', 'not of this work'],
      [body.chapterIds.length - given.size, '重複', 'repeated'],
    ] as const;
    const found = problems.filter(([count]) => count > 0);
    if (found.length > 0) {
      throw badRequest(
        MESSAGES.chapterOrderMismatch(
          found.map(([count, zh]) => `${zh} ${count} 個`).join('、'),
          found.map(([count, , en]) => `${count} ${en}`).join(', '),
        ),
      );
    }
    const update = db.prepare('UPDATE chapters SET sort_order = ? WHERE chapter_id = ?');
    db.transaction(() => {
      body.chapterIds.forEach((id, index) => update.run(index + 1, id));
      db.prepare('UPDATE titles SET updated_at = ? WHERE title_id = ?').run(
        deps.now().toISOString(),
        title.title_id,
      );
    })();
    return c.json<ChapterList>(chapterList(title.title_id));
  });

  /**
   * Deleting a chapter closes the gap it leaves: the rest are numbered 1..n again in their order,
   * as the sorting screen shows them and as a new chapter (MAX + 1) expects. The work changed.
   */
  app.delete('/v2/creator/chapters/:chapterId', (c) => {
    const member = requireCreator(c);
    const chapter = ownedChapter(db, c.req.param('chapterId'), member.member_id);
    const renumber = db.prepare('UPDATE chapters SET sort_order = ? WHERE chapter_id = ?');
    db.transaction(() => {
      db.prepare('DELETE FROM chapters WHERE chapter_id = ?').run(chapter.chapter_id);
      chaptersOfTitle(db, chapter.title_id).forEach((row, index) => {
        if (row.sort_order !== index + 1) renumber.run(index + 1, row.chapter_id);
      });
      db.prepare('UPDATE titles SET updated_at = ? WHERE title_id = ?').run(
        deps.now().toISOString(),
        chapter.title_id,
      );
    })();
    return c.json<Ok>({ ok: true });
  });

  app.get('/v2/creator/chapters/:chapterId', (c) => {
    const member = requireCreator(c);
    return c.json<Chapter>(
      toChapter(ownedChapter(db, c.req.param('chapterId'), member.member_id), deps.now()),
    );
  });

  app.put('/v2/creator/chapters/:chapterId', async (c) => {
    const member = requireCreator(c);
    const chapter = ownedChapter(db, c.req.param('chapterId'), member.member_id);
    const body = await parseBody(c, updateChapterBody);
    if (body.baseVersion !== undefined && body.baseVersion !== chapter.version) {
      throw conflict(MESSAGES.chapterChangedElsewhere(chapter.version, body.baseVersion));
    }
    const isFree = body.isFree ?? chapter.is_free === 1;
    const price = isFree ? 0 : (body.price ?? (chapter.price || DEFAULT_PAID_PRICE));
    if (!isFree && price < CHAPTER_PAID_PRICE_MIN) {
      throw badRequest(MESSAGES.paidChapterMinPrice(CHAPTER_PAID_PRICE_MIN));
    }
    // The size limit applies to what is stored: cleaning can make HTML longer (a bare '<' in the
    // text becomes '&lt;'), and a chapter that was accepted must be accepted again as it is.
    const clean =
      body.content === undefined
        ? { html: chapter.content, characters: chapter.word_count }
        : cleanChapter(body.content);
    if (body.content !== undefined && clean.html.length > CHAPTER_CONTENT_MAX) {
      throw badRequest(MESSAGES.contentTooLong(CHAPTER_CONTENT_MAX));
    }
    // A chapter that becomes paid in a work whose tickets are set to ALL takes tickets at once:
    // ALL means every paid chapter, including the ones made paid after the setting was saved.
    const { ticket_selection_type: selectionType } = db
      .prepare('SELECT ticket_selection_type FROM titles WHERE title_id = ?')
      .get(chapter.title_id) as { ticket_selection_type: ReadingTicketSettings['selectionType'] };
    const ticketEnabled = isFree
      ? 0
      : chapter.is_free === 1 && selectionType === 'ALL'
        ? 1
        : chapter.ticket_enabled;
    // Readers never get an empty chapter: publishing or scheduling one is refused, whether the
    // text is the stored one or what this request's content cleans to.
    if ((body.publishNow || typeof body.publishAt === 'string') && clean.characters === 0) {
      throw emptyChapter(body.publishNow ? 'publishNow' : 'publishAt');
    }
    const publishAt = body.publishNow
      ? publishNowTime(chapter.publish_at, deps.now())
      : body.publishAt === undefined
        ? chapter.publish_at
        : body.publishAt === null
          ? null
          : publishTime('publishAt', body.publishAt, chapter.publish_at, deps.now());
    db.prepare(
      `UPDATE chapters SET display_name = ?, content = ?, word_count = ?, author_note = ?,
         is_free = ?, price = ?, ticket_enabled = ?, comments_enabled = ?, publish_at = ?,
         version = version + 1, updated_at = ?
       WHERE chapter_id = ?`,
    ).run(
      body.displayName ?? chapter.display_name,
      clean.html,
      clean.characters,
      body.authorNote ?? chapter.author_note,
      isFree ? 1 : 0,
      price,
      ticketEnabled,
      (body.commentsEnabled ?? chapter.comments_enabled === 1) ? 1 : 0,
      publishAt,
      deps.now().toISOString(),
      chapter.chapter_id,
    );
    db.prepare('UPDATE titles SET updated_at = ? WHERE title_id = ?').run(
      deps.now().toISOString(),
      chapter.title_id,
    );
    return c.json<Chapter>(
      toChapter(ownedChapter(db, chapter.chapter_id, member.member_id), deps.now()),
    );
  });

  app.put('/v2/creator/chapters/:chapterId/name', async (c) => {
    const member = requireCreator(c);
    const chapter = ownedChapter(db, c.req.param('chapterId'), member.member_id);
    const body = await parseBody(c, chapterNameBody);
    db.prepare(
      `UPDATE chapters SET display_name = ?, version = version + 1, updated_at = ?
       WHERE chapter_id = ?`,
    ).run(body.displayName, deps.now().toISOString(), chapter.chapter_id);
    return c.json<Chapter>(
      toChapter(ownedChapter(db, chapter.chapter_id, member.member_id), deps.now()),
    );
  });

  app.delete('/v2/creator/collections/:collectionId', (c) => {
    const member = requireCreator(c);
    const collection = ownedCollection(db, c.req.param('collectionId'), member.member_id);
    // Its chapters stay, outside any collection (ON DELETE SET NULL).
    db.prepare('DELETE FROM collections WHERE collection_id = ?').run(collection.collection_id);
    return c.json<Ok>({ ok: true });
  });

  app.get('/v2/creator/chapterReadingTicketSettings', (c) => {
    const member = requireCreator(c);
    const { titleId } = parseQuery(c, titleIdQuery);
    const title = ownedTitle(db, titleId, member.member_id);
    return c.json<ReadingTicketSettings>(readingTicketSettings(title.title_id));
  });

  app.put('/v2/creator/chapterReadingTicketSettings', async (c) => {
    const member = requireCreator(c);
    const body = await parseBody(c, readingTicketSettingsBody);
    const title = ownedTitle(db, body.titleId, member.member_id);
    const chapters = chaptersOfTitle(db, title.title_id);
    const byId = new Map(chapters.map((ch) => [ch.chapter_id, ch]));
    let enabled: Set<string>;
    if (body.selectionType === 'ALL') {
      enabled = new Set(chapters.filter((ch) => ch.is_free === 0).map((ch) => ch.chapter_id));
    } else {
      const unknown = body.chapterIds.filter((id) => !byId.has(id));
      if (unknown.length > 0) {
        throw badRequest(MESSAGES.notChaptersOfWork(unknown.join(', ')));
      }
      const free = body.chapterIds.flatMap((id) => {
        const chapter = byId.get(id);
        return chapter?.is_free === 1 ? [chapter.display_name] : [];
      });
      if (free.length > 0) {
        throw badRequest(
          MESSAGES.freeChaptersTakeNoTickets(
            free.map((name) => `「${name}」`).join(''),
            free.length > 1,
          ),
        );
      }
      enabled = new Set(body.chapterIds);
    }
    const update = db.prepare('UPDATE chapters SET ticket_enabled = ? WHERE chapter_id = ?');
    db.transaction(() => {
      db.prepare('UPDATE titles SET ticket_selection_type = ? WHERE title_id = ?').run(
        body.selectionType,
        title.title_id,
      );
      for (const ch of chapters) update.run(enabled.has(ch.chapter_id) ? 1 : 0, ch.chapter_id);
    })();
    return c.json<ReadingTicketSettings>(readingTicketSettings(title.title_id));
  });
}
