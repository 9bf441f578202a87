/**
 * axe-core (WCAG 2.1 A/AA) on every screen of the registry, in both UI languages, at desktop and
 * phone widths, signed in as the demo author: any serious or critical violation fails the run.
 * Screens come from the registry itself, so a screen added later is swept as soon as it exists
 * (one a remote does not serve yet shows that remote's not-found page, which is swept too).
 */
import { expect, test, type Page } from '@playwright/test';
import {
  SCREENS,
  SCREEN_IDS,
  screenHref,
  type ScreenDefinition,
  type ScreenId,
} from '../../shared/ui/src/screens/registry';
import {
  animationsDone,
  demoIds,
  describeFindings,
  openInApp,
  seriousViolations,
  waitForScreen,
  type Finding,
} from './a11y-support';
import { SHELL_URL, signIn } from './support';
import { DEMO } from './works-support';

const LOCALES = ['zh-TW', 'en'] as const;
const WIDTHS = [1280, 375] as const;

/** Sets the UI language before the portal's first script runs. */
async function useLocale(page: Page, locale: string) {
  await page.addInitScript((value) => {
    window.localStorage.setItem('creator.locale', value);
  }, locale);
}

function hrefFor(id: ScreenId, ids: Record<string, string>): string {
  const { params } = SCREENS[id] as ScreenDefinition;
  const values = Object.fromEntries(params.map((name) => [name, ids[name]]));
  return screenHref(id, values as never);
}

/** Prints how many serious/critical violations each place had (0 when clean). */
function report(label: string, places: string[], findings: Finding[], startedAt: number) {
  const counts = places.map((where) => {
    const here = findings.filter((f) => f.where === where);
    const nodes = here.reduce((sum, f) => sum + f.nodes, 0);
    return `  ${here.length === 0 ? 'ok ' : 'BAD'} ${where}: ${here.length} rules, ${nodes} elements`;
  });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`axe ${label} (${seconds} s)\n${counts.join('\n')}`);
}

for (const locale of LOCALES) {
  for (const width of WIDTHS) {
    test(`every screen has no serious axe violation (${locale}, ${width} px)`, async ({ page }) => {
      test.setTimeout(180_000);
      const startedAt = Date.now();
      await page.setViewportSize({ width, height: 800 });
      await useLocale(page, locale);
      await signIn(page, DEMO);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const ids = await demoIds(page);

      const findings: Finding[] = [];
      const places: string[] = [];
      for (const id of SCREEN_IDS) {
        const href = hrefFor(id, ids);
        await openInApp(page, href);
        await waitForScreen(page);
        places.push(href);
        findings.push(...(await seriousViolations(page, href)));
      }

      // The side menu's drawer (phones) and the create-work dialog, opened as an author would.
      await openInApp(page, '/');
      await waitForScreen(page);
      const menu = page.getByRole('navigation', { name: /主選單|Main menu/ });
      if (width < 1024) {
        await page.getByRole('button', { name: /開啟選單|Open menu/ }).click();
        await expect(menu).toBeVisible();
        await animationsDone(page);
        places.push('side menu drawer');
        findings.push(...(await seriousViolations(page, 'side menu drawer')));
      } else {
        // The account menu open, then the collapsed side menu with an entry's tooltip showing.
        await page.getByRole('button', { name: /帳號選單|Account menu/ }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        places.push('account menu');
        findings.push(...(await seriousViolations(page, 'account menu')));
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: /收合選單|Collapse menu/ }).click();
        await menu.getByRole('link', { name: /^(首頁|Home)$/ }).focus();
        await expect(page.getByRole('tooltip')).toBeVisible();
        places.push('collapsed side menu');
        findings.push(...(await seriousViolations(page, 'collapsed side menu')));
        await page.getByRole('button', { name: /展開選單|Expand menu/ }).click();
      }
      await menu.getByRole('button', { name: /建立作品|Create work/ }).click();
      await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
      await animationsDone(page);
      places.push('create-work dialog');
      findings.push(...(await seriousViolations(page, 'create-work dialog')));

      report(`${locale} ${width}px`, places, findings, startedAt);
      expect(findings.length, describeFindings(findings)).toBe(0);
    });
  }
}

test('the public terms page has no serious axe violation signed out', async ({ page }) => {
  await page.goto(new URL(SCREENS.terms.path, SHELL_URL).toString());
  await waitForScreen(page);
  await expect(page.getByRole('main')).not.toBeEmpty();
  const findings = await seriousViolations(page, 'terms (signed out)');
  expect(findings.length, describeFindings(findings)).toBe(0);
});
