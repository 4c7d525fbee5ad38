/**
 * Live-mode journeys against the HTTPS stand-in of the real service (tests/live/stand-in.ts): gzip and
 * chunked answers, redirects, the other spellings, no supplier endpoints, storage that does not admit our
 * origin and answers in XML. Most tests use the dashboard that holds the token on the server (baseURL); the
 * token prompt uses the one that leaves the token to the person.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import {
  expect,
  pageTest as test,
  signInDemo,
  waitForMapIdle,
  zoomIn,
  expectUploadStatus,
} from '../e2e/fixtures.ts';
import { liveAskingPort } from '../e2e/support/e2e-ports.ts';
import { cleanFile, writeFixture } from '../e2e/uploads-files.ts';

const ASKING_ORIGIN = `http://127.0.0.1:${liveAskingPort()}`;

// The browser logs every 404/405 of the endpoints the service does not offer, and the refused CORS
// preflight of the first direct PUT to storage; the page handles each of them.
test.use({
  allowedConsoleErrors:
    /status of 40[45]|CORS policy|net::ERR_FAILED|storage\.example|upload-relay|v1\/suppliers|detections-export/,
});

/** Every plot of the active project, walked through our proxy with the server's token. */
async function countPlots(request: APIRequestContext): Promise<number> {
  let count = 0;
  let next: string | null = '/api/live/v1/plots';
  while (next) {
    const response = await request.get(next);
    expect(response.ok(), await response.text()).toBe(true);
    const page = (await response.json()) as { results: unknown[]; nextUrl: string | null };
    count += page.results.length;
    next = page.nextUrl ? `/api/live${new URL(page.nextUrl).pathname}${new URL(page.nextUrl).search}` : null;
  }
  return count;
}

// People sign in (docs/people.md): the page as the demo team's admin, and the request fixture that reads
// through the proxy, whose server-held token now serves signed-in people only.
test.beforeEach(async ({ page, request, baseURL }) => {
  await signInDemo(page.context().request, baseURL!);
  await signInDemo(request, baseURL!);
});

const rows = (page: Page) => page.getByRole('grid', { name: 'Plots' }).locator('[role=row][data-plot-id]');

test('a fresh browser opens on the live service and lists every plot of the active project', async ({
  page,
  request,
}) => {
  const expected = await countPlots(request);
  expect(expected).toBeGreaterThan(200);
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) apiCalls.push(new URL(r.url()).pathname);
  });
  await page.goto('/plots');
  await expect(
    page.getByText(`All ${expected.toLocaleString('en-US')} plots of the project loaded`),
  ).toBeVisible({
    timeout: 45_000,
  });
  // The team's people read the server's copy, walked by the server with its token through the same gzip,
  // chunks and redirects (docs/portfolio.md); the page walks nothing itself.
  expect(apiCalls.some((p) => p.startsWith('/api/portfolio/live/projects/'))).toBe(true);
  expect(apiCalls.filter((p) => p.startsWith('/api/live/v1/plots'))).toEqual([]);
  expect(apiCalls.filter((p) => p.startsWith('/api/simulator'))).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/live-plots.png' });

  // Plot detail, from the table.
  const link = rows(page).first().getByRole('link');
  const name = (await link.textContent())!;
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Risk assessment' })).toBeVisible();
});

test('projects, and suppliers derived from plots when the service has no supplier endpoints', async ({
  page,
  request,
}) => {
  const projects = (await (await request.get('/api/live/v1/projects')).json()) as {
    results: { name: string }[];
  };
  await page.goto('/projects');
  const list = page.getByRole('list', { name: 'Projects' });
  for (const p of projects.results) await expect(list).toContainText(p.name);
  await expect(list.getByTestId('project-counts').first()).toHaveText('Counts not offered by the service');

  await page.goto('/suppliers');
  await expect(page.getByRole('note')).toContainText('The service does not offer supplier management');
  await expect(page.getByRole('button', { name: 'Create supplier' })).toHaveCount(0);
  const table = page.getByRole('table', { name: /Suppliers of the project/ });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 45_000 });
  await expect(table.getByRole('button', { name: /^Rename / })).toHaveCount(0);

  await page.goto('/detections');
  await expect(page.getByText('The service does not offer the monthly detections export.')).toBeVisible();
});

test('jurisdictions: every page of the list, through gzip, chunks and redirects', async ({ page }) => {
  await page.goto('/jurisdictions');
  await expect(page.getByRole('heading', { name: 'Jurisdictions', level: 1 })).toBeVisible();
  const matchLine = page.getByText(/jurisdictions? match/);
  await expect(matchLine).toBeVisible({ timeout: 30_000 });
  const count = Number((await matchLine.locator('strong').textContent())!.replace(/,/g, ''));
  expect(count).toBeGreaterThan(100);
  // The table is virtualised (only the rows in view are drawn): its aria-rowcount is every row, header included.
  await expect(page.getByRole('region', { name: 'Jurisdictions table' }).getByRole('table')).toHaveAttribute(
    'aria-rowcount',
    String(count + 1),
  );
});

test('risk info of a drawn area (the service spells it risk_info)', async ({ page }) => {
  await page.goto('/risk-info');
  await expect(page.getByText(/plots? match/)).toBeVisible({ timeout: 45_000 });
  await waitForMapIdle(page);
  const box = (await page.locator('canvas.maplibregl-canvas').boundingBox())!;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  await zoomIn(page, 3);
  await page.getByRole('button', { name: 'Draw polygon' }).click();
  for (const [x, y] of [
    [cx - 90, cy - 60],
    [cx + 90, cy - 60],
    [cx + 90, cy + 60],
    [cx - 90, cy + 60],
    [cx - 90, cy - 60],
  ] as const) {
    await page.mouse.click(x, y);
    await page.waitForTimeout(120);
  }
  await page.getByRole('button', { name: 'Get risk info' }).click();
  const result = page.getByRole('region', { name: 'Risk info: Drawn area' });
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result.getByText('Remaining forest', { exact: true })).toBeVisible();
});

test('an upload from drop to finished, through the relay because storage does not admit our origin', async ({
  page,
}, info) => {
  const supplier = `Live ${Date.now().toString(36)}`;
  const file = writeFixture(info.outputDir, 'clean.geojson', cleanFile(supplier));
  const puts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT') puts.push(r);
  });
  await page.goto('/uploads');
  await page.getByLabel('Supplier', { exact: true }).fill(supplier);
  await page.getByTestId('plot-file-input').first().setInputFiles([file]);
  await expect(page.getByText('No problems found: the files are ready to upload.')).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: `Upload 1 file for ${supplier}` }).click();
  await expectUploadStatus(page, 'finished', 45_000);
  await page.screenshot({ path: 'test-results/screens/live-upload-finished.png', fullPage: true });

  // First straight to storage (refused by its CORS policy), then through our relay.
  const urls = puts.map((p) => new URL(p.url()));
  expect(urls.map((u) => u.pathname)).toEqual([
    expect.stringMatching(/^\/storage\//),
    '/api/live/upload-relay',
  ]);
  expect(urls[0]!.protocol).toBe('https:');
  for (const put of puts) expect((await put.allHeaders()).authorization).toBeUndefined();
});

test.describe('without a token on the server', () => {
  test.use({
    allowedConsoleErrors: /status of 40[145]|v1\/suppliers|detections-export/,
  });

  test('a 401 asks for a token, and the page goes on with it', async ({ page }) => {
    await signInDemo(page.context().request, ASKING_ORIGIN);
    await page.goto(`${ASKING_ORIGIN}/projects`);
    const prompt = page.getByRole('dialog', { name: 'The API token was refused' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await prompt.getByLabel('API token').fill('demo-token-amara');
    await prompt.getByRole('button', { name: 'Use this token' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Projects' }).getByRole('listitem')).toHaveCount(3, {
      timeout: 20_000,
    });
  });
});
