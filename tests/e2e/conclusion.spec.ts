/**
 * A conclusion someone signs (issue 50, points 3 and 4): Lucas, a reviewer on p-palm, prepares a supplier's
 * risk conclusion and is told it waits for a second person, with no button to sign it himself; Inès, an
 * approver, signs it off; the report's PDF, read back as text, carries the conclusion, the sign-off with
 * its time in UTC, and the upload's provenance: the original file's and the sent file's SHA-256, the field
 * mapping and the fixes applied.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { pdfText } from '../support/pdf-text.ts';
import { apiUpload, expect, LUCAS_TOKEN, signInDemo, test } from './fixtures.ts';

test.use({ signInAs: 'demo-lucas' });

const PROJECT = 'p-palm';
const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const square = (lng: number, lat: number, size = 0.001): GeoJSON.Polygon => ({
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

/** Six plots in Sumatra (a new spot per run), as the supplier sent them and as the page sent them on. */
function files(tag: string) {
  const lng = 101.2 + Math.random() * 0.3;
  const lat = 0.4 + Math.random() * 0.3;
  const plots = Array.from({ length: 6 }, (_, i) => ({ i, geometry: square(lng + i * 0.002, lat) }));
  const original = JSON.stringify({
    type: 'FeatureCollection',
    features: plots.map(({ i, geometry }) => ({
      type: 'Feature',
      properties: { 'Kebun ID': `K-${tag}-${i}`, Negara: 'ID' },
      geometry,
    })),
  });
  const sent = JSON.stringify({
    type: 'FeatureCollection',
    features: plots.map(({ i, geometry }) => ({
      type: 'Feature',
      properties: { ProductionPlace: `K-${tag}-${i}`, ProducerCountry: 'ID' },
      geometry,
    })),
  });
  return { original, sent };
}

/** Uploads the sent file to p-palm through the simulator's API (Lucas's account works on p-palm). */
const upload = (request: APIRequestContext, supplier: string, content: string, fileName: string) =>
  apiUpload(request, supplier, content, fileName, LUCAS_TOKEN);

async function recordUpload(page: Page, body: Record<string, unknown>) {
  const answer = await page.evaluate(
    async ({ url, body }) => {
      const r = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `upload-record:${body.uploadId}` },
        body: JSON.stringify(body),
      });
      return { status: r.status, text: await r.text() };
    },
    { url: `/api/review/simulator/projects/${PROJECT}/upload-records`, body },
  );
  expect(answer.status, answer.text).toBe(201);
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const UTC = String.raw`\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC`;

test('a reviewer prepares a conclusion, an approver signs it off, and the report’s PDF carries both with the upload’s hashes', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = uniq();
  const supplier = `Koperasi Sawit ${tag}`;
  const { original, sent } = files(tag);
  const uploadId = await upload(page.request, supplier, sent, `kebun-${tag}.geojson`);

  await page.goto(`/suppliers?project=${PROJECT}`);
  await page.getByRole('table').getByRole('link', { name: supplier, exact: true }).click();
  await expect(page.getByRole('heading', { name: supplier, level: 1 })).toBeVisible({ timeout: 30_000 });
  const supplierId = decodeURIComponent(/\/suppliers\/([^/?]+)/.exec(page.url())![1]!);
  await recordUpload(page, {
    uploadId,
    supplierId,
    supplierName: supplier,
    fileNames: [`kebun-${tag}.geojson`],
    fileSha256: [sha(sent)],
    originalFiles: [
      { name: `kebun-${tag}.geojson`, sizeBytes: Buffer.byteLength(original), sha256: sha(original) },
    ],
    sentFiles: [{ name: `kebun-${tag}.geojson`, sizeBytes: Buffer.byteLength(sent), sha256: sha(sent) }],
    fieldMapping: { name: 'Kebun ID', country: 'Negara' },
    fixes: [{ kind: 'close-rings', plotCount: 1, plots: ['3'] }],
    overwrite: false,
    shouldMatchOnName: false,
    added: 6,
    changed: 0,
    removed: 0,
    plotCount: 6,
  });

  // Lucas prepares the conclusion: it waits for someone else.
  const section = page.getByRole('region', { name: 'Risk conclusion' });
  const form = section.getByRole('form', { name: 'Prepare a conclusion' });
  await expect(form).toBeVisible({ timeout: 60_000 });
  // The open items are counted before a conclusion can be prepared (it records the count).
  await expect(
    form.getByText(/^(No review item is open\.|\d+ review items? (is|are) still open\.)/),
  ).toBeVisible({
    timeout: 60_000,
  });
  await form.getByRole('radio', { name: 'The risk is negligible', exact: true }).check();
  const reasoning = `Six plots checked against 2020 imagery and the park boundaries (${tag}).`;
  await form.getByLabel(/^Reasoning/).fill(reasoning);
  await form.getByRole('button', { name: 'Prepare for sign-off' }).click();
  const latest = section.getByRole('article', { name: 'Latest conclusion' });
  await expect(latest).toContainText('Waiting for a second person to sign.', { timeout: 30_000 });
  await expect(latest).toContainText(new RegExp(`Prepared by Lucas Meyer \\(analyst\\), ${UTC}`));
  await expect(section.getByRole('button', { name: 'Sign off this conclusion' })).toHaveCount(0);

  // Inès, an approver, signs it off.
  await signInDemo(context.request, baseURL!, 'demo-ines');
  await page.reload();
  const signButton = latest.getByRole('button', { name: 'Sign off this conclusion' });
  await expect(signButton).toBeVisible({ timeout: 60_000 });
  await signButton.focus();
  await page.keyboard.press('Enter');
  await expect(latest).toContainText(new RegExp(`Signed off by Inès Martin \\(approver\\), ${UTC}`), {
    timeout: 30_000,
  });
  await expect(signButton).toHaveCount(0);

  // The report's PDF: the conclusion, the sign-off with its time in UTC, both files' hashes.
  const download = page.getByRole('button', { name: 'Download report (PDF)' });
  await expect(download).toBeEnabled({ timeout: 60_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const text = await pdfText(new Uint8Array(await readFile((await file.path())!)));
  expect(text).toContain('Risk conclusion and sign-off');
  expect(text).toContain('Conclusion: the risk is negligible.');
  expect(text).toContain(`Reasoning: ${reasoning}`);
  expect(text).toMatch(
    new RegExp(
      `Prepared by Lucas Meyer \\(analyst\\), ${UTC}, with (no review item|\\d+ review items?) open\\.`,
    ),
  );
  expect(text).toMatch(new RegExp(`Signed off by Inès Martin \\(approver\\), ${UTC}\\.`));
  expect(text).not.toContain('Not signed off');
  expect(text).toContain(
    `kebun-${tag}.geojson, ${Buffer.byteLength(original).toLocaleString('en')} bytes, SHA-256 ${sha(original)}`,
  );
  expect(text).toContain(
    `kebun-${tag}.geojson, ${Buffer.byteLength(sent).toLocaleString('en')} bytes, SHA-256 ${sha(sent)}`,
  );
  expect(text).toContain('Field mapping: country from column “Negara”; name from column “Kebun ID”.');
  expect(text).toContain('closed open rings: 1 plot (3)');
  expect(text).toMatch(new RegExp(`${UTC}: 6 added, 0 changed, 0 removed; 6 plots after it\\.`));
  expect(text).toMatch(/Open review items\s+(No review item is open|\d+ review items? (is|are) open)/);
});
