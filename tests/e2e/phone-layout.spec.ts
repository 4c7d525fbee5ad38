/**
 * A 390 px phone: no page scrolls sideways. Every route of the navigation, a plot, a supplier and its report,
 * and Uploads after a check of a file with problems (its tables were 560–730 px wide once). Wide tables may
 * scroll inside their own box; the page itself must not, or its header and menu slide out of view.
 */
import { test, expect, expectNoSidewaysScroll } from './fixtures.ts';
import { NAV_ITEMS } from '../../src/app/nav.ts';
import { errorFile, writeFixture } from './uploads-files.ts';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true });

test('no page scrolls sideways at 390 px', async ({ page }) => {
  for (const item of NAV_ITEMS) {
    await page.goto(item.to);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(item.label);
    // Judged with its content, not its spinner.
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, item.to);
  }

  // A supplier, its report, and a plot: reached as a person does, from the lists.
  await page.goto('/suppliers');
  const supplierLink = page.getByRole('table').getByRole('link').first();
  await expect(supplierLink).toBeVisible();
  await supplierLink.click();
  await expect(page).toHaveURL(/\/suppliers\/[^/]+$/);
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page, page.url());
  await page.goto(`${new URL(page.url()).pathname}/report`);
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page, page.url());

  await page.goto('/plots');
  const plotLink = page.getByRole('grid', { name: 'Plots' }).getByRole('link').first();
  await expect(plotLink).toBeVisible();
  await plotLink.click();
  await expect(page).toHaveURL(/\/plots\/[^/?]+/);
  await expect(page.getByRole('heading', { name: 'Risk assessment' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page, page.url());
});

test('Uploads after a check with problems does not scroll sideways at 390 px', async ({ page }) => {
  const file = writeFixture(test.info().outputDir, 'phone-errors.geojson', errorFile());
  await page.goto('/uploads');
  await page.getByLabel('Supplier', { exact: true }).fill(`Phone check ${Date.now().toString(36)}`);
  await page.getByTestId('plot-file-input').first().setInputFiles([file]);
  await expect(page.getByRole('heading', { name: 'Check result' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'Uploads after a check');
});

test('the supplier self-check after a check with problems does not scroll sideways at 390 px', async ({
  page,
}) => {
  const file = writeFixture(test.info().outputDir, 'phone-self-check.geojson', errorFile());
  await page.goto('/check?buyer=A%20buyer%20with%20a%20rather%20long%20company%20name%20Ltd&countries=CI');
  await expectNoSidewaysScroll(page, '/check');
  await page.getByTestId('plot-file-input').setInputFiles([file]);
  await expect(page.getByRole('heading', { name: 'File to send and receipt' })).toBeVisible();
  await expect(page.getByTestId('receipt-sha256')).toBeVisible();
  await expectNoSidewaysScroll(page, '/check after a check');
});
