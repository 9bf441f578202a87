/**
 * Keyboard only: the skip link, the header hidden by scrolling, the side menu (expanded,
 * collapsed, and the phone drawer), the create-work dialog and the editor's toolbar, with Tab,
 * Shift+Tab, Enter, Space and Escape, never the mouse.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sideMenu, signIn } from './support';
import { DEMO, api, uniqueName } from './works-support';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, failing after `max` presses: the
 * target must be reachable in the page's tab order, not merely present.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `not reached within ${max} presses of Tab`).toBeFocused();
}

test.describe('keyboard only', () => {
  test('the side menu at 1280 px, expanded and collapsed', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, DEMO);
    const menu = sideMenu(page);

    await tabTo(page, menu.getByRole('link', { name: '我的作品' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/book\/all$/);

    // Onwards from there, to the next entry.
    await tabTo(page, menu.getByRole('link', { name: '數據中心' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/data-center$/);

    // Collapse the menu with its own button, then use an entry shown as an icon only.
    await tabTo(page, page.getByRole('button', { name: '收合選單' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('complementary')).toHaveCSS('width', '80px');
    const expand = page.getByRole('button', { name: '展開選單' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');

    // An entry shown as an icon keeps its name, and its label shows as a tooltip on focus.
    await tabTo(page, menu.getByRole('link', { name: '留言管理' }), { backwards: true });
    const tip = page.getByRole('tooltip');
    await expect(tip).toHaveText('留言管理');
    await expect(tip).toBeVisible();
    // Drawn on top: at the far end of the bubble, over the screen, is the tooltip itself.
    const box = (await tip.boundingBox())!;
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="tooltip"]') !== null,
      { x: box.x + box.width - 6, y: box.y + box.height / 2 },
    );
    expect(onTop).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/comments$/);

    await tabTo(page, expand);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('complementary')).toHaveCSS('width', '256px');
  });

  test('the side menu in the 375 px drawer: open, go, and Escape back', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, DEMO);
    const openMenu = page.getByRole('button', { name: '開啟選單' });

    await tabTo(page, openMenu);
    await page.keyboard.press('Enter');
    const menu = sideMenu(page);
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole('link', { name: '禮物盒' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gifts$/);
    await expect(menu).toBeHidden();

    // Escape closes the drawer and gives the focus back to the button that opened it.
    await tabTo(page, openMenu, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(openMenu).toBeFocused();
  });

  test('the first Tab stop is a skip link, shown while focused, that takes the focus to the screen', async ({
    page,
  }) => {
    await signIn(page, DEMO);
    await expect(page.getByRole('heading', { level: 1, name: '首頁' })).toBeVisible();
    const skip = page.getByRole('link', { name: '跳到主要內容' });
    await expect(skip).not.toBeInViewport();

    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    const main = page.getByRole('main');
    await expect(main).toBeFocused();
    await expect(skip).not.toBeInViewport();
    // No navigation of its own (no #hash in the address), and Tab goes on inside the screen.
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press('Tab');
    expect(await main.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });

  test('the header, hidden by scrolling down, comes back for the keyboard that reaches it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 600 });
    await signIn(page, DEMO);
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page
      .getByRole('banner')
      .filter({ has: page.getByRole('button', { name: '開啟選單' }) });
    const top = async () => (await header.boundingBox())?.y ?? NaN;

    // Down the page, past 400 px: the header slides away.
    await page.mouse.wheel(0, 1500);
    await expect.poll(top).toBeLessThan(-32);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(400);

    // Backwards from the page's content, Shift+Tab reaches the menu button: the header is back,
    // over the page where the author was (the browser had no need to scroll up to the control).
    await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
      heading.setAttribute('tabindex', '-1');
      (heading as HTMLElement).focus({ preventScroll: true });
    });
    await tabTo(page, page.getByRole('button', { name: '開啟選單' }), { backwards: true });
    await expect.poll(top).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('the create-work dialog: open, type, pick genres, confirm; Escape closes it', async ({
    page,
  }) => {
    await signIn(page, DEMO);
    const create = sideMenu(page).getByRole('button', { name: '建立作品' });

    // Escape closes without creating anything, and the focus goes back where it was.
    await tabTo(page, create);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '建立作品' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(create).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const name = uniqueName('鍵盤作品');
    await tabTo(page, dialog.getByLabel('作品名稱'));
    await page.keyboard.type(name);
    const genres = dialog.getByRole('checkbox');
    await tabTo(page, genres.nth(0));
    await page.keyboard.press('Space');
    await tabTo(page, genres.nth(1));
    await page.keyboard.press('Space');
    await expect(genres.nth(0)).toBeChecked();
    await expect(genres.nth(1)).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: '建立', exact: true }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/book\?titleId=[^&]+/);
    await expect(dialog).toBeHidden();
    const titleId = new URL(page.url()).searchParams.get('titleId')!;
    const work = await api(page).title(titleId);
    expect(work).toMatchObject({ titleId });
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  });

  test("the editor's toolbar: its buttons are reached by keyboard and say when they are on", async ({
    page,
  }) => {
    await signIn(page, DEMO);
    const client = api(page);
    const titleId = await client.createWork(uniqueName('鍵盤工具列'));
    const chapterId = await client.createChapter(titleId, '第一章');
    await page.goto(`/chapter/editor?chapterId=${chapterId}`);

    const body = page.getByRole('textbox', { name: '章節內文' });
    await tabTo(page, body);
    await page.keyboard.type('用鍵盤寫的一句話');
    await page.keyboard.press('Control+A');

    const toolbar = page.getByRole('toolbar', { name: '文字格式' });
    const bold = toolbar.getByRole('button', { name: '粗體' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    // The toolbar comes before the text: back to it with Shift+Tab.
    await tabTo(page, bold, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(toolbar.getByRole('button', { name: '粗體', pressed: true })).toBeVisible();
    await expect(body.locator('strong')).toHaveText('用鍵盤寫的一句話');

    // Space works as well, and pressing again turns it off. Each command hands the focus back
    // to the text (the selection kept), so the toolbar is reached again each time.
    const italic = toolbar.getByRole('button', { name: '斜體' });
    await tabTo(page, italic, { backwards: true });
    await page.keyboard.press('Space');
    await expect(italic).toHaveAttribute('aria-pressed', 'true');
    await expect(body.locator('em')).toHaveText('用鍵盤寫的一句話');
    await tabTo(page, italic, { backwards: true });
    await page.keyboard.press('Space');
    await expect(italic).toHaveAttribute('aria-pressed', 'false');
    await expect(body.locator('em')).toHaveCount(0);
  });
});
