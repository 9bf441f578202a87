import { expect, test, type Page } from '@playwright/test';
import { openedDialog } from './support';
import { api, failOnDialogs, localDraftKey, signInDemo } from './works-support';

/**
 * Script and event-handler payloads an author (or someone who got at an author's text) might
 * enter: in a work's name, a chapter's name and a chapter's text. They must show as text or be
 * removed, never run: no dialog opens, no flag gets set, no live handler or script reaches the page.
 */

const short = () => Date.now().toString(36).slice(-5) + Math.random().toString(36).slice(2, 4);

/** Every payload would set window.__xss (or open a dialog) if it ran. */
const WORK_NAME = () => `<img src=x onerror="__xss=1"><script>__xss=2</script>${short()}`;
const CHAPTER_NAME = '<svg onload="__xss=3"></svg><b onmouseover=alert(3)>章</b>';
const PASTED_HTML = [
  '<p>貼上的段落</p>',
  '<img src="x" onerror="window.__xss=4;alert(4)">',
  '<script>window.__xss=5;alert(5)</script>',
  '<a href="javascript:window.__xss=6">惡意連結</a>',
  '<iframe src="javascript:window.__xss=7"></iframe>',
  '<p onclick="window.__xss=8" style="background:url(javascript:alert(8))">段落二</p>',
].join('');
const TYPED = '<img src=x onerror=alert(9)>打出來的字';

/** What a payload would leave live, anywhere in the page: dialogs, toasts and tooltips are portals outside <main>. */
const LIVE = [
  'script',
  'iframe',
  'svg [onload]',
  '[onerror]',
  '[onload]',
  '[onclick]',
  '[onmouseover]',
  'a[href^="javascript:" i]',
  'img[src="x"]',
]
  .map((selector) => `body ${selector}`)
  .join(', ');

/** Nothing of a payload is live in the page, nor runs a moment later. */
async function expectInert(page: Page, seen: { dialogs: string[] }) {
  await expect(page.locator(LIVE)).toHaveCount(0);
  // A payload can run late (an image's error event, a portal rendered after the text): the flag
  // and the dialogs are watched for a second, not read once.
  for (let tick = 0; tick < 10; tick += 1) {
    expect(seen.dialogs).toEqual([]);
    expect(
      await page.evaluate(() => (window as { __xss?: unknown }).__xss),
      'window.__xss',
    ).toBeUndefined();
    await page.waitForTimeout(100);
  }
}

test('a script payload in a work name and a chapter name shows as text', async ({ page }) => {
  const seen = failOnDialogs(page);
  await signInDemo(page);
  const client = api(page);
  const name = WORK_NAME();
  const titleId = await client.createWork(name);
  const chapterId = await client.createChapter(titleId, CHAPTER_NAME);

  await page.goto(`/book?titleId=${titleId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(CHAPTER_NAME, { exact: true }).first()).toBeVisible();
  await expectInert(page, seen);

  await page.goto('/book/all');
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await expectInert(page, seen);

  await page.goto(`/chapter/editor?chapterId=${chapterId}`);
  await expect(page.getByRole('textbox', { name: '章節名稱' })).toHaveValue(CHAPTER_NAME);
  await expectInert(page, seen);

  await page.goto(`/chapter/setting?chapterId=${chapterId}`);
  await expect(page.getByRole('textbox', { name: '章節名稱' })).toHaveValue(CHAPTER_NAME);
  await expectInert(page, seen);

  await page.goto(`/chapter/sorting?titleId=${titleId}`);
  await expect(page.getByRole('button', { name: `拖曳「${CHAPTER_NAME}」` })).toBeVisible();
  await expectInert(page, seen);

  await page.goto(`/book/uniticket?titleId=${titleId}`);
  await expect(page.getByRole('link', { name: `回到作品：${name}` })).toBeVisible();
  await expectInert(page, seen);
});

test('script payloads pasted or typed into a chapter never run, before or after saving', async ({
  page,
}) => {
  const seen = failOnDialogs(page);
  await signInDemo(page);
  const client = api(page);
  const titleId = await client.createWork(`E2E XSS ${short()}`);
  const chapterId = await client.createChapter(titleId, '第一章');
  await page.goto(`/chapter/editor?chapterId=${chapterId}`);
  const body = page.getByRole('textbox', { name: '章節內文' });
  await body.click();

  // A paste of hostile HTML (as from a web page), then the same kind of markup typed as text.
  await body.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', '貼上的段落');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, PASTED_HTML);
  await expect(body).toContainText('貼上的段落');
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(TYPED);
  await expect(body).toContainText(TYPED);
  await expectInert(page, seen);

  await page.getByRole('button', { name: '儲存草稿' }).click();
  await expect(page.getByText('所有變更都已儲存')).toBeVisible();
  const stored = (await client.chapter(chapterId)).content;
  expect(stored).not.toMatch(/<(script|iframe)|<[^>]*\son\w+=|<[^>]*javascript:/i);
  expect(stored).toContain('&lt;img src=x onerror=alert(9)&gt;打出來的字');

  // Loaded back from the server: the typed markup is still text, nothing runs.
  await page.reload();
  await expect(body).toContainText(TYPED);
  await expect(body).toContainText('貼上的段落');
  await expectInert(page, seen);
});

test('a hostile local draft offered back after a reload is shown inert', async ({ page }) => {
  const seen = failOnDialogs(page);
  await signInDemo(page);
  const client = api(page);
  const titleId = await client.createWork(`E2E XSS draft ${short()}`);
  const chapterId = await client.createChapter(titleId, '第一章');
  const { version } = await client.chapter(chapterId);
  const key = localDraftKey(await client.memberId(), chapterId);
  await page.goto('/book/all');
  // What the editor keeps in this browser (mfe-works local-draft.ts), tampered with.
  await page.evaluate(
    ({ key, chapterId, version, html }) =>
      localStorage.setItem(
        key,
        JSON.stringify({
          chapterId,
          baseVersion: version,
          savedAt: new Date().toISOString(),
          displayName: '<img src=x onerror=alert(10)>',
          content: html,
        }),
      ),
    { key, chapterId, version, html: PASTED_HTML },
  );

  await page.goto(`/chapter/editor?chapterId=${chapterId}`);
  const offer = await openedDialog(page, '找到尚未儲存的內容');
  await offer.getByRole('button', { name: '比較兩個版本' }).click();
  // The side-by-side comparison opens in a drawer over the (512 px) dialog.
  const comparison = page.getByRole('dialog', { name: '比較兩個版本' });
  await expect(comparison.getByText('貼上的段落')).toBeVisible();
  await expectInert(page, seen);
  await expect(
    comparison.locator('[onerror], script, iframe, a[href^="javascript:" i]'),
  ).toHaveCount(0);
  await comparison.getByRole('button', { name: '關閉' }).click();
  await expect(comparison).toBeHidden();

  await offer.getByRole('button', { name: '還原', exact: true }).click();
  await expect(page.getByRole('textbox', { name: '章節內文' })).toContainText('段落二');
  await expect(page.getByRole('textbox', { name: '章節名稱' })).toHaveValue(
    '<img src=x onerror=alert(10)>',
  );
  await expectInert(page, seen);
});
