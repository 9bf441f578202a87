import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { API_URL, sideMenu } from './support';
import { signInDemo } from './works-support';

/**
 * The insights remote through its screens: the data center from the side menu (a range, its
 * charts, its CSV, the address keeping the range) and one work's data from its card in My works
 * (chart, retention curve, chapters sorted, CSV), checked against what platform-api answers.
 */

const METRICS = [
  'readers',
  'views',
  'favorites',
  'comments',
  'ticketUses',
  'paidUnlocks',
  'gifts',
  'revenue',
] as const;
type Metrics = Record<(typeof METRICS)[number], number>;

interface DailyStat extends Metrics {
  date: string;
}
interface ChapterOverall {
  chapterId: string;
  displayName: string;
  order: number;
  state: 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';
  readers: number;
  views: number;
  comments: number;
  paidUnlocks: number;
  ticketUses: number;
}

const MIST_CITY = { titleId: 'title-mist-city', name: '霧城夜話' };

/** The Taipei calendar date `days` from today, YYYY-MM-DD. */
function taipeiDate(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Taipei',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}
const slashed = (date: string) => date.replaceAll('-', '/');

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${API_URL}${path}`);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Clicks `button` and returns the file it downloads: name, whether it has a BOM, its lines. */
async function downloadFrom(page: Page, button: ReturnType<Page['getByRole']>) {
  const [download]: [Download, void] = await Promise.all([
    page.waitForEvent('download'),
    button.click(),
  ]);
  const bytes = await readFile(await download.path());
  return {
    name: download.suggestedFilename(),
    bom: [...bytes.subarray(0, 3)].join() === '239,187,191',
    lines: bytes.subarray(3).toString('utf8').split('\r\n'),
  };
}

/** A chart is on screen with its line drawn (an svg path with a shape), not just its frame. */
async function expectDrawn(chart: ReturnType<Page['getByRole']>) {
  await expect(chart).toBeVisible();
  await expect
    .poll(async () =>
      chart
        .locator('path[d]')
        .evaluateAll((paths) =>
          paths.some((path) => (path.getAttribute('d') ?? '').split(/[LC]/).length > 5),
        ),
    )
    .toBe(true);
}

test('data center: from the side menu, a range of 30 days, its charts and its CSV per day and work', async ({
  page,
}) => {
  await signInDemo(page, '/');
  await sideMenu(page).getByRole('link', { name: '數據中心' }).click();
  await expect(page).toHaveURL(/\/data-center$/);
  const today = taipeiDate();
  const week = `${slashed(taipeiDate(-6))} 至 ${slashed(today)} 的數據`;
  await expect(page.getByRole('heading', { name: week })).toBeVisible();

  await page.getByText('近 30 天', { exact: true }).click();
  await expect(page).toHaveURL(/\/data-center\?range=30d$/);
  const from = taipeiDate(-29);
  const month = page.getByRole('region', { name: `${slashed(from)} 至 ${slashed(today)} 的數據` });
  await expect(month).toBeVisible();
  await expect(
    month.getByText(
      `與前一段相同長度的期間（${slashed(taipeiDate(-59))} 至 ${slashed(taipeiDate(-30))}）相比`,
    ),
  ).toBeVisible();
  // Every total carries its change against the 30 days before.
  await expect(month.getByText('較前期', { exact: true })).toHaveCount(8);
  // Readers of the range are the average a day (the stats are daily: a sum would count a reader
  // once per day read); readers of all time are the works' readers, as the home page counts them.
  const grouped = new Intl.NumberFormat('en-US');
  const range = await apiGet<{ totals: Metrics }>(
    page,
    `/v2/creator/monthlyStats/total?startDate=${from}&endDate=${today}`,
  );
  // One metric's group in a list of figures: its name (dt), its value and change (dd).
  const figure = (region: Locator, label: string) =>
    region.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
  await expect(figure(month, '日均讀者')).toContainText(
    grouped.format(Math.round(range.totals.readers / 30)),
  );
  const overview = await apiGet<{ readerCount: number }>(page, '/v2/creator/myOverview');
  await expect(figure(page.getByRole('region', { name: '累計數據' }), '讀者')).toContainText(
    grouped.format(overview.readerCount),
  );

  // Revenue is the ledger's, before the platform's share: a work's all-time figure is the total of
  // its lines in the revenue details, its contest prize included.
  const ledger = await apiGet<{ totalAmount: number }>(
    page,
    '/v2/creator/revenueDetails?titleId=title-sword-shadow',
  );
  await expect(
    page
      .getByRole('region', { name: '各作品累計數據表' })
      .getByRole('row')
      .filter({ hasText: '劍影江湖錄' })
      .getByRole('cell')
      .last(),
  ).toContainText(`NT$${grouped.format(ledger.totalAmount)}`);

  const trends = page.getByRole('region', { name: '每日趨勢' });
  const readers = trends.getByRole('img', {
    name: `每日讀者，折線圖，${slashed(from)} 至 ${slashed(today)}`,
  });
  await expectDrawn(readers);
  const width = async (locator: Locator) => (await locator.boundingBox())?.width ?? 0;
  // One chart takes the section's whole width; a second one shares the row with it.
  const section = await width(trends);
  expect(await width(readers)).toBeGreaterThan(section * 0.95);
  await trends.getByRole('checkbox', { name: '分潤前收益' }).click();
  await expect(trends.getByRole('checkbox', { name: '分潤前收益' })).toBeChecked();
  await expectDrawn(trends.getByRole('img', { name: /^每日分潤前收益，折線圖/ }));
  await expect.poll(() => width(readers)).toBeLessThan(section * 0.55);
  await expect(page).toHaveURL(/\/data-center\?range=30d&metrics=readers%2Crevenue$/);

  // The range is history: Back is the week again, Forward the 30 days with both charts.
  await page.goBack();
  await expect(page).toHaveURL(/\/data-center$/);
  await expect(page.getByRole('heading', { name: week })).toBeVisible();
  await page.goForward();
  await expect(month).toBeVisible();
  await expect(trends.getByRole('img', { name: /^每日分潤前收益，折線圖/ })).toBeVisible();

  const file = await downloadFrom(
    page,
    page.getByRole('button', { name: '下載各作品每日數據（CSV）' }),
  );
  expect(file.name).toBe(`data-center_${from}_${today}.csv`);
  expect(file.bom).toBe(true);
  expect(file.lines[0]).toBe(
    '"日期","作品 ID","作品","讀者","瀏覽","收藏","留言","閱讀券使用","付費解鎖","禮物","分潤前收益（NT$）"',
  );
  // The seeded works' days, exactly as platform-api has them (other tests may add works).
  const stats = await apiGet<{
    titles: { titleId: string; displayName: string; days: DailyStat[] }[];
  }>(page, `/v2/creator/monthlyStats/titles?startDate=${from}&endDate=${today}`);
  const seeded = stats.titles.filter((title) => title.titleId.startsWith('title-'));
  expect(seeded.map((title) => title.titleId)).toContain(MIST_CITY.titleId);
  const expected = seeded.flatMap((title) =>
    title.days.map(
      (day) =>
        `"${day.date}","${title.titleId}","${title.displayName}",` +
        METRICS.map((key) => day[key]).join(','),
    ),
  );
  const seededLines = file.lines.filter((line) => /^"[^"]+","title-/.test(line));
  expect(seededLines).toHaveLength(30 * seeded.length);
  expect([...seededLines].sort()).toEqual([...expected].sort());
  // Day by day: the first lines are the first day's.
  expect(file.lines[1]?.startsWith(`"${from}",`)).toBe(true);
  expect(file.lines.at(-1)).toBe('');
});

test("My works → a work's data: its chart, retention curve, chapters sorted by readers, and CSV", async ({
  page,
}) => {
  const overalls = await (async () => {
    await signInDemo(page, '/book/all');
    return apiGet<{ chapters: ChapterOverall[] }>(
      page,
      `/v2/creator/totalStats/titleOveralls/${MIST_CITY.titleId}`,
    );
  })();
  await page
    .getByRole('group', { name: `${MIST_CITY.name} 的操作` })
    .getByRole('link', { name: '數據' })
    .click();
  await expect(page).toHaveURL(/\/data-center\/book\?titleId=title-mist-city$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `「${MIST_CITY.name}」的數據` }),
  ).toBeVisible();

  await expectDrawn(
    page.getByRole('region', { name: '每日趨勢' }).getByRole('img', { name: /^每日讀者，折線圖/ }),
  );

  // The retention curve and, in words, where it falls most (computed here from the API's numbers).
  const published = overalls.chapters
    .filter((chapter) => chapter.state === 'PUBLISHED')
    .sort((a, b) => a.order - b.order);
  let worst = 1;
  for (let index = 2; index < published.length; index += 1) {
    const fall = (chapter: number) =>
      (published[chapter - 1] as ChapterOverall).readers -
      (published[chapter] as ChapterOverall).readers;
    if (fall(index) > fall(worst)) worst = index;
  }
  const dropTo = published[worst] as ChapterOverall;
  const retention = page.getByRole('region', { name: '讀者留存' });
  await expectDrawn(retention.getByRole('img', { name: /^各章讀者留存，折線圖/ }));
  await expect(retention.getByText(`流失最多的一章是 ${dropTo.displayName}：`)).toBeVisible();

  // Every chapter in the table; sorted by readers, the most read comes first.
  const table = page.getByRole('table', { name: /^各章數據/ });
  await expect(table).toHaveAttribute('aria-rowcount', String(overalls.chapters.length + 1));
  await table.getByRole('button', { name: '讀者', exact: true }).click();
  await expect(table.getByRole('columnheader', { name: '讀者', exact: true })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(page).toHaveURL(/sort=readers-desc/);
  const byReaders = [...overalls.chapters].sort(
    (a, b) => b.readers - a.readers || a.order - b.order,
  );
  const top = byReaders[0] as ChapterOverall;
  await expect(table.getByRole('rowheader').first()).toContainText(top.displayName);

  const file = await downloadFrom(page, page.getByRole('button', { name: '下載各章數據（CSV）' }));
  expect(file.name).toBe(`${MIST_CITY.name}_chapters.csv`);
  expect(file.bom).toBe(true);
  expect(file.lines[0]).toBe(
    '"章節順序","章節名稱","狀態","讀者","瀏覽","付費解鎖","閱讀券使用","留言","留存率（%）"',
  );
  expect(file.lines).toHaveLength(overalls.chapters.length + 2);
  // In the table's order, with each chapter's numbers.
  const firstReaders = (published[0] as ChapterOverall).readers;
  expect(file.lines[1]).toBe(
    `${top.order},"${top.displayName}","已發布",${top.readers},${top.views},${top.paidUnlocks},` +
      `${top.ticketUses},${top.comments},${Math.round((top.readers / firstReaders) * 1000) / 10}`,
  );
  expect(file.lines.slice(1, -1).map((line) => Number(line.split(',')[3]))).toEqual(
    byReaders.map((chapter) => chapter.readers),
  );

  await page.getByRole('link', { name: '回到作品' }).click();
  await expect(page).toHaveURL(/\/book\?titleId=title-mist-city$/);
});

test("a work's data for an unknown id is the 404 page; another author's work is refused", async ({
  page,
}) => {
  await signInDemo(page, '/data-center/book?titleId=no-such-work');
  await expect(page).toHaveURL(/\/404\/?$/);
  await expect(page.getByText('找不到這個頁面')).toBeVisible();

  await page.goto('/data-center/book?titleId=title-north-king');
  await expect(page.getByText('登入憑證無效').first()).toBeVisible();
  await expect(page).toHaveURL(/\/data-center\/book\?titleId=title-north-king$/);
  await expect(page.getByText('北境之王')).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('on a phone the per-work table scrolls sideways with the work column kept in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInDemo(page, '/data-center');
  const table = page.getByRole('region', { name: '各作品累計數據表' });
  const work = table.getByRole('row').nth(1).getByRole('cell').first();
  const readers = table.getByRole('row').nth(1).getByRole('cell').nth(1);
  await expect(work.getByRole('link')).toBeVisible();
  const left = async () => ({
    work: (await work.boundingBox())?.x ?? NaN,
    readers: (await readers.boundingBox())?.x ?? NaN,
  });
  // The opacity of the shadow the work cell casts on the columns scrolled under it (0: none).
  const shadow = () =>
    work.evaluate((cell) => {
      const colour = /rgba?\(([^)]*)\)/.exec(getComputedStyle(cell, '::after').boxShadow);
      const parts = colour ? colour[1].split(',').map(Number) : [];
      return colour ? (parts[3] ?? 1) : 0;
    });
  const before = await left();
  expect(await shadow()).toBe(0);

  await table.focus();
  for (let press = 0; press < 4; press += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await left()).readers).toBeLessThan(before.readers);
  // The work column stays where it was, drawn over the columns scrolled under it, with a shadow.
  expect((await left()).work).toBe(before.work);
  await expect.poll(shadow).toBeGreaterThan(0);
});
