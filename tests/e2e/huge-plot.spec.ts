/**
 * A GeoJSON plot over the one cap on a plot's text (MAX_FEATURE_BYTES, 8 MiB) dropped on Uploads (issue 52
 * item 4), in Chromium's workers: the check names that plot with its size and the cap, the others are checked
 * as usual, and the safe fixes rewrite the file with the huge plot copied as it was (never parsed), so the
 * re-check still finds all three plots and only the fixed problem is gone. The file is made here (~8.4 MB).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { square } from './uploads-files.ts';

const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const stat = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=..').locator('dd');

function hugePlotFile(prefix: string): Buffer {
  const plot = (name: string, ring: number[][]) =>
    JSON.stringify({
      type: 'Feature',
      properties: { ProductionPlace: `${prefix} ${name}`, ProducerCountry: 'CI', Area: 1.5 },
      geometry: { type: 'Polygon', coordinates: [ring] },
    });
  // A ring just over 8 MiB of text: 380,000 positions.
  const vertex = '[-5.123456,7.123456],';
  const huge = `{"type":"Feature","properties":{"ProductionPlace":"${prefix} huge","ProducerCountry":"CI"},"geometry":{"type":"Polygon","coordinates":[[${vertex.repeat(420_000)}[-5.123456,7.123456]]]}}`;
  return Buffer.from(
    `{"type":"FeatureCollection","features":[\n${plot('open', square(-5.3123, 7.3234).slice(0, 4))},\n${huge},\n${plot('clean', square(-5.3023, 7.3234))}\n]}\n`,
  );
}

test('a plot over 8 MB costs only itself: named with its size, the others checked and fixed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const prefix = `Huge ${uniq()}`;
  await page.goto('/uploads');
  await page.getByLabel('Supplier', { exact: true }).fill(prefix);
  await page
    .getByTestId('plot-file-input')
    .first()
    .setInputFiles({ name: 'farms.geojson', mimeType: 'application/geo+json', buffer: hugePlotFile(prefix) });
  await expect(page.getByRole('heading', { name: 'Check result' })).toBeVisible({ timeout: 90_000 });
  await expect(stat(page, 'Plots found')).toHaveText('3');
  const tooLarge = /takes 8\.5 MB of text, more than the 8 MB one plot may take/;
  await expect(page.getByRole('row', { name: tooLarge })).toContainText('missing-geometry');
  const byRule = page.getByRole('region', { name: 'Problems by kind' });
  await expect(byRule.locator('[data-rule="unclosed-ring"]')).toBeVisible();
  // What TRACES will do counts the two plots it read and says the third was too large to read.
  const traces = page.getByRole('region', { name: 'What TRACES will do to farms.geojson' });
  await expect(traces).toContainText('TRACES stores all 2 plots as they are.');
  await expect(traces).toContainText('1 plot is too large to read and is not counted here');
  await page.getByRole('row', { name: tooLarge }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/huge-plot-check.png' });

  const panel = page.getByRole('region', { name: 'Fix farms.geojson' });
  await panel.getByRole('checkbox', { name: /Close open rings/ }).check();
  await panel.getByRole('button', { name: 'Preview the fixes' }).click();
  await panel
    .getByRole('button', { name: 'Use the corrected file for the upload' })
    .click({ timeout: 60_000 });
  await expect(byRule.locator('[data-rule="unclosed-ring"]')).toHaveCount(0, { timeout: 90_000 });
  // The huge plot was copied into the corrected file, not lost: three plots, and it is still named.
  await expect(stat(page, 'Plots found')).toHaveText('3');
  await expect(page.getByRole('row', { name: tooLarge })).toContainText('missing-geometry');
});
