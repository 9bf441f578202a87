// The portal's page as the benchmark drives it: the side menu, when the shell is usable, when
// the network is quiet, and a switch from the menu to a screen's content. Shared by the portal,
// switch and lighthouse parts of `npm run bench`.

/** The shell's side menu (its navigation landmark). */
export const MENU = 'nav[aria-label="主選單"]';

/** Browser-side: true once the shell is usable (the gate passed, the menu's button enabled). */
export function homeInteractive(menuSelector) {
  const button = document.querySelector(`${menuSelector} button`);
  return Boolean(button && !button.disabled) && document.querySelector('main') !== null;
}

/**
 * Resolves once no request of the page has been in flight for `quietMs`. waitForLoadState
 * ('networkidle') does not do this after a client-side navigation: the document reached that
 * state long before, so it resolves at once, before a screen's late chunks (a chart's library,
 * fetched once its data is there) and calls.
 */
export function networkQuiet(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async (quietMs = 700, timeoutMs = 30_000) => {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until && (inFlight > 0 || Date.now() - lastChange < quietMs)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/** What marks a screen's content in the shell's main area (a page title or a result page). */
export const CONTENT_SELECTOR = 'main h1, main h2, main h3, main h4, main .ant-result-title';
/**
 * What marks a screen still loading in main: antd's spinners and skeletons, and the portal's own
 * loading states (QueryState, Spinner, a chart's frame, a list being refreshed), which all say
 * aria-busy="true".
 */
export const BUSY_SELECTOR =
  'main .ant-spin-spinning, main .ant-skeleton-active, main [aria-busy="true"]';

/**
 * Clicks a link in `container` (the side menu unless given; a screen with `link` rather than
 * `label` is clicked in main) and returns the ms until its screen shows its data (nothing matching
 * `busy` left in main): the URL changed, a
 * page title that was not there before the click is shown (React keeps the previous screen on view
 * while the next one loads, so the old title does not count), and nothing in main is loading.
 */
export async function switchTo(page, screen, container = MENU, busy = BUSY_SELECTOR) {
  await page.evaluate(
    ({ menu, label, content }) => {
      const scope = label.menu ? `${menu} a` : 'main a';
      const link = [...document.querySelectorAll(scope)].find(
        (anchor) => anchor.textContent?.trim() === label.text,
      );
      if (!link) throw new Error(`no link ${label.text} in ${scope}`);
      window.__benchBefore = new Set(document.querySelectorAll(content));
      window.__benchSwitchStart = performance.now();
      link.click();
    },
    {
      menu: container,
      label: { menu: Boolean(screen.label), text: screen.label ?? screen.link },
      content: CONTENT_SELECTOR,
    },
  );
  const handle = await page.waitForFunction(
    ({ expectedPath, content, busy }) => {
      if (window.location.pathname !== expectedPath) return false;
      if (document.querySelector(busy)) return false;
      const fresh = [...document.querySelectorAll(content)].some(
        (element) => !window.__benchBefore.has(element),
      );
      return fresh ? performance.now() - window.__benchSwitchStart : false;
    },
    { expectedPath: screen.path, content: CONTENT_SELECTOR, busy },
    { polling: 'raf', timeout: 60_000 },
  );
  return handle.jsonValue();
}
