import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { signIn } from './support';

const markers = JSON.parse(
  readFileSync(path.join(__dirname, '..', 'library-markers.json'), 'utf8'),
) as Record<string, string>;

/**
 * Chunk names are content hashes, so each library is recognised by code that exists once in its
 * production build (e2e/library-markers.json): a downloaded script containing it is one copy.
 */
const LIBRARY_MARKERS = {
  react: new RegExp(markers.react),
  'react-dom': new RegExp(markers['react-dom']),
  antd: new RegExp(markers.antd),
  '@tanstack/react-query': new RegExp(markers['@tanstack/react-query']),
} as const;

type Library = keyof typeof LIBRARY_MARKERS;

test('React, ReactDOM, antd and React Query are downloaded once across all four remotes', async ({
  page,
}) => {
  // Each script's body is read as it arrives; one that cannot be read is a failure, not a script
  // without the library (it could be the very copy this test looks for).
  const scripts: Promise<{ url: string; body?: string; unreadable?: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = response.url();
    scripts.push(
      response.text().then(
        (body) => ({ url, body }),
        (error: unknown) => ({ url, unreadable: String(error) }),
      ),
    );
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
    await expect(page.getByText(/暫時無法載入/)).toHaveCount(0);
    // 我的收益 opens /revenue/detail; the other three show their page title.
    if (label !== '我的收益') {
      await expect(page.getByRole('heading', { name: label }).first()).toBeVisible();
    }
  }

  const copies: Record<Library, string[]> = {
    react: [],
    'react-dom': [],
    antd: [],
    '@tanstack/react-query': [],
  };
  const origins = new Set<string>();
  const read = await Promise.all(scripts);
  expect(
    read
      .filter((script) => script.unreadable !== undefined)
      .map((s) => `${s.url}: ${s.unreadable}`),
    'scripts whose body could not be read',
  ).toEqual([]);
  for (const { url, body = '' } of read) {
    origins.add(new URL(url).origin);
    for (const library of Object.keys(LIBRARY_MARKERS) as Library[]) {
      if (LIBRARY_MARKERS[library].test(body)) copies[library].push(url);
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
