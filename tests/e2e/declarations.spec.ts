/**
 * Declarations from suppliers (issue 51, "A supplier's reference number is verified and shown as usable or
 * not"): a statement is filed with the EU stand-in by SOAP, as a supplier would have filed it, and becomes
 * AVAILABLE with its reference and verification numbers; on the supplier page the buyer adds those numbers
 * and sees them verified as usable; a made-up reference number is added and shown as not found. The list
 * survives a reload, the phone's 390 px keeps the section within the screen, and the printable report lists
 * both with their last check.
 */
import type { Page } from '@playwright/test';
import { DEMO_EU_ACCOUNT } from '../../server/eu-stand-in/demo-account.ts';
import { createEuClient } from '../../server/eu-filing/eu-client.ts';
import { validRequest } from '../../server/eu-filing/test-harness.ts';
import { expect, expectNoSidewaysScroll, test } from './fixtures.ts';

const PROJECT = 'p-cocoa';
const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Files a statement with the stand-in over HTTP (the supplier's own filing) and waits until it is AVAILABLE. */
async function supplierStatement(
  base: string,
): Promise<{ referenceNumber: string; verificationNumber: string }> {
  const client = createEuClient({ baseUrl: `${base}/eu-is`, ...DEMO_EU_ACCOUNT });
  const { uuid } = await client.submitDds(validRequest(`SUPPLIER-${uniq()}`));
  let numbers: { referenceNumber: string; verificationNumber: string } | null = null;
  await expect
    .poll(
      async () => {
        const [overview] = await client.getDds([uuid]);
        if (overview?.status === 'AVAILABLE' && overview.referenceNumber && overview.verificationNumber)
          numbers = {
            referenceNumber: overview.referenceNumber,
            verificationNumber: overview.verificationNumber,
          };
        return overview?.status;
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe('AVAILABLE');
  return numbers!;
}

async function openFirstSupplier(page: Page): Promise<string> {
  await page.goto(`/suppliers?project=${PROJECT}`);
  const link = page.getByRole('table').getByRole('link').first();
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 30_000 });
  return name;
}

async function add(page: Page, referenceNumber: string, verificationNumber: string) {
  const section = page.getByRole('region', { name: 'Declarations from this supplier' });
  const form = section.getByRole('form', { name: 'Add a declaration' });
  // The list first: the form opens on its own when it comes empty, and a click as it opens would close it.
  await expect(
    section
      .getByText(/No declaration from this supplier is recorded yet/)
      .or(section.getByRole('list'))
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  if (!(await form.isVisible())) await section.getByText('Add a declaration', { exact: true }).click();
  await form.getByLabel(/^Reference number/).fill(referenceNumber);
  await form.getByLabel(/^Verification number/).fill(verificationNumber);
  // The keyboard submits it, as a person would.
  await form.getByLabel(/^Verification number/).press('Enter');
  await expect(form.getByRole('status')).toHaveText(`${referenceNumber} was added and checked.`, {
    timeout: 30_000,
  });
}

test('a supplier’s reference number is verified as usable, a made-up one as not found', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const statement = await supplierStatement(baseURL!);
  await openFirstSupplier(page);
  const section = page.getByRole('region', { name: 'Declarations from this supplier' });
  await expect(section).toBeVisible({ timeout: 60_000 });
  await section.scrollIntoViewIfNeeded();

  await add(page, statement.referenceNumber, statement.verificationNumber);
  const usable = section.getByRole('listitem', { name: `${statement.referenceNumber}: Usable` });
  await expect(usable).toBeVisible();
  await expect(usable).toContainText(`Verification number: ${statement.verificationNumber}`);
  await expect(usable).toContainText(/Checked \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC by Amara Okafor/);

  const madeUp = `99XX${uniq()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')}`.slice(0, 14);
  await add(page, madeUp, 'NOTAREALNUMBER');
  await expect(section.getByRole('listitem', { name: `${madeUp}: Not found` })).toBeVisible();

  // Kept by the server: a reload shows both, and "Check again" asks the system again.
  await page.reload();
  await expect(section.getByRole('listitem', { name: `${statement.referenceNumber}: Usable` })).toBeVisible({
    timeout: 60_000,
  });
  const again = section.getByRole('button', { name: `Check ${statement.referenceNumber} again` });
  await again.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/filing/simulator/projects/${PROJECT}/declarations`);
        const { declarations } = (await answer.json()) as {
          declarations: { referenceNumber: string; checks: { result: string | null }[] }[];
        };
        return declarations
          .find((d) => d.referenceNumber === statement.referenceNumber)
          ?.checks.map((c) => c.result);
      },
      { timeout: 30_000 },
    )
    .toEqual(['EXISTING_USABLE', 'EXISTING_USABLE']);
  await expect(again).toHaveText('Check again');
  await expect(section.getByRole('listitem', { name: `${statement.referenceNumber}: Usable` })).toBeVisible();
  await section.screenshot({ path: 'test-results/screens/declarations-desktop.png' });

  // A phone keeps the section within its 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page, 'the supplier page with declarations');
  await section.screenshot({ path: 'test-results/screens/declarations-phone.png' });

  // The printable report lists both with their last check.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Printable report' }).click();
  const inReport = page.getByRole('region', { name: 'Declarations from this supplier' });
  await expect(inReport).toContainText(
    `${statement.referenceNumber} (verification number ${statement.verificationNumber}): Usable. Last checked`,
    { timeout: 90_000 },
  );
  await expect(inReport).toContainText(`${madeUp} (verification number NOTAREALNUMBER): Not found.`);
  await inReport.screenshot({ path: 'test-results/screens/declarations-report.png' });
});
