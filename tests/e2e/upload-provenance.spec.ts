/**
 * Provenance end to end, the uploader's side (issue 50): a supplier's file that needs a field mapping and
 * a fix goes up, and its record in the review store keeps the file as received (name, size, the SHA-256 of
 * its very bytes), the file sent (the corrected one's hash, which differs), the mapping and the fix with
 * the plot it changed. The end of the upload shows them, the hashes shortened with a copy button.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { test, expect, expectUploadStatus } from './fixtures.ts';
import { square, writeFixture } from './uploads-files.ts';

const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** Plots named in `plot_id` (no TRACES fields: the mapping step asks), plot 2's ring left open. */
function supplierFile(prefix: string): string {
  const feature = (id: string, ring: number[][]) => ({
    type: 'Feature',
    properties: { plot_id: `${prefix} ${id}`, pays: 'CI' },
    geometry: { type: 'Polygon', coordinates: [ring] },
  });
  return JSON.stringify({
    type: 'FeatureCollection',
    features: [
      feature('A', square(-5.4123, 7.4234)),
      feature('B', square(-5.4023, 7.4234).slice(0, 4)),
      feature('C', square(-5.3923, 7.4234)),
    ],
  });
}

test('an upload mapped and fixed keeps the original’s and the sent file’s hashes, the mapping and the fix in its record', async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const supplier = `Provenance ${uniq()}`;
  const content = supplierFile(supplier);
  const file = writeFixture(info.outputDir, 'farms-export.json', content);
  await page.goto('/uploads');
  await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();
  await expect(page.locator('#upload-project')).not.toHaveValue('', { timeout: 15_000 });
  const projectId = await page.locator('#upload-project').inputValue();
  await page.getByLabel('Supplier', { exact: true }).fill(supplier);
  await page.getByTestId('plot-file-input').first().setInputFiles([file]);

  const card = page.getByRole('region', { name: /farms-export\.json/ });
  await card.getByRole('combobox', { name: 'Plot name' }).selectOption('plot_id');
  await card.getByRole('combobox', { name: 'Producer' }).selectOption('');
  await page.getByRole('button', { name: 'Use these fields and check the plots' }).click();
  await expect(page.getByRole('heading', { name: 'Check result' })).toBeVisible({ timeout: 30_000 });

  const panel = page.getByRole('region', { name: 'Fix farms-export.geojson' });
  await panel.getByRole('checkbox', { name: /Close open rings/ }).check();
  await panel.getByRole('button', { name: 'Preview the fixes' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download the corrected file' }).click(),
  ]);
  const corrected = await readFile((await download.path())!);
  await panel.getByRole('button', { name: 'Use the corrected file for the upload' }).click();
  await expect(page.getByRole('region', { name: 'Fix farms-export.geojson' })).toHaveCount(0, {
    timeout: 30_000,
  });

  await page.getByRole('button', { name: `Upload 1 file for ${supplier}` }).click();
  await expectUploadStatus(page, 'finished', 45_000);
  const summary = page.getByTestId('upload-end-summary');
  await expect(summary).toContainText("Recorded in the supplier's upload history.", { timeout: 30_000 });

  // The record, read back from the review store.
  const res = await page.request.get(`/api/review/simulator/projects/${projectId}/upload-records`);
  expect(res.ok()).toBe(true);
  const { records } = (await res.json()) as { records: Record<string, unknown>[] };
  const record = records.find((r) => r['supplierName'] === supplier)!;
  expect(record, `a record for ${supplier}`).toBeDefined();
  const original = {
    name: 'farms-export.json',
    sizeBytes: Buffer.byteLength(content),
    sha256: sha256(content),
  };
  const sent = { name: 'farms-export.geojson', sizeBytes: corrected.length, sha256: sha256(corrected) };
  expect(record['originalFiles']).toEqual([original]);
  expect(record['sentFiles']).toEqual([sent]);
  expect(sent.sha256).not.toBe(original.sha256);
  // The older fields still say what was sent.
  expect(record['fileNames']).toEqual(['farms-export.geojson']);
  expect(record['fileSha256']).toEqual([sent.sha256]);
  expect(record['fieldMapping']).toEqual({
    ProductionPlace: 'plot_id',
    ProducerCountry: 'pays',
    'ProducerCountry (missing)': '=(position)',
    Area: '=(computed)',
  });
  expect(record['fixes']).toEqual([{ kind: 'close-rings', plotCount: 1, plots: ['2'] }]);

  // The end of the upload shows the same, the hashes shortened until focused.
  const shown = summary.getByTestId('upload-provenance');
  await expect(shown).toContainText('Received from the supplier: farms-export.json');
  await expect(shown).toContainText('Sent to the service: farms-export.geojson');
  await expect(shown).toContainText('Close open rings (repeat the first position at the end): 1 plot');
  await expect(shown).toContainText('Plots 2');
  const originalHash = shown.getByRole('textbox', { name: 'SHA-256 of farms-export.json' });
  await expect(originalHash).toHaveValue(original.sha256);
  await expect(originalHash).toHaveAttribute('title', original.sha256);
  await expect(originalHash).toHaveAttribute('size', '12');
  await originalHash.focus();
  await expect(originalHash).toHaveAttribute('size', '64');
  await expect(shown.getByRole('textbox', { name: 'SHA-256 of farms-export.geojson' })).toHaveValue(
    sent.sha256,
  );
  await expect(shown.getByRole('button', { name: 'Copy the SHA-256 of farms-export.json' })).toBeVisible();
  await shown.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/upload-provenance.png', fullPage: true });
});
