/**
 * A supplier's due-diligence report (issue 29, item 4): ~1,000 plots uploaded for a supplier, an upload
 * record with the file's hash, a decision recorded on the supplier page; the PDF downloads within 5 s, and
 * its text (read back with pdf.js) carries the supplier's name, the decision and the provenance. The
 * printable page shows the same report.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { pdfText } from '../support/pdf-text.ts';
import { apiUpload, DEMO_TOKEN, expect, simApi, test } from './fixtures.ts';

const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PLOTS = 1000;
const SIZE = 0.001; // ≈ 1.2 ha at this latitude

const square = (lng: number, lat: number, size = SIZE): GeoJSON.Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng, lat],
      [lng + size, lat],
      [lng + size, lat + size],
      [lng, lat + size],
      [lng, lat],
    ],
  ],
});

/** ~1,000 plots on a grid in inland Côte d'Ivoire (a new spot per run), the last one overlapping the first. */
function plotFile(tag: string) {
  const lng = -6.2 + Math.random() * 0.3;
  const lat = 7.2 + Math.random() * 0.3;
  const features = Array.from({ length: PLOTS }, (_, i) => {
    const geometry =
      i === PLOTS - 1
        ? square(lng + SIZE / 2, lat, SIZE) // half over plot 0: a double claim to decide on
        : square(lng + (i % 40) * SIZE * 2, lat + Math.floor(i / 40) * SIZE * 2);
    return {
      type: 'Feature',
      properties: { ProductionPlace: `Farm ${tag} ${i}`, ProducerCountry: 'CI' },
      geometry,
    };
  });
  return JSON.stringify({ type: 'FeatureCollection', features });
}

test('a supplier’s report downloads as a PDF within 5 s with its decision and provenance', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = uniq();
  const supplier = `Coopérative Rapport ${tag}`;
  const file = plotFile(tag);
  const sha256 = createHash('sha256').update(file).digest('hex');
  await apiUpload(request, supplier, file, `farms-${tag}.geojson`);

  await page.goto('/suppliers');
  await page.getByRole('table').getByRole('link', { name: supplier, exact: true }).click();
  await expect(page.getByRole('heading', { name: supplier, level: 1 })).toBeVisible();
  const supplierId = decodeURIComponent(/\/suppliers\/([^/?]+)/.exec(page.url())![1]!);

  // What the upload page records when an upload ends (this one went through the API): its file's hash.
  const projects = (await (await simApi(request, 'GET', '/v1/projects')).json()) as {
    results: { id: string; isActive: boolean }[];
  };
  const projectId = (projects.results.find((p) => p.isActive) ?? projects.results[0]!).id;
  // From the page, as the upload page records it (the review store takes writes from its own page only, with
  // the signed-in person's session and a key that makes a retry harmless).
  const body = {
    uploadId: `e2e-${tag}`,
    supplierId,
    supplierName: supplier,
    fileNames: [`farms-${tag}.geojson`],
    fileSha256: [sha256],
    overwrite: false,
    shouldMatchOnName: false,
    added: PLOTS,
    changed: 0,
    removed: 0,
    plotCount: PLOTS,
  };
  const recorded = await page.evaluate(
    async ({ url, token, body }) => {
      const r = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': `upload-record:${body.uploadId}`,
        },
        body: JSON.stringify(body),
      });
      return { status: r.status, text: await r.text() };
    },
    { url: `/api/review/simulator/projects/${projectId}/upload-records`, token: DEMO_TOKEN, body },
  );
  expect(recorded.status, recorded.text).toBe(201);
  await page.reload();

  // Record a verdict on the double claim.
  const attention = page.getByRole('region', { name: 'Needs attention' });
  const items = attention.getByRole('list', { name: 'Review items' }).getByRole('checkbox');
  await expect(items.first()).toBeVisible({ timeout: 60_000 });
  await items.first().check();
  const form = attention.getByRole('form', { name: 'Record a verdict' });
  await form.getByLabel('Excluded from the supply chain').check();
  await form.getByLabel('Reason').selectOption({ label: 'Duplicate claim' });
  const note = `Same field declared twice (${tag}).`;
  await form.getByLabel(/^Note/).fill(note);
  await form.getByRole('button', { name: 'Record verdict for 1 item' }).click();
  const history = page.getByRole('region', { name: 'Decision history' });
  await expect(history).toContainText(note, { timeout: 30_000 });

  // Every input in: the button is enabled; from the click, the PDF is saved within 5 s.
  const button = page.getByRole('button', { name: 'Download report (PDF)' });
  await expect(button).toBeEnabled({ timeout: 60_000 });
  const started = Date.now();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  const elapsed = Date.now() - started;
  test.info().annotations.push({ type: 'pdf-download-ms', description: String(elapsed) });
  expect(elapsed, `the PDF took ${elapsed} ms`).toBeLessThan(5_000);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^due-diligence-.+-Coopérative-Rapport-${tag}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`),
  );
  await expect(page.getByRole('status').filter({ hasText: 'Report ready' })).toBeVisible();

  const text = await pdfText(new Uint8Array(await readFile(path)));
  expect(text).toContain(`Due-diligence report: ${supplier}`);
  expect(text).toContain(`${PLOTS.toLocaleString('en')} plots`);
  expect(text).toContain('Excluded from the supply chain');
  expect(text).toContain(note);
  expect(text).toContain(sha256);
  expect(text).toMatch(/Plot rules version: \d{4}\.\d+\.\d+/);
  expect(text).toMatch(/Dashboard version: \d+\.\d+\.\d+/);
  // Instants with their time of day, in UTC (issue 50).
  expect(text).toMatch(
    /Risk data: (assessed \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC to \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC|no plot assessed yet)/,
  );
  // A record without provenance (as recorded before issue 50): its hash stays the sent file's, the rest is
  // said not recorded, and no conclusion was prepared.
  expect(text).toContain('Original files, as received: not recorded.');
  expect(text).toContain('No risk conclusion has been prepared for this supplier: not signed off.');
  expect(text).toContain('Implementing Regulation (EU) 2025/1093');

  // The printable page: the same report, with the exact name.
  await page.getByRole('link', { name: 'Printable report' }).click();
  const report = page.getByRole('article', { name: `Due-diligence report: ${supplier}` });
  await expect(report).toBeVisible({ timeout: 30_000 });
  await expect(report.getByRole('region', { name: 'Decisions and their history' })).toContainText(note);
  await expect(report.getByRole('region', { name: 'Provenance' })).toContainText('Plot rules version');
  await expect(report.getByRole('region', { name: 'Upload history' })).toContainText(sha256);
});
