import { defineConfig } from '@playwright/test';

/**
 * Run through `npm run test:e2e` (scripts/e2e.mjs), which starts platform-api on a fresh database
 * and the production builds as deployed, then stops them. Debian's Chromium only: Playwright never
 * downloads a browser here.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // A test.only left in a suite would run it alone and report the rest as never there: refused
  // on every run, not only on CI. (Skipped tests fail `npm test`: scripts/lib/test-report.mjs.)
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000',
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
