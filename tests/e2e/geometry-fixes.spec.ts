/**
 * Geometry repairs in Chromium: a file with a bow-tie, an overlapping MultiPolygon, a holed plot and a plot
 * that collapses at 6 decimals is checked, the "What TRACES will do" panel lists the plots TRACES changes
 * (the collapsing one highlighted), the repairs are applied (GEOS in WebAssembly, loaded on demand), each
 * repaired plot shows its area change and before/after map, and the re-check of the corrected file is clean.
 */
import type { Page } from '@playwright/test';
import { test, expect, waitForMapIdle } from './fixtures.ts';
import { square, writeFixture } from './uploads-files.ts';

const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

function plot(name: string, type: string, coordinates: unknown, area: number) {
  return {
    type: 'Feature',
    properties: { ProductionPlace: name, ProducerName: 'Kouassi', ProducerCountry: 'CI', Area: area },
    geometry: { type, coordinates },
  };
}

/** Five plots around (-5.3, 7.3): one clean, four with the shape problems the repairs address. */
function geometryFile(prefix: string): string {
  const [a, b, c, d] = square(-5.3123, 7.3234, 0.002);
  const bowTie = [a, c, b, d, a];
  const overlap = [[square(-5.3023, 7.3234, 0.002)], [square(-5.3013, 7.3244, 0.002)]];
  const shell = square(-5.2923, 7.3234, 0.003);
  const hole = square(-5.2913, 7.3244, 0.001).reverse();
  // A notch whose tip ends 0.0000004° above the long bottom edge: TRACES' truncation puts it on the edge.
  const collapsing = [
    [-5.2823, 7.3234],
    [-5.2793, 7.3234],
    [-5.2793, 7.3264],
    [-5.2808, 7.3264],
    [-5.2808005, 7.3234004],
    [-5.2809, 7.3264],
    [-5.2823, 7.3264],
    [-5.2823, 7.3234],
  ];
  return JSON.stringify({
    type: 'FeatureCollection',
    features: [
      plot(`${prefix} clean`, 'Polygon', [square(-5.3223, 7.3234)], 1.52),
      plot(`${prefix} bow-tie`, 'Polygon', [bowTie], 2.4),
      plot(`${prefix} overlap`, 'MultiPolygon', overlap, 8.6),
      plot(`${prefix} holed`, 'Polygon', [shell, hole], 9.8),
      plot(`${prefix} collapsing`, 'Polygon', [collapsing], 6.8),
    ],
  });
}

const stat = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=..').locator('dd');

test('bow-tie, overlapping parts, a hole and a 6-decimal collapse are repaired and the re-check is clean', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const prefix = `Geo ${uniq()}`;
  const file = writeFixture(info.outputDir, 'shapes.geojson', geometryFile(prefix));
  await page.goto('/uploads');
  await page.getByLabel('Supplier', { exact: true }).fill(prefix);
  await page.getByTestId('plot-file-input').first().setInputFiles([file]);
  await expect(page.getByRole('heading', { name: 'Check result' })).toBeVisible({ timeout: 30_000 });

  const byRule = page.getByRole('region', { name: 'Problems by kind' });
  for (const rule of ['self-intersection', 'overlapping-parts', 'hole', 'collapses-at-6-decimals'])
    await expect(byRule.locator(`[data-rule="${rule}"]`)).toBeVisible();

  // What TRACES will do: only what matters, by kind; the collapsing plot under the outline changes, the clean
  // one (its positions only cut by centimetres) not listed, and nothing to fix for what does not block.
  const traces = page.getByRole('region', { name: 'What TRACES will do to shapes.geojson' });
  const shape = traces.locator('[data-kind="shape-changes"]');
  await expect(shape).toContainText('1 Outline changes when cut to 6 decimals');
  await shape.getByText('Show all 1').click();
  const everyShape = shape.getByRole('list', {
    name: 'Every Outline changes when cut to 6 decimals in shapes.geojson',
  });
  await expect(everyShape.getByRole('listitem').first()).toContainText(`Plot 5 (“${prefix} collapsing”)`);
  await expect(everyShape.getByRole('listitem').first()).toContainText('once truncated');
  await expect(traces).toContainText('1 outline changes shape');
  await expect(traces).not.toContainText(`${prefix} clean`);
  await expect(traces).not.toContainText('fix them before uploading');

  const panel = page.getByRole('region', { name: 'Fix shapes.geojson' });
  await panel.getByRole('checkbox', { name: /Repair crossing, overlapping and collapsing shapes/ }).check();
  const split = panel.getByRole('checkbox', { name: /Remove holes by cutting/ });
  const fill = panel.getByRole('checkbox', { name: /Fill holes instead/ });
  await fill.check();
  await split.check();
  // The two hole choices exclude each other.
  await expect(fill).not.toBeChecked();
  await panel.getByRole('button', { name: 'Preview the fixes' }).click();

  const fixed = panel.getByRole('table', { name: 'Plots whose shape the fixes change in shapes.geojson' });
  await expect(fixed).toBeVisible({ timeout: 30_000 });
  await expect(fixed.getByRole('row', { name: /bow-tie/ })).toContainText('GEOS make-valid (2 parts)');
  await expect(fixed.getByRole('row', { name: /overlap/ })).toContainText('GEOS make-valid (1 part)');
  await expect(fixed.getByRole('row', { name: /holed/ })).toContainText('cut 1 hole open: 2 hole-free plots');
  await expect(fixed.getByRole('row', { name: /holed/ })).toContainText('(unchanged)');
  await expect(fixed.getByRole('row', { name: /collapsing/ })).toContainText('0.000001° grid');
  await expect(fixed).not.toContainText('Not fixed');
  await expect(panel).toContainText('Shapes repaired: 4; no clean repair (left as they were): 0.');

  await fixed.getByRole('button', { name: /holed.* before and after/ }).click();
  const compare = panel.getByLabel(/holed.*before and after the fix/);
  await expect(compare).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Legend of the before and after map' })).toContainText(
    'After: green (2 plots)',
  );
  // The screenshot shows the before and after map once it has drawn.
  await waitForMapIdle(page, '[data-map-idle]:has(canvas[aria-label*="before and after the fix"])');
  await panel.screenshot({ path: 'test-results/screens/geometry-fixes.png' });

  await panel.getByRole('button', { name: 'Use the corrected file for the upload' }).click();
  await expect(page.getByRole('heading', { name: 'Check result' })).toBeVisible({ timeout: 30_000 });
  for (const rule of ['self-intersection', 'overlapping-parts', 'hole', 'collapses-at-6-decimals'])
    await expect(byRule.locator(`[data-rule="${rule}"]`)).toHaveCount(0, { timeout: 30_000 });
  await expect(stat(page, 'Errors')).toHaveText('0');
  // The corrected file is on the 6-decimal grid: TRACES changes nothing in it any more.
  await expect(traces).toContainText('TRACES stores all 6 plots as they are');
});
