/**
 * A zip bomb dropped on Uploads (issue 27): the checking worker opens it under the zip limits and refuses it
 * with a message naming the limit, and the page stays usable: a good file dropped after it is read and
 * offered for mapping. The bomb is made here (tests/hostile/hostile-files.ts): ~300 KB inflating to 300 MB.
 */
import path from 'node:path';
import { test, expect } from './fixtures.ts';
import { kmzBomb } from '../hostile/hostile-files.ts';

test.setTimeout(300_000);

test('a KMZ zip bomb is refused with a message, and a good file after it is still read', async ({ page }) => {
  await page.goto('/uploads');
  await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();
  await page.getByLabel('Supplier', { exact: true }).fill(`Bomb ${Date.now().toString(36)}`);
  const input = page.getByTestId('plot-file-input').first();
  await input.setInputFiles({
    name: 'farms.kmz',
    mimeType: 'application/vnd.google-earth.kmz',
    buffer: Buffer.from(kmzBomb(300)),
  });
  const alert = page.getByRole('alert').filter({ hasText: 'cannot be read' });
  await expect(alert.getByRole('listitem').filter({ hasText: 'farms.kmz' })).toContainText(
    /inflates to more than \d+ MB; one member of a zip may inflate to at most 64 MB/,
    { timeout: 150_000 },
  );

  await input.setInputFiles(path.resolve('tests/fixtures/formats/supplier/untitled-polygons.kml'));
  await expect(
    page.getByRole('region', { name: /untitled-polygons\.kml/ }).getByRole('heading'),
  ).toContainText('KML, 4 plots', { timeout: 60_000 });
});
