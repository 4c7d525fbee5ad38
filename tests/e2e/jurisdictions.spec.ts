import {
  test,
  expect,
  recordTexts,
  waitForMapIdle,
  setFaults,
  clearFaults,
  expectNoSeriousA11yViolations,
} from './fixtures.ts';
import type { Page } from '@playwright/test';

const table = (page: Page) => page.getByRole('region', { name: 'Jurisdictions table' }).getByRole('table');
const matchLine = (page: Page) => page.getByText(/jurisdictions? match/);

async function mapPixels(page: Page) {
  await waitForMapIdle(page);
  return page.locator('canvas.maplibregl-canvas').screenshot();
}

test('filters change the map, the table and the URL; every page is loaded', async ({ page }) => {
  const listRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v1/jurisdictions?')) listRequests.push(r.url());
  });
  await page.goto('/jurisdictions');
  await expect(page.getByRole('heading', { name: 'Jurisdictions', level: 1 })).toBeVisible();
  await expect(page.getByLabel(/Framework/)).toHaveValue('EUDR');
  await expect(matchLine(page)).toBeVisible({ timeout: 30_000 });
  const allCount = Number((await matchLine(page).locator('strong').textContent())!.replace(/,/g, ''));
  // More than one page of 100: the page followed nextUrl until the end.
  expect(allCount).toBeGreaterThan(100);
  expect(listRequests.filter((u) => u.includes('cursor=')).length).toBeGreaterThanOrEqual(1);
  await expect(table(page).locator('tbody tr')).toHaveCount(allCount);
  await expect(page.getByText(/cut-off date: \d/)).toContainText('EUDR cut-off date: 31 Dec 2020');
  // The plots of the project are counted per jurisdiction.
  await expect(page.getByText(/of your plots counted/)).toBeVisible({ timeout: 30_000 });
  const before = await mapPixels(page);
  await page.screenshot({ path: 'test-results/screens/jurisdictions.png', fullPage: true });

  // Framework → URL, legend cut-off.
  await page.getByLabel(/Framework/).selectOption('RSPO');
  await expect(page).toHaveURL(/framework=RSPO/);
  await expect(page.getByText(/cut-off date: \d/)).toContainText('RSPO cut-off date: 15 Nov 2018');

  // Risk level filter → URL, table only has High rows, the map changes.
  await page
    .getByRole('group', { name: /Risk levels/ })
    .getByRole('checkbox', { name: 'High' })
    .check();
  await expect(page).toHaveURL(/risk=high/);
  await expect(matchLine(page)).toBeVisible();
  const highCount = Number((await matchLine(page).locator('strong').textContent())!.replace(/,/g, ''));
  expect(highCount).toBeGreaterThan(0);
  expect(highCount).toBeLessThan(allCount);
  const riskCells = table(page).locator('tbody tr td:nth-child(3)');
  await expect(riskCells).toHaveCount(highCount);
  expect(new Set(await riskCells.allTextContents())).toEqual(new Set(['High']));
  const after = await mapPixels(page);
  expect(after.equals(before)).toBe(false);

  // Country filter → URL and table.
  await page.getByLabel('Add a country').selectOption('CI');
  await expect(page).toHaveURL(/country=CI/);
  await expect(table(page).locator('tbody tr')).toHaveCount(1);
  await expect(table(page)).toContainText(/Ivoire/);

  // Has… filter → URL.
  await page.getByRole('group', { name: 'Has…' }).getByLabel('Indigenous territories').selectOption('false');
  await expect(page).toHaveURL(/hasIndigenousTerritories=false/);
  await expect(table(page).locator('tbody tr')).toHaveCount(1);

  // A link reproduces the view.
  await page.reload();
  await expect(page.getByLabel(/Framework/)).toHaveValue('RSPO');
  await expect(
    page.getByRole('group', { name: /Risk levels/ }).getByRole('checkbox', { name: 'High' }),
  ).toBeChecked();
  await expect(page.getByRole('list', { name: 'Chosen countries' })).toContainText(/Ivoire/);
  await expect(table(page).locator('tbody tr')).toHaveCount(1);
});

test('the controls enforce the API limits (3 risk levels, 5 countries)', async ({ page }) => {
  await page.goto('/jurisdictions');
  const risk = page.getByRole('group', { name: /Risk levels/ });
  await risk.getByRole('checkbox', { name: 'High' }).check();
  await risk.getByRole('checkbox', { name: 'Medium' }).check();
  await risk.getByRole('checkbox', { name: 'Low' }).check();
  await expect(risk.getByRole('checkbox', { name: 'None' })).toBeDisabled();
  await expect(risk).toContainText('the service accepts at most 3');
  await risk.getByRole('checkbox', { name: 'Low' }).uncheck();
  await expect(risk.getByRole('checkbox', { name: 'None' })).toBeEnabled();

  const add = page.getByLabel('Add a country');
  for (const code of ['BR', 'ID', 'CI', 'GH', 'CO']) await add.selectOption(code);
  await expect(page.getByRole('list', { name: 'Chosen countries' }).getByRole('listitem')).toHaveCount(5);
  await expect(add).toBeDisabled();
  await expect(page.getByRole('group', { name: /Countries/ })).toContainText('the service accepts at most 5');
  await expect(page).toHaveURL(/country=BR%2CID%2CCI%2CGH%2CCO|country=BR,ID,CI,GH,CO/);
  await page.getByRole('button', { name: 'Remove Ghana' }).click();
  await expect(add).toBeEnabled();
});

test('a hand-edited URL beyond the limits is trimmed before any request', async ({ page }) => {
  const sent: URL[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v1/jurisdictions?')) sent.push(new URL(r.url()));
  });
  await page.goto('/jurisdictions?framework=NPDE&risk=none,low,medium,high&country=BR,ID,CI,GH,CO,PE');
  await expect(matchLine(page)).toBeVisible({ timeout: 30_000 });
  expect(sent.length).toBeGreaterThan(0);
  for (const url of sent) {
    expect(url.searchParams.get('riskLevel')!.split(',').length).toBeLessThanOrEqual(3);
    expect(url.searchParams.get('country')!.split(',').length).toBeLessThanOrEqual(5);
  }
  await expect(page.getByRole('alert')).toHaveCount(0);
});

/** The ids of the jurisdictions map's own layers, bottom to top (read through the e2e build's hook). */
const layerStack = (page: Page) =>
  page.evaluate(() =>
    (window.__jurisdictionsMap?.getStyle().layers ?? [])
      .map((l) => l.id)
      .filter((id) => id.startsWith('jur-')),
  );

test('a jurisdiction opens from the table and from the map, with its detail and outline', async ({
  page,
}) => {
  await page.goto('/jurisdictions?framework=EUDR&country=BR,CI');
  await expect(table(page).locator('tbody tr')).toHaveCount(2, { timeout: 30_000 });
  // Our plots are on the map before a country is opened, so its regions are added after them.
  await expect.poll(() => layerStack(page), { timeout: 60_000 }).toContain('jur-plots-fill');
  await table(page)
    .getByRole('button', { name: /^Côte d.Ivoire$/ })
    .click();
  await expect(page).toHaveURL(/selected=jur-CIV/);
  const detail = page.getByRole('region', { name: /Ivoire/ });
  for (const term of [
    'Area',
    'Deforested since 31 Dec 2020',
    'Remaining forest',
    'Protected areas',
    'Indigenous territories',
    'Assessed on',
    'Your plots here',
  ]) {
    await expect(detail.getByText(term, { exact: true })).toBeVisible();
  }
  await expect(detail).toContainText('Its boundary is outlined on the map.');
  // The service's assessment and the EU's official benchmark are labelled apart (issue 28): Côte d'Ivoire
  // is a standard-risk country in the benchmark whatever the service's model says.
  await expect(detail).toContainText('Assessed risk (service):');
  await expect(detail).toContainText('EU country benchmark (official):');
  await expect(detail).toContainText('Standard risk country');
  await expect(detail).not.toContainText('risk under EUDR');
  // The regions, added last, are still drawn under our plots.
  await expect.poll(() => layerStack(page), { timeout: 60_000 }).toContain('jur-region-line');
  const stack = await layerStack(page);
  expect(stack.indexOf('jur-plots-fill')).toBeGreaterThan(stack.indexOf('jur-region-line'));
  expect(stack.indexOf('jur-plots-points')).toBeGreaterThan(stack.indexOf('jur-region-fill'));
  await expectNoSeriousA11yViolations(page);
  await waitForMapIdle(page);
  await page.screenshot({ path: 'test-results/screens/jurisdictions-detail.png', fullPage: true });

  // From the map: with only Brazil listed, the map frames Brazil; its middle is Brazil.
  await page.goto('/jurisdictions?framework=EUDR&country=BR');
  await expect(table(page).locator('tbody tr')).toHaveCount(1, { timeout: 30_000 });
  await waitForMapIdle(page);
  const canvas = page.locator('canvas.maplibregl-canvas');
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.locator('.maplibregl-popup')).toContainText('Brazil');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(/selected=jur-BRA/);
  await expect(page.getByRole('region', { name: 'Brazil' })).toContainText(
    'Its boundary is outlined on the map.',
  );
});

test.describe('a slow or failing service', () => {
  test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 503/ });
  test.afterEach(async ({ request }) => clearFaults(request));

  test('shows page-by-page progress, then an error with a retry that recovers', async ({ page, request }) => {
    await setFaults(request, { latencyMs: 700 });
    // The second page's line lasts one request: recorded as shown, since a poll can fall either side of it.
    const statuses = await recordTexts(page, '[role="status"]');
    await page.goto('/jurisdictions');
    await expect
      .poll(statuses, { timeout: 30_000 })
      .toContainEqual(expect.stringMatching(/Loading jurisdictions: page 2, 100 so far/));
    await expect(matchLine(page)).toBeVisible({ timeout: 30_000 });

    // Every answer fails: after the client's retries the page says so and offers to try again.
    await setFaults(request, { latencyMs: 0, errorRate: 1 });
    await page.getByLabel(/Framework/).selectOption('CFI');
    const error = page.getByRole('alert').filter({ hasText: 'Could not load the jurisdictions' });
    await expect(error).toBeVisible({ timeout: 30_000 });
    await expect(error).toContainText('Try again in a moment');
    await clearFaults(request);
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(matchLine(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/cut-off date: \d/)).toContainText('CFI cut-off date: 1 Jan 2020');
  });
});

test('drills from Côte d’Ivoire to a province and back, each with its risk and boundary', async ({
  page,
}) => {
  await page.goto('/jurisdictions?framework=EUDR&country=CI');
  await expect(table(page).locator('tbody tr')).toHaveCount(1, { timeout: 30_000 });
  await table(page)
    .getByRole('button', { name: /^Côte d.Ivoire$/ })
    .click();
  const country = page.getByRole('region', { name: /Ivoire/ });
  const regions = country.getByRole('list', { name: /Regions of Côte/ });
  await expect(regions.getByRole('listitem')).toHaveCount(19, { timeout: 30_000 });
  await expect(country.getByText(/Regions of Côte d.Ivoire \(19\)/)).toBeVisible();
  await regions.getByRole('button', { name: /Lagunes/ }).click();
  await expect(page).toHaveURL(/selected=jur-CIV-lagunes/);
  const province = page.getByRole('region', { name: 'Lagunes' });
  await expect(province).toContainText('Region · GADM CIV.lagunes · CI');
  await expect(province).toContainText('Assessed risk (service):');
  await expect(province).toContainText('Its boundary is outlined on the map.', { timeout: 30_000 });
  // Plots counted inside the province's own boundary (a number once the plots are in).
  await expect(province.getByText('Your plots here').locator('xpath=following-sibling::dd[1]')).toHaveText(
    /^\d[\d,]*$/,
    { timeout: 30_000 },
  );
  await waitForMapIdle(page);
  await page.screenshot({ path: 'test-results/screens/jurisdictions-province.png' });
  await province.getByRole('button', { name: /Back to Côte d.Ivoire/ }).click();
  await expect(page).toHaveURL(/selected=jur-CIV(&|$)/);
  await expect(
    page.getByRole('region', { name: /Ivoire/ }).getByRole('list', { name: /Regions of/ }),
  ).toBeVisible();
});

/** Column of the table (1-based): name, country, assessed risk, EU benchmark, deforested, forest, plots, suppliers. */
const RISK_COL = 3;
const PLOTS_COL = 7;
const SUPPLIERS_COL = 8;
const regionRows = (page: Page) => table(page).locator('tbody tr[data-level="1"]');
const cellTexts = (rows: ReturnType<typeof regionRows>, col: number) =>
  rows.locator(`td:nth-child(${col})`).allTextContents();
const asNumber = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** The regions the jurisdictions map draws, by id (read through the e2e build's hook). */
const drawnRegions = (page: Page) =>
  page.evaluate(() => {
    const map = window.__jurisdictionsMap!;
    if (!map.getLayer('jur-region-fill')) return [];
    return [...new Set(map.queryRenderedFeatures({ layers: ['jur-region-fill'] }).map((f) => String(f.id)))];
  });

const PRODUCERS = [
  { id: 'jur-CIV', code: 'CI', name: /Côte d.Ivoire/, regions: 19 },
  { id: 'jur-GHA', code: 'GH', name: /Ghana/, regions: 10 },
  { id: 'jur-IDN', code: 'ID', name: /Indonesia/, regions: 33 },
  { id: 'jur-BRA', code: 'BR', name: /Brazil/, regions: 27 },
];

for (const c of PRODUCERS) {
  test(`lists and maps the provinces of ${c.code} with their risk, our plots and suppliers in each`, async ({
    page,
  }) => {
    // Opened from a link: the country's regions are listed under it in the table and drawn on the map.
    await page.goto(`/jurisdictions?framework=EUDR&selected=${c.id}`);
    await expect(regionRows(page)).toHaveCount(c.regions, { timeout: 60_000 });
    const status = page.getByText(new RegExp(`^${c.regions} regions of .+ drawn by their assessed risk\\.$`));
    await expect(status).toBeVisible({ timeout: 60_000 });
    // Every region is drawn (a few islands may be under a pixel at this zoom), and only this country's. The
    // regions come in batches: the status can be read a frame before the map is handed the last one.
    await expect
      .poll(async () => (await drawnRegions(page)).length, { timeout: 60_000 })
      .toBeGreaterThanOrEqual(Math.floor(c.regions * 0.85));
    const drawn = await drawnRegions(page);
    expect(drawn.every((id) => id.startsWith(`${c.id}-`))).toBe(true);
    // Each region has its own assessed risk.
    const risks = await cellTexts(regionRows(page), RISK_COL);
    expect(risks.every((r) => ['High', 'Medium', 'Low', 'None'].includes(r.trim()))).toBe(true);
    // Our plots and suppliers counted in each region's boundary; together they are the country's plots
    // (a plot on a simplified border may fall outside every region).
    await expect(
      regionRows(page)
        .locator(`td:nth-child(${PLOTS_COL})`)
        .filter({ hasText: /Counting/ }),
    ).toHaveCount(0, { timeout: 60_000 });
    const plots = (await cellTexts(regionRows(page), PLOTS_COL)).map(asNumber);
    const suppliers = (await cellTexts(regionRows(page), SUPPLIERS_COL)).map(asNumber);
    const countryRow = table(page).locator('tbody tr[data-level="0"]').filter({ hasText: c.name });
    const countryPlots = asNumber(await countryRow.locator(`td:nth-child(${PLOTS_COL})`).innerText());
    const total = plots.reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(countryPlots);
    expect(total).toBeGreaterThanOrEqual(Math.floor(countryPlots * 0.9));
    plots.forEach((n, i) => expect(suppliers[i]! > 0).toBe(n > 0));
  });
}

test('the provinces are listed with their risk under each framework', async ({ page }) => {
  // One visit: the framework is switched on the page (which closes the country), so the plots and the map
  // are loaded once, not five times; Indonesia alone is listed.
  await page.goto('/jurisdictions?framework=EUDR&country=ID&selected=jur-IDN');
  const indonesia = page.getByRole('region', { name: 'Indonesia' });
  const byFramework = new Map<string, string>();
  for (const framework of ['EUDR', 'RSPO', 'NPDE', 'CFI', 'Fairtrade']) {
    if (framework !== 'EUDR') {
      await page.getByLabel(/Framework/).selectOption(framework);
      await expect(page).toHaveURL(new RegExp(`framework=${framework}(&|$)`));
      await expect(regionRows(page)).toHaveCount(0);
      await table(page).getByRole('button', { name: 'Show the regions of Indonesia' }).click();
    }
    await expect(page).toHaveURL(/selected=jur-IDN(&|$)/);
    // The country's own assessment is the one of this framework, and so are its regions (their query is
    // asked per framework: no row of the previous one is kept).
    await expect(indonesia).toContainText(`(${framework} framework)`);
    await expect(regionRows(page)).toHaveCount(33, { timeout: 60_000 });
    const names = await cellTexts(regionRows(page), 1);
    const risks = await cellTexts(regionRows(page), RISK_COL);
    // Risk differs within the country.
    expect(new Set(risks).size).toBeGreaterThan(1);
    byFramework.set(
      framework,
      names
        .map((n, i) => `${n}: ${risks[i]}`)
        .sort()
        .join(','),
    );
  }
  // The frameworks judge the same loss differently: not every framework gives the same regions' risks.
  expect(new Set(byFramework.values()).size).toBeGreaterThan(1);
});

test('drills from Brazil to Pará in the table and back', async ({ page }) => {
  await page.goto('/jurisdictions?framework=EUDR&country=BR');
  await expect(table(page).locator('tbody tr')).toHaveCount(1, { timeout: 30_000 });
  await table(page).getByRole('button', { name: 'Show the regions of Brazil' }).click();
  await expect(page).toHaveURL(/selected=jur-BRA(&|$)/);
  await expect(regionRows(page)).toHaveCount(27, { timeout: 60_000 });
  await table(page).getByRole('button', { name: 'Pará', exact: true }).click();
  await expect(page).toHaveURL(/selected=jur-BRA-para(&|$)/);
  const para = page.getByRole('region', { name: 'Pará' });
  await expect(para).toContainText('Region · GADM');
  await expect(para.getByText('Your suppliers here').locator('xpath=following-sibling::dd[1]')).toHaveText(
    /^\d[\d,]*$/,
    { timeout: 60_000 },
  );
  // The region's siblings stay on the map and in the table while it is open.
  await expect(regionRows(page)).toHaveCount(27);
  await expect
    .poll(async () => (await drawnRegions(page)).includes('jur-BRA-para'), { timeout: 60_000 })
    .toBe(true);
  await para.getByRole('button', { name: /Back to Brazil/ }).click();
  await expect(page).toHaveURL(/selected=jur-BRA(&|$)/);
  await table(page).getByRole('button', { name: 'Hide the regions of Brazil' }).click();
  await expect(regionRows(page)).toHaveCount(0);
});

test('a search looks through every region’s name, accents aside, and a reload keeps it', async ({ page }) => {
  await page.goto('/jurisdictions?framework=EUDR');
  await expect(matchLine(page)).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Search countries and regions').fill('riau');
  await expect(page).toHaveURL(/q=riau/);
  await expect(regionRows(page).filter({ hasText: 'Riau' })).not.toHaveCount(0, { timeout: 60_000 });
  await expect(table(page).locator('tbody tr[data-level="0"]')).toContainText(['Indonesia']);
  await page.reload();
  await expect(page.getByLabel('Search countries and regions')).toHaveValue('riau');
  await expect(regionRows(page).filter({ hasText: 'Riau' })).not.toHaveCount(0, { timeout: 60_000 });
  await page.getByLabel('Search countries and regions').fill('cote');
  await expect(table(page).locator('tbody tr[data-level="0"]')).toHaveText([/Côte d.Ivoire/]);
});

test('the EU benchmark is a map layer of its own, never over the service’s risk, kept in the URL', async ({
  page,
}) => {
  // One country listed, so the accessibility check below reads a short table.
  await page.goto('/jurisdictions?framework=EUDR&country=CI&selected=jur-CIV');
  await expect(page.getByText(/^19 regions of Côte d.Ivoire drawn/)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('radio', { name: 'EU country benchmark (official)' }).check();
  await expect(page).toHaveURL(/layer=benchmark/);
  await expect(page.getByRole('heading', { name: 'Legend: EU country benchmark (official)' })).toBeVisible();
  // The map redraws after the switch: wait on what it draws, not on an idle flag set before it.
  const layers = () =>
    page.evaluate(() => {
      const map = window.__jurisdictionsMap!;
      return {
        benchmark: map.getLayer('jur-benchmark-fill')
          ? map.queryRenderedFeatures({ layers: ['jur-benchmark-fill'] }).length
          : 0,
        risk: Boolean(map.getLayer('jur-fill') ?? map.getLayer('jur-region-fill')),
      };
    });
  await expect.poll(async () => (await layers()).benchmark, { timeout: 60_000 }).toBeGreaterThan(0);
  expect((await layers()).risk).toBe(false);
  // A link keeps the layer (here without a country open: a light page for the accessibility check).
  await page.goto('/jurisdictions?framework=EUDR&country=CI&layer=benchmark');
  await expect(page.getByRole('radio', { name: 'EU country benchmark (official)' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Legend: EU country benchmark (official)' })).toBeVisible();
  await expect(table(page).locator('tbody tr')).toHaveCount(1, { timeout: 60_000 });
  await expectNoSeriousA11yViolations(page);
});
