import { registerAnalyticsSink } from '@creator/analytics';
import type { AnalyticsSink } from '@creator/analytics';
import { apiPaths, apiErrorBody } from '@creator/api/contract';
import type {
  ApiErrorBody,
  Chapter,
  ChapterTrackBody,
  UpdateChapterBody,
} from '@creator/api/contract';
import {
  HttpResponse,
  apiUrl,
  http,
  renderWithProviders,
  server,
  setupMswServer,
} from '@creator/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { chapterDetailFixture } from '../../shared/testing/fixtures';
import ChapterSettingPage from './chapter-setting-page';

setupMswServer();

// One sink for the file: with none, the facade would queue events for the next test's sink.
const events: { name: string; properties: Record<string, unknown> }[] = [];
const sink: AnalyticsSink = {
  track: (name, properties) => events.push({ name, properties }),
  setUserId: () => {},
  reset: () => {},
};
let unregisterSink: () => void;
beforeAll(() => {
  unregisterSink = registerAnalyticsSink(sink);
});
beforeEach(() => {
  events.length = 0;
});
afterAll(() => unregisterSink());

const CHAPTER_ID = 'c-1';
const ROUTE = `/chapter/setting?chapterId=${CHAPTER_ID}`;
const PARAMS = { chapterId: CHAPTER_ID };

const chapter = (overrides: Partial<Chapter> = {}) =>
  chapterDetailFixture({
    chapterId: CHAPTER_ID,
    displayName: '第一章 霧起',
    wordCount: 2,
    ...overrides,
  });

type PutReply = (body: UpdateChapterBody, current: Chapter) => Response | undefined;

/**
 * GET answers `current`; PUT answers like platform-api (version check, fields applied, state
 * from publishAt, publishNow at its own clock) unless `reply` returns a response of its own.
 */
function serve(initial: Chapter, reply?: PutReply) {
  let current = initial;
  const puts: UpdateChapterBody[] = [];
  const tracked: ChapterTrackBody[] = [];
  server.use(
    http.get(apiUrl(apiPaths.chapter(CHAPTER_ID)), () => HttpResponse.json(current)),
    http.put(apiUrl(apiPaths.chapter(CHAPTER_ID)), async ({ request }) => {
      const body = (await request.json()) as UpdateChapterBody;
      puts.push(body);
      const own = reply?.(body, current);
      if (own) return own;
      if (body.baseVersion !== undefined && body.baseVersion !== current.version) {
        return HttpResponse.json<ApiErrorBody>(
          apiErrorBody('Conflict', 'the chapter was changed elsewhere'),
          { status: 409 },
        );
      }
      const { baseVersion: _ignored, publishNow, ...fields } = body;
      const publishAt = publishNow
        ? new Date().toISOString()
        : fields.publishAt === undefined
          ? current.publishAt
          : fields.publishAt;
      const isFree = fields.isFree ?? current.isFree;
      current = {
        ...current,
        ...fields,
        displayName: fields.displayName?.trim() ?? current.displayName,
        isFree,
        price: isFree ? 0 : (fields.price ?? current.price),
        publishAt,
        state:
          publishAt === null
            ? 'DRAFT'
            : Date.parse(publishAt) > Date.now()
              ? 'SCHEDULED'
              : 'PUBLISHED',
        version: current.version + 1,
      };
      return HttpResponse.json(current);
    }),
    http.post(apiUrl(apiPaths.chapterPublishedTrack), async ({ request }) => {
      tracked.push((await request.json()) as ChapterTrackBody);
      return HttpResponse.json({ ok: true });
    }),
  );
  return {
    puts,
    tracked,
    /** A save made elsewhere (the editor, another tab). */
    changeElsewhere: (fields: Partial<Chapter>) => {
      current = { ...current, ...fields, version: current.version + 1 };
    },
  };
}

async function renderPage() {
  const result = renderWithProviders(
    <>
      <Link to="/elsewhere">elsewhere</Link>
      <ChapterSettingPage params={PARAMS} />
    </>,
    { route: ROUTE },
  );
  await screen.findByLabelText('章節名稱');
  return result;
}

const nameField = () => screen.getByLabelText('章節名稱');
const saveButton = () => screen.getByRole('button', { name: '儲存' });
const priceField = () => screen.getByLabelText('價格（點）');

describe('Chapter setting', () => {
  it('shows the chapter with links to its work and its editor', async () => {
    serve(chapter({ authorNote: '謝謝閱讀', commentsEnabled: false }));
    await renderPage();

    expect(nameField()).toHaveValue('第一章 霧起');
    expect(screen.getByLabelText('免費')).toBeChecked();
    expect(screen.queryByLabelText('價格（點）')).not.toBeInTheDocument();
    expect(screen.getByLabelText('存為草稿（不發佈）')).toBeChecked();
    expect(screen.getByLabelText('立即發佈')).not.toBeChecked();
    expect(screen.getByLabelText('排程發佈')).not.toBeChecked();
    expect(screen.getByLabelText('作者的話')).toHaveValue('謝謝閱讀');
    expect(screen.getByLabelText('開放留言')).not.toBeChecked();
    expect(screen.getByRole('link', { name: '回到作品' })).toHaveAttribute(
      'href',
      '/book?titleId=t-1',
    );
    expect(screen.getByRole('link', { name: '編輯內文' })).toHaveAttribute(
      'href',
      `/chapter/editor?chapterId=${CHAPTER_ID}`,
    );
    expect(saveButton()).toBeDisabled();
  });

  it('refuses an empty or blank name with a clear message and sends nothing', async () => {
    const { puts } = serve(chapter());
    const { user } = await renderPage();

    await user.clear(nameField());
    await user.type(nameField(), '   ');
    await user.click(saveButton());
    expect(await screen.findByText('請輸入章節名稱')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toEqual([]);
  });

  it('refuses a name over 100 characters and saves one of exactly 100, trimmed', async () => {
    const { puts } = serve(chapter());
    const { user } = await renderPage();

    await user.clear(nameField());
    await user.click(nameField());
    await user.paste('字'.repeat(101));
    await user.click(saveButton());
    expect(await screen.findByText('章節名稱最多 100 個字')).toBeInTheDocument();
    expect(puts).toEqual([]);

    await user.clear(nameField());
    await user.click(nameField());
    await user.paste(`  ${'字'.repeat(100)}  `);
    await user.click(saveButton());
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ displayName: '字'.repeat(100), baseVersion: 3 });
  });

  it("names control characters in the author's note, keeps it, and sends it trimmed once they are gone", async () => {
    const { puts } = serve(chapter());
    const { user } = await renderPage();
    const note = screen.getByLabelText('作者的話');

    await user.click(note);
    await user.paste('謝謝\u0000閱讀');
    await user.click(saveButton());
    expect(
      await screen.findByText(
        '文字裡有看不見的控制字元或文字方向符號（U+0000），常見於從其他程式貼上的內容，請刪除後再繼續。',
      ),
    ).toBeInTheDocument();
    expect(note).toHaveValue('謝謝\u0000閱讀');
    expect(puts).toEqual([]);

    await user.clear(note);
    await user.paste(' 謝謝閱讀。\n下週見！ ');
    await user.click(saveButton());
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ authorNote: '謝謝閱讀。\n下週見！', baseVersion: 3 });
  });

  it('asks a paid chapter for a whole price from 1 to 1000 points', async () => {
    const { puts } = serve(chapter());
    const { user } = await renderPage();

    await user.click(screen.getByLabelText('付費'));
    await user.click(saveButton());
    expect(await screen.findByText('請輸入價格')).toBeInTheDocument();

    for (const [typed, message] of [
      ['0', '價格必須介於 1 到 1000 點'],
      ['1001', '價格必須介於 1 到 1000 點'],
      ['2.5', '價格必須是整數點數'],
    ] as const) {
      await user.clear(priceField());
      await user.type(priceField(), typed);
      await user.click(saveButton());
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(puts).toEqual([]);

    await user.clear(priceField());
    await user.type(priceField(), '1000');
    await user.click(saveButton());
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ isFree: false, price: 1000, baseVersion: 3 });
    expect(await screen.findByText('已儲存章節設定')).toBeInTheDocument();
  });

  it('refuses a schedule time that has passed', async () => {
    // Opened as scheduled a minute ahead; by the time the author saves, that time has passed.
    const passed = new Date(Date.now() - 60_000).toISOString();
    const { puts } = serve(chapter({ state: 'SCHEDULED', publishAt: passed }));
    const { user } = await renderPage();

    expect(screen.getByLabelText('排程發佈')).toBeChecked();
    await user.type(nameField(), '（修）');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '這個時間已經過去，請選擇未來的時間',
    );
    expect(puts).toEqual([]);
  });

  it('asks for a time when scheduling without one, then saves the chosen Taipei time and tracks it', async () => {
    const { puts, tracked } = serve(chapter());
    const { user } = await renderPage();

    await user.click(screen.getByLabelText('排程發佈'));
    await user.click(saveButton());
    expect(await screen.findByText('請選擇時間')).toBeInTheDocument();
    expect(puts).toEqual([]);

    const picker = screen.getByLabelText('發佈時間');
    await user.click(picker);
    await user.type(picker, '2099/12/31 23:45{Enter}');
    await user.click(saveButton());
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ publishAt: '2099-12-31T23:45:00+08:00', baseVersion: 3 });
    expect(await screen.findByText('章節將於 2099/12/31 23:45 發佈')).toBeInTheDocument();
    expect(screen.getByText('排程於 2099/12/31 23:45 發佈')).toBeInTheDocument();
    // Scheduling is publishing at a later time: tracked like the editor does.
    await waitFor(() => expect(tracked).toEqual([{ chapterId: CHAPTER_ID }]));
    expect(events.map((e) => e.name)).toEqual(['Chapter Published']);
  });

  it('publishing now leaves the time to the server and tracks the chapter-published call and event', async () => {
    const { puts, tracked } = serve(chapter());
    const { user } = await renderPage();
    await user.click(screen.getByLabelText('立即發佈'));
    await user.click(saveButton());

    await waitFor(() => expect(puts).toHaveLength(1));
    // No time of this browser's clock, which may be ahead (a schedule) or behind (refused).
    expect(puts[0]).toEqual({ publishNow: true, baseVersion: 3 });
    expect(await screen.findByText('章節已發佈')).toBeInTheDocument();
    await waitFor(() => expect(tracked).toEqual([{ chapterId: CHAPTER_ID }]));
    expect(events).toEqual([
      { name: 'Chapter Published', properties: { chapterId: CHAPTER_ID, titleId: 't-1' } },
    ]);
    // Now published: the choices are to keep it so or take it back to draft.
    expect(screen.getByLabelText(/^維持已發佈/)).toBeChecked();
    expect(screen.getByLabelText('改回草稿')).not.toBeChecked();
  });

  it('offers no publishing for a chapter without text, and says why', async () => {
    const { puts } = serve(chapter({ content: '', wordCount: 0 }));
    const { user } = await renderPage();

    expect(screen.getByLabelText('立即發佈')).toBeDisabled();
    expect(screen.getByLabelText('排程發佈')).toBeDisabled();
    expect(screen.getByLabelText('存為草稿（不發佈）')).toBeChecked();
    expect(
      screen.getByText('章節還沒有內容，請先到編輯器寫好內文，才能發佈或排程。'),
    ).toBeInTheDocument();
    // Its other settings still save.
    await user.type(screen.getByLabelText('作者的話'), '下週見');
    await user.click(saveButton());
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ authorNote: '下週見', baseVersion: 3 });
  });

  it('says so when the server refuses to publish a chapter emptied elsewhere, keeping the values', async () => {
    const { puts } = serve(chapter(), () =>
      HttpResponse.json<ApiErrorBody>(
        apiErrorBody('EMPTY_CHAPTER_CONTENT', 'publishNow: the chapter has no text yet'),
        { status: 400 },
      ),
    );
    const { user } = await renderPage();
    await user.click(screen.getByLabelText('立即發佈'));
    await user.type(screen.getByLabelText('作者的話'), '下週見');
    await user.click(saveButton());

    expect(
      await screen.findByText(
        '章節還沒有內容（可能在別處被清空了），無法發佈或排程。請先到編輯器寫好內文；你在這裡填的其他設定都還在，也可以先存為草稿。',
      ),
    ).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(screen.getByLabelText('立即發佈')).toBeChecked();
    expect(screen.getByLabelText('作者的話')).toHaveValue('下週見');
  });

  it('takes a published chapter back to draft, without tracking a publish', async () => {
    const { puts, tracked } = serve(
      chapter({ state: 'PUBLISHED', publishAt: '2026-01-01T04:00:00.000Z' }),
    );
    const { user } = await renderPage();

    expect(screen.getByLabelText('維持已發佈（2026/01/01 12:00）')).toBeChecked();
    expect(screen.queryByLabelText('立即發佈')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('改回草稿'));
    expect(screen.getByText('改回草稿後，讀者將看不到這個章節。')).toBeInTheDocument();
    await user.click(saveButton());
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ publishAt: null, baseVersion: 3 });
    expect(await screen.findByText('已儲存章節設定')).toBeInTheDocument();
    expect(tracked).toEqual([]);
    expect(events).toEqual([]);
  });

  it('on a conflict says the chapter changed elsewhere, keeps the values, and reloads only when asked', async () => {
    const api = serve(chapter());
    const { user } = await renderPage();

    api.changeElsewhere({ displayName: '別處改的名字', authorNote: '別處的作者的話' });
    await user.clear(nameField());
    await user.type(nameField(), '我的新名字');
    await user.click(screen.getByLabelText('開放留言'));
    await user.click(saveButton());

    expect(await screen.findByText('這個章節已在別處被修改')).toBeInTheDocument();
    expect(nameField()).toHaveValue('我的新名字');
    expect(screen.getByLabelText('開放留言')).not.toBeChecked();
    expect(api.puts).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: '載入最新版本（捨棄我的修改）' }));
    await waitFor(() => expect(nameField()).toHaveValue('別處改的名字'));
    expect(screen.getByLabelText('作者的話')).toHaveValue('別處的作者的話');
    expect(screen.getByLabelText('開放留言')).toBeChecked();
    expect(screen.queryByText('這個章節已在別處被修改')).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(api.puts).toHaveLength(1);
  });

  it('on a conflict can apply only the author’s changes on top of the newer version', async () => {
    const api = serve(chapter());
    const { user } = await renderPage();

    api.changeElsewhere({ authorNote: '別處的作者的話' });
    await user.clear(nameField());
    await user.type(nameField(), '我的新名字');
    await user.click(saveButton());
    await screen.findByText('這個章節已在別處被修改');

    await user.click(screen.getByRole('button', { name: '套用我的修改到最新版本' }));
    await waitFor(() => expect(api.puts).toHaveLength(2));
    // Only the name: the note saved elsewhere is not overwritten with the old one.
    expect(api.puts[1]).toEqual({ displayName: '我的新名字', baseVersion: 4 });
    expect(await screen.findByText('已儲存章節設定')).toBeInTheDocument();
    expect(nameField()).toHaveValue('我的新名字');
    expect(screen.getByLabelText('作者的話')).toHaveValue('別處的作者的話');
  });

  it('a failed save keeps every value and shows the mapped error', async () => {
    const { puts } = serve(chapter(), () =>
      HttpResponse.json<ApiErrorBody>(apiErrorBody('ServiceUnavailable', '服務暫停中'), {
        status: 503,
      }),
    );
    const { user } = await renderPage();

    await user.clear(nameField());
    await user.type(nameField(), '新的名字');
    await user.click(screen.getByLabelText('付費'));
    await user.type(priceField(), '12');
    await user.type(screen.getByLabelText('作者的話'), '下週見');
    await user.click(saveButton());

    expect(await screen.findByText(/儲存失敗：服務暫停中/)).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(nameField()).toHaveValue('新的名字');
    expect(screen.getByLabelText('付費')).toBeChecked();
    expect(priceField()).toHaveValue('12');
    expect(screen.getByLabelText('作者的話')).toHaveValue('下週見');
    expect(saveButton()).toBeEnabled();
  });

  it('asks before leaving with unsaved changes', async () => {
    serve(chapter());
    const { user, location } = await renderPage();

    await user.type(screen.getByLabelText('作者的話'), '未存');
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByText('尚未儲存')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '留下' }));
    expect(location().pathname).toBe('/chapter/setting');
    expect(screen.getByLabelText('作者的話')).toHaveValue('未存');
  });
});
