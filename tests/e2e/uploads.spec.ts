/**
 * Uploads journeys in Chromium against the simulator: real files dropped on the page, checked in the worker,
 * sent to signed URLs and followed to the end.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { test, expect, waitForMapIdle } from './fixtures.ts';
import { cleanFile, EMPTY_FILE, ERROR_FILE_CODES, errorFile, fixableFile, writeFixture } from './uploads-files.ts';

const API = '/api/simulator';
const AUTH = { authorization: 'Bearer demo-token-amara' };
const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function dropFiles(page: Page, paths: string[]) {
  await page.getByTestId('plot-file-input').first().setInputFiles(paths);
}

async function chooseSupplier(page: Page, name: string) {
  await page.getByLabel('Supplier', { exact: true }).fill(name);
}

async function checked(page: Page) {
  await expect(page.getByRole('heading', { name: 'Check result' })).toBeVisible({ timeout: 30_000 });
}

async function plotsOf(request: APIRequestContext, supplier: string): Promise<{ name: string }[]> {
  const res = await request.get(`${API}/v1/plots?supplier=${encodeURIComponent(supplier)}`, { headers: AUTH });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { results: { name: string }[] }).results;
}

function recordStoragePuts(page: Page): Request[] {
  const puts: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/storage/')) puts.push(r);
  });
  return puts;
}

test('a clean file is checked, uploaded to finished, and its plots are listed; no signed-URL PUT carries Authorization', async ({
  page,
  request,
}, info) => {
  const supplier = `Clean ${uniq()}`;
  const file = writeFixture(info.outputDir, 'clean.geojson', cleanFile(supplier));
  const puts = recordStoragePuts(page);
  const all: Request[] = [];
  page.on('request', (r) => all.push(r));
  await page.goto('/uploads');
  await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();
  await chooseSupplier(page, supplier);
  await expect(page.getByText(`New supplier: "${supplier}" will be created`)).toBeVisible();
  await dropFiles(page, [file]);
  await checked(page);
  const totals = page.getByRole('definition');
  await expect(totals.first()).toHaveText('3');
  await expect(page.getByText('No problems found: the files are ready to upload.')).toBeVisible();
  await waitForMapIdle(page);
  await page.screenshot({ path: 'test-results/screens/uploads-clean-checked.png', fullPage: true });

  await page.getByRole('button', { name: `Upload 1 file for ${supplier}` }).click();
  await expect(page.getByTestId('upload-status')).toHaveText('finished', { timeout: 30_000 });
  await page.screenshot({ path: 'test-results/screens/uploads-clean-finished.png', fullPage: true });
  const link = page.getByRole('link', { name: `See ${supplier}'s plots` });
  await expect(link).toHaveAttribute('href', new RegExp(`/plots\\?.*supplier=${encodeURIComponent(supplier).replace(/%20/g, '(%20|\\+)')}`));
  const plots = await plotsOf(request, supplier);
  expect(plots.map((p) => p.name).sort()).toEqual([`${supplier} plot 1`, `${supplier} plot 2`, `${supplier} plot 3`]);

  // The signed URL is the credential: the bearer token must never go with it.
  expect(puts.length).toBe(1);
  for (const put of puts) {
    const headers = await put.allHeaders();
    expect(headers.authorization, `Authorization on ${put.url()}`).toBeUndefined();
    expect(headers['content-type']).toBe('application/octet-stream');
  }
  // ...while the JSON API calls do carry it.
  const create = all.find((r) => r.url().endsWith('/v1/bulk-uploads') && r.method() === 'POST');
  expect((await create!.allHeaders()).authorization).toMatch(/^Bearer /);
  await link.click();
  await expect(page).toHaveURL(/\/plots\?/);
});
