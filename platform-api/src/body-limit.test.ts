import { COVER_BODY_MAX_BYTES, JSON_BODY_MAX_BYTES } from './lib/body-limit';
import { createTestApp, type TestApp } from './testing/harness';

let t: TestApp;
let demo: string;
beforeEach(async () => {
  t = createTestApp();
  demo = await t.signIn('demo@example.com');
});

const CHAPTER = '/v2/creator/chapters/title-demon-lord-ch-001';
const ORIGIN = 'http://localhost:3000';

/** A chapter of `chars` CJK characters in paragraphs of 1,000 (7 characters of markup each). */
const cjkChapter = (chars: number) => {
  const paragraph = `<p>${'霧'.repeat(1000)}</p>`;
  return paragraph.repeat(Math.floor(chars / 1000));
};

/** A body sent in chunks without Content-Length, as a browser streaming an upload would. */
const streamed = (bytes: number, chunk = 256 * 1024) => {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(chunk, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
};

describe('request body limits', () => {
  it('saves and loads a chapter of 200,000 CJK characters', async () => {
    const content = cjkChapter(200_000);
    expect(Buffer.byteLength(JSON.stringify({ content }))).toBeGreaterThan(600_000);
    const saved = await t.request(CHAPTER, { method: 'PUT', cookie: demo, body: { content } });
    expect(saved.status).toBe(200);
    expect((await saved.json()).wordCount).toBe(200_000);
    const loaded = await (await t.request(CHAPTER, { cookie: demo })).json();
    expect(loaded.content).toBe(content);
    expect(loaded.wordCount).toBe(200_000);
  });

  it("takes a chapter at the contract's 2,000,000-character maximum, all CJK", async () => {
    const content = `<p>${'霧'.repeat(2_000_000 - 7)}</p>`;
    const body = JSON.stringify({ content });
    expect(Buffer.byteLength(body)).toBeGreaterThanOrEqual(6_000_000);
    expect(Buffer.byteLength(body)).toBeLessThan(JSON_BODY_MAX_BYTES);
    const saved = await t.request(CHAPTER, { method: 'PUT', cookie: demo, body });
    expect(saved.status).toBe(200);
    expect((await saved.json()).wordCount).toBe(2_000_000 - 7);
    // One character more is the contract's 400, not a silent truncation.
    const over = await t.request(CHAPTER, {
      method: 'PUT',
      cookie: demo,
      body: { content: `${content}霧` },
    });
    expect(over.status).toBe(400);
    expect((await over.json()).mainError.message).toMatch(/^content: /);
  });

  it('answers 413 in the error envelope, with CORS headers, for a body over the limit', async () => {
    const response = await t.request(CHAPTER, {
      method: 'PUT',
      cookie: demo,
      headers: { Origin: ORIGIN },
      body: JSON.stringify({ content: 'a'.repeat(JSON_BODY_MAX_BYTES) }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await response.json()).toEqual({
      code: 'ValidationError',
      mainError: { message: 'request body too large: at most 8 MB' },
    });
    // Nothing was saved.
    const chapter = await (await t.request(CHAPTER, { cookie: demo })).json();
    expect(chapter.content).not.toContain('aaaa');
  });

  it('stops a streamed body without Content-Length once it passes the limit', async () => {
    const response = await t.app.request(CHAPTER, {
      method: 'PUT',
      headers: { Cookie: demo, 'Content-Type': 'application/json' },
      body: streamed(JSON_BODY_MAX_BYTES + 1),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe('ValidationError');
  });

  it('bounds a cover upload by the cover limit, not the JSON one', async () => {
    const response = await t.app.request('/v2/creator/titles/title-demon-lord/cover', {
      method: 'POST',
      headers: {
        Cookie: demo,
        'Content-Type': 'multipart/form-data; boundary=x',
        'Accept-Language': 'en',
      },
      body: streamed(COVER_BODY_MAX_BYTES + 1),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).mainError.message).toBe(
      'cover must be at most 5242880 bytes (5 MB)',
    );
  });
});
