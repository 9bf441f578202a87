import { NOT_FOUND_MESSAGE } from '@creator/api/contract';
import { TEST_NOW, createTestApp, type RequestOptions, type TestApp } from './testing/harness';

/**
 * Every call that takes a work, chapter or collection id answers 404 NotFound with exactly the
 * message the portal redirects on when the id does not exist, and 403 Forbidden (with nothing of
 * it in the answer, and nothing changed) when it is another author's.
 */
// One app for the file: no call below changes anything until the owner's check, which runs last.
let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = createTestApp();
  demo = await t.signIn('demo@example.com');
  t.db
    .prepare(
      `INSERT INTO collections (collection_id, title_id, display_name, sort_order)
       VALUES ('title-north-king-vol-1', 'title-north-king', '第一部 冰原', 1)`,
    )
    .run();
});

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const coverForm = () => {
  const form = new FormData();
  form.append('cover', new Blob([PNG], { type: 'image/png' }), 'cover.png');
  return form;
};
const future = new Date(TEST_NOW.getTime() + 86_400_000).toISOString();
const range = '?startDate=2026-05-01&endDate=2026-05-31';

type Call = [name: string, (id: string) => [path: string, options: RequestOptions]];

const TITLE_CALLS: Call[] = [
  ['GET title', (id) => [`/v2/creator/titles/${id}`, {}]],
  ['PUT title', (id) => [`/v2/creator/titles/${id}`, { method: 'PUT', body: { intro: '改' } }]],
  ['DELETE title', (id) => [`/v2/creator/titles/${id}`, { method: 'DELETE' }]],
  [
    'publish',
    (id) => [`/v2/creator/titles/${id}/publish`, { method: 'POST', body: { listingFrom: future } }],
  ],
  ['unpublish', (id) => [`/v2/creator/titles/${id}/unpublish`, { method: 'POST' }]],
  ['sync', (id) => [`/v2/creator/titles/${id}/sync`, { method: 'POST' }]],
  ['cover', (id) => [`/v2/creator/titles/${id}/cover`, { method: 'POST', body: coverForm() }]],
  ['GET chapters', (id) => [`/v2/creator/titles/${id}/chapters`, {}]],
  [
    'POST chapter',
    (id) => [`/v2/creator/titles/${id}/chapters`, { method: 'POST', body: { displayName: '章' } }],
  ],
  [
    'chapterOrder',
    (id) => [
      `/v2/creator/titles/${id}/chapterOrder`,
      { method: 'PUT', body: { chapterIds: [`${id}-ch-001`] } },
    ],
  ],
  [
    'targetAudience',
    (id) => [
      '/v2/creator/targetAudience',
      { method: 'PUT', body: { titleId: id, targetAudience: 'Adults' } },
    ],
  ],
  ['GET tickets', (id) => [`/v2/creator/chapterReadingTicketSettings?titleId=${id}`, {}]],
  [
    'PUT tickets',
    (id) => [
      '/v2/creator/chapterReadingTicketSettings',
      { method: 'PUT', body: { titleId: id, selectionType: 'ALL', chapterIds: [] } },
    ],
  ],
  ['monthlyStats', (id) => [`/v2/creator/monthlyStats/titles/${id}${range}`, {}]],
  ['titleOveralls', (id) => [`/v2/creator/totalStats/titleOveralls/${id}`, {}]],
];

const CHAPTER_CALLS: Call[] = [
  ['GET chapter', (id) => [`/v2/creator/chapters/${id}`, {}]],
  [
    'PUT chapter',
    (id) => [`/v2/creator/chapters/${id}`, { method: 'PUT', body: { content: '<p>改</p>' } }],
  ],
  [
    'rename chapter',
    (id) => [`/v2/creator/chapters/${id}/name`, { method: 'PUT', body: { displayName: '改' } }],
  ],
  ['DELETE chapter', (id) => [`/v2/creator/chapters/${id}`, { method: 'DELETE' }]],
];

const COLLECTION_CALLS: Call[] = [
  ['DELETE collection', (id) => [`/v2/creator/collections/${id}`, { method: 'DELETE' }]],
];

const CASES = [
  ...TITLE_CALLS.map((call) => [...call, 'title-north-king'] as const),
  ...CHAPTER_CALLS.map((call) => [...call, 'title-north-king-ch-001'] as const),
  ...COLLECTION_CALLS.map((call) => [...call, 'title-north-king-vol-1'] as const),
];

/** Everything of the other author's that these calls could touch. */
const otherAuthorsData = () =>
  ['titles', 'chapters', 'collections', 'covers'].map((table) =>
    t.db
      .prepare(
        `SELECT * FROM ${table} WHERE title_id IN ('title-north-king', 'title-youth') ORDER BY rowid`,
      )
      .all(),
  );

describe('ids that do not exist', () => {
  it.each(CASES)('%s answers 404 with the message the portal redirects on', async (_, call) => {
    const [path, options] = call('no-such-id');
    const response = await t.request(path, { ...options, cookie: demo });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'NotFound',
      mainError: { message: NOT_FOUND_MESSAGE },
    });
  });
});

describe("another author's ids", () => {
  it.each(CASES)(
    '%s answers 403 Forbidden, shows nothing and changes nothing',
    async (_, call, id) => {
      const before = otherAuthorsData();
      const [path, options] = call(id);
      const response = await t.request(path, { ...options, cookie: demo });
      expect(response.status).toBe(403);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        code: 'Forbidden',
        mainError: { message: expect.stringMatching(/belongs to another author$/) },
      });
      for (const secret of ['北境之王', '冰原', '第1章']) expect(text).not.toContain(secret);
      expect(otherAuthorsData()).toEqual(before);
    },
  );

  it('answers the same calls for the owner (the ids above are real)', async () => {
    const other = await t.signIn('other@example.com');
    for (const [name, call, id] of CASES.filter(([, , id]) => !id.endsWith('vol-1'))) {
      if (/DELETE|POST chapter|chapterOrder|cover/.test(name)) continue;
      const [path, options] = call(id);
      const response = await t.request(path, { ...options, cookie: other });
      expect({ name, status: response.status }).toEqual({ name, status: 200 });
    }
  });
});
