import { expect, test, type Response } from '@playwright/test';
import { signIn } from './support';

/**
 * Code that exists once in each library's production build, whatever the chunk is called (chunk
 * names are content hashes). Counting the downloaded files that contain it tells how many copies
 * of the library the browser fetched.
 */
const LIBRARY_MARKERS = {
  react: /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/,
  'react-dom': /\.createRoot\s*=\s*function/,
  antd: /antZoomBigIn/,
  '@tanstack/react-query': /No QueryClient set, use QueryClientProvider to set one/,
} as const;

type Library = keyof typeof LIBRARY_MARKERS;

test('React, ReactDOM, antd and React Query are downloaded once across all four remotes', async ({
  page,
}) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });

  await signIn(page, 'demo@example.com');
  await expect(page.getByRole('navigation', { name: '主選單' })).toBeVisible();
  // One page load, then the side menu through all four remotes, as an author moves around.
  const visits = [
    ['我的作品', /\/book\/all$/],
    ['我的收益', /\/revenue\//],
    ['數據中心', /\/data-center$/],
    ['禮物盒', /\/gifts$/],
  ] as const;
  for (const [label, url] of visits) {
    await page
      .getByRole('navigation', { name: '主選單' })
      .getByRole('link', { name: label })
      .click();
    await expect(page).toHaveURL(url);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('載入中…')).toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: label === '我的收益' ? /.+/ : label }).first(),
    ).toBeVisible();
  }

  const copies: Record<Library, string[]> = {
    react: [],
    'react-dom': [],
    antd: [],
    '@tanstack/react-query': [],
  };
  const origins = new Set<string>();
  for (const response of scripts) {
    origins.add(new URL(response.url()).origin);
    const body = await response.text().catch(() => '');
    for (const library of Object.keys(LIBRARY_MARKERS) as Library[]) {
      if (LIBRARY_MARKERS[library].test(body)) copies[library].push(response.url());
    }
  }
  // Sanity: scripts came from the shell and all four remotes.
  expect([...origins].sort()).toEqual(
    expect.arrayContaining([
      'http://localhost:3000',
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3003',
      'http://localhost:3004',
    ]),
  );
  expect(copies).toEqual({
    react: [expect.any(String)],
    'react-dom': [expect.any(String)],
    antd: [expect.any(String)],
    '@tanstack/react-query': [expect.any(String)],
  });
});
