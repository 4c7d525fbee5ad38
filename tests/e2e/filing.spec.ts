/**
 * Filing with the EU from the dashboard (issue 51, "Done when"): an admin sets the team's EU account (the
 * stand-in's demo account) on the EU account page; a supplier's 1,200 producers make a package of two
 * statements (1,000 producers a commodity, Operator API Reference §2.3); with the supplier's conclusion
 * signed, an approver files both from the Plots page against the stand-in. Both reach AVAILABLE with their
 * reference and verification numbers on the page, in the audit log and in the supplier's report; one is
 * amended within the 72 hours, the other withdrawn; a statement the stand-in rejects (its "reject" fault)
 * shows its reason. The EU credentials never appear in a page, the browser's storage (localStorage,
 * sessionStorage, IndexedDB) or any response a page receives.
 *
 * The plots lie in South Sulawesi, away from every seeded region; only squares the simulator assesses as
 * without risk, protected or indigenous land are uploaded (its assessment is a function of the geometry,
 * server/simulator/geo/assess.ts), so no review item holds one back.
 */
import type { BrowserContext, Page, Response } from '@playwright/test';
import { assessPlot } from '../../server/simulator/geo/assess.ts';
import { apiUpload, expect, LUCAS_TOKEN, signInDemo, simApi, test } from './fixtures.ts';

test.use({ signInAs: 'demo-ines' });

const PROJECT = 'p-palm';
// Some plots are held by the simulated detections near them (placed on the project's own plots): 1,200
// leave more than 1,000 to file, so two statements.
const PRODUCERS = 1_200;
// The stand-in's demo account (server/eu-stand-in/demo-account.ts): set through the page like any account.
const EU = { username: 'demo-operator', key: 'demo-eudr-authentication-key', clientId: 'eudr-test' };
const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const square = (lng: number, lat: number, size = 0.001): GeoJSON.Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng, lat],
      [lng + size, lat],
      [lng + size, lat + size],
      [lng, lat + size],
      [lng, lat],
    ],
  ],
});

/** PRODUCERS squares on a grid that the simulator finds without any sign of risk. */
function cleanSquares(): GeoJSON.Polygon[] {
  const found: GeoJSON.Polygon[] = [];
  for (let i = 0; found.length < PRODUCERS; i++) {
    const g = square(+(119.9 + (i % 60) * 0.003).toFixed(3), +(-3.2 + Math.floor(i / 60) * 0.003).toFixed(3));
    const a = assessPlot(g, { assessedAt: '2026-01-01T00:00:00Z' });
    if (
      (a.riskLevel === 'none' || a.riskLevel === 'low') &&
      !a.deforestation.hasDeforestation &&
      a.protectedAreasHa === 0 &&
      a.indigenousTerritoriesHa === 0
    )
      found.push(g);
  }
  return found;
}

/** Every text response a page receives, kept to look for the credentials in. */
function recordResponses(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (r: Response) => {
    const type = r.headers()['content-type'] ?? '';
    if (!/json|text|xml|javascript/.test(type)) return;
    void r.text().then(
      (t) => bodies.push(`${r.url()}\n${t}`),
      () => undefined,
    );
  });
  return bodies;
}

/** What the browser keeps: localStorage, sessionStorage and every IndexedDB store, as text. */
async function browserStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const out: unknown[] = [{ ...localStorage }, { ...sessionStorage }];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const req = db.transaction(store, 'readonly').objectStore(store).getAll();
          req.onsuccess = () => resolve(req.result as unknown[]);
          req.onerror = () => reject(req.error);
        });
        out.push({ db: info.name, store, all });
      }
      db.close();
    }
    return JSON.stringify(out, (_k, v: unknown) => (v instanceof Blob ? `[blob ${v.size}]` : v));
  });
}

const noCredentials = (where: string, text: string) => {
  for (const secret of [EU.key, EU.username])
    expect(text.includes(secret), `${secret} found in ${where}`).toBe(false);
};

async function asPerson(context: BrowserContext, baseURL: string, personId: string) {
  await signInDemo(context.request, baseURL, personId);
  return context.request;
}

test('a package of two statements is filed, followed, amended, withdrawn; a rejection shows its reason; the credentials stay on the server', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(480_000);
  const origin = new URL(baseURL!).origin;
  const tag = uniq();
  const supplier = `Toraja Palm ${tag}`;
  const seen = recordResponses(page);

  // 1. Amara, an admin, sets the team's EU account on its page; the form forgets it once saved.
  const admin = await browser.newContext({ baseURL });
  await signInDemo(admin.request, baseURL!, 'demo-amara');
  const adminPage = await admin.newPage();
  const adminSeen = recordResponses(adminPage);
  await adminPage.goto('/eu-account');
  await expect(adminPage.getByRole('heading', { name: 'EU account', level: 1 })).toBeVisible();
  await adminPage.getByLabel('Environment').selectOption('stand-in');
  await adminPage.getByLabel('Username (EU Login of the web service user)').fill(EU.username);
  await adminPage.getByLabel('Authentication key').fill(EU.key);
  await adminPage.getByLabel('Client id (given with the web service access)').fill(EU.clientId);
  await adminPage.getByRole('button', { name: 'Save the account' }).click();
  await expect(
    adminPage.getByText('Saved. The form was cleared; the server keeps the account.'),
  ).toBeVisible();
  await expect(adminPage.getByLabel('Authentication key')).toHaveValue('');
  const now = adminPage.getByRole('region', { name: 'Now in use' });
  await expect(now).toContainText('AccountSet');
  await now.getByRole('button', { name: 'Test connection' }).click();
  await expect(now.getByRole('status')).toContainText('The EU system answered:', { timeout: 30_000 });
  await adminPage.screenshot({ path: 'test-results/screens/filing-eu-account.png', fullPage: true });
  noCredentials('the EU account page', await adminPage.content());
  noCredentials('the admin’s browser storage', await browserStorage(adminPage));

  // 2. The supplier's 1,200 producers, one plot each; Lucas prepares the conclusion, Inès signs it.
  const squares = cleanSquares();
  await apiUpload(
    page.request,
    supplier,
    JSON.stringify({
      type: 'FeatureCollection',
      features: squares.map((geometry, i) => ({
        type: 'Feature',
        properties: {
          ProductionPlace: `Kebun ${i + 1} ${tag}`,
          ProducerName: `Producer ${i + 1} ${tag}`,
          ProducerCountry: 'ID',
        },
        geometry,
      })),
    }),
    'producers.geojson',
    LUCAS_TOKEN,
  );
  const suppliers = (await (
    await simApi(page.request, 'GET', `/v1/suppliers?projectId=${PROJECT}`, undefined, LUCAS_TOKEN)
  ).json()) as { results: { id: string; name: string }[] };
  const supplierId = suppliers.results.find((s) => s.name === supplier)!.id;
  const lucas = await browser.newContext({ baseURL });
  const prepared = await (
    await asPerson(lucas, baseURL!, 'demo-lucas')
  ).post(`/api/review/simulator/projects/${PROJECT}/conclusions`, {
    headers: { origin, 'idempotency-key': `conclusion-${tag}` },
    data: {
      supplierId,
      conclusion: 'negligible',
      reasoning: 'Every plot checked: no risk found.',
      openItems: 0,
    },
  });
  expect(prepared.status(), await prepared.text()).toBe(201);
  const { conclusion } = (await prepared.json()) as { conclusion: { id: string } };
  const signed = await page.request.post(
    `/api/review/simulator/projects/${PROJECT}/conclusions/${conclusion.id}/sign-off`,
    { headers: { origin, 'idempotency-key': `sign-${tag}` } },
  );
  expect(signed.status(), await signed.text()).toBeLessThan(300);

  // 3. Inès builds the package of the supplier's plots; it is pinned; she files it with the EU.
  await page.goto(`/plots?project=${PROJECT}&supplier=${encodeURIComponent(supplier)}`);
  await expect(
    page.getByRole('grid', { name: 'Plots' }).locator('[role=row][data-plot-id]').first(),
  ).toBeVisible({
    timeout: 120_000,
  });
  await page.getByRole('button', { name: 'Export GeoJSON for TRACES' }).click();
  const dialog = page.getByRole('dialog', { name: /^1,\d{3} plots ready for TRACES$/ });
  await expect(dialog).toBeVisible({ timeout: 120_000 });
  await dialog.getByText('Statement package (geolocation files and drafts)').click();
  const reference = `PALM-${tag}`.slice(0, 30);
  await dialog.getByLabel('Internal reference').fill(reference);
  await dialog.getByLabel('HS code').fill('1511');
  await dialog.getByLabel('Description of the goods').fill('Crude palm oil');
  await dialog.getByLabel('Net mass (kg)').fill('12000');
  await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download statement package' }).click(),
  ]);
  await expect(dialog.getByText(/Saved 2 statements in/)).toBeVisible({ timeout: 120_000 });
  const step = dialog.getByRole('region', { name: 'File with the EU' });
  await expect(step).toContainText('The package holds 2 statements.', { timeout: 120_000 });
  // The package is split by plots: its 12,000 kg shared by plots is a guess, so each statement's own mass is
  // asked for, empty, and nothing is filed until both are given with at most 6 decimals.
  const file = step.getByRole('button', { name: 'File 2 statements with the EU' });
  const mass1 = step.getByRole('textbox', { name: 'Net mass (kg) of the goods statement 1 covers' });
  const mass2 = step.getByRole('textbox', { name: 'Net mass (kg) of the goods statement 2 covers' });
  await expect(mass1).toHaveValue('');
  await expect(mass2).toHaveValue('');
  await expect(mass1).toHaveAccessibleDescription(
    /^Its share by plots: [\d,.]+ kg of the package’s 12,000 kg\.$/,
  );
  await expect(file).toBeDisabled();
  await expect(step).toContainText(
    'To file, give the net mass of statement 1 and the net mass of statement 2.',
  );
  await mass1.fill('7000.1234567');
  await expect(mass1).toHaveAttribute('aria-invalid', 'true');
  await expect(step).toContainText('Enter a positive number with at most 6 decimals');
  await mass1.fill('7000.123456');
  await expect(step).toContainText('To file, give the net mass of statement 2.');
  await expect(file).toBeDisabled();
  await mass2.fill('4999.5');
  await expect(file).toBeEnabled();
  await step.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/filing-quantities.png', fullPage: true });
  const sentMasses: { part: number; netWeight: unknown }[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'POST' || !/\/projects\/[^/]+\/filings$/.test(new URL(r.url()).pathname)) return;
    const body = r.postDataJSON() as {
      part: number;
      request: { statement: { commodities: { descriptors: { goodsMeasure: { netWeight?: number } } }[] } };
    };
    sentMasses.push({
      part: body.part,
      netWeight: body.request.statement.commodities[0]!.descriptors.goodsMeasure.netWeight,
    });
  });
  await file.click();
  const results = step.getByRole('list', { name: 'What was filed' });
  await expect(results).toContainText(`Statement 1 (${reference}-1)`, { timeout: 60_000 });
  await expect(results).toContainText(`Statement 2 (${reference}-2)`, { timeout: 60_000 });
  // The masses the person gave were filed, not the shares by plots.
  expect(sentMasses).toEqual([
    { part: 1, netWeight: 7000.123456 },
    { part: 2, netWeight: 4999.5 },
  ]);
  await page.screenshot({ path: 'test-results/screens/filing-filed.png', fullPage: true });
  await dialog.getByRole('button', { name: /^(Close|Cancel)$/ }).click();

  // 4. The Plots page's panel follows both until AVAILABLE, with their numbers.
  const panel = page.getByRole('region', { name: 'Statements filed with the EU' });
  const card = (part: number) =>
    panel.getByRole('article', { name: `${reference}-${part} (statement ${part})` });
  const numbers: { reference: string; verification: string }[] = [];
  for (const part of [1, 2]) {
    await expect(card(part)).toContainText('Available', { timeout: 60_000 });
    const text = (await card(part).textContent())!;
    const ref = /Reference number(\w{14})/.exec(text)?.[1];
    const ver = /Verification number(\w{5,35})Copy/.exec(text)?.[1];
    expect(ref, text).toBeTruthy();
    expect(ver, text).toBeTruthy();
    numbers.push({ reference: ref!, verification: ver! });
    await expect(card(part)).toContainText(/Amend or withdraw until \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC\./);
  }
  await page.screenshot({ path: 'test-results/screens/filing-available.png', fullPage: true });

  // 5. Statement 1 amended within the 72 hours: a new description, the whole statement sent again.
  await card(1).getByRole('button', { name: 'Amend' }).click();
  const amend = card(1).getByRole('form', { name: 'Amend the statement' });
  await amend.getByLabel('Description of the goods (at most 150 characters)').fill('Crude palm oil, amended');
  await amend.getByRole('button', { name: 'Send the amended statement' }).click();
  await expect(card(1).getByRole('status')).toContainText('The amended statement was sent.', {
    timeout: 30_000,
  });

  // 6. Statement 2 withdrawn, after the confirmation.
  await card(2).getByRole('button', { name: 'Withdraw' }).click();
  await page
    .getByRole('alertdialog', { name: 'Withdraw the statement?' })
    .getByRole('button', { name: 'Withdraw it' })
    .click();
  await expect(card(2)).toContainText('Withdrawn', { timeout: 30_000 });
  await expect(card(2).getByRole('button', { name: 'Withdraw' })).toHaveCount(0);

  // 7. The audit log keeps both numbers, and the supplier's report shows them with the statuses.
  await page.goto(`/audit?project=${PROJECT}`);
  for (const n of numbers) {
    await expect(page.getByText(n.reference).first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(n.verification).first()).toBeVisible();
  }
  await page.screenshot({ path: 'test-results/screens/filing-audit.png', fullPage: true });
  await page.goto(`/suppliers/${encodeURIComponent(supplierId)}/report?project=${PROJECT}`);
  const filed = page.getByRole('region', { name: 'Statements filed with the EU' });
  await expect(filed).toContainText(
    `${reference}-2 (statement 2): Withdrawn; reference number ${numbers[1]!.reference}`,
    {
      timeout: 180_000,
    },
  );
  await expect(filed).toContainText(
    `${reference}-1 (statement 1): Available; reference number ${numbers[0]!.reference}; verification number ${numbers[0]!.verification}`,
  );

  // The supplier's page follows the same statements.
  await page.goto(`/suppliers/${encodeURIComponent(supplierId)}?project=${PROJECT}`);
  const onSupplier = page.getByRole('region', { name: 'Statements filed with the EU' });
  await expect(onSupplier.getByRole('article', { name: `${reference}-1 (statement 1)` })).toContainText(
    numbers[0]!.reference,
    { timeout: 120_000 },
  );
  await expect(onSupplier.getByRole('article', { name: `${reference}-2 (statement 2)` })).toContainText(
    'Withdrawn',
  );

  // 8. A statement the stand-in rejects: the package filed again under a new reference, the first rejected.
  const fault = await page.request.post('/eu-is/_sim/faults', {
    headers: { origin },
    data: { fault: 'reject', reason: 'Plot 3 lies in a protected area.', times: 1 },
  });
  expect(fault.status(), await fault.text()).toBeLessThan(300);
  await page.goto(`/plots?project=${PROJECT}&supplier=${encodeURIComponent(supplier)}`);
  await page.getByRole('button', { name: 'Export GeoJSON for TRACES' }).click();
  await expect(dialog).toBeVisible({ timeout: 120_000 });
  await dialog.getByText('Statement package (geolocation files and drafts)').click();
  const again = `RE-${tag}`.slice(0, 30);
  await dialog.getByLabel('Internal reference').fill(again);
  await dialog.getByLabel('HS code').fill('1511');
  await dialog.getByLabel('Description of the goods').fill('Crude palm oil');
  await dialog.getByLabel('Net mass (kg)').fill('12000');
  await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download statement package' }).click(),
  ]);
  await mass1.fill('6000', { timeout: 120_000 });
  await mass2.fill('6000');
  await step.getByRole('button', { name: 'File 2 statements with the EU' }).click();
  await expect(step.getByRole('list', { name: 'What was filed' })).toContainText(`Statement 2 (${again}-2)`, {
    timeout: 60_000,
  });
  await dialog.getByRole('button', { name: /^(Close|Cancel)$/ }).click();
  const rejected = panel.getByRole('article', { name: `${again}-1 (statement 1)` });
  await expect(rejected).toContainText('Rejected', { timeout: 60_000 });
  await expect(rejected).toContainText('Reason for the rejection: Plot 3 lies in a protected area.');
  await rejected.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/filing-rejected.png', fullPage: true });

  // 9. A phone: the panel fits 390 px without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await rejected.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/screens/filing-phone.png' });

  // 10. The credentials: nowhere in the pages, the storage or any response either page received.
  noCredentials('the Plots page', await page.content());
  noCredentials('the approver’s browser storage', await browserStorage(page));
  for (const body of [...seen, ...adminSeen]) noCredentials(body.split('\n')[0]!, body);
  expect(seen.length).toBeGreaterThan(10);
  await admin.close();
  await lucas.close();
});
