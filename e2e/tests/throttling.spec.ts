import { expect, test, type Request } from '@playwright/test';
import { API_URL, signIn } from './support';
import { api, failOnDialogs, uniqueName } from './works-support';

/**
 * platform-api's rate limits as an author meets them. The limits of the run are far above what a
 * test does, so this suite's own account gets a budget of its own (a test hook): one write every
 * 4 seconds. Nobody else is refused meanwhile.
 */
const THROTTLED = 'throttled@example.com';

test('a save refused for too many requests says how long to wait, keeps the text and saves it by itself', async ({
  page,
}) => {
  failOnDialogs(page);
  await signIn(page, THROTTLED, '/');
  const client = api(page);
  const titleId = await client.createWork(uniqueName('E2E 限流'));
  const chapterId = await client.createChapter(titleId, '第一章　慢慢來');
  const path = `/v2/creator/chapters/${chapterId}`;
  await page.goto(`/chapter/editor?chapterId=${encodeURIComponent(chapterId)}`);
  const body = page.getByRole('textbox', { name: '章節內文' });
  await expect(body).toBeVisible();

  const puts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === path) puts.push(request);
  });
  const limits = await page.request.post(`${API_URL}/__test__/rateLimits`, {
    data: { member: THROTTLED, writes: { limit: 1, perSeconds: 4 } },
  });
  expect(limits.status()).toBe(201);
  try {
    const typed = `太快了，等一下再存。${Date.now().toString(36)}`;
    await body.click();
    await page.keyboard.type(typed);
    // The write of the next 4 seconds is spent; the save right after it is refused.
    await client.createChapter(titleId, '第二章');
    await page.keyboard.press('Control+s');

    await expect(
      page.getByText(/^操作太頻繁，\d 秒後會自動重新儲存（內容仍在編輯器中，也已在本機備份）$/),
    ).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: '操作太頻繁，稍候會自動重新儲存' }),
    ).toBeVisible();
    await expect(body).toContainText(typed);

    // After the wait, the same save goes again by itself, and the server has the text.
    await expect(page.getByText('所有變更都已儲存')).toBeVisible();
    expect((await client.chapter(chapterId)).content).toContain(typed);
    expect(puts).toHaveLength(2);
    const [refused, retried] = await Promise.all(
      puts.map(async (put) => ({
        key: await put.headerValue('idempotency-key'),
        status: (await put.response())?.status(),
        body: put.postData(),
      })),
    );
    expect(refused?.status).toBe(429);
    expect(retried?.status).toBe(200);
    expect(retried?.key).toBe(refused?.key);
    expect(retried?.body).toBe(refused?.body);
  } finally {
    await page.request.delete(`${API_URL}/__test__/rateLimits`, { data: { member: THROTTLED } });
  }
});
