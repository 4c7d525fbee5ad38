/**
 * Shared e2e fixtures: every worker has its own dashboard server (support/worker-server.ts) and every page and
 * request goes to it; every test fails if the page logs a console error or throws, because a person would
 * see a broken page even when the assertion passed. Tests that provoke failures on purpose (fault
 * injection) list the console messages they expect with `test.use({ allowedConsoleErrors: /.../ })`.
 */
import axe from 'axe-core';
import { test as base, expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { startWorkerServer, type WorkerServer } from './support/worker-server.ts';

/** The console-error guard alone, for journeys whose server their config starts (live mode). */
export const pageTest = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp | null }>({
  allowedConsoleErrors: [null, { option: true }],
  // Maps drawn at half resolution in the journeys' build (src/components/map/base-map.tsx says why).
  context: async ({ context }, use) => {
    await context.addInitScript(() => {
      (globalThis as { __journeyMapPixelRatio?: number }).__journeyMapPixelRatio = 0.5;
    });
    await use(context);
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = `${msg.text()} at ${msg.location().url}`;
        if (!allowedConsoleErrors?.test(text)) errors.push(text);
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The simulator journeys: the console-error guard, pages and requests sent to this worker's server, and the
 * browser signed in as a person of the demo team before the journey starts (`signInAs`, Amara by default:
 * an admin of every project; `null` for journeys that start signed out, such as the sign-in journeys).
 */
export const test = pageTest.extend<{ signInAs: string | null }, { workerServer: WorkerServer }>({
  signInAs: ['demo-amara', { option: true }],
  context: async ({ context, signInAs, baseURL }, use) => {
    if (signInAs) await signInDemo(context.request, baseURL!, signInAs);
    await use(context);
  },
  workerServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from its first parameter
    async ({}, use, workerInfo) => {
      const { server, stop } = await startWorkerServer(workerInfo.parallelIndex);
      await use(server);
      await stop();
    },
    // Starting the server (tsx compiles it) can take a while on a busy machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
});

export { expect };

/**
 * Signs a request context in as a person of the demo team (offered on a local-only server), as the sign-in
 * screen's button does; a browser context's `request` shares its cookies with the pages.
 */
export async function signInDemo(request: APIRequestContext, base: string, personId = 'demo-amara') {
  const origin = new URL(base).origin;
  const answer = await request.post(`${origin}/api/auth/demo-sign-in`, {
    data: { personId },
    headers: { origin },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * Records every text that elements matching `selector` show while the page runs, from before its first
 * script, for states too brief for an assertion to catch: it polls about once a second once the first
 * second has passed, and a state that lasts one 700 ms request can fall between two polls. Call it before
 * `page.goto`; the returned function reads what was seen so far.
 */
export async function recordTexts(page: Page, selector: string): Promise<() => Promise<string[]>> {
  await page.addInitScript((sel) => {
    const seen = new Set<string>();
    (window as unknown as { __seenTexts: Set<string> }).__seenTexts = seen;
    const note = () => document.querySelectorAll(sel).forEach((el) => seen.add(el.textContent ?? ''));
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
  }, selector);
  return () => page.evaluate(() => [...(window as unknown as { __seenTexts: Set<string> }).__seenTexts]);
}

/**
 * Playwright's `networkidle` (no request in flight for 500 ms) for any moment of a journey, not only a page's
 * first load: after a click that changes page inside the app, `waitForLoadState('networkidle')` returns at
 * once, the load having long been idle. Call it before the page starts; the returned function waits.
 */
export function trackNetworkIdle(page: Page, quietMs = 500): () => Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const settle = (r: Request) => {
    inFlight.delete(r);
    lastChange = Date.now();
  };
  page.on('request', (r) => {
    inFlight.add(r);
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return () =>
    expect
      .poll(() => inFlight.size === 0 && Date.now() - lastChange >= quietMs, {
        message: `no request in flight for ${quietMs} ms`,
        intervals: [100],
      })
      .toBe(true);
}

/**
 * Waits until a map in the page has rendered (BaseMap marks its container once MapLibre is idle). Software
 * WebGL on a loaded two-core machine has taken over 30 s for a first frame, hence the long limit.
 */
export async function waitForMapIdle(page: Page, container = '[data-map-idle]') {
  await expect(page.locator(`${container}[data-map-idle="true"]`).first()).toBeVisible({ timeout: 60_000 });
}

/**
 * Zooms the page's map in `times` steps with its Zoom in button, each step waited out on the map itself: its
 * scale bar reads another distance (it always does after a whole zoom step) and the map is idle again. A
 * fixed pause between clicks lost the race on a busy machine: a click during the last step's animation
 * zooms from where the animation was, so the map ended less zoomed in than the test expected.
 */
export async function zoomIn(page: Page, times: number) {
  const scale = page.locator('.maplibregl-ctrl-scale').first();
  for (let i = 0; i < times; i++) {
    const before = (await scale.textContent()) ?? '';
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(scale).not.toHaveText(before);
    await waitForMapIdle(page);
  }
}

export const DEMO_TOKEN = 'demo-token-amara';
/** The demo reviewer's service token: his account sees p-palm only, where his uploads go. */
export const LUCAS_TOKEN = 'demo-token-lucas';
const SIM = '/api/simulator';

/**
 * Calls the simulator directly, as a script would: with the bearer token of the default demo account, or of
 * another (`demo-token-lucas` sees only p-palm, where his uploads go).
 */
export async function simApi(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
  token = DEMO_TOKEN,
) {
  const response = await request.fetch(`${SIM}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  return response;
}

/**
 * Uploads one file for a supplier through the simulator's API, as a script would (create, PUT to the signed
 * URL, start), waits until the upload has finished and gives its id. `token` chooses the account (and so the
 * project the upload goes to).
 */
export async function apiUpload(
  request: APIRequestContext,
  supplier: string,
  content: string | Buffer,
  fileName = 'api.geojson',
  token = DEMO_TOKEN,
) {
  const call = (method: 'GET' | 'POST', path: string, data?: unknown) =>
    simApi(request, method, path, data, token);
  const created = await call('POST', '/v1/bulk-uploads', { supplier, fileNames: [fileName] });
  expect(created.ok(), await created.text()).toBe(true);
  const { uploadId, signedUrls } = (await created.json()) as {
    uploadId: string;
    signedUrls: { signedUrls: string }[];
  };
  const put = await request.put(signedUrls[0]!.signedUrls, {
    headers: { 'content-type': 'application/octet-stream' },
    data: typeof content === 'string' ? Buffer.from(content) : content,
  });
  expect(put.status()).toBe(200);
  expect((await call('POST', '/v1/bulk-uploads/start', { uploadId })).status()).toBe(202);
  await expect
    .poll(
      async () =>
        (
          (await (await call('GET', `/v1/bulk-uploads/status?uploadId=${uploadId}`)).json()) as {
            status: string;
          }
        ).status,
      { timeout: 30_000 },
    )
    .toBe('finished');
  return uploadId;
}

/** Fault injection (SIM_FAULTS=1 in playwright.config.ts): see server/simulator/faults.ts. */
export async function setFaults(request: APIRequestContext, settings: Record<string, number | string>) {
  const response = await simApi(request, 'POST', '/_sim/faults', settings);
  expect(response.ok(), await response.text()).toBe(true);
}

export async function clearFaults(request: APIRequestContext) {
  await simApi(request, 'DELETE', '/_sim/faults');
}

/** The WCAG 2.1 A and AA rules axe checks. */
/**
 * Waits until the followed upload's status is `status`: the service's own word, which the page keeps in
 * data-status whatever the language its words are in (upload-follow.tsx).
 */
export async function expectUploadStatus(page: Page, status: string | RegExp, timeout?: number) {
  await expect(page.getByTestId('upload-status')).toHaveAttribute('data-status', status, { timeout });
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * Table rows past this one are left out of the colour-contrast rule only. That rule finds each text's
 * background node by node and was three quarters of axe's time: 44 of 60 s on the Jurisdictions page when it
 * drew all its 235 rows, on a loaded machine, where the journey ran out of time. Its table is virtualised now
 * (about 40 rows drawn at most, like the Plots and problems tables), so this only bounds a table that is not.
 * Rows of a table are drawn by one component with the same classes; every other rule still reads every row.
 */
const CONTRAST_ROWS = 40;

/**
 * axe on the page in the state the test brought it to (details and results open), not only on first load:
 * no serious or critical WCAG 2.1 A/AA violation.
 *
 * axe-core itself rather than @axe-core/playwright's AxeBuilder: for each check, AxeBuilder compiled axe's
 * 550 kB source into the page twice, opened a blank page to compile it again and finish the run there
 * (runPartial/finishRun, made for cross-origin frames, which our pages do not have), and did it all twice
 * (the contrast rule runs apart, below): about 2 CPU-s a check, half of the accessibility journey's CPU.
 * Here axe is compiled once per document (a page reached inside the app keeps it) and both runs are one call.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  const loaded = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!loaded) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ tags, contrastRows }) => {
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      const everyRule = await inPage.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: { 'color-contrast': { enabled: false } },
      });
      const contrast = await inPage.run(
        { exclude: [[`tbody > tr:nth-child(n+${contrastRows + 1})`]] },
        { runOnly: { type: 'rule', values: ['color-contrast'] } },
      );
      return [...everyRule.violations, ...contrast.violations].map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    { tags: WCAG_TAGS, contrastRows: CONTRAST_ROWS },
  );
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.slice(0, 3).join(', ')}`);
  expect(serious).toEqual([]);
}

/**
 * How wide the page's content is beside the viewport: the document, and the shell's <main>, which scrolls
 * on its own under the header. Names the outermost elements that stick out.
 */
async function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const main = document.getElementById('main');
    const scrollWidth = Math.max(
      root.scrollWidth,
      main ? main.scrollWidth + main.getBoundingClientRect().left : 0,
    );
    const offenders: string[] = [];
    if (scrollWidth > root.clientWidth) {
      const seen: Element[] = [];
      for (const el of document.querySelectorAll('body *')) {
        if (el.getBoundingClientRect().right <= root.clientWidth + 1) continue;
        if (seen.some((s) => s.contains(el))) continue;
        // Inside a box that scrolls or clips (other than <main>), an element cannot widen the page, unless
        // it is absolutely placed and that box does not place it (no positioned ancestor up to the box): an
        // sr-only label in a scrolling table escaped that way.
        const absolute = ['absolute', 'fixed'].includes(getComputedStyle(el).position);
        let placed = !absolute;
        let clipped = false;
        for (
          let up = el.parentElement;
          up && up !== main && up !== document.body && !clipped;
          up = up.parentElement
        ) {
          const style = getComputedStyle(up);
          placed ||= style.position !== 'static';
          clipped = placed && style.overflowX !== 'visible';
        }
        if (clipped) continue;
        seen.push(el);
        offenders.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
      }
    }
    return { scrollWidth, clientWidth: root.clientWidth, offenders: offenders.slice(0, 5) };
  });
}

/**
 * The page does not scroll sideways at the test's viewport width (a 390 px phone in the phone journeys): the
 * document and the shell's <main> are no wider than the viewport. `where` names the state in the failure.
 */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const width = page.viewportSize()?.width;
  const found = await sidewaysScroll(page);
  expect(found.clientWidth, `${where}: the viewport`).toBe(width);
  expect(found, `${where} scrolls sideways`).toEqual({
    scrollWidth: width,
    clientWidth: width,
    offenders: [],
  });
}
