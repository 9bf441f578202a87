/**
 * Usage data as platform-api's analytics sink receives it through the shell's same-origin proxy:
 * events carry the tracking plan, and an author who turns usage data off sends nothing more,
 * even after a reload. Other suites send events at the same time, so each test follows the
 * events of its own browser (its device id) only.
 */
import { expect, test, type Page } from '@playwright/test';
import { API_URL, SHELL_URL, expectSignedInLayout, sideMenu, signIn } from './support';
import { DEMO } from './works-support';

interface SentEvent {
  event_type: string;
  device_id?: string;
  user_id?: string;
  platform?: string;
  plan?: Record<string, string>;
  event_properties?: Record<string, unknown>;
}

const ANALYTICS_PATH = '/analytics/2/httpapi';

/** Every event this page uploads, as the request left the browser. */
function watchUploads(page: Page) {
  const uploads: Array<{ url: string; events: SentEvent[] }> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== ANALYTICS_PATH || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { events?: SentEvent[] } | null;
    uploads.push({ url: request.url(), events: body?.events ?? [] });
  });
  return uploads;
}

/** What the sink has stored for one browser. */
async function sinkEvents(page: Page, deviceId: string): Promise<SentEvent[]> {
  const response = await page.request.get(`${API_URL}/analytics/events`);
  const { events } = (await response.json()) as { events: SentEvent[] };
  return events.filter((event) => event.device_id === deviceId);
}

/** The SDK's unsent queue in this page's storage. */
const unsentQueue = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('AMP_unsent_'));
    return key ? (JSON.parse(localStorage.getItem(key) ?? '[]') as SentEvent[]) : [];
  });

/** Picks a language in the account menu and waits until the page speaks it. */
async function switchLanguage(page: Page, menu: string, item: RegExp, menuAfter: string) {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitemradio', { name: item }).click();
  await expect(page.getByRole('button', { name: menuAfter })).toBeVisible();
}

test('events reach the proxy with the tracking plan (v35, main, web) and the member', async ({
  page,
}) => {
  const uploads = watchUploads(page);
  await signIn(page, DEMO);
  await expectSignedInLayout(page);

  // Something the plan records: switching the language.
  await page.getByRole('button', { name: '帳號選單' }).click();
  await page.getByRole('menuitemradio', { name: /English/ }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  // The SDK uploads in batches (every 10 s) to the shell's own origin, which proxies them.
  const sent = () =>
    uploads.flatMap((upload) => upload.events).find((e) => e.event_type === 'Language Changed');
  await expect.poll(sent, { timeout: 30_000 }).toBeDefined();
  expect(new Set(uploads.map((upload) => new URL(upload.url).origin))).toEqual(
    new Set([new URL(SHELL_URL).origin]),
  );
  const event = sent()!;
  expect(event).toMatchObject({
    user_id: 'member-demo',
    platform: 'Web',
    plan: { version: '35', branch: 'main', source: 'web' },
    event_properties: { from: 'zh-TW', to: 'en' },
  });

  // platform-api's sink stored it, with the plan, once.
  await expect
    .poll(async () =>
      (await sinkEvents(page, event.device_id!)).filter((e) => e.event_type === 'Language Changed'),
    )
    .toEqual([
      expect.objectContaining({
        user_id: 'member-demo',
        plan: { version: '35', branch: 'main', source: 'web' },
      }),
    ]);
});

test('usage data off: nothing more is sent, not even after a reload and 15 s of use', async ({
  page,
}) => {
  test.setTimeout(90_000);
  let optedOut = false;
  const sentAfterOptOut: string[] = [];
  const uploads = watchUploads(page);
  page.on('request', (request) => {
    if (optedOut && new URL(request.url()).pathname === ANALYTICS_PATH) {
      sentAfterOptOut.push(request.postData() ?? '');
    }
  });

  await signIn(page, DEMO);
  await expectSignedInLayout(page);
  // The SDK has this visit's session start waiting in its queue (uploaded, at the latest, at
  // the next batch): the events an opt-out must not let out later.
  await expect.poll(async () => (await unsentQueue(page)).length).toBeGreaterThan(0);
  const deviceId =
    (await unsentQueue(page))[0]?.device_id ??
    uploads.flatMap((upload) => upload.events)[0]?.device_id;
  expect(deviceId).toBeTruthy();

  await page.getByRole('button', { name: '帳號選單' }).click();
  optedOut = true;
  await page.getByRole('menuitemcheckbox', { name: '分享使用數據：開啟' }).click();
  const storedBefore = (await sinkEvents(page, deviceId!)).length;
  // Dropped, in memory and in storage (polled: the SDK may finish a storage write it had started
  // before the click; one run on a heavily loaded machine read the entry right after it).
  await expect.poll(() => unsentQueue(page), { timeout: 5_000 }).toEqual([]);

  // The choice holds after a reload.
  await page.reload();
  await expectSignedInLayout(page);
  await page.getByRole('button', { name: '帳號選單' }).click();
  const sharing = page.getByRole('menuitemcheckbox', { name: '分享使用數據：關閉' });
  await expect(sharing).toBeVisible();
  await expect(sharing).not.toBeChecked();
  await page.keyboard.press('Escape');

  // 15 s of ordinary use, things the plan would record included (a language switch).
  const until = Date.now() + 15_000;
  const entries = ['我的作品', '數據中心', '禮物盒', '首頁'];
  for (let i = 0; Date.now() < until; i++) {
    await sideMenu(page)
      .getByRole('link', { name: entries[i % entries.length] })
      .click();
    await page.waitForLoadState('networkidle').catch(() => {});
    if (i === 1) {
      await switchLanguage(page, '帳號選單', /English/, 'Account menu');
      await switchLanguage(page, 'Account menu', /繁體中文/, '帳號選單');
    }
  }

  expect(sentAfterOptOut).toEqual([]);
  expect(await unsentQueue(page)).toEqual([]);
  expect((await sinkEvents(page, deviceId!)).length).toBe(storedBefore);
});
