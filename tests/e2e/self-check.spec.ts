/**
 * The supplier self-check (`/check`) on a 390 × 844 phone, as a supplier would use it: opened from the
 * buyer's link, then the network cut; a file dropped, checked, fixed and downloaded with its receipt, in
 * French, Portuguese, Spanish and Indonesian (the browser's language). No request ever goes to our server's
 * API or the service (every request of the browser context is watched), the page never scrolls sideways, and
 * the receipt's SHA-256 is that of the downloaded file's bytes. The buyer makes the link on the Suppliers page,
 * and the buyer's Uploads page tells the checked file from a changed copy by the receipt.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { loadCatalogue, msg, render, type MessageKey } from '@core/i18n/messages.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { RULES_VERSION } from '@core/plot-rules/index.ts';
import { test, expect, expectNoSidewaysScroll, waitForMapIdle } from './fixtures.ts';
import { fixableFile, writeFixture } from './uploads-files.ts';

const PHONE = { width: 390, height: 844 };
const BROWSER_LOCALE: Record<Exclude<Locale, 'en'>, string> = {
  fr: 'fr-CI',
  pt: 'pt-BR',
  es: 'es-CO',
  id: 'id-ID',
};
const LINK = '/check?buyer=Chocolaterie+Exemple&traces=yes&countries=CI,GH&commodity=cocoa';

/** Every request to our server's API made in a context or page (the self-check must make none). */
function watchApi(where: BrowserContext | Page): string[] {
  const seen: string[] = [];
  where.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/api?')) seen.push(r.url());
  });
  return seen;
}

/** Opens the link and waits until the page is cached for offline use (its service worker controls it). */
async function openOffline(page: Page, context: BrowserContext, locale: Locale) {
  const t = (key: MessageKey) => render(locale, msg(key));
  await page.goto(LINK);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('selfcheck.title'));
  await expect(page.getByText(t('selfcheck.offline.ready'))).toBeVisible();
  await context.setOffline(true);
}

test.use({ viewport: PHONE, hasTouch: true, serviceWorkers: 'allow' });
// The journeys' expected sentences, in each supplier's language (core/i18n loads all but English on demand).
test.beforeAll(() => Promise.all(Object.keys(BROWSER_LOCALE).map((l) => loadCatalogue(l as Locale))));

for (const [locale, browserLocale] of Object.entries(BROWSER_LOCALE) as [Exclude<Locale, 'en'>, string][]) {
  test.describe(`a supplier whose browser speaks ${browserLocale}`, () => {
    test.use({ locale: browserLocale });

    test('checks, fixes and downloads on /check with the network cut', async ({ page, context }, info) => {
      const t = (key: MessageKey, values?: Record<string, string | number>) =>
        render(locale, msg(key, values));
      const api = watchApi(context);
      await openOffline(page, context, locale);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      // What the buyer's link preset, in the supplier's words.
      await expect(
        page.getByRole('heading', { name: t('selfcheck.preset.by', { buyer: 'Chocolaterie Exemple' }) }),
      ).toBeVisible();
      await expect(page.getByText(t('selfcheck.preset.traces-on'))).toBeVisible();
      await expect(
        page.getByText(t('selfcheck.preset.commodity', { commodity: t('selfcheck.commodity.cocoa') })),
      ).toBeVisible();

      const file = writeFixture(info.outputDir, 'parcelles.geojson', fixableFile('Koffi'));
      await page.getByTestId('plot-file-input').setInputFiles(file);
      // Three plots; the open ring is an error, so two are accepted before the fixes.
      await expect(page.getByText(t('selfcheck.summary.plots', { plots: 3, accepted: 2 }))).toBeVisible();
      const problems = page.getByRole('list', { name: t('selfcheck.problems.list') });
      await expect(problems.getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('button', { name: t('selfcheck.problems.show') }).first()).toBeVisible();
      await expectNoSidewaysScroll(page, '/check after the check');

      await page.getByRole('button', { name: t('selfcheck.fixes.apply') }).click();
      await expect(page.getByText(t('selfcheck.summary.plots', { plots: 3, accepted: 3 }))).toBeVisible();
      await expect(page.getByText(t('selfcheck.problems.none'))).toBeVisible();
      await expect(page.getByText(t('selfcheck.receipt.plots', { plots: 3, accepted: 3 }))).toBeVisible();

      const name = 'parcelles-corrected.geojson';
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: t('selfcheck.receipt.download-file', { file: name }) }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(name);
      const bytes = await readFile((await download.path())!);
      const fixed = JSON.parse(bytes.toString('utf8')) as GeoJSON.FeatureCollection<GeoJSON.Polygon>;
      expect(fixed.features).toHaveLength(3);
      const ring = fixed.features[0]!.geometry.coordinates[0]!;
      expect(ring[0]).toEqual(ring[ring.length - 1]);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await expect(page.getByTestId('receipt-sha256')).toHaveText(sha256);

      const [receiptDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: t('selfcheck.receipt.download') }).click(),
      ]);
      const receipt = JSON.parse(await readFile((await receiptDownload.path())!, 'utf8')) as {
        buyer: string;
        rules: { validateForTraces: boolean; countries: string[]; commodity: string };
        files: { name: string; sha256: string; plots: number; accepted: number; corrected: boolean }[];
      };
      expect(receipt.buyer).toBe('Chocolaterie Exemple');
      expect(receipt.rules).toMatchObject({
        validateForTraces: true,
        countries: ['CI', 'GH'],
        commodity: 'cocoa',
      });
      expect(receipt.files).toEqual([
        expect.objectContaining({ name, sha256, plots: 3, accepted: 3, corrected: true }),
      ]);
      await expectNoSidewaysScroll(page, '/check after the fixes');

      // Another language, still offline: its messages come from the service worker's cache.
      const other = locale === 'es' ? 'pt' : 'es';
      await page.getByLabel(t('app.language'), { exact: true }).selectOption(other);
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(render(other, msg('selfcheck.title')));
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(api, 'requests to the API').toEqual([]);
    });
  });
}

test('the buyer makes the link on the Suppliers page; /check shows the preset and switches language', async ({
  page,
  context,
}) => {
  await page.goto('/suppliers');
  await page.getByLabel('Your name or company (shown to the supplier)').fill('Cacao Buyer SA');
  await page.getByLabel('Countries the plots should be in').fill('ci, gh, xx1');
  await page.getByLabel('Commodity', { exact: true }).selectOption('cocoa');
  await page.getByLabel('Field with the plot names').fill('Plot name');
  await page.getByLabel('Check for the EU TRACES system').check();
  const link = await page.getByLabel('Link to send').inputValue();
  expect(new URL(link).pathname).toBe('/check');

  // The buyer's own tab keeps polling the API: only the supplier's page is watched.
  const supplier = await context.newPage();
  const api = watchApi(supplier);
  await supplier.goto(link);
  await expect(supplier.getByRole('heading', { name: 'Rules set by Cacao Buyer SA' })).toBeVisible();
  await expect(supplier.getByText('Checked for the EU TRACES system')).toBeVisible();
  // The buyer's name field is a suggestion: the supplier's own choice, if they match columns, wins.
  await expect(supplier.getByText(/^Suggested name field: “Plot name”\./)).toBeVisible();
  await expect(supplier.getByText('Plots are expected in: Côte d’Ivoire (CI), Ghana (GH).')).toBeVisible();
  await expect(supplier.getByText('Commodity: cocoa.')).toBeVisible();
  // No dashboard shell: no navigation, no project switcher, no token prompt.
  await expect(supplier.getByRole('navigation')).toHaveCount(0);
  await supplier.getByLabel('Language', { exact: true }).selectOption('es');
  await expect(supplier.getByRole('heading', { name: 'Reglas fijadas por Cacao Buyer SA' })).toBeVisible();
  expect(api, 'requests to the API').toEqual([]);
  await supplier.close();
});

test.describe('a French supplier with a table of positions', () => {
  test.use({ locale: 'fr-CI' });

  test('drops a CSV with latitude/longitude columns, maps its fields in French and gets the result', async ({
    page,
  }, info) => {
    const t = (key: MessageKey, values?: Record<string, string | number>) => render('fr', msg(key, values));
    const csv = writeFixture(
      info.outputDir,
      'parcelles.csv',
      'nom,latitude,longitude\nKoffi 1,6.8276,-5.2893\nKoffi 2,6.8301,-5.2911\nKoffi 3,6.8330,-5.2870\n',
    );
    await page.goto('/check');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('selfcheck.title'));
    await page.getByTestId('plot-file-input').setInputFiles(csv);

    // The mapping step, in French: first the column order on the map, then the fields.
    await expect(page.getByRole('heading', { name: t('mapping.title') })).toBeVisible();
    const card = page.getByRole('region', { name: /parcelles\.csv/ });
    await expect(card).toContainText(`· CSV, ${t('mapping.plots', { count: 3 })}`);
    await expect(
      card.getByRole('radio', { name: t('mapping.points.as-read', { column: 'latitude' }) }),
    ).toBeChecked();
    await expect(card.getByLabel(t('mapping.points.map'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('mapping.confirm') })).toBeDisabled();
    await card.getByRole('button', { name: t('mapping.points.confirm') }).click();

    const name = card.getByRole('combobox', { name: t('mapping.role.name') });
    await name.selectOption('nom');
    await expect(card.getByRole('combobox', { name: t('mapping.role.country') })).toHaveValue('');
    await expect(card.getByText(t('mapping.note.country.none'))).toBeVisible();
    await expect(page.getByText('Fields of the plots')).toHaveCount(0);
    await expectNoSidewaysScroll(page, 'the mapping step on /check');

    await page.getByRole('button', { name: t('mapping.confirm') }).click();
    await expect(page.getByText(t('selfcheck.summary.plots', { plots: 3, accepted: 3 }))).toBeVisible();
    await expectNoSidewaysScroll(page, '/check after the check');
  });
});

test.describe('a French supplier whose background map cannot be fetched (offline)', () => {
  // The service worker would answer the basemap from its cache: here the basemap's requests fail as offline.
  test.use({
    locale: 'fr-CI',
    serviceWorkers: 'block',
    allowedConsoleErrors: /Failed to load resource: net::ERR_INTERNET_DISCONNECTED at .*\/basemap\//,
  });

  test('the map says in French that the background is unavailable and the plots still show, never the error', async ({
    page,
  }, info) => {
    const t = (key: MessageKey) => render('fr', msg(key));
    const failed: string[] = [];
    await page.route('**/basemap/**', (route) => {
      failed.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await page.goto('/check');
    const file = writeFixture(info.outputDir, 'parcelles.geojson', fixableFile('Koffi'));
    await page.getByTestId('plot-file-input').setInputFiles(file);
    await expect(
      page.getByText(render('fr', msg('selfcheck.summary.plots', { plots: 3, accepted: 2 }))),
    ).toBeVisible();
    await waitForMapIdle(page);
    expect(failed.some((u) => /\/basemap\/tiles\/\d+\/\d+\/\d+\.pbf$/.test(u))).toBe(true);

    const map = page.locator('[data-map-idle]').first();
    await expect(map.getByRole('status')).toHaveText(t('map.basemap-offline'));
    expect(t('map.basemap-offline')).toBe(
      'Le fond de carte n’est pas disponible hors ligne ; vos parcelles restent affichées.',
    );
    await expect(page.getByText(/AJAXError|Failed to fetch|\.pbf|Problème de carte/)).toHaveCount(0);
    // The plots are still drawn: "Show on the map" frames one on it.
    await page
      .getByRole('button', { name: t('selfcheck.problems.show') })
      .first()
      .click();
    await waitForMapIdle(page);
    await map.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath('check-map-offline.png') });
    await expect(map.getByRole('status')).toHaveText(t('map.basemap-offline'));
  });
});

// One tab for these, each from a fresh load (each was a browser window, a sign-in and a first load of the app).
test("the self-check in English: a buyer's preset name field the file lacks, the buyer's Uploads page recognising the receipt, a finger over the map on a phone, unnamed placemarks numbered only when agreed", async ({
  page,
}, info) => {
  test.setTimeout(4 * 120_000);
  await test.step('a buyer’s preset name field the file lacks does not override the field the supplier chooses', async () => {
    const square = (x: number) => [
      [
        [x, 7.123456],
        [x + 0.001234, 7.123456],
        [x + 0.001234, 7.124689],
        [x, 7.124689],
        [x, 7.123456],
      ],
    ];
    // The supplier's plots are named under "Parcelle"; the buyer's link says "Nom", which the file does not have.
    const file = writeFixture(
      info.outputDir,
      'parcelles.geojson',
      JSON.stringify({
        type: 'FeatureCollection',
        features: [0, 1, 2].map((i) => ({
          type: 'Feature',
          properties: { Parcelle: `P-${i + 1}`, Pays: 'CI' },
          geometry: { type: 'Polygon', coordinates: square(-5.5 + i * 0.01) },
        })),
      }),
    );
    await page.goto('/check?buyer=Cocoa+Buyer&name=Nom');
    await expect(page.getByText(/^Suggested name field: “Nom”\./)).toBeVisible();
    await page.getByTestId('plot-file-input').setInputFiles(file);
    const card = page.getByRole('region', { name: /parcelles\.geojson/ });
    await card.getByRole('combobox', { name: 'Plot name' }).selectOption('Parcelle');
    await page.getByRole('button', { name: 'Use these fields and check the plots' }).click();
    await expect(page.getByText('3 plots checked, 3 accepted.')).toBeVisible();
    await expect(page.getByText(/has no name/)).toHaveCount(0);
    // The file to send names each plot as the supplier chose.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('region', { name: 'File to send and receipt' })
        .getByRole('button', { name: 'Download parcelles.geojson' })
        .click(),
    ]);
    const sent = JSON.parse(await readFile((await download.path())!, 'utf8')) as GeoJSON.FeatureCollection;
    expect(sent.features.map((f) => f.properties?.['ProductionPlace'])).toEqual(['P-1', 'P-2', 'P-3']);
  });
  await test.step('the buyer’s Uploads page recognises the checked file by its receipt, and a changed copy', async () => {
    // The supplier checks and fixes on /check, and downloads the file and the receipt.
    const file = writeFixture(info.outputDir, 'parcelles.geojson', fixableFile('Koffi'));
    await page.goto('/check?buyer=Cacao+Buyer+SA');
    await page.getByTestId('plot-file-input').setInputFiles(file);
    await page.getByRole('button', { name: 'Apply the fixes' }).click();
    await expect(page.getByText('3 plots checked, 3 accepted.')).toBeVisible();
    const name = 'parcelles-corrected.geojson';
    const sent = path.join(info.outputDir, 'sent');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download ${name}` }).click(),
    ]);
    const checkedFile = path.join(sent, name);
    await download.saveAs(checkedFile);
    const [receiptDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the receipt' }).click(),
    ]);
    const receiptFile = path.join(sent, receiptDownload.suggestedFilename());
    await receiptDownload.saveAs(receiptFile);

    // The buyer drops both on Uploads: the receipt is not read as a plot file, and the file is the one checked.
    await page.goto('/uploads');
    await page.getByTestId('plot-file-input').first().setInputFiles([checkedFile, receiptFile]);
    const receipts = page.getByRole('region', { name: 'Self-check receipts' });
    await expect(
      receipts.getByText(
        new RegExp(
          `^✓ ${name.replace('.', '\\.')}: checked for Cacao Buyer SA on .+ with rules version ` +
            `${RULES_VERSION.replace(/\./g, '\\.')}: 3 plots checked, 3 accepted\\. This file is the one the ` +
            'receipt describes\\. The safe fixes were applied to it on the supplier’s device\\.$',
        ),
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check result' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(receiptDownload.suggestedFilename())).toHaveCount(0);
    await expectNoSidewaysScroll(page, 'Uploads with a receipt');

    // One byte changed, dropped after a reload: the receipt dropped earlier in the tab's session still speaks.
    const bytes = await readFile(checkedFile);
    const at = bytes.indexOf('Koffi');
    bytes[at] = 'C'.charCodeAt(0);
    const changed = path.join(info.outputDir, 'changed', name);
    await mkdir(path.dirname(changed), { recursive: true });
    await writeFile(changed, bytes);
    await page.reload();
    await expect(receipts.getByText('1 receipt kept', { exact: false })).toBeVisible();
    await page.getByTestId('plot-file-input').first().setInputFiles([changed]);
    await expect(
      receipts.getByText(
        new RegExp(`^✗ ${name.replace('.', '\\.')} does NOT match its receipt of .+: the file`),
      ),
    ).toBeVisible();

    // A damaged receipt is named as one; forgetting the receipts hides the comparison.
    const forged = path.join(info.outputDir, 'forged', 'receipt.json');
    await mkdir(path.dirname(forged), { recursive: true });
    const receipt = JSON.parse(await readFile(receiptFile, 'utf8')) as { files: { plots: number }[] };
    receipt.files[0]!.plots = -3;
    await writeFile(forged, JSON.stringify(receipt));
    await page.getByTestId('plot-file-input').first().setInputFiles([forged]);
    await expect(receipts.getByRole('alert')).toContainText(
      'receipt.json says it is a self-check receipt but does not hold together',
    );
    await receipts.getByRole('button', { name: 'Forget the receipt' }).click();
    await expect(receipts).toHaveCount(0);
  });
  await test.step('on a phone, a finger drawn over the map scrolls the page; the map wants two fingers', async () => {
    const file = writeFixture(info.outputDir, 'parcelles.geojson', fixableFile('Koffi'));
    await page.goto('/check');
    await page.getByTestId('plot-file-input').setInputFiles(file);
    await expect(page.getByText('3 plots checked, 2 accepted', { exact: false }).first()).toBeVisible();
    await waitForMapIdle(page);
    const map = page.locator('[data-map-idle]').first();
    await map.scrollIntoViewIfNeeded();
    // Where the page is scrolled: the window, or the shell's <main> when it scrolls on its own.
    const scrolled = () =>
      page.evaluate(() => window.scrollY + (document.getElementById('main')?.scrollTop ?? 0));
    const before = await scrolled();
    const box = (await map.boundingBox())!;
    const x = Math.round(box.x + box.width / 2);
    const y = Math.round(Math.min(box.y + box.height - 20, 820));
    expect(y).toBeGreaterThan(box.y + 20);
    // One finger dragged up 250 px over the map, as a person scrolls down the page (touch events through the
    // browser's own input pipeline; without cooperative gestures the map takes them and the page stays put).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= 10; i++)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - i * 25 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(scrolled).toBeGreaterThan(before + 100);
    await expect(map.getByText('Use two fingers to move the map')).toBeAttached();
    await expectNoSidewaysScroll(page, '/check with the map');
  });
  await test.step('placemarks without names are numbered only when the supplier agrees, on screen and in the file', async () => {
    const file = writeFixture(info.outputDir, 'parcelles.kml', unnamedPlacemarks());
    await page.goto('/check');
    await page.getByTestId('plot-file-input').setInputFiles(file);
    const numbering = page.getByRole('checkbox', {
      name: 'Name the 3 plots without a name “parcelles 1”, “parcelles 2”… after their place in the file',
    });
    await expect(numbering).not.toBeChecked();
    await numbering.check();
    await page.getByRole('button', { name: 'Use these fields and check the plots' }).click();
    await expect(page.getByText('3 plots named by number')).toBeVisible();
    await expect(page.getByText('3 plots checked, 3 accepted.')).toBeVisible();

    // What is shown names the plot by its number: the 4-decimal plot's warning.
    const problems = page.getByRole('list', { name: 'Problems found' });
    const lowPrecision = problems.getByRole('listitem').filter({ hasText: 'fewer than 6 decimals' });
    await expect(lowPrecision).toHaveCount(1);
    await expect(lowPrecision).toContainText('Warning · parcelles 2');
    await expect(lowPrecision).toContainText(
      'feature 2 ("parcelles 2") has coordinates with fewer than 6 decimals',
    );
    await expect(problems).not.toContainText('has no name');
    await expectNoSidewaysScroll(page, '/check after numbering the plots');

    // The file to send carries the names, each plot by its place in the file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('region', { name: 'File to send and receipt' })
        .getByRole('button', { name: 'Download parcelles.geojson' })
        .click(),
    ]);
    const saved = path.join(info.outputDir, 'sent', download.suggestedFilename());
    await download.saveAs(saved);
    const sent = JSON.parse(await readFile(saved, 'utf8')) as GeoJSON.FeatureCollection;
    expect(sent.features.map((f) => f.properties?.['ProductionPlace'])).toEqual([
      'parcelles 1',
      'parcelles 2',
      'parcelles 3',
    ]);
    expect(sent.features.map((f) => (f.geometry as GeoJSON.Polygon).coordinates[0]![0])).toEqual([
      [-5.612345, 7.623456],
      [-5.6023, 7.6234],
      [-5.592345, 7.623456],
    ]);
  });
});

/** A KML of placemarks without names, as Google Earth users draw them; the second with 4-decimal corners. */
function unnamedPlacemarks(): string {
  const ring = (lng: number, lat: number, decimals: number) => {
    const c = [
      [lng, lat],
      [lng + 0.0012, lat],
      [lng + 0.0012, lat + 0.0012],
      [lng, lat + 0.0012],
      [lng, lat],
    ];
    return c.map(([x, y]) => `${x!.toFixed(decimals)},${y!.toFixed(decimals)}`).join(' ');
  };
  const placemark = (coordinates: string) =>
    `<Placemark><Polygon><outerBoundaryIs><LinearRing><coordinates>${coordinates}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document>
${placemark(ring(-5.612345, 7.623456, 6))}
${placemark(ring(-5.6023, 7.6234, 4))}
${placemark(ring(-5.592345, 7.623456, 6))}
</Document></kml>`;
}
