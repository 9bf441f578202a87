import type { Editor } from '@tiptap/core';
import { registerAnalyticsSink } from '@creator/analytics';
import type { AnalyticsSink } from '@creator/analytics';
import { CHAPTER_NAME_MAX, apiPaths, apiErrorBody } from '@creator/api/contract';
import type { ApiErrorBody, Chapter, Member, UpdateChapterBody } from '@creator/api/contract';
import {
  HttpResponse,
  apiUrl,
  http,
  installEditingShims,
  renderWithProviders,
  server,
  setupMswServer,
} from '@creator/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { Link } from 'react-router-dom';
import EditorPage from './editor-page';
import { localDraftKey, readLocalDraft, writeLocalDraft } from './local-draft';

setupMswServer();
installEditingShims();

/** The Tiptap editor behind a rendered editing area (Tiptap keeps it on its DOM node). */
function editorOf(element: HTMLElement): Editor {
  const editor = (element as HTMLElement & { editor?: Editor }).editor;
  if (!editor) throw new Error('no Tiptap editor on this element');
  return editor;
}

const CHAPTER_ID = 'c-1';
/** The signed-in author: local drafts are kept per member. */
const MEMBER_ID = 'm-1';
const ME: Member = {
  memberId: MEMBER_ID,
  email: 'author@example.com',
  displayName: '林語晨',
  memberKind: 'REGULAR',
  latestStatus: 'VALID',
  agreedTerms: { creator: true },
};
const ROUTE = `/chapter/editor?chapterId=${CHAPTER_ID}`;
const PARAMS = { chapterId: CHAPTER_ID };

function chapter(overrides: Partial<Chapter> = {}): Chapter {
  return {
    chapterId: CHAPTER_ID,
    titleId: 't-1',
    collectionId: null,
    displayName: '第一章 啟程',
    order: 1,
    state: 'DRAFT',
    isFree: true,
    price: 0,
    wordCount: 2,
    publishAt: null,
    readerCount: 0,
    commentCount: 0,
    updatedAt: '2026-01-10T04:00:00.000Z',
    content: '<p>你好</p>',
    authorNote: '',
    commentsEnabled: true,
    version: 3,
    ...overrides,
  };
}

interface Served {
  puts: UpdateChapterBody[];
  tracked: string[];
}

/**
 * platform-api as the editor sees it: GET answers `current`; PUT (unless a test overrides it)
 * checks baseVersion like the server (409 when stale) and answers the saved chapter.
 */
function serve(initial: Chapter = chapter()): Served & { current: () => Chapter } {
  let current = initial;
  const served: Served = { puts: [], tracked: [] };
  server.use(
    http.get(apiUrl(apiPaths.me), () => HttpResponse.json(ME)),
    http.get(apiUrl(apiPaths.chapter(CHAPTER_ID)), () => HttpResponse.json(current)),
    http.put(apiUrl(apiPaths.chapter(CHAPTER_ID)), async ({ request }) => {
      const body = (await request.json()) as UpdateChapterBody;
      served.puts.push(body);
      if (body.baseVersion !== undefined && body.baseVersion !== current.version) {
        return HttpResponse.json<ApiErrorBody>(
          apiErrorBody('Conflict', 'the chapter was changed elsewhere'),
          { status: 409 },
        );
      }
      // "Now" is the server's clock.
      const publishAt = body.publishNow ? new Date().toISOString() : body.publishAt;
      current = {
        ...current,
        content: body.content ?? current.content,
        displayName: body.displayName ?? current.displayName,
        publishAt: publishAt === undefined ? current.publishAt : publishAt,
        state: publishAt
          ? Date.parse(publishAt) > Date.now()
            ? 'SCHEDULED'
            : 'PUBLISHED'
          : current.state,
        version: current.version + 1,
        updatedAt: '2026-01-10T05:00:00.000Z',
      };
      return HttpResponse.json(current);
    }),
    ...(['chapterSavedTrack', 'chapterPublishedTrack'] as const).map((path) =>
      http.post(apiUrl(apiPaths[path]), () => {
        served.tracked.push(path);
        return HttpResponse.json({ ok: true });
      }),
    ),
  );
  return { ...served, current: () => current };
}

async function openEditor() {
  const view = renderWithProviders(<EditorPage params={PARAMS} />, { route: ROUTE });
  const box = await screen.findByRole('textbox', { name: '章節內文' });
  return { ...view, box, editor: editorOf(box) };
}

/** Types as the author does, at the start of the chapter (jsdom has no layout to click into). */
async function typeInto(view: Awaited<ReturnType<typeof openEditor>>, text: string) {
  await view.user.click(view.box);
  view.editor.commands.setTextSelection(1);
  await view.user.type(view.box, text, { skipClick: true });
}

const draftInStorage = () => readLocalDraft(MEMBER_ID, CHAPTER_ID);

/**
 * The drawer the comparison opens in, found by its title: in jsdom antd gives every dialog the
 * same aria-labelledby id, so the accessible name would be the dialog's under it.
 */
async function findCompareDrawer(): Promise<HTMLElement> {
  const title = await screen.findByText('比較兩個版本', { selector: '.ant-drawer-title' });
  return title.closest<HTMLElement>('[role="dialog"]')!;
}

/** The box antd sizes for a dialog (its width is set on it). */
const dialogFrame = (dialog: HTMLElement) => dialog.closest<HTMLElement>('.ant-modal') ?? dialog;

function recordAnalytics() {
  const events: Array<[string, Record<string, unknown>]> = [];
  const sink: AnalyticsSink = {
    track: (name, properties) => events.push([name, properties]),
    setUserId: () => undefined,
    reset: () => undefined,
  };
  return { events, unregister: registerAnalyticsSink(sink) };
}

beforeEach(() => localStorage.clear());

/**
 * The next chapter save is refused once for too many requests, asking to wait `seconds`; later
 * saves go on to serve()'s handler. Returns the Idempotency-Key of every save sent, in order.
 */
function refuseNextSaveAsThrottled(seconds: number): Array<string | null> {
  const keys: Array<string | null> = [];
  let refuse = true;
  server.use(
    http.put(apiUrl(apiPaths.chapter(CHAPTER_ID)), ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      if (!refuse) return undefined;
      refuse = false;
      return HttpResponse.json<ApiErrorBody>(
        apiErrorBody('ThrottlingException', `too many requests: try again in ${seconds} seconds`),
        { status: 429, headers: { 'Retry-After': String(seconds) } },
      );
    }),
  );
  return keys;
}

describe('Editor: loading', () => {
  it('shows the chapter with its name, state and length; hostile HTML never reaches the page', async () => {
    serve(
      chapter({
        content:
          '<p>你好 world</p><img src="https://x.test/a.png" onerror="window.__pwned=1" alt="a">' +
          '<script>window.__pwned=2</script><p onclick="window.__pwned=3"><a href="javascript:alert(1)">連結</a></p>',
      }),
    );
    const { box } = await openEditor();
    expect(screen.getByRole('textbox', { name: '章節名稱' })).toHaveValue('第一章 啟程');
    expect(screen.getByText('草稿')).toBeInTheDocument();
    expect(box).toHaveTextContent('你好 world');
    expect(box.querySelector('script, a, [onerror], [onclick]')).toBeNull();
    expect(box.querySelector('img')).toHaveAttribute('src', 'https://x.test/a.png');
    expect(box.innerHTML).not.toMatch(/pwned|javascript:/);
    // 你好 (2) + world (5) + 連結 (2)
    expect(screen.getByText('9 字')).toBeInTheDocument();
  });
});

describe('Editor: toolbar', () => {
  it('applies and announces bold, italic and underline', async () => {
    serve();
    const { editor, user } = await openEditor();
    editor.commands.selectAll();
    const bold = screen.getByRole('button', { name: '粗體' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(bold);
    await user.click(screen.getByRole('button', { name: '斜體' }));
    await user.click(screen.getByRole('button', { name: '底線' }));
    expect(editor.getHTML()).toBe('<p><strong><em><u>你好</u></em></strong></p>');
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: '底線' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('turns a paragraph into a heading and back, and aligns it', async () => {
    serve();
    const { editor, user } = await openEditor();
    editor.commands.setTextSelection(2);
    await user.click(screen.getByRole('button', { name: '標題' }));
    expect(editor.getHTML()).toBe('<h2>你好</h2>');
    await user.click(screen.getByRole('button', { name: '置中' }));
    expect(editor.getHTML()).toMatch(/^<h2 style="text-align: center;?">你好<\/h2>$/);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '置中' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await user.click(screen.getByRole('button', { name: '內文' }));
    await user.click(screen.getByRole('button', { name: '靠右對齊' }));
    expect(editor.getHTML()).toMatch(/^<p style="text-align: right;?">你好<\/p>$/);
    await user.click(screen.getByRole('button', { name: '靠左對齊' }));
    expect(editor.getHTML()).toBe('<p>你好</p>');
  });

  it('inserts a divider; undo and redo take it out and back', async () => {
    serve();
    const { editor, user } = await openEditor();
    expect(screen.getByRole('button', { name: '復原' })).toBeDisabled();
    editor.commands.setTextSelection(3);
    await user.click(screen.getByRole('button', { name: '分隔線' }));
    expect(editor.getHTML()).toContain('<hr>');
    const undo = screen.getByRole('button', { name: '復原' });
    await waitFor(() => expect(undo).toBeEnabled());
    await user.click(undo);
    expect(editor.getHTML()).toBe('<p>你好</p>');
    await user.click(screen.getByRole('button', { name: '重做' }));
    expect(editor.getHTML()).toContain('<hr>');
  });

  it('inserts an image from an https address with its alt text, refusing anything else', async () => {
    serve();
    const { editor, user } = await openEditor();
    editor.commands.setTextSelection(3);
    await user.click(screen.getByRole('button', { name: '插入圖片' }));
    const dialog = await screen.findByRole('dialog', { name: '插入圖片' });
    const url = within(dialog).getByLabelText('圖片網址');
    await user.type(url, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: '插入' }));
    expect(within(dialog).getByText('請輸入以 https:// 開頭的圖片網址')).toBeInTheDocument();
    expect(within(dialog).getByText('請輸入替代文字')).toBeInTheDocument();
    await user.clear(url);
    await user.type(url, 'https://img.example.com/map.png');
    await user.type(within(dialog).getByLabelText('替代文字'), '王國地圖');
    await user.click(within(dialog).getByRole('button', { name: '插入' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(editor.getHTML()).toContain(
      '<img src="https://img.example.com/map.png" alt="王國地圖">',
    );
  });

  it('cleans pasted Word HTML down to the chapter formats', async () => {
    serve(chapter({ content: '' }));
    const { editor, box } = await openEditor();
    editor.view.pasteHTML(
      '<style>p.MsoNormal{color:red}</style><p class="MsoNormal" style="margin:0">開頭</p>' +
        '<p class="MsoNormal" style="margin:0;text-align:center;color:red">' +
        '<span style="font-weight:bold;font-family:Calibri">標題</span><o:p></o:p></p>' +
        '<ul><li>清單</li></ul><p><a href="https://x.test">連結</a><img src="http://x.test/a.png">' +
        '<script>alert(1)</script><span onclick="alert(2)">尾</span></p>',
    );
    expect(editor.getHTML()).toMatch(
      /^<p>開頭<\/p><p style="text-align: center;?"><strong>標題<\/strong><\/p><p>清單<\/p><p>連結尾<\/p>$/,
    );
    expect(box.querySelector('[class*="Mso"], [onclick], script, a, ul')).toBeNull();
  });
});

describe('Editor: character count', () => {
  it('counts CJK characters one each, whitespace not at all, as the author types', async () => {
    serve(chapter({ content: '' }));
    const view = await openEditor();
    expect(screen.getByText('0 字')).toBeInTheDocument();
    await typeInto(view, '你好 world');
    expect(await screen.findByText('7 字')).toBeInTheDocument();
    await typeInto(view, '，世界！ ');
    expect(await screen.findByText('11 字')).toBeInTheDocument();
  });
});

describe('Editor: saving', () => {
  it('Ctrl+S saves the text and name with the version it was based on, then tracks it', async () => {
    const api = serve();
    const analytics = recordAnalytics();
    try {
      const view = await openEditor();
      await typeInto(view, '新的');
      await view.user.keyboard('{Control>}s{/Control}');
      await waitFor(() => expect(api.puts).toHaveLength(1));
      expect(api.puts[0]).toEqual({
        content: '<p>新的你好</p>',
        displayName: '第一章 啟程',
        baseVersion: 3,
      });
      expect(await screen.findByText('已儲存')).toBeInTheDocument();
      await waitFor(() => expect(api.tracked).toEqual(['chapterSavedTrack']));
      expect(analytics.events).toContainEqual([
        'Chapter Event',
        { action: 'saved', chapterId: CHAPTER_ID, titleId: 't-1' },
      ]);

      // The next save starts from the version the server answered.
      await typeInto(view, '再');
      await view.user.keyboard('{Meta>}s{/Meta}');
      await waitFor(() => expect(api.puts).toHaveLength(2));
      expect(api.puts[1]).toMatchObject({ content: '<p>再新的你好</p>', baseVersion: 4 });
    } finally {
      analytics.unregister();
    }
  });

  it('the browser never gets Ctrl+S; saved text is not sent again; the button saves too', async () => {
    const api = serve();
    const view = await openEditor();
    const event = new KeyboardEvent('keydown', { key: 's', ctrlKey: true, cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByText('沒有需要儲存的變更')).toBeInTheDocument();
    expect(api.puts).toHaveLength(0);
    await typeInto(view, '甲');
    await view.user.click(screen.getByRole('button', { name: '儲存草稿' }));
    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]).toMatchObject({ content: '<p>甲你好</p>', baseVersion: 3 });
  });

  it('saves a renamed chapter; an empty name is refused before anything is sent', async () => {
    const api = serve();
    const { user } = await openEditor();
    const name = screen.getByRole('textbox', { name: '章節名稱' });
    await user.clear(name);
    await user.type(name, '   ');
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('章節名稱不能空白')).toBeInTheDocument();
    expect(api.puts).toHaveLength(0);
    await user.clear(name);
    await user.type(name, '  第一章 重逢 ');
    await user.click(screen.getByRole('button', { name: '儲存草稿' }));
    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]?.displayName).toBe('第一章 重逢');
    await waitFor(() => expect(name).toHaveValue('第一章 重逢'));
  });

  it('names a text-direction override pasted into the name at once, and saves nothing with it', async () => {
    const api = serve();
    const { user } = await openEditor();
    const name = screen.getByRole('textbox', { name: '章節名稱' });
    await user.clear(name);
    await user.paste('第一章\u202E啟程');
    expect(name).toHaveValue('第一章\u202E啟程');
    expect(screen.getByRole('alert')).toHaveTextContent(
      '文字裡有看不見的控制字元或文字方向符號（U+202E），常見於從其他程式貼上的內容，請刪除後再繼續。',
    );
    await user.keyboard('{Control>}s{/Control}');
    expect(api.puts).toHaveLength(0);
  });

  it('keeps a pasted name over the limit whole, says so at once, and saves it once it fits', async () => {
    const api = serve();
    const { user } = await openEditor();
    const name = screen.getByRole('textbox', { name: '章節名稱' });
    await user.clear(name);
    const pasted = '長'.repeat(CHAPTER_NAME_MAX + 3);
    await user.paste(pasted);
    // Nothing is cut: the author decides what goes.
    expect(name).toHaveValue(pasted);
    expect(screen.getByRole('alert')).toHaveTextContent(`章節名稱最多 ${CHAPTER_NAME_MAX} 個字`);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Control>}s{/Control}');
    expect(api.puts).toHaveLength(0);

    await user.type(name, '{Backspace}{Backspace}{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '儲存草稿' }));
    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]?.displayName).toBe('長'.repeat(CHAPTER_NAME_MAX));
  });

  it('publishes now after confirming, and tracks the publication', async () => {
    const api = serve();
    const analytics = recordAnalytics();
    try {
      const { user } = await openEditor();
      await user.click(screen.getByRole('button', { name: '立即發佈' }));
      const dialog = await screen.findByRole('dialog', { name: '立即發佈章節' });
      await user.click(within(dialog).getByRole('button', { name: '發佈' }));
      await waitFor(() => expect(api.puts).toHaveLength(1));
      // No time of this browser's clock: the server publishes it by its own.
      expect(api.puts[0]).toEqual({
        content: '<p>你好</p>',
        displayName: expect.any(String),
        baseVersion: 3,
        publishNow: true,
      });
      expect(await screen.findByText('章節已發佈')).toBeInTheDocument();
      expect(screen.getByText('已發佈')).toBeInTheDocument();
      await waitFor(() =>
        expect(api.tracked.sort()).toEqual(['chapterPublishedTrack', 'chapterSavedTrack']),
      );
      expect(analytics.events).toContainEqual([
        'Chapter Published',
        { chapterId: CHAPTER_ID, titleId: 't-1' },
      ]);
      // A published chapter is saved in place: no publish or schedule buttons any more.
      expect(screen.getByRole('button', { name: '儲存變更' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '立即發佈' })).not.toBeInTheDocument();
    } finally {
      analytics.unregister();
    }
  });

  it('schedules at a chosen Taipei time; asks for a time first', async () => {
    const api = serve();
    const analytics = recordAnalytics();
    try {
      const { user } = await openEditor();
      await user.click(screen.getByRole('button', { name: '排程發佈' }));
      const dialog = await screen.findByRole('dialog', { name: '排程發佈' });
      await user.click(within(dialog).getByRole('button', { name: '排程' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('請選擇時間');
      expect(api.puts).toHaveLength(0);

      const input = within(dialog).getByRole('textbox', { name: '發佈時間' });
      await user.click(input);
      await user.type(input, '2099/12/31 23:45{Enter}');
      await user.click(within(dialog).getByRole('button', { name: '排程' }));
      await waitFor(() => expect(api.puts).toHaveLength(1));
      expect(api.puts[0]).toMatchObject({
        publishAt: '2099-12-31T23:45:00+08:00',
        baseVersion: 3,
        content: '<p>你好</p>',
      });
      expect(await screen.findByText('章節將於 2099/12/31 23:45 發佈')).toBeInTheDocument();
      expect(screen.getByText('排程於 2099/12/31 23:45 發佈')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '更改排程' })).toBeInTheDocument();
      await waitFor(() =>
        expect(api.tracked.sort()).toEqual(['chapterPublishedTrack', 'chapterSavedTrack']),
      );
      expect(analytics.events).toContainEqual([
        'Chapter Published',
        { chapterId: CHAPTER_ID, titleId: 't-1' },
      ]);
    } finally {
      analytics.unregister();
    }
  });

  it('does not publish an empty chapter', async () => {
    const api = serve(chapter({ content: '<p>  </p>' }));
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: '立即發佈' }));
    const dialog = await screen.findByRole('dialog', { name: '立即發佈章節' });
    await user.click(within(dialog).getByRole('button', { name: '發佈' }));
    expect(await screen.findByText('章節還沒有內容，無法發佈')).toBeInTheDocument();
    expect(api.puts).toHaveLength(0);
  });
});

describe('Editor: nothing typed is lost', () => {
  it('keeps a local draft as the author types, with the version it is based on', async () => {
    serve();
    const view = await openEditor();
    await typeInto(view, '草稿');
    await waitFor(() => expect(draftInStorage()?.content).toBe('<p>草稿你好</p>'));
    expect(draftInStorage()).toMatchObject({
      chapterId: CHAPTER_ID,
      baseVersion: 3,
      displayName: '第一章 啟程',
    });
    expect(Date.parse(draftInStorage()?.savedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(await screen.findByText(/本機備份/)).toBeInTheDocument();
  });

  it('offers the local draft back after a remount (reload, closed tab, crash) and restores it', async () => {
    serve();
    const first = await openEditor();
    await typeInto(first, '沒存');
    // Gone before the debounce: the pagehide / unmount flush must have written it.
    first.unmount();
    expect(draftInStorage()?.content).toBe('<p>沒存你好</p>');

    const second = await openEditor();
    const dialog = await screen.findByRole('dialog', { name: '找到尚未儲存的內容' });
    expect(within(dialog).queryByText(/伺服器上的章節已經被修改/)).not.toBeInTheDocument();
    await second.user.click(within(dialog).getByRole('button', { name: '還原' }));
    expect(second.editor.getHTML()).toBe('<p>沒存你好</p>');
    expect(await screen.findByText(/有尚未儲存的變更/)).toBeInTheDocument();
  });

  it("keeps drafts per member: another member's draft of the chapter is neither offered nor touched", async () => {
    serve();
    const theirs = {
      chapterId: CHAPTER_ID,
      baseVersion: 3,
      savedAt: '2026-01-10T04:30:00.000Z',
      displayName: '別人的草稿',
      content: '<p>別人的本機內容</p>',
    };
    writeLocalDraft('m-2', theirs);
    const view = await openEditor();
    expect(view.editor.getHTML()).toBe('<p>你好</p>');
    // Nothing was offered (an offered draft blocks writing a new one): typing writes mine.
    await typeInto(view, '我');
    await waitFor(() => expect(draftInStorage()?.content).toBe('<p>我你好</p>'));
    expect(readLocalDraft('m-2', CHAPTER_ID)).toEqual(theirs);
    expect(localStorage.getItem(localDraftKey(MEMBER_ID, CHAPTER_ID))).toContain('我你好');
    expect(localDraftKey(MEMBER_ID, CHAPTER_ID)).toMatch(/^creator\.member\.m-1\./);
  });

  it('discarding the offered draft removes it and keeps the server text', async () => {
    serve();
    writeLocalDraft(MEMBER_ID, {
      chapterId: CHAPTER_ID,
      baseVersion: 3,
      savedAt: '2026-01-10T04:30:00.000Z',
      displayName: '第一章 啟程',
      content: '<p>舊的本機內容</p>',
    });
    const { editor, user } = await openEditor();
    const dialog = await screen.findByRole('dialog', { name: '找到尚未儲存的內容' });
    await user.click(within(dialog).getByRole('button', { name: '捨棄' }));
    expect(editor.getHTML()).toBe('<p>你好</p>');
    expect(localStorage.getItem(localDraftKey(MEMBER_ID, CHAPTER_ID))).toBeNull();
  });

  it('says when the server changed after the draft, and lets the author compare', async () => {
    serve(chapter({ version: 5, content: '<p>別處改的</p>' }));
    writeLocalDraft(MEMBER_ID, {
      chapterId: CHAPTER_ID,
      baseVersion: 3,
      savedAt: '2026-01-10T04:30:00.000Z',
      displayName: '第一章 啟程',
      content: '<p>我的本機內容</p>',
    });
    const { user } = await openEditor();
    const dialog = await screen.findByRole('dialog', { name: '找到尚未儲存的內容' });
    expect(within(dialog).getByText(/伺服器上的章節已經被修改/)).toBeInTheDocument();
    // Dialogs are at most 512 px wide: the side-by-side comparison opens in a drawer over it.
    expect(dialogFrame(dialog)).toHaveStyle({ width: '512px' });
    const compare = within(dialog).getByRole('button', { name: '比較兩個版本' });
    await user.click(compare);
    const drawer = await findCompareDrawer();
    expect(within(drawer).getByRole('region', { name: '本機內容' })).toHaveTextContent(
      '我的本機內容',
    );
    expect(within(drawer).getByRole('region', { name: '伺服器上的版本' })).toHaveTextContent(
      '別處改的',
    );
    expect(within(dialog).queryByRole('region')).not.toBeInTheDocument();
    // Closing the drawer leaves the choice to be made, from where it was.
    await user.click(within(drawer).getByRole('button', { name: '關閉' }));
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: '找到尚未儲存的內容' })).toBeInTheDocument();
    await waitFor(() => expect(compare).toHaveFocus());
  });

  it('does not offer a draft that matches the server, and removes it', async () => {
    serve();
    writeLocalDraft(MEMBER_ID, {
      chapterId: CHAPTER_ID,
      baseVersion: 3,
      savedAt: '2026-01-10T04:30:00.000Z',
      displayName: '第一章 啟程',
      content: '<p>你好</p>',
    });
    await openEditor();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(draftInStorage()).toBeNull();
  });

  it('clears the local draft only after a successful save', async () => {
    const api = serve();
    const view = await openEditor();
    await typeInto(view, '存好');
    await view.user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(api.puts).toHaveLength(1));
    await screen.findByText('已儲存');
    expect(draftInStorage()).toBeNull();
    expect(await screen.findByText(/所有變更都已儲存/)).toBeInTheDocument();
  });

  it('a failed save keeps the text in the editor and the local draft, and says why', async () => {
    const api = serve();
    server.use(
      http.put(apiUrl(apiPaths.chapter(CHAPTER_ID)), () =>
        HttpResponse.json<ApiErrorBody>(apiErrorBody('InternalFailure', '資料庫忙碌中'), {
          status: 500,
        }),
      ),
    );
    const view = await openEditor();
    await typeInto(view, '重要');
    await view.user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText(/儲存失敗：資料庫忙碌中/)).toBeInTheDocument();
    expect(view.editor.getHTML()).toBe('<p>重要你好</p>');
    expect(draftInStorage()?.content).toBe('<p>重要你好</p>');
    expect(await screen.findByText(/有尚未儲存的變更/)).toBeInTheDocument();
    expect(api.tracked).toEqual([]);
  });

  it('a throttled save says so, keeps the text, and saves it once by itself after the wait', async () => {
    const api = serve();
    const keys = refuseNextSaveAsThrottled(2);
    const view = await openEditor();
    await typeInto(view, '別急');

    // The clock is the test's from here: nothing moves it but the test (findBy would, while it
    // waits), so the wait below is measured from the refusal. Requests still run as they do.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      fireEvent.keyDown(window, { key: 's', ctrlKey: true });
      const refused = '操作太頻繁，2 秒後會自動重新儲存（內容仍在編輯器中，也已在本機備份）';
      while (!screen.queryByText(refused)) {
        await act(() => jest.advanceTimersByTimeAsync(0));
      }
      expect(screen.getByRole('status')).toHaveTextContent('操作太頻繁，稍候會自動重新儲存');
      expect(view.editor.getHTML()).toBe('<p>別急你好</p>');
      expect(draftInStorage()?.content).toBe('<p>別急你好</p>');

      // Not a moment before the server's wait: no request in a loop.
      await act(() => jest.advanceTimersByTimeAsync(1_999));
      expect(keys).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(1));
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]).toMatchObject({ content: '<p>別急你好</p>', baseVersion: 3 });
    // One intent: the retry carries the refused request's key.
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toBeTruthy();
    expect(await screen.findByText(/所有變更都已儲存/)).toBeInTheDocument();
    expect(screen.getByRole('status')).not.toHaveTextContent('操作太頻繁');
    expect(draftInStorage()).toBeNull();
  });

  it('saving by hand during the wait replaces the waiting save: nothing is sent twice', async () => {
    const api = serve();
    const keys = refuseNextSaveAsThrottled(5);
    const view = await openEditor();
    await typeInto(view, '先');

    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      fireEvent.keyDown(window, { key: 's', ctrlKey: true });
      while (!screen.queryByText(/^操作太頻繁，5 秒後會自動重新儲存/)) {
        await act(() => jest.advanceTimersByTimeAsync(0));
      }
      // Two seconds on, the author adds a word and saves again.
      await act(() => jest.advanceTimersByTimeAsync(2_000));
      act(() => void view.editor.chain().setTextSelection(1).insertContent('後').run());
      fireEvent.keyDown(window, { key: 's', ctrlKey: true });
      while (api.puts.length === 0) await act(() => jest.advanceTimersByTimeAsync(0));
      expect(api.puts[0]).toMatchObject({ content: '<p>後先你好</p>' });

      // The first wait runs out: the save it held is not sent any more.
      await act(() => jest.advanceTimersByTimeAsync(5_000));
      expect(keys).toHaveLength(2);
      expect(keys[1]).not.toBe(keys[0]);
    } finally {
      jest.useRealTimers();
    }
    expect(screen.getByRole('status')).not.toHaveTextContent('操作太頻繁');
  });

  it('an offline save keeps everything too', async () => {
    serve();
    server.use(http.put(apiUrl(apiPaths.chapter(CHAPTER_ID)), () => HttpResponse.error()));
    const view = await openEditor();
    await typeInto(view, '離線');
    await view.user.click(screen.getByRole('button', { name: '儲存草稿' }));
    expect(await screen.findByText(/請檢查網路|網路/)).toBeInTheDocument();
    expect(draftInStorage()?.content).toBe('<p>離線你好</p>');
  });

  it('warns, without failing, when the browser storage is full', async () => {
    serve();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      const view = await openEditor();
      await typeInto(view, '滿');
      expect(await screen.findByText(/儲存空間已滿/)).toBeInTheDocument();
      expect(view.editor.getHTML()).toBe('<p>滿你好</p>');
    } finally {
      setItem.mockRestore();
    }
  });

  it('asks before leaving with unsaved changes', async () => {
    serve();
    const view = renderWithProviders(
      <>
        <Link to="/elsewhere">別處</Link>
        <EditorPage params={PARAMS} />
      </>,
      { route: ROUTE },
    );
    const box = await screen.findByRole('textbox', { name: '章節內文' });
    await typeInto({ ...view, box, editor: editorOf(box) }, '改');
    await screen.findByText(/有尚未儲存的變更/);
    await view.user.click(screen.getByRole('link', { name: '別處' }));
    expect(await screen.findByText('尚未儲存')).toBeInTheDocument();
    expect(view.location().search).toBe(`?chapterId=${CHAPTER_ID}`);
  });
});

describe('Editor: more ways to lose text that do not', () => {
  it('writes the draft at once when the page is hidden or left (no wait for the debounce)', async () => {
    serve();
    const view = await openEditor();
    await typeInto(view, '藏');
    window.dispatchEvent(new Event('pagehide'));
    expect(draftInStorage()?.content).toBe('<p>藏你好</p>');
  });

  it('a restored draft made before a newer server version saves over that version', async () => {
    const api = serve(chapter({ version: 5, content: '<p>別處改的</p>' }));
    writeLocalDraft(MEMBER_ID, {
      chapterId: CHAPTER_ID,
      baseVersion: 3,
      savedAt: '2026-01-10T04:30:00.000Z',
      displayName: '第一章 啟程',
      content: '<p>我的本機內容</p>',
    });
    const { user } = await openEditor();
    const dialog = await screen.findByRole('dialog', { name: '找到尚未儲存的內容' });
    await user.click(within(dialog).getByRole('button', { name: '還原' }));
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]).toMatchObject({ content: '<p>我的本機內容</p>', baseVersion: 5 });
    await screen.findByText('已儲存');
    expect(draftInStorage()).toBeNull();
  });

  it('works the same under React StrictMode (double effects in development)', async () => {
    const api = serve();
    const view = renderWithProviders(
      <StrictMode>
        <EditorPage params={PARAMS} />
      </StrictMode>,
      { route: ROUTE },
    );
    const box = await screen.findByRole('textbox', { name: '章節內文' });
    const session = { ...view, box, editor: editorOf(box) };
    await typeInto(session, '嚴');
    await waitFor(() => expect(draftInStorage()?.content).toBe('<p>嚴你好</p>'));
    expect(await screen.findByText('3 字')).toBeInTheDocument();
    await view.user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]).toMatchObject({ content: '<p>嚴你好</p>', baseVersion: 3 });
    await screen.findByText('已儲存');
    expect(draftInStorage()).toBeNull();
  });
});

describe('Editor: changed elsewhere (409)', () => {
  async function conflictAfterTyping() {
    const api = serve();
    const view = await openEditor();
    await typeInto(view, '我的');
    // Someone saves version 4 in another tab.
    const other = {
      ...api.current(),
      version: 4,
      content: '<p>別人的</p>',
      updatedAt: '2026-01-10T04:40:00.000Z',
    };
    server.use(http.get(apiUrl(apiPaths.chapter(CHAPTER_ID)), () => HttpResponse.json(other)));
    server.use(
      http.put(apiUrl(apiPaths.chapter(CHAPTER_ID)), async ({ request }) => {
        const body = (await request.json()) as UpdateChapterBody;
        api.puts.push(body);
        if (body.baseVersion !== 4) {
          return HttpResponse.json<ApiErrorBody>(apiErrorBody('Conflict', 'changed elsewhere'), {
            status: 409,
          });
        }
        return HttpResponse.json({ ...other, content: body.content ?? '', version: 5 });
      }),
    );
    await view.user.keyboard('{Control>}s{/Control}');
    const dialog = await screen.findByRole('dialog', { name: '章節已在別處被修改' });
    return { api, view, dialog };
  }

  it('tells the author and keeps theirs when they choose so (saved over version 4)', async () => {
    const { api, view, dialog } = await conflictAfterTyping();
    expect(api.puts[0]?.baseVersion).toBe(3);
    await view.user.click(within(dialog).getByRole('button', { name: '保留我的版本' }));
    await waitFor(() => expect(api.puts).toHaveLength(2));
    expect(api.puts[1]).toMatchObject({ content: '<p>我的你好</p>', baseVersion: 4 });
    expect(await screen.findByText('已儲存')).toBeInTheDocument();
    expect(draftInStorage()).toBeNull();
  });

  it("takes the server's version, keeping the author's as the local draft to restore or copy", async () => {
    const { view, dialog } = await conflictAfterTyping();
    expect(dialogFrame(dialog)).toHaveStyle({ width: '512px' });
    await view.user.click(within(dialog).getByRole('button', { name: '比較兩個版本' }));
    const drawer = await findCompareDrawer();
    expect(within(drawer).getByRole('region', { name: '我的版本' })).toHaveTextContent('我的你好');
    expect(within(drawer).getByRole('region', { name: '伺服器上的版本' })).toHaveTextContent(
      '別人的',
    );
    await view.user.click(within(drawer).getByRole('button', { name: '關閉' }));
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    await view.user.click(within(dialog).getByRole('button', { name: '改用伺服器上的版本' }));
    expect(view.editor.getHTML()).toBe('<p>別人的</p>');
    expect(screen.getByText('已改用伺服器上的版本')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '複製我的版本' })).toBeInTheDocument();
    expect(draftInStorage()).toMatchObject({ content: '<p>我的你好</p>', baseVersion: 3 });
  });
});
