import { apiErrorBody, apiPaths } from '@creator/api/contract';
import type { ChapterList, CreatorComment, TitleStatList } from '@creator/api/contract';
import {
  HttpResponse,
  apiUrl,
  delay,
  http,
  renderWithProviders,
  server,
  setupMswServer,
} from '@creator/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { comment, commentPage } from '../../shared/testing/fixtures';
import CommentsPage from './comments-page';

setupMswServer();

const WORKS: TitleStatList = {
  titles: [
    {
      titleId: 'title-1',
      displayName: '霧城夜話',
      genreIds: ['mystery'],
      listingFrom: '2025-01-01T00:00:00.000Z',
      coverUrl: null,
      serialStatus: 'ONGOING',
      chapterCount: 2,
      wordCount: 9000,
      readerCount: 10,
      favoriteCount: 1,
      updatedAt: '2026-06-01T00:00:00.000Z',
    },
  ],
};

const chapter = (n: number, displayName: string) => ({
  chapterId: `chapter-${n}`,
  titleId: 'title-1',
  collectionId: null,
  displayName,
  order: n,
  state: 'PUBLISHED' as const,
  isFree: true,
  price: 0,
  wordCount: 3000,
  publishAt: '2025-01-01T00:00:00.000Z',
  readerCount: 1,
  commentCount: 1,
  updatedAt: '2026-06-01T00:00:00.000Z',
});

const CHAPTERS: ChapterList = {
  titleId: 'title-1',
  collections: [],
  chapters: [chapter(1, '霧起之夜'), chapter(2, '舊城的鐘聲')],
};

interface Served {
  /** The query string of every GET comments, in order. */
  lists: URLSearchParams[];
  /** Every write, as 'METHOD path body'. */
  writes: string[];
  tracked: unknown[];
  /** The Idempotency-Key of each delete. */
  keys: (string | null)[];
}

/**
 * A small comments server: the given comments, filtered and paged as platform-api does, and
 * writes that change them (a hide answers after `writeDelay` ms). `refuse` makes writes of that
 * method answer with an error.
 */
function serve(
  initial: CreatorComment[],
  { total, writeDelay = 0 }: { total?: number; writeDelay?: number } = {},
): Served {
  let comments = [...initial];
  const served: Served = { lists: [], writes: [], tracked: [], keys: [] };
  const update = (id: string, change: Partial<CreatorComment>) => {
    comments = comments.map((c) => (c.commentId === id ? { ...c, ...change } : c));
    return comments.find((c) => c.commentId === id);
  };
  server.use(
    http.get(apiUrl(apiPaths.myTitleStats), () => HttpResponse.json(WORKS)),
    http.get(apiUrl(apiPaths.titleChapters('title-1')), () => HttpResponse.json(CHAPTERS)),
    http.get(apiUrl(apiPaths.comments), ({ request }) => {
      const query = new URL(request.url).searchParams;
      served.lists.push(query);
      const shown = comments.filter(
        (c) =>
          (!query.get('titleId') || c.titleId === query.get('titleId')) &&
          (!query.get('chapterId') || c.chapterId === query.get('chapterId')) &&
          (query.get('unreplied') !== 'true' || c.reply === null),
      );
      return HttpResponse.json(
        commentPage(shown, {
          current: Number(query.get('current')),
          total: total ?? shown.length,
        }),
      );
    }),
    http.post(apiUrl('/v2/creator/comments/:id/reply'), async ({ params, request }) => {
      const { body } = (await request.json()) as { body: string };
      served.writes.push(`reply ${String(params.id)} ${body}`);
      return HttpResponse.json(
        update(String(params.id), { reply: body, repliedAt: '2026-06-15T02:00:00.000Z' }),
      );
    }),
    http.put(apiUrl('/v2/creator/comments/:id/hidden'), async ({ params, request }) => {
      const { hidden } = (await request.json()) as { hidden: boolean };
      served.writes.push(`hidden ${String(params.id)} ${hidden}`);
      await delay(writeDelay);
      return HttpResponse.json(update(String(params.id), { hidden }));
    }),
    http.post(apiUrl('/v2/creator/comments/:id/report'), async ({ params, request }) => {
      const { reason } = (await request.json()) as { reason: string };
      served.writes.push(`report ${String(params.id)} ${reason}`);
      return HttpResponse.json(update(String(params.id), { reported: true }));
    }),
    http.delete(apiUrl('/v2/creator/comments/:id'), ({ params, request }) => {
      served.writes.push(`delete ${String(params.id)}`);
      served.keys.push(request.headers.get('Idempotency-Key'));
      comments = comments.filter((c) => c.commentId !== params.id);
      return HttpResponse.json({ ok: true });
    }),
    http.post(apiUrl(apiPaths.commentCreatedTrack), async ({ request }) => {
      served.tracked.push(await request.json());
      return HttpResponse.json({ ok: true });
    }),
  );
  return served;
}

/**
 * The server refuses writes of this method and path, once the test calls the returned release():
 * until then the request is on its way, so the test can see what shows meanwhile.
 */
function refuse(
  method: 'post' | 'put' | 'delete',
  path: string,
  status = 500,
  message = '伺服器忙碌中',
) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http[method](apiUrl(path), async () => {
      await released;
      return HttpResponse.json(
        apiErrorBody(status === 403 ? 'Forbidden' : 'InternalFailure', message),
        { status },
      );
    }),
  );
  return () => release();
}

const articleOf = async (reader: string) =>
  (await screen.findByRole('heading', { level: 2, name: reader })).closest(
    '[role="article"]',
  ) as HTMLElement;

/** Picks an option of the open antd Select (its listbox item, as a person clicks it). */
async function pickOption(label: string) {
  await waitFor(() =>
    expect(
      [...document.querySelectorAll('.ant-select-item-option')].some(
        (option) => option.textContent === label,
      ),
    ).toBe(true),
  );
  return [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
    (option) => option.textContent === label,
  ) as HTMLElement;
}

const renderPage = (route = '/comments') => renderWithProviders(<CommentsPage />, { route });

const SECOND = comment({
  commentId: 'comment-2',
  readerName: '小籠包',
  body: '作者大大請問什麼時候更新？',
  createdAt: '2026-06-10T01:00:00.000Z',
  chapterId: 'chapter-2',
  chapterName: '舊城的鐘聲',
  reply: '下週一更新喔！',
  repliedAt: '2026-06-10T03:05:00.000Z',
});

describe('Comments', () => {
  it('shows each comment with reader, Taipei time, linked work and chapter, text and my reply', async () => {
    const served = serve([comment(), SECOND]);
    renderPage();

    const first = await articleOf('夜貓子讀者');
    expect(within(first).getByText('2026/06/15 00:30')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '霧城夜話' })).toHaveAttribute(
      'href',
      '/book?titleId=title-1',
    );
    expect(within(first).getByRole('link', { name: '霧起之夜' })).toHaveAttribute(
      'href',
      '/chapter/editor?chapterId=chapter-1',
    );
    expect(within(first).getByText('這章好精彩！')).toBeInTheDocument();
    expect(within(first).queryByText('我的回覆')).not.toBeInTheDocument();

    const second = await articleOf('小籠包');
    expect(within(second).getByText('我的回覆')).toBeInTheDocument();
    expect(within(second).getByText('下週一更新喔！')).toBeInTheDocument();
    expect(within(second).getByText('2026/06/10 11:05')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: '編輯回覆' })).toBeInTheDocument();

    expect(screen.getByText('共 2 則留言')).toBeInTheDocument();
    // In the server's order (newest first), the first page, no filter.
    expect(
      screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent),
    ).toEqual(['夜貓子讀者', '小籠包']);
    expect(served.lists.map((q) => q.toString())).toEqual(['current=1&limit=10']);
  });

  it('shows markup a reader typed as text: nothing in it runs or loads', async () => {
    serve([
      comment({
        readerName: '<b onmouseover=alert(1)>讀者</b>',
        body: '<script>alert("xss")</script><img src=x onerror=alert(1)>',
      }),
    ]);
    const { container } = renderPage();

    expect(await screen.findByText('<b onmouseover=alert(1)>讀者</b>')).toBeInTheDocument();
    expect(
      screen.getByText('<script>alert("xss")</script><img src=x onerror=alert(1)>'),
    ).toBeInTheDocument();
    expect(container.querySelector('script, img, b[onmouseover]')).toBeNull();
  });

  it('filters by work, chapter and unreplied, keeps them in the address and asks the server', async () => {
    const served = serve([comment(), SECOND]);
    const { user, location } = renderPage();
    await articleOf('小籠包');

    expect(screen.getByRole('combobox', { name: '章節' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: '作品' }));
    await user.click(await pickOption('霧城夜話'));
    expect(location().search).toBe('?titleId=title-1');

    await user.click(screen.getByRole('combobox', { name: '章節' }));
    await user.click(await pickOption('2. 舊城的鐘聲'));
    expect(location().search).toBe('?titleId=title-1&chapterId=chapter-2');
    await waitFor(() => expect(screen.queryByText('夜貓子讀者')).not.toBeInTheDocument());

    await user.click(screen.getByRole('checkbox', { name: '只看未回覆' }));
    expect(location().search).toBe('?titleId=title-1&chapterId=chapter-2&unreplied=true');
    expect(await screen.findByText('沒有符合條件的留言')).toBeInTheDocument();

    expect(served.lists.at(-1)?.toString()).toBe(
      'current=1&limit=10&titleId=title-1&chapterId=chapter-2&unreplied=true',
    );
    await user.click(screen.getByRole('button', { name: '清除篩選' }));
    expect(location().search).toBe('');
    expect(await articleOf('夜貓子讀者')).toBeInTheDocument();
  });

  it('opens with the filters and page of the address, and pages on the server', async () => {
    const served = serve([comment()], { total: 25 });
    const { user, location } = renderPage('/comments?titleId=title-1&unreplied=true&page=2');

    await articleOf('夜貓子讀者');
    expect(served.lists[0]?.toString()).toBe('current=2&limit=10&titleId=title-1&unreplied=true');
    expect(screen.getByRole('checkbox', { name: '只看未回覆' })).toBeChecked();
    expect(screen.getByTitle('霧城夜話')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: '留言分頁' });
    await user.click(within(pages).getByTitle('3'));
    expect(location().search).toBe('?titleId=title-1&unreplied=true&page=3');
    await waitFor(() => expect(served.lists.at(-1)?.get('current')).toBe('3'));

    // Another filter starts again at page 1.
    await user.click(screen.getByRole('checkbox', { name: '只看未回覆' }));
    expect(location().search).toBe('?titleId=title-1');
  });

  it('goes to the last page, in place of the address, when the address asks for a page past the end', async () => {
    const served = serve([comment()], { total: 25 });
    const { location } = renderPage('/comments?titleId=title-1&page=9');

    await waitFor(() => expect(location().search).toBe('?titleId=title-1&page=3'));
    await waitFor(() => expect(served.lists.at(-1)?.get('current')).toBe('3'));
    expect(await articleOf('夜貓子讀者')).toBeInTheDocument();
  });

  it('replies through the dialog once for a double click, and tracks the new reply once', async () => {
    const served = serve([comment()]);
    const { user } = renderPage();

    await user.click(within(await articleOf('夜貓子讀者')).getByRole('button', { name: '回覆' }));
    const dialog = await screen.findByRole('dialog', { name: '回覆 夜貓子讀者' });
    const send = within(dialog).getByRole('button', { name: '送出回覆' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: '回覆內容' }), '   ');
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: '回覆內容' }), '謝謝你的支持！');
    await user.dblClick(send);

    const article = await articleOf('夜貓子讀者');
    expect(await within(article).findByText('謝謝你的支持！')).toBeInTheDocument();
    expect(within(article).getByText('我的回覆')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(served.writes).toEqual(['reply comment-1 謝謝你的支持！']);
    await waitFor(() => expect(served.tracked).toEqual([{ commentId: 'comment-1' }]));

    // Editing my reply starts from it, replaces it, and is not a new comment.
    await user.click(within(article).getByRole('button', { name: '編輯回覆' }));
    const edit = await screen.findByRole('dialog', { name: '編輯給 夜貓子讀者 的回覆' });
    const field = within(edit).getByRole('textbox', { name: '回覆內容' });
    expect(field).toHaveValue('謝謝你的支持！');
    await user.clear(field);
    await user.type(field, '下週見！');
    await user.click(within(edit).getByRole('button', { name: '送出回覆' }));
    expect(await within(article).findByText('下週見！')).toBeInTheDocument();
    expect(served.writes).toHaveLength(2);
    expect(served.tracked).toHaveLength(1);
  });

  it('with unreplied only on, a replied comment leaves the list and the count; the list is asked again after a hide', async () => {
    const THIRD = comment({ commentId: 'comment-3', readerName: '小說迷', body: '求更新' });
    const served = serve([comment(), THIRD, SECOND]);
    const { user } = renderPage('/comments?unreplied=true');
    expect(await screen.findByText('共 2 則留言')).toBeInTheDocument();

    await user.click(within(await articleOf('夜貓子讀者')).getByRole('button', { name: '回覆' }));
    const dialog = await screen.findByRole('dialog', { name: '回覆 夜貓子讀者' });
    await user.type(within(dialog).getByRole('textbox', { name: '回覆內容' }), '謝謝！');
    await user.click(within(dialog).getByRole('button', { name: '送出回覆' }));

    expect(await screen.findByText('共 1 則留言')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '夜貓子讀者' })).not.toBeInTheDocument();
    expect(
      screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent),
    ).toEqual(['小說迷']);
    await waitFor(() => expect(served.lists).toHaveLength(2));

    // Hidden, it is still unreplied: the server's answer keeps it, and the count.
    await user.click(within(await articleOf('小說迷')).getByRole('button', { name: '隱藏' }));
    await waitFor(() => expect(served.lists).toHaveLength(3));
    expect(within(await articleOf('小說迷')).getByText('已隱藏')).toBeInTheDocument();
    expect(screen.getByText('共 1 則留言')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: '只看未回覆' }));
    expect(await within(await articleOf('夜貓子讀者')).findByText('謝謝！')).toBeInTheDocument();
    expect(screen.getByText('共 3 則留言')).toBeInTheDocument();
  });

  it('never cuts or flattens a reply: line breaks kept, a pasted text over the limit kept whole with Send off', async () => {
    const served = serve([
      comment({ reply: '謝謝！\n下週見', repliedAt: '2026-06-15T01:00:00.000Z' }),
    ]);
    const { user } = renderPage();

    await user.click(
      within(await articleOf('夜貓子讀者')).getByRole('button', { name: '編輯回覆' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '編輯給 夜貓子讀者 的回覆' });
    const field = within(dialog).getByRole('textbox', { name: '回覆內容' });
    const send = within(dialog).getByRole('button', { name: '送出回覆' });
    expect(field).toHaveValue('謝謝！\n下週見');

    const pasted = `${'長'.repeat(600)}\n${'文'.repeat(403)}`;
    await user.clear(field);
    await user.paste(pasted);
    expect(field).toHaveValue(pasted);
    expect(dialog).toHaveTextContent('1004 / 1000');
    expect(field).toHaveAccessibleDescription(
      '最多 1,000 個字，目前多了 4 個字。內容都保留著，請刪減後再繼續。',
    );
    expect(send).toBeDisabled();

    await user.type(field, '{Backspace>4/}');
    expect(send).toBeEnabled();
    await user.click(send);
    await waitFor(() =>
      expect(served.writes).toEqual([`reply comment-1 ${'長'.repeat(600)}\n${'文'.repeat(399)}`]),
    );
  });

  it('takes back a refused reply with the server’s message, keeping the text typed', async () => {
    const served = serve([comment()]);
    const release = refuse(
      'post',
      '/v2/creator/comments/:id/reply',
      403,
      '這則留言在其他作者的作品下',
    );
    const { user } = renderPage();

    await user.click(within(await articleOf('夜貓子讀者')).getByRole('button', { name: '回覆' }));
    const dialog = await screen.findByRole('dialog', { name: '回覆 夜貓子讀者' });
    await user.type(within(dialog).getByRole('textbox'), '謝謝！');
    await user.click(within(dialog).getByRole('button', { name: '送出回覆' }));

    // Shown at once, then taken back with the message.
    expect(await within(await articleOf('夜貓子讀者')).findByText('謝謝！')).toBeInTheDocument();
    release();
    expect(await screen.findByText('登入憑證無效')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getAllByRole('article')[0] as HTMLElement).queryByText('我的回覆'),
      ).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: '回覆 夜貓子讀者' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox')).toHaveValue('謝謝！');
    expect(served.tracked).toEqual([]);
  });

  it('hides at once, one request for a double click, and shows again', async () => {
    const served = serve([comment()], { writeDelay: 200 });
    const { user } = renderPage();
    const article = await articleOf('夜貓子讀者');

    await user.dblClick(within(article).getByRole('button', { name: '隱藏' }));
    // Before the server answers.
    expect(within(article).getByText('已隱藏')).toBeInTheDocument();
    expect(served.writes).toEqual(['hidden comment-1 true']);
    expect(await screen.findByText('已隱藏留言，讀者看不到它')).toBeInTheDocument();

    await user.click(within(article).getByRole('button', { name: '取消隱藏' }));
    await waitFor(() => expect(within(article).queryByText('已隱藏')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(served.writes).toEqual(['hidden comment-1 true', 'hidden comment-1 false']),
    );
  });

  it('rolls a refused hide back, with the error message', async () => {
    serve([comment()]);
    const release = refuse('put', '/v2/creator/comments/:id/hidden');
    const { user } = renderPage();
    const article = await articleOf('夜貓子讀者');

    await user.click(within(article).getByRole('button', { name: '隱藏' }));
    expect(within(article).getByText('已隱藏')).toBeInTheDocument();
    release();
    expect(await screen.findByText('伺服器忙碌中')).toBeInTheDocument();
    expect(within(article).queryByText('已隱藏')).not.toBeInTheDocument();
    expect(within(article).getByRole('button', { name: '隱藏' })).toBeInTheDocument();
  });

  it('deletes only after confirming, at once, one request for a double click', async () => {
    const served = serve([comment(), SECOND]);
    const { user } = renderPage();

    await user.click(within(await articleOf('夜貓子讀者')).getByRole('button', { name: '刪除' }));
    let dialog = await screen.findByRole('dialog', { name: '刪除這則留言？' });
    expect(dialog).toHaveTextContent('夜貓子讀者 的留言刪除後無法復原');
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(served.writes).toEqual([]);

    await user.click(within(await articleOf('夜貓子讀者')).getByRole('button', { name: '刪除' }));
    dialog = await screen.findByRole('dialog', { name: '刪除這則留言？' });
    await user.dblClick(within(dialog).getByRole('button', { name: '刪除' }));
    expect(await screen.findByText('已刪除留言')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '夜貓子讀者' })).not.toBeInTheDocument();
    expect(served.writes).toEqual(['delete comment-1']);
    expect(served.keys[0]).toMatch(/\S{8,}/);
    expect(await screen.findByText('共 1 則留言')).toBeInTheDocument();
  });

  it('puts a comment whose deletion is refused back in its place, with the message', async () => {
    serve([comment(), SECOND]);
    const release = refuse('delete', '/v2/creator/comments/:id');
    const { user } = renderPage();

    await user.click(within(await articleOf('夜貓子讀者')).getByRole('button', { name: '刪除' }));
    const dialog = await screen.findByRole('dialog', { name: '刪除這則留言？' });
    await user.click(within(dialog).getByRole('button', { name: '刪除' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: '夜貓子讀者' })).not.toBeInTheDocument(),
    );
    release();
    expect(await screen.findByText('伺服器忙碌中')).toBeInTheDocument();
    expect(
      screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent),
    ).toEqual(['夜貓子讀者', '小籠包']);
  });

  it('reports with a reason, asked first, and marks the comment reported', async () => {
    const served = serve([comment()]);
    const { user } = renderPage();
    const article = await articleOf('夜貓子讀者');

    await user.click(within(article).getByRole('button', { name: '檢舉' }));
    const dialog = await screen.findByRole('dialog', { name: '檢舉這則留言？' });
    const confirm = within(dialog).getByRole('button', { name: '檢舉' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), '廣告');
    await user.dblClick(confirm);

    expect(await within(article).findByRole('button', { name: '已檢舉' })).toBeDisabled();
    expect(within(article).getAllByText('已檢舉')).toHaveLength(2);
    expect(served.writes).toEqual(['report comment-1 廣告']);
  });

  it('keeps Report off for a reason the server would refuse, and says what is wrong', async () => {
    const served = serve([comment()]);
    const { user } = renderPage();
    await user.click(within(await articleOf('夜貓子讀者')).getByRole('button', { name: '檢舉' }));
    const dialog = await screen.findByRole('dialog', { name: '檢舉這則留言？' });
    const field = within(dialog).getByRole('textbox', { name: /檢舉原因/ });
    const confirm = within(dialog).getByRole('button', { name: '檢舉' });

    // Zero-width characters show nothing: blank.
    await user.click(field);
    await user.paste('\u200b\u200d');
    expect(confirm).toBeDisabled();

    await user.clear(field);
    await user.paste('廣告\u0007洗版');
    expect(confirm).toBeDisabled();
    expect(field).toHaveAccessibleDescription(
      '文字中有看不見的控制字元（常見於從其他程式貼上的內容），請刪除後再送出。',
    );

    await user.clear(field);
    await user.paste('廣告洗版');
    expect(confirm).toBeEnabled();
    expect(field).not.toHaveAccessibleDescription();
    await user.click(confirm);
    await waitFor(() => expect(served.writes).toEqual(['report comment-1 廣告洗版']));
  });

  it('shows the Forbidden message for another author’s work in the address', async () => {
    serve([]);
    // The server refuses both what the screen asks about that work: its comments and, for the
    // chapter filter, its chapters.
    const forbidden = () =>
      HttpResponse.json(apiErrorBody('Forbidden', 'this work belongs to another author'), {
        status: 403,
      });
    server.use(
      http.get(apiUrl(apiPaths.comments), forbidden),
      http.get(apiUrl(apiPaths.titleChapters('title-north-king')), forbidden),
    );
    renderPage('/comments?titleId=title-north-king');
    expect(await screen.findByText('登入憑證無效')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when there are no comments yet', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('還沒有留言')).toBeInTheDocument();
  });
});
