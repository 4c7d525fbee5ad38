/**
 * Hostile and odd files dropped on the Uploads page (tests/fixtures/hostile): each gets a clear, specific
 * message, the page stays responsive, and markup in properties is shown as text, never run.
 */
import path from 'node:path';
import { apiUpload, test, expect, simApi, waitForMapIdle } from './fixtures.ts';

const dir = path.resolve('tests/fixtures/hostile');
const file = (name: string) => path.join(dir, name);

// One tab for these, each from a fresh load (each was a browser window, a sign-in and a first load of the app).
test('each hostile file gets its own specific message and the page stays usable; HTML and script in plot properties are shown as text on the plot page, never run', async ({
  page,
  request,
}) => {
  test.setTimeout(2 * 120_000);
  await test.step('each hostile file gets its own specific message and the page stays usable', async () => {
    await page.goto('/uploads');
    await page.getByLabel('Supplier', { exact: true }).fill('Hostile Files Ltd');
    await page
      .getByTestId('plot-file-input')
      .first()
      .setInputFiles(
        [
          'invalid-json.geojson',
          'truncated.geojson',
          'top-level-number.geojson',
          'crs-projected.geojson',
          'huge-numbers.geojson',
          'nested-geometry-collection.geojson',
          'null-geometries.geojson',
          'bom-crlf.geojson',
        ].map(file),
      );
    await expect(page.getByRole('heading', { name: 'Check result' })).toBeVisible({ timeout: 30_000 });
    const files = page.getByRole('table', { name: 'Files' });
    await expect(files.getByRole('row', { name: /invalid-json\.geojson/ })).toContainText(
      /Cannot be read: .*line 1.*column/i,
    );
    await expect(files.getByRole('row', { name: /truncated\.geojson/ })).toContainText('Cannot be read');
    await expect(files.getByRole('row', { name: /top-level-number\.geojson/ })).toContainText('not GeoJSON');
    const byRule = page.getByRole('region', { name: 'Problems by kind' });
    for (const code of ['file-crs', 'out-of-range', 'unsupported-geometry', 'missing-geometry']) {
      await expect(byRule.locator(`[data-rule="${code}"]`)).toBeVisible();
    }
    // The BOM/CRLF file is fine: one plot, no error.
    await expect(
      files
        .getByRole('row', { name: /bom-crlf\.geojson/ })
        .getByRole('cell')
        .nth(2),
    ).toHaveText('0');
    // Still responsive: navigation answers at once.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  });
  await test.step('HTML and script in plot properties are shown as text on the plot page, never run', async () => {
    const supplier = `Markup ${Date.now().toString(36)}`;
    const { readFileSync } = await import('node:fs');
    await apiUpload(request, supplier, readFileSync(file('html-properties.geojson')), 'html.geojson');
    const plots = (await (
      await simApi(request, 'GET', `/v1/plots?supplier=${encodeURIComponent(supplier)}`)
    ).json()) as {
      results: { id: string }[];
    };
    await page.goto(`/plots/${plots.results[0]!.id}`);
    await expect(page.getByText('<script>window.__xss=2</script>').first()).toBeVisible();
    await expect(page.getByText('<img src=x onerror="window.__xss=1">').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    await waitForMapIdle(page);
    await page.screenshot({ path: 'test-results/screens/plot-with-markup.png', fullPage: true });
  });
});
