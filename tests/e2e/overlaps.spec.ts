/**
 * Double claims: two suppliers declare overlapping plots (seeded through the API), the Plots page finds the
 * pair with its hectares and shows both plots on the map; an upload overlapping another supplier's plot is
 * warned about before anything is sent; a revisit in a new tab shows the plots from this device's copy.
 */
import turfArea from '@turf/area';
import type { Page } from '@playwright/test';
import { apiUpload, expect, test } from './fixtures.ts';
import { writeFixture } from './uploads-files.ts';

const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const SIZE = 0.004; // ≈ 19 ha at this latitude

const square = (lng: number, lat: number): GeoJSON.Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng, lat],
      [lng + SIZE, lat],
      [lng + SIZE, lat + SIZE],
      [lng, lat + SIZE],
      [lng, lat],
    ],
  ],
});
const fileOf = (name: string, geometry: GeoJSON.Polygon) =>
  JSON.stringify({
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {
          ProductionPlace: name,
          ProducerName: 'Kouassi',
          ProducerCountry: 'CI',
          Area: Math.round((turfArea(geometry) / 10_000) * 1e4) / 1e4,
        },
        geometry,
      },
    ],
  });

const allLoaded = (page: Page) =>
  expect(page.getByText(/All [\d,]+ plots of the project loaded/)).toBeVisible({ timeout: 30_000 });

const selectedOnMap = (page: Page, id: string) =>
  page.evaluate(
    (plotId) =>
      Boolean(
        window.__plotsMap?.getFeatureState({ source: 'plots', sourceLayer: 'plots', id: plotId })?.selected,
      ),
    id,
  );

test('two suppliers claiming the same land: the pair, its hectares, both plots on the map, and a warning at upload', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const tag = uniq();
  // Inland Côte d'Ivoire, away from the demo plots; a new spot per run.
  const lng = -6.3 + Math.random() * 0.4;
  const lat = 8.3 + Math.random() * 0.2;
  const north = square(lng, lat);
  const south = square(lng + SIZE / 2, lat); // covers the east half of `north`
  await apiUpload(request, `Overlap North ${tag}`, fileOf(`North field ${tag}`, north));
  await apiUpload(request, `Overlap South ${tag}`, fileOf(`South field ${tag}`, south));
  const halfHa = turfArea(square(lng + SIZE / 2, lat)) / 10_000 / 2;

  await page.goto(`/plots?q=${tag}`);
  await allLoaded(page);
  const rows = page.getByRole('grid', { name: 'Plots' }).locator('[role=row][data-plot-id]');
  await expect(rows).toHaveCount(2);
  const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-plot-id')!));

  const panel = page.getByRole('region', { name: 'Overlapping plots' });
  const pair = panel.getByRole('listitem').filter({ hasText: `North field ${tag}` });
  await expect(pair).toHaveCount(1, { timeout: 30_000 });
  await expect(pair).toContainText(`South field ${tag}`);
  // Two suppliers' plots: a double claim, named apart from an overlap within one supplier.
  await expect(pair).toContainText('different suppliers: a double claim');
  // Half of each plot, in hectares as the page writes them.
  const ha = halfHa.toLocaleString('en', { maximumFractionDigits: halfHa >= 100 ? 0 : 2 });
  await expect(pair).toContainText(`${ha} ha overlap: 50% of the first, 50% of the second`);

  await pair.getByRole('button', { name: /Show .* on the map/ }).click();
  await expect(page).toHaveURL(new RegExp(`selected=(${ids.join('|')})`));
  for (const id of ids) await expect.poll(() => selectedOnMap(page, id), { timeout: 20_000 }).toBe(true);
  await page.screenshot({ path: 'test-results/screens/overlaps-pair.png' });

  // The Overlaps filter keeps only overlapping plots: both of ours are in.
  await panel.getByLabel('Show only overlapping plots').check();
  await expect(page).toHaveURL(/overlaps=yes/);
  await expect(rows).toHaveCount(2);

  // The panel follows every filter: a pair is listed while one of its plots is among the rows shown.
  const filters = page.getByRole('search', { name: 'Filter plots' });
  const summary = panel.getByRole('status');
  await filters.getByLabel('Search by name or id').fill(`North field ${tag}`);
  await expect(rows).toHaveCount(1);
  await expect(pair).toHaveCount(1);
  await filters.getByLabel('Supplier').selectOption(`Overlap South ${tag}`);
  await expect(rows).toHaveCount(0);
  await expect(pair).toHaveCount(0);
  await expect(summary).toContainText('No overlapping plots');
  await filters.getByLabel('Search by name or id').fill(tag);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`South field ${tag}`);
  await expect(pair).toHaveCount(1);
  await filters.getByLabel('Country').selectOption('GH');
  await expect(pair).toHaveCount(0);
  await expect(summary).toContainText('No overlapping plots');
  await filters.getByLabel('Country').selectOption('CI');
  await expect(pair).toHaveCount(1);
  // Review state: the double claim is not reviewed, and nothing of it is cleared.
  await filters.getByLabel('Review').selectOption('cleared');
  await expect(pair).toHaveCount(0);
  await filters.getByLabel('Review').selectOption('open');
  await expect(pair).toHaveCount(1);
  await filters.getByLabel('Review').selectOption('');
  await filters.getByLabel('Supplier').selectOption('');
  await expect(rows).toHaveCount(2);
  await expect(pair).toHaveCount(1);

  // The Suppliers page counts each supplier's overlapping plots from the same scan, and links to them.
  await page.getByRole('link', { name: 'Suppliers' }).click();
  const northRow = page.getByRole('row').filter({ hasText: `Overlap North ${tag}` });
  const northOverlaps = northRow.getByRole('link', { name: /Overlapping plots of Overlap North/ });
  // In the words and counts of the supplier page and the Plots page (portfolio-counts.ts).
  await expect(northOverlaps).toContainText(
    '1 plot in 1 overlapping pair with other suppliers (double claims)',
    { timeout: 30_000 },
  );
  await expect(northOverlaps).toContainText('No overlap within the supplier');
  await page.getByRole('button', { name: 'Overlaps', exact: true }).click();
  await northOverlaps.click();
  await expect(page).toHaveURL(/overlaps=yes/);
  await expect(page).toHaveURL(new RegExp(`supplier=Overlap(\\+|%20)North`));
  await expect(rows).toHaveCount(1, { timeout: 30_000 });
  await expect(rows.first()).toContainText(`North field ${tag}`);
  // The Plots page, filtered to the supplier's overlapping plots, counts them as the table did...
  await expect(panel.getByRole('status')).toHaveText('1 plot in 1 overlapping pair');
  await expect(panel.getByRole('listitem').filter({ hasText: 'between suppliers' })).toHaveText(
    '1 plot in 1 overlapping pair between suppliers (double claims)',
  );
  // ...and so does the supplier's page, in the table's words.
  await page.getByRole('link', { name: 'Suppliers' }).click();
  await page
    .getByRole('table')
    .getByRole('link', { name: `Overlap North ${tag}`, exact: true })
    .click();
  const figures = page.getByRole('region', { name: 'Overlaps' });
  await expect(figures.getByRole('listitem')).toHaveText(
    [
      '1 plot in 1 overlapping pair with other suppliers (double claims)',
      'No overlap within the supplier',
      'No plot inside another plot',
    ],
    { timeout: 60_000 },
  );
  await figures.screenshot({ path: 'test-results/screens/overlaps-supplier-figures.png' });

  // An upload for a third supplier over the same land is warned about before it is sent.
  await page.getByRole('link', { name: 'Uploads' }).click();
  await page.getByLabel('Supplier', { exact: true }).fill(`Overlap East ${tag}`);
  const file = writeFixture(info.outputDir, 'overlap.geojson', fileOf(`East field ${tag}`, square(lng, lat)));
  await page.getByTestId('plot-file-input').first().setInputFiles([file]);
  const warning = page.getByRole('alert', { name: 'Overlaps with other suppliers' });
  await expect(warning).toBeVisible({ timeout: 30_000 });
  await expect(warning).toContainText(`East field ${tag}`);
  await expect(warning).toContainText(`Overlap North ${tag}`);
  await expect(warning).toContainText(`Overlap South ${tag}`);
  await page.screenshot({ path: 'test-results/screens/overlaps-upload-warning.png' });
});

test('a revisit in a new tab shows the plots from this device’s copy, then refreshes them', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/plots');
  await allLoaded(page);
  // The table catches up with the status line: every plot the status counts is a row (plus the header row).
  const status = await page.getByText(/All [\d,]+ plots of the project loaded/).textContent();
  const total = String(Number(/All ([\d,]+)/.exec(status!)![1]!.replaceAll(',', '')) + 1);
  await expect(page.getByRole('grid', { name: 'Plots' })).toHaveAttribute('aria-rowcount', total);
  // The team's people read the project from the server's copy (docs/portfolio.md), as of its walk.
  await expect(page.getByTestId('plots-freshness')).toContainText(/Team copy of \d\d:\d\d/);
  await expect(page.getByTestId('plots-freshness')).toContainText('saved on this device');

  // Nothing kept on this device holds the token.
  const stored = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('plot-cache');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const all = (name: string) =>
      new Promise<unknown[]>((resolve) => {
        const r = db.transaction(name).objectStore(name).getAll();
        r.onsuccess = () => resolve(r.result);
      });
    const [sets, batches] = [await all('sets'), await all('batches')];
    db.close();
    // Typed arrays serialise as objects of numbers: the records (strings) are what could hold a token.
    return { sets: sets.length, batches: batches.length, text: JSON.stringify([sets, batches]) };
  });
  expect(stored.sets).toBe(1);
  expect(stored.batches).toBeGreaterThan(0);
  expect(stored.text).toContain('Ashanti');
  expect(stored.text).not.toContain('demo-token-amara');

  // The server's copy of the plots is held back until the new tab has shown the device's: what the tab
  // shows meanwhile can only come from this device.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/api/portfolio/*/projects/*/packs**', async (route) => {
    await held;
    await route.continue();
  });
  const tab = await context.newPage();
  // Every view the new tab's map takes, from its creation: the map frames the whole copy from the start
  // (its extent is stored with it), rather than the first batch read, then moving when the rest is in.
  await tab.addInitScript(() => {
    const views: string[] = [];
    Object.defineProperty(window, '__plotsViews', { value: views });
    let seen: unknown;
    // Looked for on every frame: the page sets and clears window.__plotsMap as the map mounts.
    const watch = () => {
      const map = window.__plotsMap;
      if (map && map !== seen) {
        seen = map;
        const view = () =>
          views.push(
            `zoom ${map.getZoom().toFixed(2)} at ${map
              .getCenter()
              .toArray()
              .map((v) => v.toFixed(2))}`,
          );
        view();
        map.on('moveend', view);
      }
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  const started = Date.now();
  await tab.goto('/plots');
  const freshness = tab.getByTestId('plots-freshness');
  await expect(freshness).toContainText(/Saved on this device (less than a minute|\d+ min) ago/);
  await expect(freshness).toContainText('refreshing from the service');
  const rows = tab.getByRole('grid', { name: 'Plots' }).locator('[role=row][data-plot-id]');
  await expect(rows.first()).toBeVisible();
  await expect(tab.getByRole('grid', { name: 'Plots' })).toHaveAttribute('aria-rowcount', total);
  await expect(tab.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 20_000 });
  await expect(tab.locator('[data-map-idle=true]')).toBeVisible({ timeout: 20_000 });
  const views = await tab.evaluate(() => (window as unknown as { __plotsViews: string[] }).__plotsViews);
  expect(views.length).toBeGreaterThan(0);
  expect(new Set(views).size, `the map moved while the copy loaded: ${views.join(' → ')}`).toBe(1);
  console.log(
    `revisit: rows and freshness from this device's copy ${Date.now() - started} ms after navigation`,
  );
  await tab.screenshot({ path: 'test-results/screens/plots-from-device-copy.png' });
  release();
  await expect(freshness).toContainText('Team copy of', { timeout: 60_000 });
  await context.unroute('**/api/portfolio/*/projects/*/packs**');

  // A supplier's page in a new tab shows its figures from the device's copy too while the server is held
  // back, then reads its supplier's plots alone; the device's copy stays the project's, whole.
  let releaseOwn: () => void = () => undefined;
  const heldOwn = new Promise<void>((resolve) => (releaseOwn = resolve));
  const askedOwn: string[] = [];
  await context.route('**/api/portfolio/*/projects/*/packs**', async (route) => {
    askedOwn.push(new URL(route.request().url()).search);
    await heldOwn;
    await route.continue();
  });
  const own = await context.newPage();
  await own.goto('/suppliers');
  await own
    .getByRole('table')
    .getByRole('row', { name: /Ashanti Cocoa Farmers Union/ })
    .getByRole('cell')
    .nth(3)
    .getByRole('link')
    .click();
  await expect(own.getByText(/review items? open;/)).toBeVisible({ timeout: 30_000 });
  await expect(own.getByTestId('plots-freshness')).toHaveCount(0);
  releaseOwn();
  await expect(own.getByTestId('plots-freshness')).toContainText('Team copy of', { timeout: 60_000 });
  expect(askedOwn).toEqual(['?supplier=Ashanti+Cocoa+Farmers+Union']);
  const keptCounts = await own.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('plot-cache');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const sets = await new Promise<{ count: number }[]>((resolve) => {
      const r = db.transaction('sets').objectStore('sets').getAll();
      r.onsuccess = () => resolve(r.result as { count: number }[]);
    });
    db.close();
    return sets.map((set) => set.count);
  });
  expect(keptCounts).toEqual([Number(total) - 1]);
  await context.unroute('**/api/portfolio/*/projects/*/packs**');
});
