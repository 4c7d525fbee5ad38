/**
 * Uploads journeys in Chromium against the simulator: real files dropped on the page, checked in the worker,
 * sent to signed URLs and followed to the end.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, waitForMapIdle, expectUploadStatus } from './fixtures.ts';
import {
  cleanFile,
  EMPTY_FILE,
  ERROR_FILE_CODES,
  errorFile,
  fixableFile,
  writeFixture,
} from './uploads-files.ts';

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
  const res = await request.get(`${API}/v1/plots?supplier=${encodeURIComponent(supplier)}`, {
    headers: AUTH,
  });
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

// One tab for the journeys of a normal upload, each from a fresh load of Uploads with a supplier of its own
// (each was a browser window, a sign-in and a first load of the app).
test('uploads from a fresh Uploads page each: a clean file to finished, a file with each kind of error, a cancelled upload, the dropzone from the keyboard, and fix and re-upload', async ({
  page,
  request,
}, info) => {
  test.setTimeout(5 * 120_000);
  await test.step('a clean file is checked, uploaded to finished, and its plots are listed; no signed-URL PUT carries Authorization', async () => {
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
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).include('main').analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);

    await page.getByRole('button', { name: `Upload 1 file for ${supplier}` }).click();
    await expectUploadStatus(page, 'finished', 30_000);
    await page.screenshot({ path: 'test-results/screens/uploads-clean-finished.png', fullPage: true });
    const link = page.getByRole('link', { name: `See ${supplier}'s plots` });
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`/plots\\?.*supplier=${encodeURIComponent(supplier).replace(/%20/g, '(%20|\\+)')}`),
    );
    const plots = await plotsOf(request, supplier);
    expect(plots.map((p) => p.name).sort()).toEqual([
      `${supplier} plot 1`,
      `${supplier} plot 2`,
      `${supplier} plot 3`,
    ]);

    // The signed URL is the credential: the bearer token must never go with it.
    expect(puts.length).toBe(1);
    for (const put of puts) {
      const headers = await put.allHeaders();
      expect(headers.authorization, `Authorization on ${put.url()}`).toBeUndefined();
      expect(headers['content-type']).toBe('application/octet-stream');
    }
    // The JSON API calls carry no token either: the person's session goes with them, and the server adds the
    // team's token it holds (docs/people.md), which never reaches the page.
    const create = all.find((r) => r.url().endsWith('/v1/bulk-uploads') && r.method() === 'POST');
    const createHeaders = await create!.allHeaders();
    expect(createHeaders.authorization).toBeUndefined();
    expect(createHeaders.cookie).toMatch(/dashboard-session-\d+=/);
    await link.click();
    await expect(page).toHaveURL(/\/plots\?/);
  });
  await test.step('a file with each kind of error: listed with the right codes, highlighted, same counts from the evaluation, then proceed without the failing plots', async () => {
    const supplier = `Errors ${uniq()}`;
    const file = writeFixture(info.outputDir, 'errors.geojson', errorFile());
    await page.goto('/uploads');
    await chooseSupplier(page, supplier);
    await dropFiles(page, [file]);
    await checked(page);
    await expect(stat(page, 'Plots found')).toHaveText('10');
    const byRule = page.getByRole('region', { name: 'Problems by kind' });
    for (const code of Object.values(ERROR_FILE_CODES)) {
      await expect(byRule.locator(`[data-rule="${code}"]`), code).toBeVisible();
    }
    // What blocks is said in words, the refused plots first; errors the upload accepts are told apart.
    await expect(page.getByLabel('Totals')).toHaveAccessibleDescription(
      /^\d+ errors under “Blocks the upload”: the service will refuse 7 plots with these options\. The other \d+ errors? do(es)? not stop the upload/,
    );
    await expect(byRule.getByRole('heading', { name: /^Blocks the upload: \d+ in 7 plots$/ })).toBeVisible();
    const bowTies = byRule.locator('[data-rule="self-intersection"]');
    await bowTies.getByText(/^Show all/).focus();
    await page.keyboard.press('Enter');
    await expect(bowTies.getByRole('listitem').first()).toBeVisible();
    await expect(bowTies.getByRole('listitem').first()).toContainText('Plot 7 (“Bow tie”)');
    // Each error is in the problems list at its plot's number (its feature index + 1: people count from 1).
    const problems = page.getByRole('table', { name: 'Problems', exact: true });
    await page.getByLabel('Filter by severity').selectOption('error');
    for (const [index, code] of Object.entries(ERROR_FILE_CODES)) {
      await expect(
        problems
          .locator('tr', { hasText: code })
          .filter({ has: page.getByRole('cell', { name: String(Number(index) + 1), exact: true }) })
          .first(),
      ).toBeVisible();
    }
    await expect(page).toHaveURL(/severity=error/);
    // Filter by rule, then show the bow tie on the map: its details say why.
    await page.getByLabel('Filter by rule').selectOption('self-intersection');
    await expect(problems.locator('tbody tr')).toHaveCount(1);
    await waitForMapIdle(page);
    await problems.getByRole('button', { name: /Show feature 7 / }).click();
    const details = page.getByRole('region', { name: /Bow tie/ });
    await expect(details).toContainText('self-intersection');
    await expect(details).toContainText('ProducerName');
    await expect(details).toContainText('Kouassi');
    await waitForMapIdle(page);
    await page.locator('[data-map-idle]').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screens/uploads-errors-checked.png', fullPage: false });
    // Clicking the plot on the map selects it as well.
    await page.getByRole('button', { name: 'Close' }).click();
    const canvas = page.locator('canvas.maplibregl-canvas').first();
    const box = (await canvas.boundingBox())!;
    // The map is zoomed on the bow tie: its two edges cross at the centre.
    await canvas.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await expect(page.getByRole('region', { name: /Bow tie/ })).toBeVisible();

    const predicted = Number(await stat(page, 'Plots the service will refuse').textContent());
    expect(predicted).toBe(7);
    const predictedErrors = Number((await stat(page, 'Errors').textContent())!.replace(/,/g, ''));

    await page.getByRole('button', { name: `Upload 1 file for ${supplier}` }).click();
    await expectUploadStatus(page, 'evaluated', 30_000);
    await expect(page.getByTestId('num-not-accepted')).toHaveText(String(predicted));
    const messages = page.getByRole('list', { name: 'Evaluation errors' }).getByRole('listitem');
    // The evaluation lists the blocking errors only (self-intersection and hole block only for TRACES).
    await expect(messages).toHaveCount(7);
    expect(predictedErrors).toBeGreaterThanOrEqual(7);
    for (const [index, code] of Object.entries(ERROR_FILE_CODES)) {
      if (code === 'self-intersection' || code === 'hole') continue;
      await expect(messages.filter({ hasText: `errors.geojson feature ${index}: ${code}` })).toHaveCount(1);
    }
    await page.screenshot({ path: 'test-results/screens/uploads-evaluated.png' });
    await page.getByRole('button', { name: 'Proceed without the failing plots' }).click();
    await expectUploadStatus(page, 'finished', 30_000);
    expect((await plotsOf(request, supplier)).map((p) => p.name).sort()).toEqual([
      'Bow tie',
      'Clean plot',
      'With hole',
    ]);
  });
  await test.step('an upload evaluated with errors can be cancelled: nothing is written', async () => {
    const supplier = `Cancel ${uniq()}`;
    const file = writeFixture(info.outputDir, 'errors.geojson', errorFile());
    await page.goto('/uploads');
    await chooseSupplier(page, supplier);
    await dropFiles(page, [file]);
    await checked(page);
    await page.getByRole('button', { name: `Upload 1 file for ${supplier}` }).click();
    await expectUploadStatus(page, 'evaluated', 30_000);
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await expectUploadStatus(page, 'cancelled');
    await expect(page.getByRole('listitem').filter({ hasText: 'Cancelled' }).first()).toBeVisible();
    expect(await plotsOf(request, supplier)).toEqual([]);
  });
  await test.step('the dropzone works from the keyboard and takes files by content, not by name', async () => {
    const csv = writeFixture(info.outputDir, 'plots.csv', 'name,lat,lng\nA,7.5,-5.5\n');
    await page.goto('/uploads');
    const zone = page.getByRole('button', { name: /Drop plot files here/ });
    // Listening first: Playwright turns on file-chooser interception when a listener appears, by a message
    // that a bare key press can overtake (it lost that race 2 times in 6); the focus round trips below let it land.
    const chooserShown = page.waitForEvent('filechooser');
    await zone.focus();
    await expect(zone).toBeFocused();
    await page.keyboard.press('Enter');
    const chooser = await chooserShown;
    await chooser.setFiles([csv]);
    const card = page.getByRole('region', { name: /plots\.csv/ });
    await expect(card).toContainText('The positions come from the columns lat (latitude) and lng');
    await expect(page.getByRole('alert').filter({ hasText: 'not added' })).toHaveCount(0);
  });
  await test.step('fix and re-upload: safe fixes with consent, before/after counts, download, then the corrected file is uploaded', async () => {
    const supplier = `Fix ${uniq()}`;
    const file = writeFixture(info.outputDir, 'fixable.geojson', fixableFile(supplier));
    await page.goto('/uploads');
    await chooseSupplier(page, supplier);
    await dropFiles(page, [file]);
    await checked(page);
    const byRule = page.getByRole('region', { name: 'Problems by kind' });
    await expect(byRule.locator('[data-rule="unclosed-ring"]')).toBeVisible();
    await expect(byRule.locator('[data-rule="duplicate-vertex"]')).toBeVisible();
    const panel = page.getByRole('region', { name: 'Fix fixable.geojson' });
    await panel.getByRole('checkbox', { name: /Close open rings/ }).check();
    await panel.getByRole('checkbox', { name: /Remove repeated consecutive vertices/ }).check();
    await panel.getByRole('button', { name: 'Preview the fixes' }).click();
    const beforeAfter = panel.getByRole('table', { name: 'Before and after fixing fixable.geojson' });
    await expect(beforeAfter.getByRole('row', { name: /unclosed-ring/ })).toContainText(/1\s*0/);
    await expect(beforeAfter.getByRole('row', { name: /duplicate-vertex/ })).toContainText(/1\s*0/);
    await page.screenshot({ path: 'test-results/screens/uploads-fixes.png' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download the corrected file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('fixable-corrected.geojson');
    const corrected = JSON.parse(
      await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8'),
    ) as {
      features: { geometry: { coordinates: number[][][] } }[];
    };
    const ring = corrected.features[0]!.geometry.coordinates[0]!;
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    await panel.getByRole('button', { name: 'Use the corrected file for the upload' }).click();
    await expect(stat(page, 'Errors')).toHaveText('0');
    await expect(byRule.locator('[data-rule="duplicate-vertex"]')).toHaveCount(0);
    await page.getByRole('button', { name: `Upload 1 file for ${supplier}` }).click();
    await expectUploadStatus(page, 'finished', 30_000);
    expect(await plotsOf(request, supplier)).toHaveLength(3);
  });
});

/** A whole upload through the API (for set-ups: another upload in progress, a supplier with plots). */
async function apiUpload(
  request: APIRequestContext,
  supplier: string,
  content: string,
  until: 'evaluated' | 'finished',
): Promise<string> {
  const created = await request.post(`${API}/v1/bulk-uploads`, {
    headers: AUTH,
    data: { supplier, fileNames: ['api.geojson'] },
  });
  const { uploadId, signedUrls } = (await created.json()) as {
    uploadId: string;
    signedUrls: { signedUrls: string }[];
  };
  const put = await request.put(signedUrls[0]!.signedUrls, {
    headers: { 'content-type': 'application/octet-stream' },
    data: Buffer.from(content),
  });
  expect(put.status()).toBe(200);
  const start = await request.post(`${API}/v1/bulk-uploads/start`, { headers: AUTH, data: { uploadId } });
  expect(start.status()).toBe(202);
  await expect
    .poll(
      async () => {
        const s = await request.get(`${API}/v1/bulk-uploads/status?uploadId=${uploadId}`, { headers: AUTH });
        return ((await s.json()) as { status: string }).status;
      },
      { timeout: 20_000 },
    )
    .toBe(until);
  return uploadId;
}

const stat = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=..').locator('dd');

test.describe('expected failed requests', () => {
  // Chromium logs every non-2xx answer and every reset connection as a console error; these are provoked here.
  test.use({
    allowedConsoleErrors:
      /429 \(Too Many Requests\).*bulk-uploads\/start|ERR_CONNECTION_RESET.*\/storage\/|403 \(Forbidden\).*\/storage\//,
  });

  // One tab for the journeys whose failed requests are provoked, each from a fresh load of Uploads with a supplier of
  // its own (each was a browser window, a sign-in and a first load of the app).
  test('a busy supplier (429), an empty file with overwrite, a resume after reload and expired signed URLs each end as the person expects', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(4 * 120_000);
    await test.step('429: another upload of the supplier is in progress; the page links to it and retries after Retry-After', async () => {
      const supplier = `Busy ${uniq()}`;
      const otherId = await apiUpload(request, supplier, errorFile(), 'evaluated');
      const file = writeFixture(info.outputDir, 'clean.geojson', cleanFile(supplier));
      await page.goto('/uploads');
      await chooseSupplier(page, supplier);
      await dropFiles(page, [file]);
      await checked(page);
      await page.getByRole('button', { name: `Upload 1 file for ${supplier}` }).click();
      const alert = page
        .getByRole('alert')
        .filter({ hasText: `Another upload for ${supplier} is in progress` });
      await expect(alert).toBeVisible({ timeout: 20_000 });
      const link = alert.getByRole('link', {
        name: /Follow the other upload \(Evaluated with errors: waiting for you\)/,
      });
      await expect(link).toHaveAttribute('href', new RegExp(`upload=${otherId}`));
      await expect(alert).toBeInViewport();
      await page.screenshot({ path: 'test-results/screens/uploads-429.png' });
      // The other upload ends (cancelled elsewhere); retrying now starts ours.
      const cancel = await request.post(`${API}/v1/bulk-uploads/cancel`, {
        headers: AUTH,
        data: { uploadId: otherId },
      });
      expect(cancel.ok()).toBe(true);
      const retry = alert.getByRole('button', { name: 'Retry now' });
      await expect(retry).toBeEnabled({ timeout: 15_000 });
      await retry.click();
      await expectUploadStatus(page, 'finished', 30_000);
      expect(await plotsOf(request, supplier)).toHaveLength(3);
    });
    await test.step('an empty file with overwrite needs the supplier name typed before it removes every plot', async () => {
      const supplier = `Empty ${uniq()}`;
      await apiUpload(request, supplier, cleanFile(supplier, 4), 'finished');
      const file = writeFixture(info.outputDir, 'empty.geojson', EMPTY_FILE);
      await page.goto('/uploads');
      await chooseSupplier(page, supplier);
      await expect(page.getByText(`Existing supplier "${supplier}" with 4 plots.`)).toBeVisible();
      await dropFiles(page, [file]);
      await checked(page);
      await expect(
        page.getByRole('region', { name: 'Problems by kind' }).locator('[data-rule="file-empty"]'),
      ).toBeVisible();
      await page.getByRole('checkbox', { name: /Replace all existing plots/ }).check();
      const warning = page.getByRole('alert').filter({ hasText: 'Overwrite' });
      await expect(warning).toContainText(`4 existing plots of ${supplier} will be replaced`);
      await expect(warning).toContainText('all of them will be removed');
      const upload = page.getByRole('button', { name: `Upload 1 file for ${supplier}` });
      await expect(upload).toBeDisabled();
      const confirm = warning.getByLabel(/type the supplier's name/);
      await confirm.fill('someone else');
      await expect(upload).toBeDisabled();
      await confirm.fill(supplier);
      await expect(upload).toBeEnabled();
      await page.screenshot({ path: 'test-results/screens/uploads-empty-overwrite.png' });
      await upload.click();
      await expectUploadStatus(page, 'finished', 30_000);
      expect(await plotsOf(request, supplier)).toEqual([]);
    });
    await test.step('resume after reload: the file not yet sent is asked for again, then the upload is followed to the end', async () => {
      const supplier = `Resume ${uniq()}`;
      const a = writeFixture(info.outputDir, 'a.geojson', cleanFile(`${supplier} A`, 2));
      const b = writeFixture(info.outputDir, 'b.geojson', cleanFile(`${supplier} B`, 2, 0.01));
      // The second file's PUT fails at the network level: the page retries it while we reload. The route stays
      // until the reloaded page asks for the file: lifted before the reload, a retry (1 s after the first
      // failure) could get through on a busy machine, the upload would start and finish at SIM_SPEED=20, and
      // the reloaded page would follow a finished upload instead of asking for the file.
      const secondFile = /\/storage\/[^/]+\/1\?/;
      await page.route(secondFile, (route) => route.abort('connectionreset'));
      await page.goto('/uploads');
      await chooseSupplier(page, supplier);
      await dropFiles(page, [a, b]);
      await checked(page);
      await page.getByRole('button', { name: `Upload 2 files for ${supplier}` }).click();
      const sending = page.getByRole('table', { name: 'Files being sent' });
      await expect(sending.getByRole('row', { name: /a\.geojson/ })).toContainText('✓ sent');
      await expect(sending.getByRole('row', { name: /b\.geojson/ })).toContainText(/retrying/);
      await page.reload();
      await expect(
        page.getByText('Pick the files you dropped again to continue the same upload'),
      ).toBeVisible();
      await expect(sending.getByRole('row', { name: /a\.geojson/ })).toContainText('✓ sent');
      await expect(sending.getByRole('row', { name: /b\.geojson/ })).toContainText('pick this file again');
      // The page before the reload is gone with its retries: from now on the storage takes the file.
      await page.unroute(secondFile);
      await page.screenshot({ path: 'test-results/screens/uploads-resume.png' });
      await page.getByTestId('plot-file-input').last().setInputFiles([b]);
      await expectUploadStatus(page, /evaluating|ingesting|finished/, 30_000);
      // A reload while the service works keeps following the same upload.
      await page.reload();
      await expectUploadStatus(page, 'finished', 30_000);
      expect(await plotsOf(request, supplier)).toHaveLength(4);
      // Its record keeps the provenance noted before the reloads: both files as dropped and as sent (the
      // same bytes here: TRACES files sent as they are), no mapping, no fix (issue 50).
      await expect(page.getByTestId('upload-end-summary')).toContainText(
        "Recorded in the supplier's upload history.",
        { timeout: 30_000 },
      );
      const projectId = await page.locator('#upload-project').inputValue();
      const res = await page.request.get(`/api/review/simulator/projects/${projectId}/upload-records`);
      const { records } = (await res.json()) as { records: Record<string, unknown>[] };
      const record = records.find((r) => r['supplierName'] === supplier)!;
      const { createHash } = await import('node:crypto');
      const { readFileSync } = await import('node:fs');
      const facts = [a, b].map((p, i) => {
        const bytes = readFileSync(p);
        const sha256 = createHash('sha256').update(bytes).digest('hex');
        return { name: `${'ab'[i]}.geojson`, sizeBytes: bytes.length, sha256 };
      });
      expect(record['originalFiles']).toEqual(facts);
      expect(record['sentFiles']).toEqual(facts);
      expect(record['fileSha256']).toEqual(facts.map((f) => f.sha256));
      expect(record['fieldMapping']).toEqual({});
      expect(record['fixes']).toEqual([]);
    });
    await test.step('expired signed URLs: a fresh upload is created and the files are sent again', async () => {
      const supplier = `Expired ${uniq()}`;
      const file = writeFixture(info.outputDir, 'clean.geojson', cleanFile(supplier, 2, 0.02));
      let advanced = false;
      const creates: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith('/v1/bulk-uploads')) creates.push(r.url());
      });
      // Before the first PUT goes out, an hour passes on the simulator's clock: that URL has expired.
      await page.route(/\/storage\//, async (route) => {
        if (!advanced) {
          advanced = true;
          const res = await request.post(`${API}/_sim/clock`, {
            headers: AUTH,
            data: { advanceMs: 61 * 60 * 1000 },
          });
          expect(res.ok()).toBe(true);
        }
        await route.continue();
      });
      await page.goto('/uploads');
      await chooseSupplier(page, supplier);
      await dropFiles(page, [file]);
      await checked(page);
      await page.getByRole('button', { name: `Upload 1 file for ${supplier}` }).click();
      await expectUploadStatus(page, 'finished', 30_000);
      expect(creates).toHaveLength(2);
      expect(await plotsOf(request, supplier)).toHaveLength(2);
    });
  });
});

test.describe('the token prompt opens only when a token is needed', () => {
  // The 401 answered on purpose below is logged by the browser.
  test.use({ allowedConsoleErrors: /status of 401/ });

  test('the simulator with no token at all: Uploads works without asking for one', async ({ page }) => {
    // A tab that remembered the simulator without a token (as the Settings page can leave it).
    await page.addInitScript(() =>
      sessionStorage.setItem(
        'dashboard.connection',
        JSON.stringify({ kind: 'simulator', token: null, rememberInTab: true }),
      ),
    );
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 401) refused.push(r.url());
    });
    await page.goto('/uploads');
    await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();
    // The demo data loads (the project and its suppliers), and nothing was refused.
    await expect(page.locator('#upload-project')).not.toHaveValue('', { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    await expect(page.getByRole('dialog', { name: 'The API token was refused' })).toHaveCount(0);
  });

  test('a 401 from the service on Uploads opens the prompt; a demo account closes it', async ({ page }) => {
    let refuse = true;
    await page.route('**/api/simulator/v1/projects*', (route) =>
      refuse
        ? route.fulfill({
            status: 401,
            contentType: 'application/json',
            body: JSON.stringify({ errorCode: 'unauthorized', errorMessage: 'Unknown API token.' }),
          })
        : route.fallback(),
    );
    await page.goto('/uploads');
    const prompt = page.getByRole('dialog', { name: 'The API token was refused' });
    await expect(prompt).toBeVisible();
    refuse = false;
    await prompt.getByRole('button', { name: /Use demo account: Amara/ }).click();
    await expect(prompt).toBeHidden();
    await expect(page.locator('#upload-project')).not.toHaveValue('', { timeout: 15_000 });
  });
});
