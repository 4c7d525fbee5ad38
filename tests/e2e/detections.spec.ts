import { test, expect, waitForMapIdle, expectNoSeriousA11yViolations } from './fixtures.ts';
import { isQuietMonth } from '../../server/simulator/geo/detections.ts';

/** The latest past month in which the simulator has both clearings and fires (it leaves ~1 in 12 quiet). */
function busyMonth(): { year: number; month: number } {
  const now = new Date();
  let year = now.getUTCFullYear();
  let month = now.getUTCMonth(); // last month (0 means December of last year)
  for (;;) {
    if (month === 0) {
      year -= 1;
      month = 12;
    }
    if (!isQuietMonth('deforestation', year, month) && !isQuietMonth('fire', year, month))
      return { year, month };
    month -= 1;
  }
}

// One tab for the page's journeys, each from a fresh load (each was a browser window, a sign-in and a first load
// of the app).
test("a month's detections previewed on the map with the touched plots; the month picker offers no future month; a range of months lists every month's files; both kept in the URL", async ({
  page,
}) => {
  test.setTimeout(3 * 120_000);
  await test.step('a month’s detections are previewed on the map and the touched plots listed', async () => {
    const { year, month } = busyMonth();
    const mm = String(month).padStart(2, '0');
    await page.goto(`/detections?year=${year}&month=${month}`);
    await expect(page.getByRole('heading', { name: 'Detections', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Year', { exact: true })).toHaveValue(String(year));
    await expect(page.getByLabel('Month', { exact: true })).toHaveValue(String(month));

    const files = page.getByRole('list', { name: 'Export files' });
    await expect(files.getByRole('listitem')).toHaveCount(2);
    await expect(files).toContainText(`deforestation-${year}-${mm}.zip`);
    await expect(files).toContainText(`fire-${year}-${mm}.zip`);
    await expect(page.getByText(/\d+ deforestation areas? and \d+ fires? on the map/)).toBeVisible({
      timeout: 30_000,
    });

    const touched = page.getByRole('heading', { name: /Your plots touched \(\d+\)/ });
    await expect(touched).toBeVisible({ timeout: 30_000 });
    const count = Number((await touched.textContent())!.match(/\((\d+)\)/)![1]);
    expect(count).toBeGreaterThan(0);
    const rows = page.getByRole('table', { name: /touched by this month/ }).locator('tbody tr');
    await expect(rows).toHaveCount(count);
    await expect(rows.first()).toContainText(/Deforestation|Fire/);
    // Each confidence label is explained: under the map in words, and on the label itself as a tooltip.
    const confidence = page.getByRole('region', { name: 'Confidence of a detection' });
    await expect(confidence).toContainText('nominal');
    await expect(confidence).toContainText('a clear signal in one observation');
    await expect(confidence).toContainText('confirmed by more than one satellite observation');
    await expect(rows.locator('abbr').first()).toHaveAttribute('title', /confidence: /);
    await expectNoSeriousA11yViolations(page);
    await waitForMapIdle(page);
    await page.screenshot({ path: 'test-results/screens/detections.png' });

    // A touched plot framed on the map with its detections.
    await rows.first().getByRole('button').click();
    await expect(rows.first().getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    await waitForMapIdle(page);
    await page.screenshot({ path: 'test-results/screens/detections-plot.png' });

    // The file downloads from the bytes already fetched with the token.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download deforestation-${year}-${mm}.zip` }).click();
    expect((await download).suggestedFilename()).toBe(`deforestation-${year}-${mm}.zip`);
  });
  await test.step('the month picker offers no future month and keeps the month in the URL', async () => {
    const now = new Date();
    await page.goto('/detections');
    // Default: the last complete month.
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    await expect(page.getByLabel('Year', { exact: true })).toHaveValue(String(last.getUTCFullYear()));
    await expect(page.getByLabel('Month', { exact: true })).toHaveValue(String(last.getUTCMonth() + 1));

    await page.getByLabel('Year', { exact: true }).selectOption(String(now.getUTCFullYear()));
    const months = page.getByLabel('Month', { exact: true }).locator('option');
    for (let m = 1; m <= 12; m++) {
      const option = months.nth(m - 1);
      if (m > now.getUTCMonth() + 1) await expect(option).toBeDisabled();
      else await expect(option).toBeEnabled();
    }
    await expect(page.getByLabel('Year', { exact: true }).locator('option').first()).toHaveText(
      String(now.getUTCFullYear()),
    );
    await expect(page.getByLabel('Year', { exact: true }).locator('option').last()).toHaveText('2016');

    await page.getByLabel('Year', { exact: true }).selectOption('2019');
    await page.getByLabel('Month', { exact: true }).selectOption('7');
    await expect(page).toHaveURL(/year=2019/);
    await expect(page).toHaveURL(/month=7/);
    await expect(page.getByRole('heading', { name: 'Files for July 2019' })).toBeVisible();

    // A hand-written future month is brought back to this month, never sent.
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/detections-export?')) sent.push(r.url());
    });
    await page.goto(`/detections?year=${now.getUTCFullYear() + 1}&month=1`);
    await expect(page.getByLabel('Year', { exact: true })).toHaveValue(String(now.getUTCFullYear()));
    await expect(page.getByLabel('Month', { exact: true })).toHaveValue(String(now.getUTCMonth() + 1));
    await expect(page.getByRole('list', { name: 'Export files' })).toBeVisible();
    expect(sent.every((u) => new URL(u).searchParams.get('year') === String(now.getUTCFullYear()))).toBe(
      true,
    );
  });
  await test.step('a range of months lists every month’s files and keeps the range in the URL', async () => {
    const { year, month } = busyMonth();
    const start = new Date(Date.UTC(year, month - 2, 1)); // the month before
    const sy = start.getUTCFullYear();
    const sm = start.getUTCMonth() + 1;
    await page.goto(`/detections?year=${sy}&month=${sm}`);
    await expect(page.getByRole('list', { name: 'Export files' }).getByRole('listitem')).toHaveCount(2);

    await page.getByLabel(/Several months/).check();
    await page.getByLabel('Until year', { exact: true }).selectOption(String(year));
    await page.getByLabel('Until month', { exact: true }).selectOption(String(month));
    await expect(page).toHaveURL(new RegExp(`toYear=${year}`));
    await expect(page).toHaveURL(new RegExp(`toMonth=${month}`));
    const files = page.getByRole('list', { name: 'Export files' });
    await expect(files.getByRole('listitem')).toHaveCount(4);
    const mm = String(month).padStart(2, '0');
    const smm = String(sm).padStart(2, '0');
    await expect(files).toContainText(`deforestation-${sy}-${smm}.zip`);
    await expect(files).toContainText(`fire-${year}-${mm}.zip`);
    await expect(page.getByRole('heading', { name: /^Files for \w+ \d{4} to \w+ \d{4}$/ })).toBeVisible();
    await expect(
      page.getByText(/to \w+ \d{4}: \d+ deforestation areas? and \d+ fires? on the map/),
    ).toBeVisible({
      timeout: 30_000,
    });

    // Back to one month.
    await page.getByLabel(/Several months/).uncheck();
    await expect(page).not.toHaveURL(/toYear=/);
    await expect(files.getByRole('listitem')).toHaveCount(2);
  });
});
