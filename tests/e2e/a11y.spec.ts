/**
 * Accessibility: axe reports no serious or critical WCAG 2.1 A/AA violation on any page, and every page can
 * be reached and operated from the keyboard.
 */
import { test, expect, expectNoSeriousA11yViolations } from './fixtures.ts';
import { NAV_ITEMS } from '../../src/app/nav.ts';
import { errorFile, writeFixture } from './uploads-files.ts';

for (const item of NAV_ITEMS) {
  test(`${item.label}: no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(item.to);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(item.label);
    // Let data arrive so the page is judged with its content, not its spinner.
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  });
}

test('the keyboard reaches the skip link first and every navigation entry', async ({ page }) => {
  await page.goto('/projects');
  // The shell renders once the server's connection default is known: a person tabs through what is shown.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const item of NAV_ITEMS) {
    const link = nav.getByRole('link', { name: item.label, exact: true });
    await link.focus();
    await expect(link).toBeFocused();
  }
  await nav.getByRole('link', { name: 'Settings', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings/);
});

test('the supplier self-check: no serious or critical accessibility violation after a check', async ({
  page,
}) => {
  const file = writeFixture(test.info().outputDir, 'a11y-self-check.geojson', errorFile());
  await page.goto('/check?buyer=Acme&traces=yes&countries=CI&commodity=cocoa');
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('plot-file-input').setInputFiles([file]);
  await expect(page.getByTestId('receipt-sha256')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the axe check fails a page with low-contrast text, or with a nameless button in any table row', async ({
  page,
}) => {
  const table = (lowContrastRow: number, namelessButtonRow: number) =>
    `<!doctype html><html lang="en"><head><title>Rows</title></head><body><main><h1>Rows</h1><table>
    <thead><tr><th scope="col">Name</th><th scope="col">Open</th></tr></thead><tbody>${Array.from(
      { length: 60 },
      (_, i) =>
        `<tr><td${i + 1 === lowContrastRow ? ' style="color:#ddd;background:#fff"' : ''}>Row ${i + 1}</td>` +
        `<td><button type="button">${i + 1 === namelessButtonRow ? '' : `Open row ${i + 1}`}</button></td></tr>`,
    ).join('')}</tbody></table></main></body></html>`;
  const failures = async (html: string) => {
    await page.setContent(html);
    return expectNoSeriousA11yViolations(page).then(
      () => '',
      (err: Error) => err.message,
    );
  };
  expect(await failures(table(0, 0))).toBe('');
  expect(await failures(table(5, 0))).toContain('color-contrast');
  expect(await failures(table(0, 55))).toContain('button-name');
});
