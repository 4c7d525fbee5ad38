/**
 * What an upload will do, said before anything is sent (issue 28, docs/upload-diff.md): the same file dropped
 * again for the same supplier is recognised as already there and its plots can be left out, so the upload
 * adds only what is new; match-on-name and overwrite previews list what is added, changed and removed; and a
 * file whose first plot encloses the others is reported by the check (contains-plot).
 */
import turfArea from '@turf/area';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiUpload, expect, simApi, test, expectUploadStatus } from './fixtures.ts';
import { writeFixture } from './uploads-files.ts';

const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const r6 = (v: number) => Math.round(v * 1e6) / 1e6;
const SIZE = 0.002; // ≈ 5 ha

const square = (lng: number, lat: number, w = SIZE, h = SIZE): GeoJSON.Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [r6(lng), r6(lat)],
      [r6(lng + w), r6(lat)],
      [r6(lng + w), r6(lat + h)],
      [r6(lng), r6(lat + h)],
      [r6(lng), r6(lat)],
    ],
  ],
});
const fileOf = (plots: { name: string; geometry: GeoJSON.Polygon }[]) =>
  JSON.stringify({
    type: 'FeatureCollection',
    features: plots.map(({ name, geometry }) => ({
      type: 'Feature',
      properties: {
        ProductionPlace: name,
        ProducerName: 'Kouassi',
        ProducerCountry: 'CI',
        Area: Math.round((turfArea(geometry) / 10_000) * 1e4) / 1e4,
      },
      geometry,
    })),
  });

/** Inland Côte d'Ivoire, away from the demo plots and from other runs. */
const spot = () => ({ lng: -6.9 + Math.random() * 0.4, lat: 8.6 + Math.random() * 0.3 });

async function plotCount(request: APIRequestContext, supplier: string): Promise<number> {
  const res = await simApi(request, 'GET', `/v1/plots?supplier=${encodeURIComponent(supplier)}&limit=200`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { results: unknown[] }).results.length;
}

async function dropFor(page: Page, supplier: string, file: string) {
  await page.goto('/uploads');
  await page.getByLabel('Supplier', { exact: true }).fill(supplier);
  await page.getByTestId('plot-file-input').first().setInputFiles([file]);
}

const panelOf = (page: Page) => page.getByRole('region', { name: 'What this upload will do' });

// One tab for the Uploads page's previews, each step for a supplier of its own from a fresh load of the page
// (each was a browser window, a sign-in and a first load of the app).
test("what an upload will do is said before it is sent: the same file again, every plot already there, a repeated name under another name, match-on-name and overwrite previews, an enclosing plot and plots far from the project's countries", async ({
  page,
  request,
}, info) => {
  test.setTimeout(6 * 120_000);
  await test.step('the same file again: its plots are already there, can be left out, and nothing is doubled', async () => {
    const tag = uniq();
    const supplier = `Diff Again ${tag}`;
    const { lng, lat } = spot();
    const plots = [0, 1, 2].map((k) => ({
      name: `Field ${k + 1} ${tag}`,
      geometry: square(lng + k * 0.004, lat),
    }));
    await apiUpload(request, supplier, fileOf(plots));
    expect(await plotCount(request, supplier)).toBe(3);

    // The same three plots and one new one.
    const again = [...plots, { name: `Field 4 ${tag}`, geometry: square(lng + 0.012, lat) }];
    await dropFor(page, supplier, writeFixture(info.outputDir, 'again.geojson', fileOf(again)));
    const panel = panelOf(page);
    await expect(panel).toContainText(`Adding to ${supplier}’s 3 plots`, { timeout: 60_000 });
    await expect(panel).toContainText('Already there (same boundary): 3');
    await expect(panel).toContainText('New plots: 1');
    await page.screenshot({ path: 'test-results/screens/upload-diff-again.png', fullPage: true });

    await panel.getByRole('button', { name: 'Leave out the 3 plots already uploaded' }).click();
    // The file is written again without them and checked again: only the new plot is left to send.
    await expect(panel).toContainText('New plots: 1', { timeout: 60_000 });
    await expect(panel).not.toContainText('Already there');
    await expect(panel.getByRole('button', { name: /Leave out/ })).toHaveCount(0);

    await page.getByRole('button', { name: `Upload 1 file for ${supplier}` }).click();
    await expectUploadStatus(page, 'finished', 60_000);
    expect(await plotCount(request, supplier)).toBe(4);
  });
  await test.step('every plot already there, left out: nothing is left to send, and the page says so', async () => {
    const tag = uniq();
    const supplier = `Diff Nothing ${tag}`;
    const { lng, lat } = spot();
    const plots = [0, 1].map((k) => ({
      name: `Field ${k + 1} ${tag}`,
      geometry: square(lng + k * 0.004, lat),
    }));
    await apiUpload(request, supplier, fileOf(plots));
    await dropFor(page, supplier, writeFixture(info.outputDir, 'same.geojson', fileOf(plots)));
    const panel = panelOf(page);
    await expect(panel).toContainText('Already there (same boundary): 2', { timeout: 60_000 });
    await panel.getByRole('button', { name: 'Leave out the 2 plots already uploaded' }).click();
    // The file, written again without them, holds no plot: the upload is refused, saying why and what to do.
    const blockers = page.getByRole('list', { name: 'Before you can upload' });
    await expect(blockers).toContainText(
      `There is nothing to send: every plot of the files was left out because ${supplier} already has it. Add a file with new plots, or remove these files.`,
      { timeout: 60_000 },
    );
    await expect(page.getByRole('button', { name: `Upload 1 file for ${supplier}` })).toBeDisabled();
    // Overwrite would remove the two plots left out: refused as well, saying how to keep them.
    await page.getByLabel(/Replace all existing plots/).check();
    await expect(blockers).toContainText(
      `2 plots were left out of the files as already uploaded: overwrite would remove them from ${supplier}.`,
    );
    await expect(page.getByRole('button', { name: `Upload 1 file for ${supplier}` })).toBeDisabled();
    // The page scrolls inside its main area: the reasons, as the person sees them under the options.
    await blockers.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screens/upload-diff-nothing-left.png' });
    expect(await plotCount(request, supplier)).toBe(2);
  });
  await test.step('a repeated name on a boundary already there under another name: left out, the repeat is gone, and overwrite is refused', async () => {
    const tag = uniq();
    const supplier = `Diff Renamed ${tag}`;
    const { lng, lat } = spot();
    const north = { name: `North ${tag}`, geometry: square(lng, lat) };
    await apiUpload(
      request,
      supplier,
      fileOf([north, { name: `South ${tag}`, geometry: square(lng, lat + 0.004) }]),
    );
    // A file to map (not in the TRACES format): "Dup" twice, once on North's boundary, once on new land.
    const dup = `Dup ${tag}`;
    const mapped = JSON.stringify({
      type: 'FeatureCollection',
      features: [north.geometry, square(lng + 0.008, lat)].map((geometry) => ({
        type: 'Feature',
        properties: { plot: dup, farmer: 'Kouassi' },
        geometry,
      })),
    });
    await dropFor(page, supplier, writeFixture(info.outputDir, 'renamed.geojson', mapped));
    const card = page.getByRole('region', { name: /renamed\.geojson/ });
    await card.getByRole('combobox', { name: 'Plot name' }).selectOption('plot');
    await page.getByRole('button', { name: 'Use these fields and check the plots' }).click();
    const panel = panelOf(page);
    await expect(panel).toContainText('Already there (same boundary): 1', { timeout: 60_000 });
    const repeat = page.getByText(`Names repeat in the mapped files: “${dup}” ×2`);
    await expect(repeat).toBeVisible();

    await panel.getByRole('button', { name: 'Leave out the 1 plot already uploaded' }).click();
    await expect(panel).toContainText('New plots: 1', { timeout: 60_000 });
    await expect(panel).not.toContainText('Already there');
    // One "Dup" is left in the file: the name no longer repeats, and the page no longer says it does.
    await expect(page.getByText(/Names repeat in the mapped files/)).toHaveCount(0);

    // Overwrite would remove North, left out as already there: refused, saying how to keep it.
    await page.getByLabel(/Replace all existing plots/).check();
    await expect(panel).toContainText('Removed by overwrite: 2', { timeout: 60_000 });
    const blockers = page.getByRole('list', { name: 'Before you can upload' });
    await expect(blockers).toContainText(
      `1 plot was left out of the files as already uploaded: overwrite would remove it from ${supplier}. Turn overwrite off to keep it as it is`,
    );
    const upload = page.getByRole('button', { name: `Upload 1 file for ${supplier}` });
    await expect(upload).toBeDisabled();
    // The page scrolls inside its main area: the reasons, as the person sees them under the options.
    await blockers.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screens/upload-diff-overwrite-left-out.png' });
    await page.getByLabel(/Replace all existing plots/).uncheck();
    await expect(upload).toBeEnabled();
    await upload.click();
    await expectUploadStatus(page, 'finished', 60_000);
    // North and South kept, the new Dup added.
    expect(await plotCount(request, supplier)).toBe(3);
  });
  await test.step('match-on-name and overwrite previews list what is added, changed and removed', async () => {
    const tag = uniq();
    const supplier = `Diff Modes ${tag}`;
    const { lng, lat } = spot();
    const [a, b, c] = [0, 1, 2].map((k) => ({
      name: `Plot ${'ABC'[k]} ${tag}`,
      geometry: square(lng + k * 0.004, lat),
    }));
    await apiUpload(request, supplier, fileOf([a!, b!, c!]));

    // A as it was, B with a boundary twice as tall, D new; C is not in the file.
    const next = [
      a!,
      { name: b!.name, geometry: square(lng + 0.004, lat, SIZE, 2 * SIZE) },
      { name: `Plot D ${tag}`, geometry: square(lng + 0.012, lat) },
    ];
    await dropFor(page, supplier, writeFixture(info.outputDir, 'next.geojson', fileOf(next)));
    const panel = panelOf(page);
    await expect(panel).toContainText(`Adding to ${supplier}’s 3 plots`, { timeout: 60_000 });

    // Appending, A sent again would be a second copy of A.
    await expect(panel).toContainText('Sent again, this plot becomes a second copy');

    await page.getByLabel(/Match existing plots by name/).check();
    await expect(panel).toContainText('Matching on name', { timeout: 60_000 });
    await expect(panel).toContainText('Already there (same boundary): 1');
    // Matched on name, A updates A: no copy is made, and the panel no longer says one is.
    await expect(panel).toContainText(
      'Matched on name, this plot updates the supplier’s plot of the same name and boundary',
    );
    await expect(panel).not.toContainText('second cop');
    await expect(panel).toContainText('Changed (same name, new boundary): 1');
    await expect(panel).toContainText('New plots: 1');
    await panel.getByText('Changed (same name, new boundary): 1').click();
    const changed = panel.getByRole('list', { name: 'Changed (same name, new boundary)' });
    await expect(changed).toContainText(b!.name);
    // Twice as tall: the area change is the old area again.
    const oldHa = turfArea(b!.geometry) / 10_000;
    await expect(changed).toContainText(`(+${oldHa.toLocaleString('en', { maximumFractionDigits: 2 })} ha)`);
    await expect(panel).not.toContainText('Removed by overwrite');

    await page.getByLabel(/Replace all existing plots/).check();
    await expect(panel).toContainText('Overwrite, matching on name', { timeout: 60_000 });
    await expect(panel).toContainText('Removed by overwrite: 1');
    await expect(panel.getByRole('list', { name: 'Removed by overwrite' })).toContainText(c!.name);
    await expect(panel).toContainText('Changed (same name, new boundary): 1');
    await expect(panel).toContainText('New plots: 1');
    // With overwrite, a plot left out of the file is removed: nothing is offered to leave out.
    await expect(panel.getByRole('button', { name: /Leave out/ })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screens/upload-diff-overwrite.png', fullPage: true });
    // Nothing was sent.
    expect(await plotCount(request, supplier)).toBe(3);
  });
  await test.step('a file whose first plot encloses the others is reported before upload', async () => {
    const tag = uniq();
    const { lng, lat } = spot();
    const farm = { name: `Farm boundary ${tag}`, geometry: square(lng, lat, 0.02, 0.02) };
    const fields = [0, 1, 2].map((k) => ({
      name: `Field ${k + 1} ${tag}`,
      geometry: square(lng + 0.002 + k * 0.005, lat + 0.005),
    }));
    await dropFor(
      page,
      `Diff Farm ${tag}`,
      writeFixture(info.outputDir, 'farm.geojson', fileOf([farm, ...fields])),
    );
    const rule = page
      .getByRole('region', { name: 'Problems by kind' })
      .locator('[data-rule="contains-plot"]');
    await expect(rule).toBeVisible({ timeout: 60_000 });
    await expect(rule).toContainText('Plot inside another plot of the file');
    await expect(rule.locator('span').first()).toHaveText('3');
    await expect(page.getByText('No problems found')).toHaveCount(0);
    // Its "Show all" names the plots.
    await rule.getByText(/Show all/).click();
    await expect(rule.getByRole('list')).toContainText(
      `feature 1 ("Farm boundary ${tag}") contains feature 2 ("Field 1 ${tag}")`,
    );
  });
  await test.step('plots far from the project’s producing countries are reported before upload', async () => {
    const tag = uniq();
    // The project's plots (West African) loaded first: the check then knows its producing countries.
    await page.goto('/plots');
    await expect(page.getByText(/All [\d,]+ plots of the project loaded/)).toBeVisible({ timeout: 60_000 });
    await page.getByRole('link', { name: 'Uploads' }).click();
    await page.getByLabel('Supplier', { exact: true }).fill(`Diff Palm ${tag}`);
    // Two palm plots in Sumatra, and nothing else: the file alone looks consistent.
    const palms = [0, 1].map((k) => ({
      name: `Palm ${k + 1} ${tag}`,
      geometry: square(101.5 + k * 0.004, 0.5),
    }));
    const file = writeFixture(info.outputDir, 'palm.geojson', fileOf(palms));
    await page.getByTestId('plot-file-input').first().setInputFiles([file]);
    const rule = page
      .getByRole('region', { name: 'Problems by kind' })
      .locator('[data-rule="far-from-producing-area"]');
    await expect(rule).toBeVisible({ timeout: 60_000 });
    await expect(rule.locator('span').first()).toHaveText('2');
    await rule.getByText(/Show all/).click();
    const every = rule.getByRole('list');
    await expect(every).toContainText(`feature 1 ("Palm 1 ${tag}") lies in Indonesia (ID)`);
    await expect(every).toContainText("the project's producing countries");
  });
});
