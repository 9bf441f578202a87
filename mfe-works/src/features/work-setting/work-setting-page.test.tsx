import { COVER_FIELD, COVER_MAX_BYTES, apiPaths, apiErrorBody } from '@creator/api/contract';
import type {
  ErrorCode,
  GenreList,
  TargetAudienceBody,
  Title,
  UpdateTitleBody,
} from '@creator/api/contract';
import {
  afterAPause,
  apiUrl,
  http,
  HttpResponse,
  renderWithProviders,
  server,
  setupMswServer,
} from '@creator/test-utils';
import { formatDateTime, setLocale } from '@creator/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { Link } from 'react-router-dom';
import { FIXTURE_TITLE_ID, titleFixture } from '../../shared/testing/fixtures';
import WorkSettingPage from './work-setting-page';

setupMswServer();

const TITLE_ID = FIXTURE_TITLE_ID;
const ROUTE = `/book/setting?titleId=${TITLE_ID}`;
const PARAMS = { titleId: TITLE_ID };
const GENRES: GenreList = {
  genres: [
    { genreId: 'g1', displayName: '奇幻' },
    { genreId: 'g2', displayName: '愛情' },
    { genreId: 'g3', displayName: '懸疑' },
    { genreId: 'g4', displayName: '科幻' },
  ],
};

const work = (overrides: Partial<Title> = {}) =>
  titleFixture({ genreIds: ['g1'], intro: '霧裡的城', tags: ['冒險'], ...overrides });

const errorReply = (status: number, code: ErrorCode, message: string) =>
  HttpResponse.json(apiErrorBody(code, message), { status });

interface Sent {
  method: string;
  path: string;
}

/**
 * Answers like platform-api: GET/PUT/DELETE the work, target audience, cover, sync and genres.
 * `reply` may answer a request itself (faults, held responses). Every request is recorded.
 */
function serve(initial: Title, reply?: (request: Request) => Promise<Response | undefined>) {
  let current: Title | null = initial;
  const sent: Sent[] = [];
  const puts: UpdateTitleBody[] = [];
  const audiences: TargetAudienceBody[] = [];
  const covers: { name: string; size: number }[] = [];
  const gone = () => errorReply(404, 'NotFound', 'not found');
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    sent.push({ method: request.method, path: new URL(request.url).pathname });
  });
  server.use(
    http.all(apiUrl('/*'), async ({ request }) => (await reply?.(request.clone())) ?? undefined),
    http.get(apiUrl(apiPaths.genres), () => HttpResponse.json(GENRES)),
    http.get(apiUrl(apiPaths.title(TITLE_ID)), () =>
      current ? HttpResponse.json(current) : gone(),
    ),
    http.put(apiUrl(apiPaths.title(TITLE_ID)), async ({ request }) => {
      const body = (await request.json()) as UpdateTitleBody;
      puts.push(body);
      if (!current) return gone();
      current = { ...current, ...body, displayName: body.displayName ?? current.displayName };
      return HttpResponse.json(current);
    }),
    http.put(apiUrl(apiPaths.targetAudience), async ({ request }) => {
      const body = (await request.json()) as TargetAudienceBody;
      audiences.push(body);
      if (!current) return gone();
      current = { ...current, targetAudience: body.targetAudience };
      return HttpResponse.json(current);
    }),
    http.post(apiUrl(apiPaths.titleCover(TITLE_ID)), async ({ request }) => {
      const file = (await request.formData()).get(COVER_FIELD);
      // A file that arrived as text (e.g. "[object File]") is no upload.
      if (file === null || typeof file === 'string' || !current) return gone();
      covers.push({ name: file.name, size: file.size });
      current = { ...current, coverUrl: `http://api.test/covers/${TITLE_ID}?v=2` };
      return HttpResponse.json(current);
    }),
    http.post(apiUrl(apiPaths.syncTitle(TITLE_ID)), () => {
      if (!current) return gone();
      current = { ...current, syncedAt: '2026-03-01T04:05:00.000Z' };
      return HttpResponse.json(current);
    }),
    http.delete(apiUrl(apiPaths.title(TITLE_ID)), () => {
      current = null;
      return HttpResponse.json({ ok: true });
    }),
  );
  return { sent, puts, audiences, covers };
}

async function renderPage(route = ROUTE) {
  const result = renderWithProviders(
    <>
      <Link to="/elsewhere">elsewhere</Link>
      <WorkSettingPage params={PARAMS} />
    </>,
    { route },
  );
  await screen.findByLabelText('作品名稱');
  // The genres have loaded (they come from their own request).
  await screen.findByLabelText('奇幻');
  return result;
}

/*
 * Role queries compute the style of each element they look at (hidden checks, accessible names),
 * which is slow in jsdom with antd's stylesheets: they look in the section that is tested.
 */
const nameField = () => screen.getByLabelText('作品名稱');
/** The basics form: name, genres, ... and its Save button. */
const basicsForm = () => nameField().closest('form') as HTMLElement;
const saveButton = () => within(basicsForm()).getByRole('button', { name: '儲存' });
const genre = (name: string) => screen.getByRole('checkbox', { name });
/** The form item (label, field, help) around a field. */
const itemOf = (field: HTMLElement) => field.closest('.ant-form-item') as HTMLElement;

type User = ReturnType<typeof userEvent.setup>;
/** Replaces a field's text the way a paste does (typing long texts is slow in jsdom). */
async function replace(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

/** Deferred: a promise the test settles when it chooses. */
function hold() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}

afterEach(() => {
  setLocale('zh-TW');
  jest.restoreAllMocks();
});

describe('Work setting', () => {
  it('shows the work as it is, names with script payloads as plain text', async () => {
    const payload = '<script>window.hacked=1</script><img src=x onerror=alert(1)>';
    serve(
      work({
        displayName: payload,
        intro: payload,
        synopsis: '很長的簡介',
        targetAudience: 'Adults',
        serialStatus: 'HIATUS',
        syncedAt: '2026-02-01T02:30:00.000Z',
      }),
    );
    const { container } = await renderPage();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`作品設定：${payload}`);
    expect(nameField()).toHaveValue(payload);
    expect(screen.getByLabelText('一句話簡介')).toHaveValue(payload);
    expect(document.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();

    expect(screen.getByLabelText('作品簡介')).toHaveValue('很長的簡介');
    expect(genre('奇幻')).toBeChecked();
    expect(genre('愛情')).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '成人' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '暫停連載' })).toBeChecked();
    expect(screen.getByText('冒險')).toBeInTheDocument();
    expect(
      screen.getByText(`上次同步：${formatDateTime('2026-02-01T02:30:00.000Z')}`),
    ).toBeVisible();
    // Nothing changed yet: nothing to save.
    expect(saveButton()).toBeDisabled();
    // Helper A's publish control is on the page.
    expect(screen.getByRole('button', { name: /立即上架/ })).toBeInTheDocument();
  });

  it('takes a name of 65 characters after trimming, not 66, nor only spaces', async () => {
    const sent = serve(work());
    const { user } = await renderPage();

    await replace(user, nameField(), `  ${'霧'.repeat(66)}  `);
    // Rules validate as the author types; their messages show once the check has run.
    expect(
      await within(itemOf(nameField())).findByText('作品名稱最多 65 個字'),
    ).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await replace(user, nameField(), '   ');
    expect(await within(itemOf(nameField())).findByText('請輸入作品名稱')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await replace(user, nameField(), `  ${'霧'.repeat(65)}  `);
    await waitFor(() => expect(screen.queryByText('請輸入作品名稱')).not.toBeInTheDocument());
    expect(screen.queryByText('作品名稱最多 65 個字')).not.toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText('已儲存作品設定')).toBeInTheDocument();
    expect(sent.puts).toEqual([{ displayName: '霧'.repeat(65) }]);
    expect(nameField()).toHaveValue('霧'.repeat(65));
    expect(saveButton()).toBeDisabled();
  });

  it('clears the name with its clear button', async () => {
    serve(work());
    const { user } = await renderPage();
    await user.click(itemOf(nameField()).querySelector('.ant-input-clear-icon') as HTMLElement);
    expect(nameField()).toHaveValue('');
    expect(await within(itemOf(nameField())).findByText('請輸入作品名稱')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('says at the name field when the name is taken, keeping what was typed', async () => {
    const sent = serve(work(), async (request) => {
      if (request.method !== 'PUT' || !request.url.endsWith(apiPaths.title(TITLE_ID))) return;
      return errorReply(
        409,
        'DUPLICATED_TITLE_DISPLAY_NAME_AND_OWNER_KEY',
        'you already have a work with this name',
      );
    });
    const { user } = await renderPage();

    await replace(user, nameField(), '我的另一部作品');
    await replace(user, screen.getByLabelText('一句話簡介'), '新的簡介');
    await user.click(saveButton());

    expect(await within(itemOf(nameField())).findByText('作品名稱重複')).toBeInTheDocument();
    expect(sent.sent.filter((r) => r.method === 'PUT')).toHaveLength(1);
    expect(nameField()).toHaveValue('我的另一部作品');
    expect(nameField()).toHaveFocus();
    expect(screen.getByLabelText('一句話簡介')).toHaveValue('新的簡介');
    // The same name would be refused again; a changed one may be tried.
    expect(saveButton()).toBeDisabled();
    await user.type(nameField(), '二');
    await waitFor(() => expect(screen.queryByText('作品名稱重複')).not.toBeInTheDocument());
    expect(saveButton()).toBeEnabled();
  });

  it('takes one to three genres, with both hints', async () => {
    const sent = serve(work({ genreIds: ['g1'] }));
    const { user } = await renderPage();

    await user.click(genre('奇幻')); // 0
    expect(await screen.findByText('至少需選擇一個分類')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await user.click(genre('愛情')); // 1
    await waitFor(() => expect(screen.queryByText('至少需選擇一個分類')).not.toBeInTheDocument());
    expect(saveButton()).toBeEnabled();

    await user.click(genre('懸疑'));
    await user.click(genre('科幻')); // 3
    expect(screen.queryByText('最多選擇三個分類')).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();

    await user.click(genre('奇幻')); // 4
    expect(await screen.findByText('最多選擇三個分類')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await user.click(genre('科幻')); // 3
    await user.click(saveButton());
    expect(await screen.findByText('已儲存作品設定')).toBeInTheDocument();
    expect(sent.puts).toHaveLength(1);
    expect([...(sent.puts[0]?.genreIds ?? [])].sort()).toEqual(['g1', 'g2', 'g3']);
  });

  it('gives the genre hints in English too', async () => {
    setLocale('en');
    serve(work({ genreIds: ['g1'] }));
    const { user } = renderWithProviders(<WorkSettingPage params={PARAMS} />, { route: ROUTE });
    const fantasy = await screen.findByRole('checkbox', { name: '奇幻' });

    await user.click(fantasy);
    expect(await screen.findByText('At least one category must be chosen')).toBeInTheDocument();
    for (const name of ['奇幻', '愛情', '懸疑', '科幻']) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    expect(await screen.findByText('Most three categories')).toBeInTheDocument();
    const form = fantasy.closest('form') as HTMLElement;
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves the intro, synopsis, tags and serialization in one PUT, the audience in its own', async () => {
    const sent = serve(work({ targetAudience: null }));
    const { user } = await renderPage();

    expect(screen.getByText('尚未設定目標讀者')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '青少年' }));
    await user.click(screen.getByRole('radio', { name: '已完結' }));
    await replace(user, screen.getByLabelText('作品簡介'), '一座被霧吞沒的城市。');
    await user.type(screen.getByLabelText('標籤'), '懸疑{Enter}');
    await user.click(saveButton());

    expect(await screen.findByText('已儲存作品設定')).toBeInTheDocument();
    expect(sent.puts).toEqual([
      { synopsis: '一座被霧吞沒的城市。', tags: ['冒險', '懸疑'], serialStatus: 'COMPLETED' },
    ]);
    expect(sent.audiences).toEqual([{ titleId: TITLE_ID, targetAudience: 'Teenagers' }]);
    expect(screen.getByRole('radio', { name: '青少年' })).toBeChecked();
    expect(saveButton()).toBeDisabled();
  });

  it('names the invisible characters of a pasted text, keeps it, and saves only once they are gone', async () => {
    const sent = serve(work());
    const { user } = await renderPage();
    const intro = screen.getByLabelText('一句話簡介');

    await replace(user, intro, '霧裡的\u202E城\u0000');
    expect(
      await within(itemOf(intro)).findByText(
        '文字裡有看不見的控制字元或文字方向符號（U+202E、U+0000），常見於從其他程式貼上的內容，請刪除後再繼續。',
      ),
    ).toBeInTheDocument();
    expect(intro).toHaveValue('霧裡的\u202E城\u0000');
    expect(saveButton()).toBeDisabled();

    // 100 flags are 100 characters, as the counter says, and as the server counts too.
    await replace(user, intro, '🇹🇼'.repeat(100));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    expect(await screen.findByText('已儲存作品設定')).toBeInTheDocument();
    expect(sent.puts).toEqual([{ intro: '🇹🇼'.repeat(100) }]);
  });

  it('saves a changed target audience alone with PUT targetAudience', async () => {
    const sent = serve(work({ targetAudience: 'Adults' }));
    const { user } = await renderPage();

    await user.click(screen.getByRole('radio', { name: '兒童' }));
    await user.click(saveButton());
    expect(await screen.findByText('已儲存作品設定')).toBeInTheDocument();
    expect(sent.audiences).toEqual([{ titleId: TITLE_ID, targetAudience: 'Children' }]);
    expect(sent.puts).toEqual([]);
  });

  it('keeps everything typed when saving fails, and shows the mapped error', async () => {
    let fail = true;
    const sent = serve(work(), async (request) => {
      if (fail && request.method === 'PUT') {
        return errorReply(503, 'ServiceUnavailable', '系統維護中');
      }
    });
    const { user } = await renderPage();

    await replace(user, nameField(), '新名字');
    await user.click(screen.getByRole('radio', { name: '青少年' }));
    await user.click(saveButton());

    expect(await screen.findByText(/儲存失敗：系統維護中/)).toBeInTheDocument();
    expect(nameField()).toHaveValue('新名字');
    expect(screen.getByRole('radio', { name: '青少年' })).toBeChecked();
    expect(sent.audiences).toEqual([]);
    expect(saveButton()).toBeEnabled();

    fail = false;
    afterAPause();
    await user.click(saveButton());
    expect(await screen.findByText('已儲存作品設定')).toBeInTheDocument();
    expect(sent.puts).toEqual([{ displayName: '新名字' }]);
    expect(sent.audiences).toEqual([{ titleId: TITLE_ID, targetAudience: 'Teenagers' }]);
  });

  it('asks before leaving with unsaved changes', async () => {
    serve(work());
    const { user, location } = await renderPage();

    await user.type(screen.getByLabelText('一句話簡介'), '！');
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByText('尚未儲存')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '留下' }));
    expect(location().pathname).toBe('/book/setting');
    expect(screen.getByLabelText('一句話簡介')).toHaveValue('霧裡的城！');
  });

  it('does not ask once the form is back as it was', async () => {
    serve(work());
    const { user, location } = await renderPage();
    await user.type(screen.getByLabelText('一句話簡介'), '！');
    await user.type(screen.getByLabelText('一句話簡介'), '{Backspace}');
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(location().pathname).toBe('/elsewhere');
  });

  describe('cover', () => {
    let created: (Blob | MediaSource)[];
    let revoked: string[];
    beforeEach(() => {
      created = [];
      revoked = [];
      // jsdom has no object URLs; these stand in and record what the page does with them.
      jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        created.push(blob);
        return `blob:preview-${created.length}`;
      });
      jest.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => {
        revoked.push(url);
      });
    });

    const picker = () => screen.getByLabelText('選擇圖片');
    /** The cover section: current cover, preview, progress and buttons. */
    const cover = () => picker().closest('.ant-card') as HTMLElement;
    /**
     * Files as a browser gives them. Node's File, not jsdom's: the test environment's FormData
     * is Node's, which would send a jsdom File as the text "[object File]".
     */
    const file = (bytes: Uint8Array | string, name: string, type: string) =>
      new NodeFile([bytes], name, { type }) as unknown as File;
    const png = (size: number, name = 'cover.png') => file(new Uint8Array(size), name, 'image/png');
    const coverRequests = (sent: Sent[]) =>
      sent.filter((request) => request.path === apiPaths.titleCover(TITLE_ID));

    it('refuses a file that is not JPEG, PNG or WebP before sending anything', async () => {
      const sent = serve(work({ coverUrl: 'http://api.test/covers/t-1?v=1' }));
      await renderPage();
      // The file dialog's type filter is only a hint: a user may still pick any file.
      const user = userEvent.setup({ applyAccept: false });
      const before = sent.sent.length;

      await user.upload(picker(), file('GIF89a', 'cat.gif', 'image/gif'));
      expect(await screen.findByText(/「cat.gif」不是 JPEG、PNG 或 WebP 圖片/)).toBeInTheDocument();
      expect(within(cover()).getByRole('img', { name: '星河彼岸 的封面' })).toHaveAttribute(
        'src',
        'http://api.test/covers/t-1?v=1',
      );
      expect(screen.queryByRole('img', { name: '新封面預覽' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '上傳封面' })).not.toBeInTheDocument();
      expect(sent.sent.slice(before)).toEqual([]);
      expect(created).toEqual([]);
    });

    it('refuses 5 MB and one byte before sending anything; 5 MB exactly is taken', async () => {
      const sent = serve(work());
      const { user } = await renderPage();
      const before = sent.sent.length;

      await user.upload(picker(), png(COVER_MAX_BYTES + 1, 'big.png'));
      expect(
        await screen.findByText('「big.png」有 5.01 MB，超過 5 MB，沒有上傳；目前的封面不變。'),
      ).toBeInTheDocument();
      expect(within(cover()).getByRole('img', { name: '尚無封面' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '上傳封面' })).not.toBeInTheDocument();
      expect(sent.sent.slice(before)).toEqual([]);

      await user.upload(picker(), png(COVER_MAX_BYTES, 'fits.png'));
      expect(await within(cover()).findByRole('img', { name: '新封面預覽' })).toBeInTheDocument();
      expect(screen.queryByText(/超過 5 MB/)).not.toBeInTheDocument();
      expect(sent.sent.slice(before)).toEqual([]);
    });

    it('previews the chosen image beside the current one, shows progress, then the new cover', async () => {
      const gate = hold();
      const sent = serve(work({ coverUrl: 'http://api.test/covers/t-1?v=1' }), async (request) => {
        if (request.url.endsWith(apiPaths.titleCover(TITLE_ID))) await gate.released;
        return undefined;
      });
      const { user } = await renderPage();

      await user.upload(picker(), png(2048, 'new.png'));
      const preview = await within(cover()).findByRole('img', { name: '新封面預覽' });
      expect(preview).toHaveAttribute('src', 'blob:preview-1');
      expect(within(cover()).getByRole('img', { name: '星河彼岸 的封面' })).toHaveAttribute(
        'src',
        'http://api.test/covers/t-1?v=1',
      );
      expect(screen.getByText('new.png（2 KB）')).toBeInTheDocument();
      expect(coverRequests(sent.sent)).toEqual([]);

      await user.click(within(cover()).getByRole('button', { name: '上傳封面' }));
      const progress = await within(cover()).findByRole('progressbar', { name: '封面上傳進度' });
      expect(progress).toHaveAttribute('aria-valuenow', '0');
      expect(within(cover()).getByRole('button', { name: /上傳中/ })).toBeInTheDocument();

      gate.release();
      expect(await screen.findByText('已更新封面')).toBeInTheDocument();
      expect(sent.covers).toEqual([{ name: 'new.png', size: 2048 }]);
      await waitFor(() =>
        expect(within(cover()).getByRole('img', { name: '星河彼岸 的封面' })).toHaveAttribute(
          'src',
          'http://api.test/covers/t-1?v=2',
        ),
      );
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(screen.queryByRole('img', { name: '新封面預覽' })).not.toBeInTheDocument();
      expect(revoked).toEqual(['blob:preview-1']);
    });

    it('keeps the current cover and the chosen image when the server refuses it', async () => {
      const sent = serve(work(), async (request) => {
        if (request.url.endsWith(apiPaths.titleCover(TITLE_ID))) {
          return errorReply(415, 'ValidationError', 'cover must be a JPEG, PNG or WebP image');
        }
      });
      const { user } = await renderPage();

      await user.upload(picker(), png(100, 'fake.png'));
      await user.click(await within(cover()).findByRole('button', { name: '上傳封面' }));
      expect(
        await screen.findByText(/封面上傳失敗：cover must be a JPEG, PNG or WebP image/),
      ).toBeInTheDocument();
      expect(coverRequests(sent.sent)).toHaveLength(1);
      expect(within(cover()).getByRole('img', { name: '尚無封面' })).toBeInTheDocument();
      expect(within(cover()).getByRole('img', { name: '新封面預覽' })).toBeInTheDocument();
    });

    it('counts a chosen image that is not uploaded as unsaved', async () => {
      serve(work());
      const { user, location } = await renderPage();
      await user.upload(picker(), png(100));
      await user.click(screen.getByRole('link', { name: 'elsewhere' }));
      expect(await screen.findByText('尚未儲存')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '離開' }));
      expect(location().pathname).toBe('/elsewhere');
    });
  });

  it('syncs and shows the last synced time', async () => {
    const sent = serve(work({ syncedAt: null }));
    const { user } = await renderPage();

    expect(screen.getByText('尚未同步過')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /立即同步/ }));
    expect(await screen.findByText('已同步')).toBeInTheDocument();
    expect(
      await screen.findByText(`上次同步：${formatDateTime('2026-03-01T04:05:00.000Z')}`),
    ).toBeInTheDocument();
    expect(sent.sent.filter((r) => r.path === apiPaths.syncTitle(TITLE_ID))).toHaveLength(1);
  });

  it('deletes the work after confirming and goes to My works without asking', async () => {
    const sent = serve(work());
    const { user, location, historyAction } = await renderPage();
    // Unsaved changes do not hold up leaving a deleted work.
    await user.type(screen.getByLabelText('一句話簡介'), '！');

    await user.click(screen.getByRole('button', { name: /刪除作品/ }));
    const dialog = await screen.findByRole('dialog', { name: '刪除作品' });
    expect(dialog).toHaveTextContent('確定要刪除「星河彼岸」嗎？');
    await user.click(within(dialog).getByRole('button', { name: '刪除' }));

    await waitFor(() => expect(location().pathname).toBe('/book/all'));
    // The deleted work's page leaves the history (Back would open a 404), and My works does not
    // count the arrival as a click on it (Book All Clicked is for links the author follows).
    expect(historyAction()).toBe('REPLACE');
    expect(await screen.findByText('已刪除「星河彼岸」')).toBeInTheDocument();
    expect(screen.queryByText('尚未儲存')).not.toBeInTheDocument();
    const deleteAt = sent.sent.findIndex((r) => r.method === 'DELETE');
    expect(deleteAt).toBeGreaterThan(-1);
    // The deleted work is not fetched again (it would answer 404 and redirect to /404).
    expect(
      sent.sent
        .slice(deleteAt)
        .filter((r) => r.method === 'GET' && r.path === apiPaths.title(TITLE_ID)),
    ).toEqual([]);
  });

  it('keeps the work when the author backs out of deleting', async () => {
    const sent = serve(work());
    const { user, location } = await renderPage();
    await user.click(screen.getByRole('button', { name: /刪除作品/ }));
    const dialog = await screen.findByRole('dialog', { name: '刪除作品' });
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location().pathname).toBe('/book/setting');
    expect(sent.sent.filter((r) => r.method === 'DELETE')).toEqual([]);
  });
});
