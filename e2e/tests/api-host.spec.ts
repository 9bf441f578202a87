/**
 * A shell deployed as production is: its runtime-config.json leaves apiBaseUrl empty, so the API
 * lives on the api. host beside the creator. host it is served from (scripts/e2e.mjs serves the
 * pair on one port through a host-routing proxy; Chromium resolves *.localhost to loopback).
 */
import { expect, test } from '@playwright/test';
import { DERIVED_API_URL, DERIVED_SHELL_URL, SHELL_URL, expectSignedInLayout } from './support';
import { DEMO } from './works-support';

test('an empty apiBaseUrl sends every API call to the api. host beside the creator. host', async ({
  page,
}) => {
  // The file as deployed: no API address at all.
  await page.goto(`${DERIVED_SHELL_URL}/runtime-config.json`);
  expect(JSON.parse((await page.locator('body').textContent()) ?? '{}')).toMatchObject({
    apiBaseUrl: '',
  });

  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v2/')) apiCalls.push(request.url());
  });

  // Signed out first: the portal asks who is signed in, on the derived host.
  await page.goto(`${DERIVED_SHELL_URL}/`);
  await expect(page.getByText('請先登入')).toBeVisible();
  const signIn = page.getByRole('link', { name: '登入' });
  await expect(signIn).toHaveAttribute('href', new RegExp(`^${DERIVED_API_URL}/signin\\?`));
  await signIn.click();
  await page.getByRole('button', { name: DEMO }).click();
  await page.waitForURL((url) => url.origin === DERIVED_SHELL_URL);

  // Signed in through the api. host's cookie: the member, the overview and the works arrive.
  await expectSignedInLayout(page);
  await expect(page.getByRole('heading', { name: /歡迎回來/ })).toBeVisible();
  await page
    .getByRole('navigation', { name: '主選單' })
    .getByRole('link', { name: '我的作品' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '我的作品' })).toBeVisible();
  await expect(page.getByText('霧城夜話').first()).toBeVisible();

  expect(apiCalls.length).toBeGreaterThan(3);
  const origins = new Set(apiCalls.map((url) => new URL(url).origin));
  expect([...origins]).toEqual([DERIVED_API_URL]);
  expect(origins.has(new URL(SHELL_URL).origin)).toBe(false);
});
