import { createTestApp, type TestApp } from './testing/harness';

/**
 * Author text reaches the portal two ways. Names, intros, synopses, tags, chapter names and
 * author's notes are plain text: stored exactly as typed (trimmed where the contract trims) and
 * never HTML-escaped here, because the portal renders them as text (escaping them on the way in
 * would show `&lt;` to the author). Chapter content is HTML: it is cleaned on the way in.
 */
let t: TestApp;
let demo: string;
beforeEach(async () => {
  t = createTestApp();
  demo = await t.signIn('demo@example.com');
});

const SCRIPT = '<script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(1)>';

describe('plain-text fields', () => {
  it('keeps script and event-handler payloads in work fields as the text typed', async () => {
    const body = {
      displayName: `  ${SCRIPT}${IMG}  `,
      intro: IMG,
      synopsis: `${SCRIPT}\n<a href="javascript:alert(1)">x</a>`,
      tags: [' <b onclick=x> ', SCRIPT.slice(0, 20)],
    };
    const put = await t.request('/v2/creator/titles/title-demon-lord', {
      method: 'PUT',
      cookie: demo,
      body,
    });
    expect(put.status).toBe(200);
    expect(put.headers.get('content-type')).toMatch(/^application\/json/);
    expect(put.headers.get('x-content-type-options')).toBe('nosniff');
    const expected = {
      displayName: `${SCRIPT}${IMG}`,
      intro: IMG,
      synopsis: body.synopsis,
      tags: ['<b onclick=x>', SCRIPT.slice(0, 20)],
    };
    expect(await put.json()).toMatchObject(expected);
    const title = await (
      await t.request('/v2/creator/titles/title-demon-lord', { cookie: demo })
    ).json();
    expect(title).toMatchObject(expected);
    const stats = await (await t.request('/v2/creator/myTitleStats', { cookie: demo })).json();
    expect(stats.titles).toContainEqual(
      expect.objectContaining({ titleId: 'title-demon-lord', displayName: `${SCRIPT}${IMG}` }),
    );
  });

  it("keeps payloads in a chapter's name and author's note as text", async () => {
    const created = await t.request('/v2/creator/titles/title-demon-lord/chapters', {
      method: 'POST',
      cookie: demo,
      body: { displayName: IMG },
    });
    const { chapterId } = await created.json();
    const url = `/v2/creator/chapters/${chapterId}`;
    await t.request(url, { method: 'PUT', cookie: demo, body: { authorNote: SCRIPT } });
    const renamed = await t.request(`${url}/name`, {
      method: 'PUT',
      cookie: demo,
      body: { displayName: ` ${SCRIPT} ` },
    });
    expect(await renamed.json()).toMatchObject({ displayName: SCRIPT, authorNote: SCRIPT });
    const list = await (
      await t.request('/v2/creator/titles/title-demon-lord/chapters', { cookie: demo })
    ).json();
    expect(list.chapters.at(-1)).toMatchObject({ chapterId, displayName: SCRIPT });
  });
});

describe('chapter content', () => {
  const PAYLOADS = [
    IMG,
    '<svg/onload=alert(1)>',
    '<img/src="x"/onerror="alert(1)">',
    '<details open ontoggle=alert(1)>x</details>',
    '<body onload=alert(1)>',
    '<input autofocus onfocus=alert(1)>',
    '<video><source onerror=alert(1)></video>',
    '<scr<script>ipt>alert(1)</script>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<div><iframe srcdoc="<script>alert(1)</script>"></iframe></div>',
    '<form action="javascript:alert(1)"><button>x</button></form>',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<p style="background:url(javascript:alert(1))">x</p>',
    `<p>a</p>${SCRIPT.slice(0, 8)}alert(1)`,
  ];
  /** Markup a browser would act on: a tag that runs or loads, a handler, a script URL. */
  const DANGEROUS =
    /<(script|svg|iframe|object|embed|form|input|button|video|source|meta|base|body|details|style|noscript)\b|<[^>]*[\s/]on[a-z]+\s*=|<[^>]*\s(href|src|action)\s*=\s*"?\s*(javascript|data:text|vbscript)/i;

  it('finds the dangerous markup it looks for (the check can fail)', () => {
    for (const payload of PAYLOADS.slice(0, 7)) expect(payload).toMatch(DANGEROUS);
  });

  it.each(PAYLOADS)('saves %s inert', async (payload) => {
    const url = '/v2/creator/chapters/title-demon-lord-ch-001';
    const saved = await t.request(url, {
      method: 'PUT',
      cookie: demo,
      body: { content: `<p>前文</p>${payload}<p>後文</p>` },
    });
    expect(saved.status).toBe(200);
    const { content } = await (await t.request(url, { cookie: demo })).json();
    expect(content).not.toMatch(DANGEROUS);
    expect(content).toContain('<p>前文</p>');
  });
});
