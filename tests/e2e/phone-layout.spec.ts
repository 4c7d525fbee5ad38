/**
 * A 390 px phone: no page scrolls sideways. Every route of the navigation, a plot, a supplier and its report,
 * and Uploads after a check of a file with problems (its tables were 560–730 px wide once). Wide tables may
 * scroll inside their own box; the page itself must not, or its header and menu slide out of view.
 *
 * The tour of every page runs in French, the browser's language: French words are the longest of our five
 * languages, so the sideways check is strictest there, and each page is also seen to speak French (its
 * heading, and no English sentence of the catalogues left on it).
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoSidewaysScroll, trackNetworkIdle } from './fixtures.ts';
import { NAV_ITEMS } from '../../src/app/nav.ts';
import { en } from '@core/i18n/catalogues/en.ts';
import { fr } from '@core/i18n/catalogues/fr.ts';
import { loadCatalogue, msg, render, type MessageKey } from '@core/i18n/messages.ts';
import { cleanFile, errorFile, writeFixture } from './uploads-files.ts';

const PHONE = { width: 390, height: 844 };

/** A finger's touch target, in CSS pixels (WCAG 2.5.5, Apple's and Google's guides: 44–48). */
const TOUCH = 44;

/**
 * A table folded into cards: its rows are blocks, it fits the screen, the box around it does not scroll
 * sideways, and its buttons are full touch targets.
 */
async function expectCards(table: Locator, where: string) {
  await expect(table, where).toBeVisible();
  const found = await table.evaluate((t) => {
    let box: HTMLElement | null = t.parentElement;
    while (box && box !== document.body && getComputedStyle(box).overflowX === 'visible')
      box = box.parentElement;
    const rows = [...t.querySelectorAll('tbody tr:not([aria-hidden])')];
    const buttons = [...t.querySelectorAll('tbody button')].filter((b) => b.getClientRects().length > 0);
    return {
      rows: rows.length,
      blockRows: rows.filter((r) => getComputedStyle(r).display === 'block').length,
      fits: t.getBoundingClientRect().right <= document.documentElement.clientWidth + 0.5,
      boxScrollsSideways: box && box !== document.body ? box.scrollWidth > box.clientWidth + 1 : false,
      smallestButton: Math.min(...buttons.map((b) => b.getBoundingClientRect().height)),
    };
  });
  expect(found.rows, `${where}: rows`).toBeGreaterThan(0);
  expect(found, where).toMatchObject({ blockRows: found.rows, fits: true, boxScrollsSideways: false });
  // No button at all gives Infinity: nothing too small to touch.
  expect(found.smallestButton, `${where}: its smallest button`).toBeGreaterThanOrEqual(TOUCH);
}

/**
 * The English sentences of the catalogues that French says otherwise: whole messages without placeholders,
 * of three words or more (a shorter one, "Low" or "Plot ID", may also be a value in the data).
 */
const ENGLISH_SENTENCES = (Object.entries(en) as [MessageKey, string][])
  .filter(([key, en]) => !en.includes('{') && en.split(' ').length >= 3 && fr[key] !== en)
  .map(([, en]) => en);

/** The page shows none of those English sentences: a component that kept its English would. */
async function expectFrench(page: Page, where: string) {
  const text = await page.locator('body').innerText();
  expect(
    ENGLISH_SENTENCES.filter((s) => text.includes(s)),
    `${where}: English left on the page`,
  ).toEqual([]);
}

test.use({ viewport: PHONE, hasTouch: true });

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });
  test.beforeAll(() => loadCatalogue('fr'));

  // Every page reached as a person on a phone does, from the menu (one load of the app, not one a page: a
  // fresh load costs about 2 CPU-s of the journeys' budget, and the menu is how the pages are reached).
  test('no page scrolls sideways at 390 px, and each one speaks French', async ({ page }) => {
    const networkIdle = trackNetworkIdle(page);
    await page.goto('/projects');
    const nav = page.getByRole('navigation', { name: render('fr', msg('nav.main')) });
    const menu = page.getByRole('button', { name: render('fr', msg('app.menu')) });
    const open = async (label: string) => {
      await menu.click();
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(nav).toBeHidden();
    };
    for (const item of NAV_ITEMS) {
      const label = render('fr', msg(item.key));
      await open(label);
      await expect(page).toHaveURL(new RegExp(`${item.to}(\\?|$)`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(label);
      // Judged with its content, not its spinner.
      await networkIdle();
      await expectNoSidewaysScroll(page, item.to);
      await expectFrench(page, item.to);
    }

    // A supplier, its report, and a plot: reached as a person does, from the lists.
    await open(render('fr', msg('nav.suppliers')));
    const supplierLink = page.getByRole('table').getByRole('link').first();
    await expect(supplierLink).toBeVisible();
    await supplierLink.click();
    await expect(page).toHaveURL(/\/suppliers\/[^/]+$/);
    await networkIdle();
    await expectNoSidewaysScroll(page, page.url());
    await expectFrench(page, page.url());
    await page.goto(`${new URL(page.url()).pathname}/report`);
    await networkIdle();
    await expectNoSidewaysScroll(page, page.url());
    await expectFrench(page, page.url());

    await open(render('fr', msg('nav.plots')));
    const plotLink = page.getByRole('grid').getByRole('link').first();
    await expect(plotLink).toBeVisible();
    await plotLink.click();
    await expect(page).toHaveURL(/\/plots\/[^/?]+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await networkIdle();
    await expectNoSidewaysScroll(page, page.url());
    await expectFrench(page, page.url());
  });
});

// One tab for these, each from a fresh load (each was a browser window, a sign-in and a first load of the app).
test('at 390 px nothing scrolls sideways: Uploads after a check with problems, Uploads while sending (cards), the supplier self-check after a check with problems', async ({
  page,
}) => {
  test.setTimeout(3 * 120_000);
  await test.step('Uploads after a check with problems does not scroll sideways at 390 px', async () => {
    const file = writeFixture(test.info().outputDir, 'phone-errors.geojson', errorFile());
    await page.goto('/uploads');
    await page.getByLabel('Supplier', { exact: true }).fill(`Phone check ${Date.now().toString(36)}`);
    await page.getByTestId('plot-file-input').first().setInputFiles([file]);
    await expect(page.getByRole('heading', { name: 'Check result' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'Uploads after a check');
    await expectCards(page.getByRole('table', { name: 'Files' }), 'the files table');
    const problems = page.getByRole('table', { name: 'Problems' });
    const bowTie = problems.getByRole('row', { name: /Bow tie/ }).first();
    await expect(bowTie).toBeVisible();
    await expectCards(problems, 'the problems table');
    // A card says what each value is: the message under its title.
    await expect(bowTie.locator('td[data-label="Message"]')).toContainText('Bow tie');

    // The safe fixes: every one chosen, previewed; the before/after counts and the repaired plots as cards.
    const panel = page.getByRole('region', { name: 'Fix phone-errors.geojson' });
    const boxes = panel.getByRole('checkbox');
    for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).check();
    await expect(panel.getByRole('button', { name: 'Preview the fixes' })).toHaveCSS(
      'min-height',
      `${TOUCH}px`,
    );
    await panel.getByRole('button', { name: 'Preview the fixes' }).click();
    const beforeAfter = panel.getByRole('table', { name: 'Before and after fixing phone-errors.geojson' });
    await expect(beforeAfter.getByRole('row').first()).toBeVisible({ timeout: 30_000 });
    await expectCards(beforeAfter, 'the before/after table');
    const fixed = panel.getByRole('table', {
      name: 'Plots whose shape the fixes change in phone-errors.geojson',
    });
    await expectCards(fixed, 'the fixed plots table');
    await expectNoSidewaysScroll(page, 'Uploads after previewing the fixes');
  });
  await test.step('Uploads while sending: the files being sent are cards at 390 px', async () => {
    const supplier = `Phone send ${Date.now().toString(36)}`;
    const file = writeFixture(
      test.info().outputDir,
      'phone-send-a-file-with-a-long-name.geojson',
      cleanFile(supplier, 2),
    );
    // The storage holds the file's PUT unanswered while the table is looked at: the row stays "sending".
    await page.route(/\/storage\//, () => {});
    await page.goto('/uploads');
    await page.getByLabel('Supplier', { exact: true }).fill(supplier);
    await page.getByTestId('plot-file-input').first().setInputFiles([file]);
    await expect(page.getByRole('heading', { name: 'Check result' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: `Upload 1 file for ${supplier}` }).click();
    const sending = page.getByRole('table', { name: 'Files being sent' });
    await expect(sending.getByRole('row', { name: /phone-send/ })).toContainText('sending', {
      timeout: 30_000,
    });
    await expectCards(sending, 'the files being sent');
    await expectNoSidewaysScroll(page, 'Uploads while sending');
  });
  await test.step('the supplier self-check after a check with problems does not scroll sideways at 390 px', async () => {
    const file = writeFixture(test.info().outputDir, 'phone-self-check.geojson', errorFile());
    await page.goto('/check?buyer=A%20buyer%20with%20a%20rather%20long%20company%20name%20Ltd&countries=CI');
    await expectNoSidewaysScroll(page, '/check');
    await page.getByTestId('plot-file-input').setInputFiles([file]);
    await expect(page.getByRole('heading', { name: 'File to send and receipt' })).toBeVisible();
    await expect(page.getByTestId('receipt-sha256')).toBeVisible();
    await expectNoSidewaysScroll(page, '/check after a check');
  });
});
