import { expect, test, type Page } from '@playwright/test';
import { openedDialog, sideMenu } from './support';
import { api, failOnDialogs, makePng, scheduleTime, signInDemo, uniqueName } from './works-support';

/**
 * An author's day on a new work, through the screens only: create it, write three chapters in
 * the editor, reorder them, make one paid and let it take reading tickets, schedule the work;
 * then reload and find every change kept.
 */

const CHAPTERS = [
  ['第一章　霧起', '霧從河面升起，整座城安靜得像在等待什麼。'],
  ['第二章　來信', '信封上沒有寄件人，只有一枚褪色的郵戳。'],
  ['第三章　夜車', '末班車駛出月台時，她才發現自己坐錯了方向。'],
] as const;

const SETTINGS = {
  intro: '霧起的夜裡，一封沒有寄件人的信。',
  synopsis: '她在舊城的郵局工作，某天收到一封寄給二十年前自己的信。',
  tags: ['書信', '舊城郵局'],
};

/** A chapter's row on the work page. */
const chapterRow = (page: Page, name: string) => page.getByRole('article', { name });
/** The work page's links to the work's other pages. */
const workLinks = (page: Page) => page.getByRole('navigation', { name: '作品相關頁面' });

async function writeChapter(page: Page, name: string, text: string) {
  await page.getByRole('button', { name: '新增章節' }).first().click();
  const dialog = await openedDialog(page, '新增章節');
  await dialog.getByLabel('章節名稱').fill(name);
  await dialog.getByRole('button', { name: '建立並開始寫作' }).click();
  await expect(page).toHaveURL(/\/chapter\/editor\?chapterId=/);
  const body = page.getByRole('textbox', { name: '章節內文' });
  await body.click();
  await page.keyboard.type(text);
  await expect(page.getByText('有尚未儲存的變更')).toBeVisible();
  await page.getByRole('button', { name: '儲存草稿' }).click();
  await expect(page.getByText('所有變更都已儲存')).toBeVisible();
  await page.getByRole('link', { name: '回到作品' }).click();
  await expect(page.getByRole('article', { name })).toBeVisible();
}

test('an author creates a work, writes, orders, prices and schedules it, and it all stays', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const seen = failOnDialogs(page);
  await signInDemo(page);
  const client = api(page);
  const workName = uniqueName('E2E 霧中來信');

  await test.step('create the work from the side menu', async () => {
    await sideMenu(page).getByRole('button', { name: '建立作品' }).click();
    const dialog = await openedDialog(page, '建立作品');
    await dialog.getByLabel('作品名稱').fill(workName);
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByRole('button', { name: '建立', exact: true }).click();
    await expect(page).toHaveURL(/\/book\?titleId=/);
    await expect(page.getByRole('heading', { level: 1, name: workName })).toBeVisible();
  });
  const titleId = new URL(page.url()).searchParams.get('titleId') ?? '';

  await test.step('fill in the work settings and upload a cover', async () => {
    await workLinks(page).getByRole('link', { name: '作品設定' }).click();
    await expect(page.getByRole('textbox', { name: '作品名稱' })).toHaveValue(workName);
    await page.getByRole('group', { name: '分類' }).getByRole('checkbox', { name: '懸疑' }).check();
    await page.getByRole('textbox', { name: '一句話簡介' }).fill(SETTINGS.intro);
    await page.getByRole('textbox', { name: '作品簡介' }).fill(SETTINGS.synopsis);
    const tags = page.getByRole('combobox', { name: '標籤' });
    for (const tag of SETTINGS.tags) {
      await tags.fill(tag);
      await tags.press('Enter');
    }
    await tags.press('Escape');
    await page
      .getByRole('radiogroup', { name: '目標讀者' })
      .getByRole('radio', { name: '成人' })
      .check();
    await page
      .getByRole('radiogroup', { name: '連載狀態' })
      .getByRole('radio', { name: '已完結' })
      .check();
    await page.getByRole('button', { name: '儲存', exact: true }).click();
    await expect(page.getByText('已儲存作品設定').first()).toBeVisible();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '選擇圖片' }).click();
    await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: makePng() });
    await expect(page.getByRole('figure', { name: '新封面預覽' })).toBeVisible();
    await page.getByRole('button', { name: '上傳封面' }).click();
    await expect(page.getByText('已更新封面').first()).toBeVisible();
    await page.getByRole('link', { name: '回到作品' }).click();
    await expect(page.getByRole('img', { name: `${workName} 的封面` })).toBeVisible();
  });

  await test.step('write three chapters in the editor', async () => {
    for (const [name, text] of CHAPTERS) await writeChapter(page, name, text);
    await expect(page.getByText('共 3 章')).toBeVisible();
  });
  const ids = (await client.chapters(titleId)).map((c) => c.chapterId);
  expect(ids).toHaveLength(3);

  await test.step('move the third chapter to the top with the keyboard, then save', async () => {
    await page.getByRole('link', { name: '章節排序' }).first().click();
    const name = CHAPTERS[2][0];
    const handle = page.getByRole('button', { name: `拖曳「${name}」` });
    // Each key waits for the screen reader announcement of the one before (dnd-kit measures
    // between moves, so keys pressed faster than it can follow would be dropped), and then for one
    // turn of the page's timers: dnd-kit starts listening for the arrow keys in a zero-delay timer
    // set when the row is picked up, and the announcement can render before that timer runs.
    // Timers of equal delay run in the order they were set, so ours runs after dnd-kit's.
    const announced = async (text: string) => {
      await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    };
    await handle.focus();
    await page.keyboard.press('Space');
    await announced('移到第 3 位');
    await page.keyboard.press('ArrowUp');
    await announced('移到第 2 位');
    await page.keyboard.press('ArrowUp');
    await announced('移到第 1 位');
    await page.keyboard.press('Space');
    await announced('放在第 1 位');
    await expect(page.getByText('原第 3 位 → 第 1 位')).toBeVisible();
    await page.getByRole('button', { name: '儲存順序' }).click();
    await expect(page.getByText('章節順序已儲存').first()).toBeVisible();
  });

  await test.step('make the second chapter paid at 8 points', async () => {
    await page.getByRole('link', { name: '回到作品頁' }).first().click();
    await chapterRow(page, CHAPTERS[1][0]).getByRole('link', { name: '設定' }).click();
    await expect(page.getByRole('textbox', { name: '章節名稱' })).toHaveValue(CHAPTERS[1][0]);
    await page.getByRole('radio', { name: '付費' }).check();
    await page.getByLabel('價格（點）').fill('8');
    await page.getByRole('button', { name: '儲存' }).click();
    await expect(page.getByText('已儲存章節設定').first()).toBeVisible();
  });

  await test.step('let the paid chapter take reading tickets', async () => {
    await page.getByRole('link', { name: '回到作品' }).click();
    await workLinks(page).getByRole('link', { name: '閱讀券' }).click();
    const ticket = page.getByRole('checkbox', { name: CHAPTERS[1][0] });
    await expect(ticket).toBeEnabled();
    await ticket.check();
    await page.getByRole('button', { name: '儲存' }).click();
    await expect(page.getByRole('button', { name: '儲存' })).toBeDisabled();
  });

  const when = scheduleTime();
  await test.step('schedule the work two days ahead', async () => {
    await page.getByRole('link', { name: /^回到作品/ }).click();
    await page.getByRole('button', { name: '排程上架' }).click();
    const dialog = await openedDialog(page, '排程上架');
    const picker = dialog.getByLabel('上架時間');
    await picker.click();
    await picker.fill(when.typed);
    await picker.press('Enter');
    await dialog.getByRole('button', { name: '排程', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('reload: every change is still there', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: workName })).toBeVisible();
    await expect(page.getByText(`將於 ${when.typed} 上架`)).toBeVisible();
    const rows = page.getByRole('article');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toHaveAccessibleName(CHAPTERS[2][0]);
    await expect(rows.nth(1)).toHaveAccessibleName(CHAPTERS[0][0]);
    await expect(rows.nth(2)).toHaveAccessibleName(CHAPTERS[1][0]);
    await expect(rows.nth(2)).toContainText('付費 8 點');
    await expect(rows.nth(0)).toContainText('免費');

    await workLinks(page).getByRole('link', { name: '閱讀券' }).click();
    await expect(page.getByRole('checkbox', { name: CHAPTERS[1][0] })).toBeChecked();

    await page.getByRole('link', { name: /^回到作品/ }).click();
    await chapterRow(page, CHAPTERS[2][0]).getByRole('link', { name: '編輯' }).click();
    await expect(page.getByRole('textbox', { name: '章節內文' })).toContainText(CHAPTERS[2][1]);

    await page.goto(`/book/setting?titleId=${titleId}`);
    await expect(page.getByRole('textbox', { name: '一句話簡介' })).toHaveValue(SETTINGS.intro);
    await expect(page.getByRole('textbox', { name: '作品簡介' })).toHaveValue(SETTINGS.synopsis);
    await expect(page.getByRole('checkbox', { name: '懸疑' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '成人' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '已完結' })).toBeChecked();
    for (const tag of SETTINGS.tags)
      await expect(page.getByText(tag, { exact: true })).toBeVisible();
    await expect(page.getByRole('figure', { name: '目前的封面' }).getByRole('img')).toHaveAttribute(
      'src',
      /\/covers\//,
    );
  });

  // And the server agrees.
  const title = await client.title(titleId);
  expect(title.listingFrom && new Date(title.listingFrom).toISOString()).toBe(when.iso);
  expect(title).toMatchObject({
    intro: SETTINGS.intro,
    synopsis: SETTINGS.synopsis,
    tags: SETTINGS.tags,
    targetAudience: 'Adults',
    serialStatus: 'COMPLETED',
  });
  expect(title.coverUrl).toMatch(/\/covers\//);
  const saved = await client.chapters(titleId);
  expect(saved.map((c) => c.chapterId)).toEqual([ids[2], ids[0], ids[1]]);
  expect(saved[2]).toMatchObject({ isFree: false, price: 8 });
  const tickets = await client.ticketSettings(titleId);
  expect(tickets.chapters.filter((c) => c.ticketEnabled).map((c) => c.chapterId)).toEqual([ids[1]]);
  await expect
    .poll(async () =>
      (await client.trackCalls('/v2/chapter/created/trackEventOnly')).map((c) => c.body.chapterId),
    )
    .toEqual(expect.arrayContaining(ids));
  await expect
    .poll(async () =>
      (await client.trackCalls('/v2/title/published/trackEventOnly')).map((c) => c.body.titleId),
    )
    .toContain(titleId);
  expect(seen.dialogs).toEqual([]);
});
