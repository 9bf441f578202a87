import { expect, test, type Page } from '@playwright/test';
import { API_URL, openedDialog, sideMenu } from './support';
import { failOnDialogs, signInDemo } from './works-support';

/**
 * Contests and comments through the screens, against platform-api: the demo author enters the
 * open contest and withdraws, answers, hides and deletes readers' comments, and never reaches
 * another author's. Every submission is double-clicked and must reach the server once.
 */

const CONTEST = 'contest-urban-mystery';
const ENTRY_PATH = `/v2/creator/contests/${CONTEST}/entry`;

/** Counts the requests the page sends with this method to paths matching `path`. */
function countRequests(page: Page, method: string, path: RegExp) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === method && url.origin === API_URL && path.test(url.pathname)) {
      seen.push(url.pathname);
    }
  });
  return seen;
}

/** A reader's comment on one of the demo works, newest of all (platform-api's test hook). */
async function readerComment(
  page: Page,
  comment: { titleId: string; readerName: string; body: string },
) {
  const response = await page.request.post(`${API_URL}/__test__/comments`, { data: comment });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { commentId: string }).commentId;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('from the menu to a contest: enter an eligible work, see why another cannot, withdraw', async ({
  page,
}) => {
  await signInDemo(page, '/');
  // Start from no entry, whatever an earlier run left (withdrawing nothing is no error).
  expect((await page.request.delete(`${API_URL}${ENTRY_PATH}`)).status()).toBe(200);
  const posts = countRequests(page, 'POST', /\/entry$/);
  const deletes = countRequests(page, 'DELETE', /\/entry$/);

  await sideMenu(page).getByRole('link', { name: '投稿活動' }).click();
  await expect(page).toHaveURL(/\/contest\/all$/);
  const cards = page.getByRole('main').getByRole('listitem');
  // Open contests first.
  await expect(cards.first()).toContainText('都市懸疑短篇大賞');
  await expect(cards.first()).toContainText('徵稿中');

  await page.getByRole('link', { name: '都市懸疑短篇大賞' }).click();
  await expect(page).toHaveURL(new RegExp(`/contest\\?contestId=${CONTEST}$`));
  await expect(page.getByRole('heading', { level: 1, name: '都市懸疑短篇大賞' })).toBeVisible();
  await expect(page.getByText('至少 10,000 字')).toBeVisible();

  const picker = page.getByRole('radiogroup', { name: '選擇要投稿的作品' });
  const unlisted = picker.getByRole('radio', { name: /轉學生是魔王大人/ });
  await expect(unlisted).toBeDisabled();
  await expect(unlisted).toHaveAccessibleDescription(/作品尚未上架，上架後才能投稿。/);
  await expect(unlisted).toHaveAccessibleDescription(/作品分類不符合本活動（限：懸疑、都市）/);
  // Written on screen under the work, not only for screen readers.
  const reason = page.getByText('作品尚未上架，上架後才能投稿。').first();
  await expect(reason).toBeVisible();
  expect((await reason.boundingBox())?.height).toBeGreaterThan(10);
  await picker.getByText('霧城夜話').click();
  await expect(picker.getByRole('radio', { name: /霧城夜話/ })).toBeChecked();
  const submit = page.getByRole('button', { name: '確認投稿' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: '我已閱讀並同意活動規則' }).check();
  await submit.dblclick();

  await expect(page.getByText('你已投稿《霧城夜話》')).toBeVisible();
  expect(posts).toHaveLength(1);
  const contest = await (
    await page.request.get(`${API_URL}/v2/creator/contests/${CONTEST}`)
  ).json();
  expect(contest.myEntry).toMatchObject({ titleId: 'title-mist-city' });

  // The list shows the entry too, from the answer of the submission.
  await page.getByRole('link', { name: '所有投稿活動' }).click();
  await expect(cards.first()).toContainText('已投稿：霧城夜話');
  await page.getByRole('link', { name: '都市懸疑短篇大賞' }).click();

  await page.getByRole('button', { name: '撤回投稿' }).click();
  const dialog = await openedDialog(page, '撤回投稿？');
  await dialog.getByRole('button', { name: '撤回' }).dblclick();
  await expect(picker).toBeVisible();
  await expect(page.getByText('你已投稿《霧城夜話》')).toHaveCount(0);
  expect(deletes).toHaveLength(1);
  const after = await (await page.request.get(`${API_URL}/v2/creator/contests/${CONTEST}`)).json();
  expect(after.myEntry).toBeNull();
});

test('a closed contest says why its controls are gone; an unknown one is the 404 page', async ({
  page,
}) => {
  await signInDemo(page, '/contest?contestId=contest-romance-3');
  await expect(page.getByText('你已投稿《星河彼岸的約定》')).toBeVisible();
  await expect(page.getByText(/截止，作品已進入評選，無法再撤回或更換/)).toBeVisible();
  await expect(page.getByRole('button', { name: '撤回投稿' })).toHaveCount(0);

  await page.goto('/contest?contestId=no-such-contest');
  await expect(page).toHaveURL(/\/404\/?$/);
  await expect(page.getByText('找不到這個頁面')).toBeVisible();
});

test('comments: filter unreplied, reply once (tracked once, leaving the unreplied list), hide, report, delete; markup stays inert', async ({
  page,
}) => {
  const dialogs = failOnDialogs(page);
  const id = unique();
  const reader = `讀者${id}`;
  const plainId = await readerComment(page, {
    titleId: 'title-mist-city',
    readerName: reader,
    body: `期待下一章 ${id}`,
  });
  const markupReader = `<img src=x onerror="window.__xss=1">${id}`;
  const markup = `<script>window.__xss=2</script><b onmouseover="window.__xss=3">粗體</b>${id}`;
  await readerComment(page, { titleId: 'title-mist-city', readerName: markupReader, body: markup });
  const replies = countRequests(page, 'POST', /\/reply$/);
  const hides = countRequests(page, 'PUT', /\/hidden$/);
  const reports = countRequests(page, 'POST', /\/report$/);
  const deletes = countRequests(page, 'DELETE', /^\/v2\/creator\/comments\//);

  await signInDemo(page, '/');
  await sideMenu(page).getByRole('link', { name: '留言管理' }).click();
  await expect(page).toHaveURL(/\/comments$/);
  // The box follows the address (the filter lives there), so click and wait for both.
  const unreplied = page.getByRole('checkbox', { name: '只看未回覆' });
  await unreplied.click();
  await expect(page).toHaveURL(/\/comments\?unreplied=true$/);
  await expect(unreplied).toBeChecked();

  // Newest first: the two comments just written.
  const articles = page.getByRole('main').getByRole('article');
  await expect(articles.nth(0)).toContainText(markup);
  await expect(articles.nth(1)).toContainText(reader);
  await expect(page.getByRole('heading', { level: 2, name: markupReader })).toBeVisible();
  await expect(page.locator('main img[src="x"], main b[onmouseover]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();

  const plain = articles.filter({ hasText: `期待下一章 ${id}` });
  await plain.getByRole('button', { name: '回覆' }).click();
  const replyDialog = await openedDialog(page, `回覆 ${reader}`);
  await expect(replyDialog.getByRole('button', { name: '送出回覆' })).toBeDisabled();
  await replyDialog.getByRole('textbox', { name: '回覆內容' }).fill('謝謝你的支持，下週見！');
  const total = page.getByText(/^共 [\d,]+ 則留言$/);
  const unrepliedBefore = Number((await total.textContent())?.replace(/\D/g, ''));
  await replyDialog.getByRole('button', { name: '送出回覆' }).dblclick();
  await expect(replyDialog).toBeHidden();
  // Answered, it leaves the unreplied list and its count; without the filter it shows the reply.
  await expect(plain).toHaveCount(0);
  await expect(total).toHaveText(`共 ${(unrepliedBefore - 1).toLocaleString('en-US')} 則留言`);
  await expect(articles.nth(0)).toContainText(markup);
  await unreplied.click();
  await expect(page).toHaveURL(/\/comments$/);
  await expect(unreplied).not.toBeChecked();
  await expect(plain.getByText('謝謝你的支持，下週見！')).toBeVisible();
  expect(replies).toHaveLength(1);
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `${API_URL}/__test__/trackCalls?path=${encodeURIComponent('/v2/comment/create/trackEventOnly')}`,
      );
      const { calls } = (await response.json()) as { calls: { body: { commentId?: string } }[] };
      return calls.filter((call) => call.body.commentId === plainId).length;
    })
    .toBe(1);

  await plain.getByRole('button', { name: '隱藏' }).dblclick();
  await expect(plain.getByText('已隱藏')).toBeVisible();
  await expect(plain.getByRole('button', { name: '取消隱藏' })).toBeEnabled();
  expect(hides).toHaveLength(1);

  const markupArticle = articles.filter({ hasText: markup });
  await markupArticle.getByRole('button', { name: '檢舉' }).click();
  const reportDialog = await openedDialog(page, '檢舉這則留言？');
  await reportDialog.getByRole('textbox').fill('惡意程式碼');
  await reportDialog.getByRole('button', { name: '檢舉' }).dblclick();
  await expect(markupArticle.getByRole('button', { name: '已檢舉' })).toBeDisabled();
  expect(reports).toHaveLength(1);

  await plain.getByRole('button', { name: '刪除' }).click();
  const deleteDialog = await openedDialog(page, '刪除這則留言？');
  await deleteDialog.getByRole('button', { name: '刪除' }).dblclick();
  await expect(page.getByText(`期待下一章 ${id}`)).toHaveCount(0);
  expect(deletes).toHaveLength(1);

  // The server agrees: one reply kept, then the comment gone; the other one reported.
  const { comments } = await (
    await page.request.get(`${API_URL}/v2/creator/comments?titleId=title-mist-city&limit=5`)
  ).json();
  expect(comments.map((c: { commentId: string }) => c.commentId)).not.toContain(plainId);
  expect(comments).toContainEqual(expect.objectContaining({ body: markup, reported: true }));
  expect(dialogs.dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
});

test('gifts: a gift received between two page loads is listed once and counted once', async ({
  page,
}) => {
  await signInDemo(page, '/gifts');
  const shown = page.getByText(/^已顯示 \d+ \/ \d+ 筆$/);
  await expect(shown).toHaveText(/^已顯示 20 \//);
  const total = Number(/\/ (\d+) 筆/.exec((await shown.textContent()) ?? '')?.[1]);
  const rows = page.getByRole('main').getByRole('row');
  // The header, then the first page.
  await expect(rows).toHaveCount(21);
  const lastOfFirstPage = (await rows.nth(20).textContent()) ?? '';

  // Newest first, paged by offset: the new gift pushes page 1's last gift onto page 2.
  const sender = `送禮讀者${unique()}`;
  const sent = await page.request.post(`${API_URL}/__test__/gifts`, {
    data: {
      titleId: 'title-mist-city',
      senderName: sender,
      giftName: '咖啡',
      quantity: 1,
      value: 30,
    },
  });
  expect(sent.status()).toBe(201);
  const loadMore = page.getByRole('button', { name: /載入更多|載入中/ });
  await loadMore.click();
  const shownCount = async () =>
    Number(/已顯示 (\d+)/.exec((await shown.textContent()) ?? '')?.[1]);
  await expect.poll(shownCount).toBeGreaterThanOrEqual(39);
  // The end of the list stays on screen as pages come in, which loads the next one: back to the
  // top, and let the page on its way arrive.
  await page.getByRole('heading', { name: '禮物盒' }).first().scrollIntoViewIfNeeded();
  await expect(loadMore).toHaveText('載入更多');

  // Whole pages of 20, the repeated gift left out once, and counted once.
  const listed = await shownCount();
  expect(listed % 20).toBe(19);
  await expect(shown).toHaveText(`已顯示 ${listed} / ${total + 1} 筆`);
  await expect(rows).toHaveCount(listed + 1);
  await expect(rows.filter({ hasText: lastOfFirstPage })).toHaveCount(1);
  await expect(page.getByText(sender)).toHaveCount(0);
});

test("another author's comments and works are refused with the Forbidden message", async ({
  page,
}) => {
  const othersComment = await readerComment(page, {
    titleId: 'title-north-king',
    readerName: '北境讀者',
    body: `別人的留言 ${unique()}`,
  });
  await signInDemo(page, '/comments?titleId=title-north-king');
  await expect(page.getByText('登入憑證無效').first()).toBeVisible();
  await expect(page.getByText('北境讀者')).toHaveCount(0);

  // Straight to the API from the portal's page, with the author's session.
  const answers = await page.evaluate(
    async ({ api, commentId, entry }) => {
      const call = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(`${api}${path}`, {
          method,
          credentials: 'include',
          headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return `${method} ${path.split('/').pop()} ${response.status} ${(await response.json()).code}`;
      };
      const comment = `/v2/creator/comments/${commentId}`;
      return [
        await call('POST', `${comment}/reply`, { body: '嗨' }),
        await call('PUT', `${comment}/hidden`, { hidden: true }),
        await call('POST', `${comment}/report`, { reason: '測試' }),
        await call('DELETE', comment),
        await call('POST', entry, { titleId: 'title-north-king', agreedToRules: true }),
      ];
    },
    { api: API_URL, commentId: othersComment, entry: ENTRY_PATH },
  );
  expect(answers).toEqual([
    'POST reply 403 Forbidden',
    'PUT hidden 403 Forbidden',
    'POST report 403 Forbidden',
    `DELETE ${othersComment} 403 Forbidden`,
    'POST entry 403 Forbidden',
  ]);
});
