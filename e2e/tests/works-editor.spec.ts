import { expect, test, type Page } from '@playwright/test';
import { API_URL, openedDialog, sideMenu } from './support';
import { api, failOnDialogs, localDraftKey, signInDemo, uniqueName } from './works-support';

/**
 * The editor never loses what the author typed: not to a reload before saving, not to a save the
 * server refuses. Each test writes in a chapter of a work of its own.
 */

async function openNewChapter(page: Page) {
  await signInDemo(page);
  const client = api(page);
  const titleId = await client.createWork(uniqueName('E2E 編輯器'));
  const chapterId = await client.createChapter(titleId, '第一章　開始');
  await page.goto(`/chapter/editor?chapterId=${encodeURIComponent(chapterId)}`);
  const body = page.getByRole('textbox', { name: '章節內文' });
  await expect(body).toBeVisible();
  return { client, titleId, chapterId, body };
}

/** Waits until the editor says the text is kept in this browser (its local backup). */
async function expectBackedUp(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: '本機備份' })).toBeVisible();
}

test('text typed and never saved comes back after a reload', async ({ page }) => {
  failOnDialogs(page);
  const { client, chapterId, body } = await openNewChapter(page);
  const typed = `雨停了，她終於推開那扇門。${Date.now().toString(36)}`;
  await body.click();
  await page.keyboard.type(typed);
  await expect(page.getByText('有尚未儲存的變更')).toBeVisible();
  await expectBackedUp(page);

  await page.reload();
  const offer = await openedDialog(page, '找到尚未儲存的內容');
  await offer.getByRole('button', { name: '還原', exact: true }).click();
  await expect(offer).toBeHidden();
  await expect(body).toContainText(typed);
  // Restored, not yet saved: the server still has the empty chapter.
  expect((await client.chapter(chapterId)).content).not.toContain(typed);

  await page.getByRole('button', { name: '儲存草稿' }).click();
  await expect(page.getByText('所有變更都已儲存')).toBeVisible();
  expect((await client.chapter(chapterId)).content).toContain(typed);
});

test('signing out leaves no unsaved chapter text in the browser', async ({ page }) => {
  failOnDialogs(page);
  const { client, chapterId, body } = await openNewChapter(page);
  const key = localDraftKey(await client.memberId(), chapterId);
  await body.click();
  await page.keyboard.type('還沒存的一段話，不該留給下一個人。');
  await expectBackedUp(page);
  expect(await page.evaluate((key) => localStorage.getItem(key), key)).toContain('還沒存的一段話');

  // Left unsaved (the browser's leave question is accepted); still signed in, it is kept.
  await page.goto('/book/all');
  expect(await page.evaluate((key) => localStorage.getItem(key), key)).not.toBeNull();

  await sideMenu(page).getByRole('button', { name: '登出' }).click();
  await page.waitForURL(`${API_URL}/tutorial`);
  // Back on the portal, signed out: the draft went with the member.
  await page.goto('/terms');
  expect(await page.evaluate((key) => localStorage.getItem(key), key)).toBeNull();
});

test('a save the server refuses loses nothing, and the next save stores it', async ({ page }) => {
  failOnDialogs(page);
  const { client, chapterId, body } = await openNewChapter(page);
  await client.fault({
    method: 'PUT',
    path: `/v2/creator/chapters/${chapterId}`,
    status: 503,
    times: 1,
  });
  const typed = `這段文字不能因為伺服器出錯而消失。${Date.now().toString(36)}`;
  await body.click();
  await page.keyboard.type(typed);
  await page.getByRole('button', { name: '儲存草稿' }).click();

  await expect(page.getByText(/^儲存失敗：/)).toBeVisible();
  await expect(body).toContainText(typed);
  await expect(page.getByText('有尚未儲存的變更')).toBeVisible();
  expect((await client.chapter(chapterId)).content).not.toContain(typed);

  // Even a reload now does not lose it: the browser kept it before the request went out.
  await page.reload();
  const offer = await openedDialog(page, '找到尚未儲存的內容');
  await offer.getByRole('button', { name: '還原', exact: true }).click();
  await expect(body).toContainText(typed);

  // The fault is spent: Ctrl+S saves it.
  await body.click();
  await page.keyboard.press('Control+s');
  await expect(page.getByText('所有變更都已儲存')).toBeVisible();
  expect((await client.chapter(chapterId)).content).toContain(typed);
  // The save made its tracking call (sent after the save, without waiting for it).
  await expect
    .poll(async () =>
      (await client.trackCalls('/v2/chapter/saved/trackEventOnly')).map((c) => c.body.chapterId),
    )
    .toContain(chapterId);
});

test('a chapter of 200,000 characters opens, saves and loads again', async ({ page }) => {
  test.setTimeout(90_000);
  failOnDialogs(page);
  await signInDemo(page);
  const client = api(page);
  const titleId = await client.createWork(uniqueName('E2E 長篇'));
  const chapterId = await client.createChapter(titleId, '第一章　很長的一章');
  // 200 paragraphs of 1,000 CJK characters: about 600 KB of UTF-8 in the save request.
  const paragraph = '霧'.repeat(999) + '。';
  await client.saveChapter(chapterId, { content: `<p>${paragraph}</p>`.repeat(200) });

  await page.goto(`/chapter/editor?chapterId=${encodeURIComponent(chapterId)}`);
  await expect(page.getByText('200,000 字')).toBeVisible();
  const body = page.getByRole('textbox', { name: '章節內文' });
  await body.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('完');
  await expect(page.getByText('200,001 字')).toBeVisible();
  await page.getByRole('button', { name: '儲存草稿' }).click();
  await expect(page.getByText('所有變更都已儲存')).toBeVisible();

  const saved = await client.chapter(chapterId);
  expect(saved.wordCount).toBe(200_001);
  await page.reload();
  await expect(page.getByText('200,001 字')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
