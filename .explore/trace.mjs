import { servePortalOnPorts, launchChromium, authorContext, demoSessionCookies } from '../scripts/bench/serve-on-ports.mjs';
import { MENU, homeInteractive, networkQuiet, switchTo } from '../scripts/bench/portal-page.mjs';
import { stopAll } from '../scripts/lib/proc.mjs';
const mode = process.argv[2] ?? 'idle';
const target = { label: process.argv[3] ?? '我的作品', path: process.argv[4] ?? '/book/all' };
try {
  const { shellUrl, apiUrl } = await servePortalOnPorts({ portBase: 5300, label: 'explore' });
  const browser = await launchChromium();
  const cookies = await demoSessionCookies(apiUrl);
  for (let i = 0; i < 2; i++) {
    const context = await authorContext(browser);
    await context.addCookies(cookies);
    const page = await context.newPage();
    const quiet = networkQuiet(page);
    await page.goto(`${shellUrl}/`);
    await page.waitForFunction(homeInteractive, MENU, { timeout: 60000 });
    await quiet();
    if (mode === 'hover') { await page.locator(MENU).getByRole('link', { name: target.label, exact: true }).hover(); await quiet(300); }
    await page.evaluate(() => performance.clearResourceTimings());
    const ms = await switchTo(page, target);
    const timeline = await page.evaluate(() => {
      const start = window.__benchSwitchStart;
      return performance.getEntriesByType('resource').map((e) => `${Math.round(e.startTime - start)}..${Math.round(e.responseEnd - start)} ${e.name.replace(/http:\/\/localhost:/, '')}`);
    });
    const longtasks = await page.evaluate(() => new Promise((r) => { const out = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) out.push(`${Math.round(e.startTime - window.__benchSwitchStart)}+${Math.round(e.duration)}`); }).observe({ type: 'longtask', buffered: true }); setTimeout(() => r(out), 100); }));
    console.log(`run ${i} ${mode} ${ms} ms\n  ${timeline.join('\n  ')}\n  longtasks: ${longtasks.join(', ')}`);
    await context.close();
  }
  await browser.close();
} finally { await stopAll(); }
