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
/** Column of the table (1-based): name, country, assessed risk, EU benchmark, deforested, forest, plots, suppliers. */
const RISK_COL = 3;
const PLOTS_COL = 7;
const SUPPLIERS_COL = 8;
/** The rows in the DOM: the table is virtualised, so only those in view and a few either side. */
const bodyRows = (page: Page) => table(page).locator('tbody tr[data-level]');
/** The table's real number of rows (its header row aside), whatever the DOM holds. */
const expectRowCount = (page: Page, rows: number, timeout?: number) =>
  expect(table(page)).toHaveAttribute('aria-rowcount', String(rows + 1), { timeout });

interface ReadRow {
  /** The row's place in the whole table (aria-rowindex: the header row is 1). */
  index: number;
  level: number;
  cells: string[];
}

/** The rows in the DOM now, with their place in the whole table. */
const renderedRows = (page: Page) =>
  table(page).evaluate((t: HTMLTableElement) =>
    [...t.querySelectorAll<HTMLTableRowElement>('tbody tr[aria-rowindex]')].map((tr) => ({
      index: Number(tr.getAttribute('aria-rowindex')),
      level: Number(tr.dataset.level),
      cells: [...tr.cells].map((td) => td.textContent ?? ''),
    })),
  );

/**
 * Every row of the table, in order, read as a person reads a long one: its box scrolled from the top, a
 * screenful at a time, each step waiting until the rows below are drawn.
 */
async function readAllRows(page: Page): Promise<ReadRow[]> {
  const total = Number(await table(page).getAttribute('aria-rowcount')) - 1;
  const box = table(page).locator('xpath=..');
  const seen = new Map<number, ReadRow>();
  await box.evaluate((el) => el.scrollTo({ top: 0 }));
  // Read only once the top's rows are drawn (the first body row is aria-rowindex 2, the header's is 1):
  // right after the scroll the DOM may still hold the rows of where the box was, as the table re-renders
  // a task later. Reading those as the top's made the next step, a screen down, seem to draw nothing new
  // (twice under load: rows up to 44 read, then 2–34 drawn for 30 s at scrollTop 446), and the top's rows
  // were never read.
  await expect
    .poll(async () => Math.min(...(await renderedRows(page)).map((r) => r.index)), {
      message: 'the first rows are drawn once the box is at its top',
    })
    .toBe(2);
  for (;;) {
    for (const row of await renderedRows(page)) seen.set(row.index, row);
    if (seen.size >= total) break;
    const last = Math.max(...seen.keys());
    const { moved, top } = await box.evaluate((el) => {
      const before = el.scrollTop;
      el.scrollTo({ top: before + el.clientHeight });
      return { moved: el.scrollTop > before, top: el.scrollTop };
    });
    expect(moved, `the table scrolls on after row ${last} of ${total}`).toBe(true);
    // A screen further down draws rows past the last read. Should the page scroll the box back meanwhile
    // (it does so to the selected row when rows arrive around it), the same step is taken again. If the rows
    // never come, the box's state at the last try is said.
    let state = '';
    await expect
      .poll(
        async () => {
          const rendered = (await renderedRows(page)).map((r) => r.index);
          const shown = Math.max(...rendered);
          state = await box.evaluate(
            (el, r) =>
              `scrollTop ${el.scrollTop} of ${el.scrollHeight} (${el.clientHeight} high), rows ${r.join('–')}`,
            [Math.min(...rendered), shown],
          );
          if (shown <= last) await box.evaluate((el, to) => el.scrollTo({ top: to }), top);
          return shown;
        },
        { message: `rows after ${last} of ${total} are drawn once the box is scrolled to ${top}` },
      )
      .toBeGreaterThan(last)
      .catch((error: Error) => {
        throw new Error(`${error.message}\nThe table's box at the last try: ${state}`);
      });
  }
  return [...seen.values()].sort((a, b) => a.index - b.index);
}

/**
 * Scrolls the table's box down, a screenful at a time, until `name`'s button is drawn (as a person scrolls
 * to a row), then gives it.
 */
async function scrollToButton(page: Page, name: string) {
  const box = table(page).locator('xpath=..');
  const button = table(page).getByRole('button', { name, exact: true });
  await box.evaluate((el) => el.scrollTo({ top: 0 }));
  await expect
    .poll(
      async () => {
        if (await button.count()) return true;
        await box.evaluate((el) => el.scrollTo({ top: el.scrollTop + el.clientHeight }));
        return false;
      },
      { intervals: [50, 100, 250] },
    )
    .toBe(true);
  return button;
}

async function mapPixels(page: Page) {
  await waitForMapIdle(page);
  return page.locator('canvas.maplibregl-canvas').screenshot();
}

// The filters, the controls' limits and a hand-edited URL: one journey in one tab (each was a browser window,
// a sign-in and a first load of the app, the plots and the world's outlines).
test('filters change the map, the table and the URL; every page is loaded; the controls and a hand-edited URL keep the API limits', async ({
  page,
}) => {
  test.setTimeout(3 * 120_000);
  await test.step('filters change the map, the table and the URL; every page is loaded', async () => {
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
    await expectRowCount(page, allCount);
    // Virtualised: the DOM holds a screenful and a few more, not every row.
    const drawnRows = await bodyRows(page).count();
    expect(drawnRows).toBeGreaterThan(10);
    expect(drawnRows).toBeLessThan(60);
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
    await expectRowCount(page, highCount);
    const highRows = await readAllRows(page);
    expect(highRows).toHaveLength(highCount);
    expect(new Set(highRows.map((r) => r.cells[RISK_COL - 1]))).toEqual(new Set(['High']));
    const after = await mapPixels(page);
    expect(after.equals(before)).toBe(false);

    // Country filter → URL and table.
    await page.getByLabel('Add a country').selectOption('CI');
    await expect(page).toHaveURL(/country=CI/);
    await expect(bodyRows(page)).toHaveCount(1);
    await expectRowCount(page, 1);
    await expect(table(page)).toContainText(/Ivoire/);

    // Has… filter → URL.
    await page
      .getByRole('group', { name: 'Has…' })
      .getByLabel('Indigenous territories')
      .selectOption('false');
    await expect(page).toHaveURL(/hasIndigenousTerritories=false/);
    await expect(bodyRows(page)).toHaveCount(1);

    // A link reproduces the view.
    await page.reload();
    await expect(page.getByLabel(/Framework/)).toHaveValue('RSPO');
    await expect(
      page.getByRole('group', { name: /Risk levels/ }).getByRole('checkbox', { name: 'High' }),
    ).toBeChecked();
    await expect(page.getByRole('list', { name: 'Chosen countries' })).toContainText(/Ivoire/);
    await expect(bodyRows(page)).toHaveCount(1);
  });

  await test.step('the controls enforce the API limits (3 risk levels, 5 countries)', async () => {
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
    await expect(page.getByRole('group', { name: /Countries/ })).toContainText(
      'the service accepts at most 5',
    );
    await expect(page).toHaveURL(/country=BR%2CID%2CCI%2CGH%2CCO|country=BR,ID,CI,GH,CO/);
    await page.getByRole('button', { name: 'Remove Ghana' }).click();
    await expect(add).toBeEnabled();
  });

  await test.step('a hand-edited URL beyond the limits is trimmed before any request', async () => {
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
});

/**
 * The ids of the jurisdictions map's own layers ('jur-…'; every layer with prefix ''), bottom to top (read
 * through the e2e build's hook); none while the map's style is still loading (getStyle() is undefined then:
 * with two journeys side by side, the first poll came that early and threw).
 */
const layerStack = (page: Page, prefix = 'jur-') =>
  page.evaluate(
    (prefix) =>
      (window.__jurisdictionsMap?.getStyle()?.layers ?? [])
        .map((l) => l.id)
        .filter((id) => id.startsWith(prefix)),
    prefix,
  );

// Brazil's journeys share one tab (each was a browser window, a sign-in and a first load of the app and the map).
test('a jurisdiction opens from the table and from the map, with its detail and outline; Brazil drills to Pará in the table and back', async ({
  page,
}) => {
  test.setTimeout(2 * 120_000);
  await test.step('a jurisdiction opens from the table and from the map, with its detail and outline', async () => {
    await page.goto('/jurisdictions?framework=EUDR&country=BR,CI');
    await expect(bodyRows(page)).toHaveCount(2, { timeout: 30_000 });
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
    await expect(bodyRows(page)).toHaveCount(1, { timeout: 30_000 });
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
  await test.step('drills from Brazil to Pará in the table and back', async () => {
    await page.goto('/jurisdictions?framework=EUDR&country=BR');
    await expect(bodyRows(page)).toHaveCount(1, { timeout: 30_000 });
    await table(page).getByRole('button', { name: 'Show the regions of Brazil' }).click();
    await expect(page).toHaveURL(/selected=jur-BRA(&|$)/);
    await expectRowCount(page, 1 + 27, 60_000);
    // Pará may be below the rows drawn: scrolled to, as a person would.
    await (await scrollToButton(page, 'Pará')).click();
    await expect(page).toHaveURL(/selected=jur-BRA-para(&|$)/);
    const para = page.getByRole('region', { name: 'Pará' });
    await expect(para).toContainText('Region · GADM');
    await expect(para.getByText('Your suppliers here').locator('xpath=following-sibling::dd[1]')).toHaveText(
      /^\d[\d,]*$/,
      { timeout: 60_000 },
    );
    // The region's siblings stay on the map and in the table while it is open.
    await expectRowCount(page, 1 + 27);
    await expect
      .poll(async () => (await drawnRegions(page)).includes('jur-BRA-para'), { timeout: 60_000 })
      .toBe(true);
    await para.getByRole('button', { name: /Back to Brazil/ }).click();
    await expect(page).toHaveURL(/selected=jur-BRA(&|$)/);
    await table(page).getByRole('button', { name: 'Hide the regions of Brazil' }).click();
    await expectRowCount(page, 1);
    await expect(regionRows(page)).toHaveCount(0);
  });
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

// Côte d'Ivoire's journeys share one tab (each was a browser window, a sign-in and a first load of the app and the map).
test('drills from Côte d’Ivoire to a province and back; the EU benchmark is a map layer of its own, never over the service’s risk, kept in the URL', async ({
  page,
}) => {
  test.setTimeout(2 * 120_000);
  await test.step('drills from Côte d’Ivoire to a province and back, each with its risk and boundary', async () => {
    await page.goto('/jurisdictions?framework=EUDR&country=CI');
    await expect(bodyRows(page)).toHaveCount(1, { timeout: 30_000 });
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
  await test.step('the EU benchmark is a map layer of its own, never over the service’s risk, kept in the URL', async () => {
    // One country listed, so the accessibility check below reads a short table.
    await page.goto('/jurisdictions?framework=EUDR&country=CI&selected=jur-CIV');
    await expect(page.getByText(/^19 regions of Côte d.Ivoire drawn/)).toBeVisible({ timeout: 60_000 });
    await page.getByRole('radio', { name: 'EU country benchmark (official)' }).check();
    await expect(page).toHaveURL(/layer=benchmark/);
    await expect(
      page.getByRole('heading', { name: 'Legend: EU country benchmark (official)' }),
    ).toBeVisible();
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
    await expect(
      page.getByRole('heading', { name: 'Legend: EU country benchmark (official)' }),
    ).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(1, { timeout: 60_000 });
    await expectNoSeriousA11yViolations(page);
  });
});

const regionRows = (page: Page) => table(page).locator('tbody tr[data-level="1"]');
/** The regions' rows of the whole table (scrolled through). */
const readRegions = async (page: Page) => (await readAllRows(page)).filter((r) => r.level === 1);
const asNumber = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** The regions the jurisdictions map draws, by id (read through the e2e build's hook). */
const drawnRegions = (page: Page) =>
  page.evaluate(() => {
    const map = window.__jurisdictionsMap;
    if (!map?.getLayer('jur-region-fill')) return [];
    return [...new Set(map.queryRenderedFeatures({ layers: ['jur-region-fill'] }).map((f) => String(f.id)))];
  });

const PRODUCERS = [
  { id: 'jur-CIV', code: 'CI', name: /Côte d.Ivoire/, regions: 19 },
  { id: 'jur-GHA', code: 'GH', name: /Ghana/, regions: 10 },
  { id: 'jur-IDN', code: 'ID', name: /Indonesia/, regions: 33 },
  { id: 'jur-BRA', code: 'BR', name: /Brazil/, regions: 27 },
];

// One journey opens the four countries in turn, each from a link in the same tab: a journey per country
// paid the browser context, the sign-in and the first load of the project's plots four times to check the
// same things (the file's journeys took 184 CPU-s with four, 167 with one).
test('lists and maps the provinces of each producer country with their risk, our plots and suppliers in each', async ({
  page,
}) => {
  test.setTimeout(4 * 120_000);
  for (const c of PRODUCERS) await test.step(c.code, () => producerProvinces(page, c));
  // The journeys draw maps at half resolution (fixtures.ts; base-map.tsx says why): a quarter of the pixels.
  const canvas = await page
    .locator('canvas.maplibregl-canvas')
    .evaluate((el: HTMLCanvasElement) => ({ drawn: el.width, shown: el.clientWidth }));
  expect(canvas.drawn).toBe(Math.floor(canvas.shown / 2));
});

async function producerProvinces(page: Page, c: (typeof PRODUCERS)[number]) {
  // Opened from a link: the country's regions are listed under it in the table and drawn on the map.
  await page.goto(`/jurisdictions?framework=EUDR&selected=${c.id}`);
  await expect(matchLine(page)).toBeVisible({ timeout: 60_000 });
  // The selected country is scrolled to the top of the table's box, its regions under it (once every page
  // of the list and the regions are in, as rows arriving push it away). Rows have a set height and columns
  // set widths, so it sits right under the sticky header: when rows were measured and the columns widened
  // as rows arrived, the header grew by a line (57 → 77 px) and the country could stay 20 px lower.
  await expect(regionRows(page).first()).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(
      () =>
        table(page).evaluate((t: HTMLTableElement, name) => {
          const row = [...t.querySelectorAll('tbody tr[data-level="0"]')].find((r) =>
            new RegExp(name).test(r.textContent ?? ''),
          );
          if (!row) return 'not drawn';
          const box = t.parentElement!;
          const { top } = row.getBoundingClientRect();
          const below = Math.round(top - t.tHead!.getBoundingClientRect().bottom);
          const atEnd = box.scrollTop + box.clientHeight >= box.scrollHeight - 1;
          if (Math.abs(below) <= 1) return 'at the top';
          return atEnd && below > 0 ? 'at the end' : `${below} px off`;
        }, c.name.source),
      { timeout: 60_000 },
    )
    .toMatch(/^at the (top|end)$/);
  const status = page.getByText(new RegExp(`^${c.regions} regions of .+ drawn by their assessed risk\\.$`));
  await expect(status).toBeVisible({ timeout: 60_000 });
  // Every region is drawn (a few islands may be under a pixel at this zoom), and only this country's. The
  // regions come in batches: the status can be read a frame before the map is handed the last one.
  await expect
    .poll(async () => (await drawnRegions(page)).length, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(Math.floor(c.regions * 0.85));
  const drawn = await drawnRegions(page);
  expect(drawn.every((id) => id.startsWith(`${c.id}-`))).toBe(true);
  // The countries are drawn under the regions, whichever came first: opened from a link, the regions can
  // come before the country list, and were drawn under the country's own colour.
  await expect.poll(() => layerStack(page), { timeout: 60_000 }).toContain('jur-line');
  const stack = await layerStack(page);
  expect(stack.indexOf('jur-line')).toBeLessThan(stack.indexOf('jur-region-fill'));
  // The country names stay readable: above the colours and the selected outline, not cut by them.
  await expect.poll(() => layerStack(page), { timeout: 60_000 }).toContain('jur-selected-outline');
  const named = await layerStack(page, '');
  expect(named.indexOf('country-names')).toBeGreaterThan(named.indexOf('jur-region-line'));
  expect(named.indexOf('country-names')).toBeGreaterThan(named.indexOf('jur-selected-outline'));
  // Our plots and suppliers counted in each region's boundary (read once none says "Counting").
  let rows: ReadRow[] = [];
  await expect
    .poll(
      async () => {
        rows = await readAllRows(page);
        return rows.filter((r) => r.level === 1 && /Counting/.test(r.cells[PLOTS_COL - 1]!)).length;
      },
      { timeout: 60_000 },
    )
    .toBe(0);
  const regions = rows.filter((r) => r.level === 1);
  expect(regions).toHaveLength(c.regions);
  // Each region has its own assessed risk.
  const risks = regions.map((r) => r.cells[RISK_COL - 1]!.trim());
  expect(risks.every((r) => ['High', 'Medium', 'Low', 'None'].includes(r))).toBe(true);
  // Together the regions hold the country's plots (a plot on a simplified border may fall outside every
  // region).
  const plots = regions.map((r) => asNumber(r.cells[PLOTS_COL - 1]!));
  const suppliers = regions.map((r) => asNumber(r.cells[SUPPLIERS_COL - 1]!));
  const countryRow = rows.find((r) => r.level === 0 && c.name.test(r.cells[0]!))!;
  const countryPlots = asNumber(countryRow.cells[PLOTS_COL - 1]!);
  const total = plots.reduce((a, b) => a + b, 0);
  expect(total).toBeLessThanOrEqual(countryPlots);
  expect(total).toBeGreaterThanOrEqual(Math.floor(countryPlots * 0.9));
  plots.forEach((n, i) => expect(suppliers[i]! > 0).toBe(n > 0));
}

// One tab for both (each was a browser window, a sign-in and a first load of the app and the map).
test('the provinces are listed with their risk under each framework; a search looks through every region’s name, accents aside, and a reload keeps it', async ({
  page,
}) => {
  test.setTimeout(2 * 120_000);
  await test.step('the provinces are listed with their risk under each framework', async () => {
    // One visit: the framework is switched on the page (which closes the country), so the plots and the map
    // are loaded once, not five times; Indonesia alone is listed.
    await page.goto('/jurisdictions?framework=EUDR&country=ID&selected=jur-IDN');
    const indonesia = page.getByRole('region', { name: 'Indonesia' });
    const byFramework = new Map<string, string>();
    for (const framework of ['EUDR', 'RSPO', 'NPDE', 'CFI', 'Fairtrade']) {
      if (framework !== 'EUDR') {
        await page.getByLabel(/Framework/).selectOption(framework);
        await expect(page).toHaveURL(new RegExp(`framework=${framework}(&|$)`));
        await expectRowCount(page, 1);
        await table(page).getByRole('button', { name: 'Show the regions of Indonesia' }).click();
      }
      await expect(page).toHaveURL(/selected=jur-IDN(&|$)/);
      // The country's own assessment is the one of this framework, and so are its regions (their query is
      // asked per framework: no row of the previous one is kept).
      await expect(indonesia).toContainText(`(${framework} framework)`);
      await expectRowCount(page, 1 + 33, 60_000);
      const regions = await readRegions(page);
      expect(regions).toHaveLength(33);
      const names = regions.map((r) => r.cells[0]!);
      const risks = regions.map((r) => r.cells[RISK_COL - 1]!);
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
  await test.step('a search looks through every region’s name, accents aside, and a reload keeps it', async () => {
    await page.goto('/jurisdictions?framework=EUDR');
    await expect(matchLine(page)).toBeVisible({ timeout: 60_000 });
    await page.getByLabel('Search countries and regions').fill('riau');
    await expect(page).toHaveURL(/q=riau/);
    await expect(regionRows(page).filter({ hasText: 'Riau' })).not.toHaveCount(0, { timeout: 60_000 });
    await expect(table(page).locator('tbody tr[data-level="0"]')).toContainText(['Indonesia']);
    await page.reload();
    await expect(page.getByLabel('Search countries and regions')).toHaveValue('riau');
    await expect(regionRows(page).filter({ hasText: 'Riau' })).not.toHaveCount(0, { timeout: 60_000 });
    // "cote" is in a country's name (Côte d'Ivoire) and in regions of France (Côte-d'Or, Côtes-d'Armor) and
    // Honduras (Ocotepeque), among about 4,500 regions worldwide: each match under its country.
    await page.getByLabel('Search countries and regions').fill('cote');
    const countryRows = table(page).locator('tbody tr[data-level="0"]');
    await expect(countryRows).toHaveCount(3, { timeout: 60_000 });
    for (const name of [/Côte d.Ivoire/, 'France', 'Honduras'])
      await expect(countryRows.filter({ hasText: name })).toHaveCount(1);
    await expect(regionRows(page)).toHaveCount(3);
    for (const name of ["Côte-d'Or", "Côtes-d'Armor", 'Ocotepeque'])
      await expect(regionRows(page).filter({ hasText: name })).toHaveCount(1);
  });
});
