/** Suppliers journeys: the table with risk counts, create, rename, delete, and a refused delete explained. */
import { expect, test } from './fixtures.ts';

function allowHttpStatus(consoleErrors: string[], status: number) {
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (consoleErrors[i]!.includes(`status of ${status}`)) consoleErrors.splice(i, 1);
  }
}

// One tab for the page's journeys, each from a fresh load (each was a browser window, a sign-in and a first load
// of the app).
test("the Suppliers page: plots by risk level with links, a supplier's New upload link, create, rename and delete, and a refused delete of a supplier with plots", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(4 * 120_000);
  await test.step('the table shows each supplier with plots by risk level, and links to its plots', async () => {
    // What the page asks the server's copy for: the table's figures in one request, no plot at all.
    const asked: string[] = [];
    const ask = (request: { url(): string }) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/portfolio/')) asked.push(path.split('/').pop()!);
    };
    page.on('request', ask);
    // Which plots the pages ask the server's copy for (the loader worker's requests: seen by a route of the
    // context set before the worker starts, not by the page's request events).
    const packsAsked: string[] = [];
    await page.context().route('**/api/portfolio/*/projects/*/packs**', async (route) => {
      packsAsked.push(new URL(route.request().url()).search);
      await route.continue();
    });
    await page.goto('/suppliers');
    const table = page.getByRole('table');
    const row = table.getByRole('row', { name: /Ashanti Cocoa Farmers Union/ });
    await expect(row.getByRole('list', { name: 'Plots by risk level' })).toContainText(/High: \d+/);
    await expect(row.getByRole('cell').nth(2)).not.toContainText('Checking');
    // The review, counted by the server with the team's decisions and the detections it reads.
    await expect(row.getByRole('cell').nth(3)).toContainText(/need(s)? attention|Nothing to review/);
    await expect(row.getByRole('cell').nth(3)).toContainText(/\d+ of \d+ items? open|Nothing to review/);
    page.off('request', ask);
    expect(asked.filter((a) => a === 'packs' || a === 'plots' || a === 'overlaps')).toEqual([]);
    expect(asked).toContain('suppliers');
    await page.screenshot({ path: 'test-results/screens/suppliers.png', fullPage: true });

    // The supplier's page counts its review items on the page, from its plots, detections and decisions:
    // the same figures as the server's.
    const review = row.getByRole('cell').nth(3);
    const said = (await review.textContent()) ?? '';
    const plotsNeeding = /(\d+) plots? needs? attention/.exec(said)?.[1];
    const [, open, total] = /(\d+) of (\d+) items? open/.exec(said) ?? [];
    expect([plotsNeeding, open, total].every((n) => n !== undefined && Number(n) > 0)).toBe(true);
    // The supplier's page reads its supplier's plots alone from the server's copy, not the whole project's.
    await review.getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Ashanti Cocoa Farmers Union', level: 1 })).toBeVisible();
    await expect(page.getByText(/review items? open;/)).toHaveText(
      `${open} of ${total} review items open; ${plotsNeeding} plots need attention.`,
      { timeout: 60_000 },
    );
    expect(packsAsked).toEqual(['?supplier=Ashanti+Cocoa+Farmers+Union']);
    // Its figures are of its plots alone, as before: every plot of the supplier counted by risk.
    await expect(page.getByTestId('plots-freshness')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/supplier-page-own-plots.png' });
    await page.goBack();

    await page.getByLabel('Search suppliers').fill('ashanti');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(page).toHaveURL(/q=ashanti/);

    await row.getByRole('link', { name: 'View plots of Ashanti Cocoa Farmers Union' }).click();
    await expect(page).toHaveURL(/\/plots\?.*supplier=Ashanti/);
    // The URL changes before the Plots page replaces this one (its route loads the map's code first): wait
    // for the page itself, or "Supplier" also names this page's fields.
    await expect(page.getByRole('heading', { name: 'Plots', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Supplier')).toHaveValue('Ashanti Cocoa Farmers Union');

    // The project's plots now in this tab (the Plots page's load, complete): another supplier's page
    // (not visited yet, so not loaded by itself before) uses them and asks for no plots of its own.
    await expect(page.getByTestId('plots-freshness')).toContainText('Team copy of', { timeout: 60_000 });
    // The Plots page loaded the project's plots, the supplier it was opened on first.
    expect(packsAsked.slice(1)).toEqual(['?first=Ashanti+Cocoa+Farmers+Union']);
    await page.getByRole('link', { name: 'Suppliers', exact: true }).click();
    await page
      .getByRole('table')
      .getByRole('row', { name: /Haut-Sassandra Cocoa Traders/ })
      .getByRole('cell')
      .nth(3)
      .getByRole('link')
      .click();
    await expect(page.getByRole('heading', { name: 'Haut-Sassandra Cocoa Traders', level: 1 })).toBeVisible();
    await expect(page.getByText(/review items? open;|Nothing to review/).first()).toBeVisible({
      timeout: 60_000,
    });
    // Its plots as the server's copy gave them (not the device's, which a load of its own would show
    // first, then ask the server for its supplier's).
    await expect(page.getByTestId('plots-freshness')).toContainText('Team copy of');
    expect(packsAsked).toHaveLength(2);
    await page.context().unroute('**/api/portfolio/*/projects/*/packs**');
  });
  await test.step('a server without summaries to offer: the page counts the same figures from the plots', async () => {
    const shown = async () => {
      const row = page.getByRole('table').getByRole('row', { name: /Ashanti Cocoa Farmers Union/ });
      await expect(row.getByRole('cell').nth(2)).not.toContainText('Checking');
      await expect(row.getByRole('list', { name: 'Plots by risk level' })).toContainText(/High: \d+/);
      // Every figure but the review, which only the server counts (the page leaves it to the supplier's page).
      const cells = await row.getByRole('cell').allInnerTexts();
      return cells.filter((_, k) => k !== 3);
    };
    await page.goto('/suppliers');
    const fromServer = await shown();
    const asked: string[] = [];
    const ask = (request: { url(): string }) => asked.push(new URL(request.url()).pathname);
    page.on('request', ask);
    await page.route('**/api/portfolio/*/projects/*/suppliers', (route) =>
      route.fulfill({ status: 404, json: { errorCode: 'not_found', errorMessage: 'No copy.' } }),
    );
    await page.reload();
    expect(await shown()).toEqual(fromServer);
    await expect(
      page
        .getByRole('table')
        .getByRole('row', { name: /Ashanti Cocoa Farmers Union/ })
        .getByRole('cell')
        .nth(3),
    ).toHaveText('On the supplier’s page');
    // Counted on the page: the project's overlap report asked for (the page's own request; the loader
    // worker's for the packs is not always seen by Playwright).
    expect(asked.some((p) => p.endsWith('/overlaps'))).toBe(true);
    await page.unroute('**/api/portfolio/*/projects/*/suppliers');
    page.off('request', ask);
    allowHttpStatus(consoleErrors, 404);
  });
  await test.step("a supplier's New upload link opens Uploads with that supplier chosen", async () => {
    await page.goto('/suppliers');
    const row = page.getByRole('table').getByRole('row', { name: /Ashanti Cocoa Farmers Union/ });
    await row.getByRole('link', { name: 'New upload for Ashanti Cocoa Farmers Union' }).click();
    await expect(page).toHaveURL(/\/uploads\?.*supplier=Ashanti/);
    await expect(page.getByLabel('Supplier', { exact: true })).toHaveValue('Ashanti Cocoa Farmers Union');
  });
  await test.step('create, rename and delete a supplier', async () => {
    await page.goto('/suppliers');
    await expect(page.getByRole('table')).toBeVisible();
    await page.getByLabel('New supplier name').fill('Kumasi Test Growers');
    await page.getByRole('button', { name: 'Create supplier' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Supplier “Kumasi Test Growers” created.' }),
    ).toBeVisible();
    const row = page.getByRole('row', { name: /Kumasi Test Growers/ });
    await expect(row).toContainText('No plots');

    await row.getByRole('button', { name: 'Rename Kumasi Test Growers' }).click();
    const input = page.getByLabel('New name for Kumasi Test Growers');
    await input.fill('Kumasi Growers Union');
    await page.getByRole('button', { name: 'Save name' }).click();
    const renamed = page.getByRole('row', { name: /Kumasi Growers Union/ });
    await expect(renamed).toBeVisible();
    await expect(page.getByRole('row', { name: /Kumasi Test Growers/ })).toHaveCount(0);

    await renamed.getByRole('button', { name: 'Delete Kumasi Growers Union' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete supplier “Kumasi Growers Union”?' });
    await expect(dialog).toContainText('It has no plots');
    await dialog.getByRole('button', { name: 'Delete supplier' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: /Kumasi Growers Union/ })).toHaveCount(0);
    await expect(page.getByText('Supplier “Kumasi Growers Union” deleted.')).toBeVisible();
  });
  await test.step('deleting a supplier that still has plots is refused, with the reason and what to do', async () => {
    await page.goto('/suppliers');
    await page.getByRole('button', { name: 'Delete Haut-Sassandra Cocoa Traders' }).click();
    const dialog = page.getByRole('dialog', { name: /Delete supplier “Haut-Sassandra Cocoa Traders”/ });
    await dialog.getByRole('button', { name: 'Delete supplier' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('This supplier cannot be deleted.');
    await expect(alert).toContainText(/still has \d+ plots/);
    await expect(alert).toContainText('upload an empty file');
    await page.screenshot({ path: 'test-results/screens/suppliers-delete-refused.png' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('row', { name: /Haut-Sassandra Cocoa Traders/ })).toBeVisible();
    allowHttpStatus(consoleErrors, 409);
  });
});
