/**
 * Accessibility: axe reports no serious or critical WCAG 2.1 A/AA violation on any page, and every page can
 * be reached and operated from the keyboard.
 */
import { test, expect, expectNoSeriousA11yViolations, trackNetworkIdle, waitForMapIdle } from './fixtures.ts';
import { NAV_ITEMS } from '../../src/app/nav.ts';
import { errorFile, writeFixture } from './uploads-files.ts';

/** Pages that show a map as soon as they open. */
const WITH_MAP = new Set(['/projects', '/plots', '/jurisdictions', '/risk-info', '/detections']);

// One journey for every page: reached from the keyboard, clicked through hurried (leaving a page while its
// map, drawing tool or data are still starting must not break the next one: found when the security journey
// clicked through every page), then settled, each page judged by axe once its data is in. A journey per page
// paid a browser window, a sign-in and a first load of the whole app for each of the eleven pages.
test('every page is reached from the keyboard, survives a hurried click-through, and has no serious or critical accessibility violation', async ({
  page,
}) => {
  test.setTimeout(NAV_ITEMS.length * 60_000);
  const networkIdle = trackNetworkIdle(page);
  await page.goto('/projects');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await test.step('the keyboard reaches the skip link first and every navigation entry', async () => {
    // The shell renders once the server's connection default is known: a person tabs through what is shown.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    for (const item of NAV_ITEMS) {
      const link = nav.getByRole('link', { name: item.label, exact: true });
      await link.focus();
      await expect(link).toBeFocused();
    }
    await nav.getByRole('link', { name: 'Settings', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/settings/);
  });
  await test.step('hurried: every entry opens its page, left at once', async () => {
    for (const item of NAV_ITEMS) {
      await nav.getByRole('link', { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${item.to}(\\?|$)`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(item.label);
    }
  });
  for (const item of NAV_ITEMS)
    await test.step(`settled: ${item.label}: no serious or critical accessibility violation`, async () => {
      await nav.getByRole('link', { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${item.to}(\\?|$)`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(item.label);
      // Each map (and the tools that start with it) finishes starting and the data arrive before axe
      // judges the page: with its content, not its spinner.
      if (WITH_MAP.has(item.to)) await waitForMapIdle(page);
      await networkIdle();
      await expectNoSeriousA11yViolations(page);
    });
  await expect(page.getByText('This page failed to load')).toHaveCount(0);
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
