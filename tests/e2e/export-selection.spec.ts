/**
 * Export of a selection (issue 29): rows ticked in the Plots table are what the TRACES export and its
 * statement package take, and the page says so ("the 2 selected plots" vs "all 4 filtered plots shown").
 */
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { apiUpload, expect, test } from './fixtures.ts';

const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('ticked rows are what the TRACES export and the statement package hold', async ({ page, request }) => {
  test.setTimeout(180_000);
  const tag = uniq();
  const supplier = `Selection Coop ${tag}`;
  // Inland Côte d'Ivoire, away from the seeded regions. Fixed squares the simulator rates no risk, with no
  // protected area and no deforestation (server/simulator/geo/assess.ts is deterministic): plots with an
  // open review item are held out of the export until someone decides (statements.spec.ts).
  const lat = 8.0;
  const features = [-5.0, -4.99, -4.98, -4.92].map((x, i) => {
    const ring = [
      [x, lat],
      [x + 0.002, lat],
      [x + 0.002, lat + 0.002],
      [x, lat + 0.002],
      [x, lat],
    ].map(([a, b]) => [Number(a!.toFixed(6)), Number(b!.toFixed(6))]);
    return {
      type: 'Feature',
      properties: {
        ProductionPlace: `Sel ${tag} ${i}`,
        ProducerName: `Producer ${i}`,
        ProducerCountry: 'CI',
      },
      geometry: { type: 'Polygon', coordinates: [ring] },
    };
  });
  await apiUpload(request, supplier, JSON.stringify({ type: 'FeatureCollection', features }));

  await page.goto(`/plots?supplier=${encodeURIComponent(supplier)}`);
  const grid = page.getByRole('grid', { name: 'Plots' });
  await expect(grid.locator('[role=row][data-plot-id]')).toHaveCount(4, { timeout: 120_000 });
  const exportStatus = page.getByRole('group', { name: 'Export' }).locator('xpath=..').getByRole('status');
  await expect(exportStatus).toHaveText('Exports all 4 filtered plots shown.', { timeout: 60_000 });

  await grid.getByRole('checkbox', { name: `Tick Sel ${tag} 1 for export` }).check();
  await grid.getByRole('checkbox', { name: `Tick Sel ${tag} 3 for export` }).check();
  await expect(grid.getByRole('checkbox', { name: 'Tick all 4 plots shown' })).not.toBeChecked();
  await expect(exportStatus).toHaveText('Exports the 2 selected plots.');

  await page.getByRole('button', { name: 'Export GeoJSON for TRACES' }).click();
  const dialog = page.getByRole('dialog', { name: '2 plots ready for TRACES' });
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toContainText('From the 2 selected plots.');
  await expect(dialog.getByRole('region', { name: 'Decisions' })).toContainText(
    'No plot is left out by a decision: none is excluded, none has an open item.',
  );
  const [geo] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download GeoJSON' }).click(),
  ]);
  const fc = JSON.parse(await readFile((await geo.path())!, 'utf8')) as GeoJSON.FeatureCollection;
  expect(fc.features.map((f) => f.properties!['ProductionPlace']).sort()).toEqual([
    `Sel ${tag} 1`,
    `Sel ${tag} 3`,
  ]);
  // The dialog stays open to say the file is pinned as evidence.
  await expect(dialog.getByRole('status').filter({ hasText: 'Pinned as evidence snapshot' })).toBeVisible({
    timeout: 60_000,
  });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The statement package of the same selection.
  await page.getByRole('button', { name: 'Export GeoJSON for TRACES' }).click();
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await dialog.getByText('Statement package (geolocation files and drafts)').click();
  await dialog.getByLabel('HS code').fill('1801');
  await dialog.getByLabel('Description of the goods').fill('Cocoa beans, whole, raw');
  await dialog.getByLabel('Net mass (kg)').fill('2000');
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download statement package' }).click(),
  ]);
  const files = unzipSync(new Uint8Array(await readFile((await zip.path())!)));
  const geoName = Object.keys(files).find((n) => n.endsWith('.geojson'))!;
  const inPackage = JSON.parse(strFromU8(files[geoName]!)) as GeoJSON.FeatureCollection;
  expect(inPackage.features).toHaveLength(2);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Ticking all shown, then none: back to every plot shown.
  await grid.getByRole('checkbox', { name: 'Tick all 4 plots shown' }).check();
  await expect(exportStatus).toHaveText('Exports the 4 selected plots.');
  await grid.getByRole('checkbox', { name: 'Tick all 4 plots shown' }).uncheck();
  await expect(exportStatus).toHaveText('Exports all 4 filtered plots shown.');
});
