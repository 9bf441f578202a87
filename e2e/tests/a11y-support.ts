/**
 * Helpers for the accessibility suites: axe-core with the WCAG 2.1 A/AA rules, and the demo
 * data's ids for the screens that need one.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { API_URL } from './support';

/** The rule sets the portal promises: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The impacts that fail a run. */
const BLOCKING = new Set(['serious', 'critical']);

export interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  /** How many elements break the rule (the first five are in targets). */
  nodes: number;
  targets: string[];
}

/** The serious and critical WCAG violations on the page as it is now (dialogs included). */
export async function seriousViolations(page: Page, where: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: violation.nodes.length,
      targets: violation.nodes.slice(0, 5).map((node) => {
        const data = node.any[0]?.data as
          { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
        const colours = data?.fgColor
          ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}:1)`
          : '';
        return node.target.join(' ') + colours;
      }),
    }));
}

/** One line per rule and screen, readable in the test's failure message. */
export function describeFindings(findings: Finding[]): string {
  return findings
    .map(
      (f) =>
        `${f.where}: ${f.rule} (${f.impact}, ${f.nodes} elements) ${f.help}\n    ` +
        f.targets.join('\n    '),
    )
    .join('\n');
}

/**
 * Waits until the screen has settled: no request in flight for a moment and no spinner or
 * skeleton left in the content, so axe sees what an author reads rather than a loading state.
 */
export async function waitForScreen(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  // Every loading state says so (aria-busy: QueryState's placeholders, the portal's spinners);
  // antd's own Spin and Skeleton still show in some screens.
  await expect(
    page.locator('main [aria-busy="true"], main .ant-spin-spinning, main .ant-skeleton-active'),
  ).toHaveCount(0, {
    timeout: 10_000,
  });
  await animationsDone(page);
}

/**
 * Waits for running CSS animations and transitions (a dialog fading in, a drawer sliding) to
 * end: halfway through, colours are blended with what is behind and axe would measure those.
 * Endless ones and those driven by scrolling rather than time (a sticky column's shadow) never
 * finish on their own, so they are not waited for.
 */
export async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.timeline instanceof DocumentTimeline &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Opens a screen the way a link in the portal would (the router follows the history), without
 * reloading the shell and its remotes: the sweep then costs one page load per language and width.
 */
export async function openInApp(page: Page, href: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, href);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
}

/** Ids from the seeded demo data, read through the API with the page's session. */
export async function demoIds(page: Page) {
  const titleId = 'title-mist-city';
  const chapters = await page.request.get(`${API_URL}/v2/creator/titles/${titleId}/chapters`);
  expect(chapters.ok()).toBe(true);
  const { chapters: list } = (await chapters.json()) as { chapters: { chapterId: string }[] };
  const contests = await page.request.get(`${API_URL}/v2/creator/contests`);
  expect(contests.ok()).toBe(true);
  const { contests: contestList } = (await contests.json()) as {
    contests: { contestId: string }[];
  };
  expect(list.length).toBeGreaterThan(0);
  expect(contestList.length).toBeGreaterThan(0);
  return { titleId, chapterId: list[0]!.chapterId, contestId: contestList[0]!.contestId };
}
