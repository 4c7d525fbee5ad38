/**
 * Supplier files in the formats they really come in (tests/fixtures/formats/supplier): each goes from drop
 * to the field mapping step to a finished upload, and its plots appear on the Plots page with the mapped
 * names and countries. Bad files get a message that says what is wrong and what to do. The check path
 * works with the service unreachable; the phone layout folds the navigation into a menu.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  waitForMapIdle,
  expectUploadStatus,
} from './fixtures.ts';

const dir = path.resolve('tests/fixtures/formats/supplier');
const fixture = (name: string) => path.join(dir, name);
const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const SCREENS = 'test-results/screens';

async function openUploads(page: Page, supplier: string) {
  await page.goto('/uploads');
  await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();
  await page.getByLabel('Supplier', { exact: true }).fill(supplier);
}

const drop = (page: Page, names: string[]) =>
  page.getByTestId('plot-file-input').first().setInputFiles(names.map(fixture));

const mappingOf = (page: Page, fileName: string): Locator =>
  page.getByRole('region', { name: new RegExp(fileName.replace('.', '\\.')) });

async function uploadToFinished(page: Page, supplier: string, files = 1) {
  await expect(page.getByRole('heading', { name: 'Check result' })).toBeVisible({ timeout: 30_000 });
  await page
    .getByRole('button', { name: `Upload ${files} file${files === 1 ? '' : 's'} for ${supplier}` })
    .click();
  await expectUploadStatus(page, 'finished', 45_000);
}

/** The supplier's plots on the Plots page: name → country, as the table shows them. */
async function plotsPageRows(page: Page, supplier: string): Promise<Map<string, string>> {
  await page.getByRole('link', { name: `See ${supplier}'s plots` }).click();
  await expect(page).toHaveURL(/\/plots\?/);
  const rows = page.getByRole('grid', { name: 'Plots' }).locator('[role=row][data-plot-id]');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const out = new Map<string, string>();
  for (const row of await rows.all()) {
    const cells = await row.getByRole('gridcell').allTextContents();
    out.set(cells[0]!.trim(), cells[cells.length - 1]!.trim());
  }
  return out;
}

// The formats share one tab, each from a fresh load of Uploads (each was a browser window, a sign-in and a first
// load of the app); the KML uploaded again is the one the first step uploaded, no longer uploaded twice.
test('supplier files as they come (a Google Earth KML, uploaded again matching by name; a Web Mercator shapefile zip; an Excel sheet of points) are mapped, checked and uploaded; bad files say what is wrong', async ({
  page,
}) => {
  test.setTimeout(5 * 120_000);
  const kmlSupplier = `Owusu ${uniq()}`;
  await test.step('a Google Earth KML of "Untitled Polygon"s: repeated names shown, name field chosen, plots listed with countries from position', async () => {
    const supplier = kmlSupplier;
    await openUploads(page, supplier);
    await drop(page, ['untitled-polygons.kml']);
    const card = mappingOf(page, 'untitled-polygons.kml');
    await expect(card.getByRole('heading')).toContainText('KML, 4 plots');
    const name = card.getByRole('combobox', { name: 'Plot name' });
    // The proposal and the choice list are there; the repeat is said before anything is checked.
    await name.selectOption('name');
    await expect(card.getByText(/Names repeat: “Untitled Polygon” ×3/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check result' })).toHaveCount(0);
    await name.selectOption('plot_id');
    await expect(card.getByText(/Names repeat/)).toHaveCount(0);
    await expect(card.getByText(/For example: “KW-001”, “KW-002”/)).toBeVisible();
    await expect(
      card.getByText("No country field: each plot's country is found from its position."),
    ).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/supplier-mapping-kml.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Use these fields and check the plots' }).click();
    const converted = page.getByRole('list', { name: 'Converted files' });
    await expect(converted).toContainText('4 plots got their country from position');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      converted.getByRole('button', { name: 'Download untitled-polygons.geojson' }).click(),
    ]);
    const fc = JSON.parse(await readFile((await download.path())!, 'utf8')) as GeoJSON.FeatureCollection;
    expect(fc.features.map((f) => f.properties!['ProductionPlace'])).toEqual([
      'KW-001',
      'KW-002',
      'KW-003',
      'KW-004',
    ]);
    expect(fc.features.every((f) => f.properties!['ProducerCountry'] === 'GH')).toBe(true);
    expect(fc.features.every((f) => typeof f.properties!['Area'] === 'number')).toBe(true);
    expect(fc.features[0]!.properties!['name']).toBe('Untitled Polygon');

    await uploadToFinished(page, supplier);
    const rows = await plotsPageRows(page, supplier);
    expect([...rows.entries()].sort()).toEqual([
      ['KW-001', 'GH'],
      ['KW-002', 'GH'],
      ['KW-003', 'GH'],
      ['KW-004', 'GH'],
    ]);
  });
  await test.step('a mapped KML uploaded again with "Match existing plots by name": the plots are updated by the mapped name, not added', async () => {
    // The first step's supplier, whose KML is uploaded once mapped: this upload is its second.
    const supplier = kmlSupplier;
    const mapAndCheck = async () => {
      await drop(page, ['untitled-polygons.kml']);
      await mappingOf(page, 'untitled-polygons.kml')
        .getByRole('combobox', { name: 'Plot name' })
        .selectOption('plot_id');
      await page.getByRole('button', { name: 'Use these fields and check the plots' }).click();
    };
    await openUploads(page, supplier);
    await mapAndCheck();
    await expect(page.getByRole('heading', { name: 'Check result' })).toBeVisible({ timeout: 30_000 });
    // The name field of the option is the mapped name, not a field the person must find again.
    const nameField = page.getByRole('combobox', { name: 'Plot name field' });
    await expect(nameField).toHaveValue('');
    await expect(nameField.locator('option:checked')).toHaveText(
      'ProductionPlace (the name you mapped: plot_id)',
    );
    const match = page.getByRole('checkbox', { name: /Match existing plots by name/ });
    await expect(match).toBeEnabled();
    await match.check();
    await expect(
      page.getByText(/Plots whose ProductionPlace matches the name of an existing plot/),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Allow duplicate geometries/ })).toBeChecked();
    await uploadToFinished(page, supplier);

    await page.getByRole('link', { name: `See ${supplier}'s plots` }).click();
    const rows = page.getByRole('grid', { name: 'Plots' }).locator('[role=row][data-plot-id]');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    // Four plots, each once: the second upload updated them (without matching it would have added four more).
    await expect(rows).toHaveCount(4);
    const names = await rows.evaluateAll((els) =>
      els.map((e) => e.querySelector('[role=gridcell]')?.textContent?.trim()),
    );
    expect(names.sort()).toEqual(['KW-001', 'KW-002', 'KW-003', 'KW-004']);
  });
  await test.step('a Web Mercator shapefile zip with Spanish fields and m² areas: reprojected, mapped, uploaded', async () => {
    const supplier = `Gómez ${uniq()}`;
    await openUploads(page, supplier);
    await drop(page, ['mercator-fincas.zip']);
    const card = mappingOf(page, 'mercator-fincas.zip');
    await expect(card.getByRole('heading')).toContainText('3 plots');
    await expect(card.getByText(/mercator-fincas\.zip is in .*Mercator/)).toBeVisible();
    await card.getByRole('combobox', { name: 'Plot name' }).selectOption('NOMBRE');
    await card.getByRole('combobox', { name: 'Producer' }).selectOption('PRODUCTOR');
    await card.getByRole('combobox', { name: 'Country' }).selectOption('PAIS');
    await card.getByRole('combobox', { name: 'Area' }).selectOption('SUP_M2');
    await card.getByRole('combobox', { name: 'Unit of SUP_M2' }).selectOption('m2');
    await page.getByRole('button', { name: 'Use these fields and check the plots' }).click();
    await uploadToFinished(page, supplier);
    const rows = await plotsPageRows(page, supplier);
    expect([...rows.entries()].sort()).toEqual([
      ['Finca El Roble', 'CI'],
      ['Finca La Esperanza', 'CI'],
      ['Finca San José', 'CI'],
    ]);
  });
  await test.step('an Excel sheet of latitude/longitude points: the column order is confirmed on a map first', async () => {
    const supplier = `Mensah ${uniq()}`;
    await openUploads(page, supplier);
    await drop(page, ['latlon-farms.xlsx']);
    const card = mappingOf(page, 'latlon-farms.xlsx');
    await expect(
      card.getByText(/The positions come from the columns Latitude \(latitude\) and Longitude/),
    ).toBeVisible();
    await expect(
      card.getByText(/0 of 3 positions shown fall outside every country with this order; 3 with/),
    ).toBeVisible();
    // Nothing else happens before the order is confirmed: no field choice, no check.
    await expect(card.getByRole('combobox', { name: 'Plot name' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Use these fields and check the plots' })).toBeDisabled();
    await card.getByRole('radio', { name: 'Longitude is the latitude (swap)' }).check();
    await expect(card.getByText('The columns are probably the other way round.')).toBeVisible();
    await card.getByRole('radio', { name: 'Latitude is the latitude' }).check();
    await waitForMapIdle(page);
    await page.screenshot({ path: `${SCREENS}/supplier-latlon-confirm.png`, fullPage: true });
    await card.getByRole('button', { name: 'The positions are right' }).click();
    await expect(card.getByRole('combobox', { name: 'Plot name' })).toHaveValue('Farm name');
    await expect(card.getByRole('combobox', { name: 'Country' })).toHaveValue('Country');
    await page.getByRole('button', { name: 'Use these fields and check the plots' }).click();
    await uploadToFinished(page, supplier);
    const rows = await plotsPageRows(page, supplier);
    expect([...rows.entries()].sort()).toEqual([
      ['Akua farm 1', 'GH'],
      ['Akua farm 2', 'GH'],
      ['Kofi farm', 'GH'],
    ]);
  });
  await test.step('bad files each say what is wrong and what to do, and block the upload until removed', async () => {
    await openUploads(page, `Bad files ${uniq()}`);
    await drop(page, ['no-shapefile.zip', 'no-coordinates.xlsx', 'not-xml.kml']);
    const alert = page.getByRole('alert').filter({ hasText: 'files cannot be read' });
    await expect(alert).toContainText('3 files cannot be read');
    await expect(alert.getByRole('listitem').filter({ hasText: 'no-shapefile.zip' })).toContainText(
      /no shapefile.*Zip the shapefile/,
    );
    await expect(alert.getByRole('listitem').filter({ hasText: 'no-coordinates.xlsx' })).toContainText(
      /latitude|coordinates|WKT/i,
    );
    await expect(alert.getByRole('listitem').filter({ hasText: 'not-xml.kml' })).toContainText(/XML|KML/);
    const blockers = page.getByRole('list', { name: 'Before you can upload' });
    await expect(blockers).toContainText('Remove the files that cannot be read');
    await alert.getByRole('button', { name: 'Remove not-xml.kml' }).click();
    await expect(alert).toContainText('2 files cannot be read');

    // A 3 GB file: refused at the drop zone with what to do (its size is faked, nothing that big is written).
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('[data-testid="plot-file-input"]')!;
      const file = new File(['{}'], 'all-plots.geojson', { type: 'application/geo+json' });
      Object.defineProperty(file, 'size', { value: 3 * 1024 ** 3 });
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const refused = page.getByRole('alert').filter({ hasText: 'was not added' });
    await expect(refused).toContainText('all-plots.geojson');
    await expect(refused).toContainText(/3\.00 GB.*under 2 GB.*Split the plots into several files/);
  });
});

test.describe('resume after a reload', () => {
  // The signed-URL PUT is cut on purpose so the upload is still sending when the page reloads. The cut lasts
  // until the reloaded page asks for the file: lifted before the reload, the page's retry (1 s after the
  // first failure) could get through on a busy machine, and the upload would start and finish instead.
  test.use({ allowedConsoleErrors: /ERR_CONNECTION_RESET.*\/storage\// });

  test('a KML upload interrupted by a reload asks for the KML the person dropped, refuses another file, and finishes', async ({
    page,
  }, info) => {
    const supplier = `Boateng ${uniq()}`;
    const put = /\/storage\/[^/]+\/0\?/;
    await page.route(put, (route) => route.abort('connectionreset'));
    await openUploads(page, supplier);
    await drop(page, ['untitled-polygons.kml']);
    await mappingOf(page, 'untitled-polygons.kml')
      .getByRole('combobox', { name: 'Plot name' })
      .selectOption('plot_id');
    await page.getByRole('button', { name: 'Use these fields and check the plots' }).click();
    await expect(page.getByRole('heading', { name: 'Check result' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: `Upload 1 file for ${supplier}` }).click();
    const sending = page.getByRole('table', { name: 'Files being sent' });
    await expect(sending.getByRole('row', { name: /untitled-polygons\.geojson/ })).toContainText(/retrying/);
    await page.reload();

    // Asked for the file the person has: the KML, by name and size, not the GeoJSON the page made.
    const original = await readFile(fixture('untitled-polygons.kml'), 'utf8');
    const ask = page.getByText('Pick the files you dropped again to continue the same upload');
    await expect(ask).toBeVisible();
    // Only now, with the page before the reload gone with its retries, does the storage take the file.
    await page.unroute(put);
    await expect(ask).toContainText(/untitled-polygons\.kml \(\d/);
    await expect(ask).not.toContainText('.geojson');
    const input = page.getByTestId('plot-file-input').last();

    // Another file under the same name: refused by its size.
    const longer = path.join(info.outputDir, 'longer', 'untitled-polygons.kml');
    await mkdir(path.dirname(longer), { recursive: true });
    await writeFile(longer, `${original}<!-- edited -->`);
    await input.setInputFiles([longer]);
    const refused = page.getByRole('alert').filter({ hasText: 'it is another file' });
    await expect(refused).toContainText(/untitled-polygons\.kml is [\d,]+ bytes, but .* was [\d,]+ bytes/);

    // Same size, other plots (one name changed): converted again, it is not the file sent before.
    const edited = path.join(info.outputDir, 'edited', 'untitled-polygons.kml');
    await mkdir(path.dirname(edited), { recursive: true });
    await writeFile(edited, original.replace('KW-001', 'KW-009'));
    await input.setInputFiles([edited]);
    await expect(page.getByRole('alert').filter({ hasText: 'does not give the same plots' })).toBeVisible();
    await expect(page.getByTestId('upload-status')).toHaveCount(0);

    // The file dropped before: converted with the same fields, verified, sent, evaluated.
    await input.setInputFiles([fixture('untitled-polygons.kml')]);
    await expectUploadStatus(page, 'finished', 45_000);
    const rows = await plotsPageRows(page, supplier);
    expect([...rows.keys()].sort()).toEqual(['KW-001', 'KW-002', 'KW-003', 'KW-004']);
  });
});

test.describe('offline', () => {
  // The browser logs each refused request; that is the situation under test.
  test.use({ allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED/ });

  test('without the service a file is still checked, mapped and downloaded; the upload says what it needs', async ({
    page,
  }) => {
    await page.route('**/api/simulator/v1/**', (route) => route.abort('internetdisconnected'));
    test.info().annotations.push({ type: 'note', description: 'API requests aborted: offline' });
    await openUploads(page, 'Offline supplier');
    await drop(page, ['untitled-polygons.kml']);
    await mappingOf(page, 'untitled-polygons.kml')
      .getByRole('combobox', { name: 'Plot name' })
      .selectOption('plot_id');
    await page.getByRole('button', { name: 'Use these fields and check the plots' }).click();
    await expect(page.getByRole('heading', { name: 'Check result' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('No connection to the risk service.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('list', { name: 'Before you can upload' })).toContainText(
      'Connect to the risk service to upload',
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download untitled-polygons.geojson' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('untitled-polygons.geojson');
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navigation is a menu (button with aria-expanded, focus inside, Escape closes) and the mapping step fits the phone', async ({
    page,
  }) => {
    test.setTimeout(2 * 120_000);
    await test.step('the navigation is a menu: button with aria-expanded, focus inside, Escape closes', async () => {
      await page.goto('/uploads');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeHidden();
      const menu = page.getByRole('button', { name: 'Menu' });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      // The page keeps the full width.
      const main = await page.locator('#main').boundingBox();
      expect(main!.width).toBeGreaterThan(380);
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Projects' })).toBeFocused();
      await page.screenshot({ path: `${SCREENS}/phone-menu-open.png` });
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(menu).toBeFocused();
      await menu.press('Enter');
      await nav.getByRole('link', { name: 'Plots' }).click();
      await expect(page).toHaveURL(/\/plots/);
      await expect(nav).toBeHidden();
    });
    await test.step('the mapping step fits the phone', async () => {
      await openUploads(page, `Phone ${uniq()}`);
      await drop(page, ['untitled-polygons.kml']);
      const card = mappingOf(page, 'untitled-polygons.kml');
      await expect(card.getByRole('combobox', { name: 'Plot name' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'the mapping step');
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENS}/phone-mapping.png` });
    });
  });
});
