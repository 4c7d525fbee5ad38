/**
 * One team, one record (issue 49), as people use it: two people of the demo team sign in one after the
 * other on one browser and decide on the same plot; both see one history naming each of them, on SQLite (the
 * worker's server) and on PostgreSQL (a server of its own on a throwaway cluster). A viewer is told she cannot
 * decide. Single sign-on goes through a real OpenID provider (oidc-provider, started here) and its own login
 * form. Sign-out ends the session: the page is back at the sign-in screen and the old cookie opens nothing.
 */
import type { Page } from '@playwright/test';
import { postgresBinDir, startPostgres, type PostgresCluster } from '../support/postgres.ts';
import { startTestProvider, type TestProvider } from '../support/oidc-test-provider.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { postgresPort, ssoPort } from './support/e2e-ports.ts';
import { startDashboardServer, type WorkerServer } from './support/worker-server.ts';

test.use({ signInAs: null });

const AMARA = 'Amara Okafor (compliance lead)';
const LUCAS = 'Lucas Meyer (analyst)';

/** A high-risk plot of the palm-oil project, where Lucas is a reviewer. */
async function riskyPalmPlot(page: Page, base: string): Promise<string> {
  const answer = await page.request.get(
    `${base}/api/simulator/v1/plots?projectId=p-palm&riskLevel=high&limit=1`,
    {
      headers: { authorization: 'Bearer demo-token-amara' },
    },
  );
  const body = (await answer.json()) as { results: { id: string }[] };
  return body.results[0]!.id;
}

async function signInAsDemo(page: Page, base: string, name: string) {
  await page.goto(`${base}/projects`);
  await page.getByRole('button', { name: `Continue as ${name}`, exact: false }).click();
  await expect(page.getByRole('button', { name: `Account: ${name}` })).toBeVisible();
}

/** The header's account menu, then Sign out: the sign-in screen replaces the dashboard. */
async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' }).first()).toBeVisible();
}

async function decide(page: Page, base: string, plotId: string, verdict: string, reason: string) {
  await page.goto(`${base}/plots/${plotId}?project=p-palm`);
  const review = page.getByRole('region', { name: 'Review' });
  const form = review.getByRole('form', { name: 'Record a verdict' });
  await expect(form).toBeVisible({ timeout: 60_000 });
  // An item someone decided already is listed once decided items are shown too.
  const showDecided = review.getByRole('checkbox', { name: 'Show decided items too' });
  if (!(await showDecided.isChecked())) await showDecided.check();
  await review.getByRole('checkbox', { name: /^Select At risk/ }).check();
  await form.getByLabel(verdict).check();
  await form.getByLabel('Reason').selectOption({ label: reason });
  await form.getByRole('button', { name: /^Record verdict/ }).click();
  await expect(page.getByRole('list', { name: 'Decision history' })).toContainText(verdict, {
    timeout: 30_000,
  });
}

/** Amara clears the plot, Lucas excludes it: one history naming both, newest first, for each of them. */
async function twoPeopleDecide(page: Page, base: string) {
  const plotId = await riskyPalmPlot(page, base);
  await signInAsDemo(page, base, AMARA);
  await decide(page, base, plotId, 'Cleared', 'No deforestation after the cut-off, verified');
  await signOut(page);
  await signInAsDemo(page, base, LUCAS);
  await decide(
    page,
    base,
    plotId,
    'Excluded from the supply chain',
    'Deforestation after the cut-off confirmed',
  );
  const history = page.getByRole('list', { name: 'Decision history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText(LUCAS);
  await expect(history.getByRole('listitem').last()).toContainText(AMARA);
  await signOut(page);
  await signInAsDemo(page, base, AMARA);
  await page.goto(`${base}/plots/${plotId}?project=p-palm`);
  await expect(page.getByRole('list', { name: 'Decision history' }).getByRole('listitem')).toHaveCount(2, {
    timeout: 30_000,
  });
  await expect(page.getByRole('list', { name: 'Decision history' })).toContainText(LUCAS);
  return plotId;
}

test('two people of one team decide on the same plot and both see one history (SQLite)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const plotId = await twoPeopleDecide(page, baseURL!);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/team-history.png', fullPage: true });

  // A viewer reads the history and is told why she cannot decide.
  await signOut(page);
  await signInAsDemo(page, baseURL!, 'Sofia Reyes (auditor)');
  await page.goto(`${baseURL}/plots/${plotId}?project=p-palm`);
  await expect(page.getByRole('list', { name: 'Decision history' })).toContainText(LUCAS, {
    timeout: 60_000,
  });
  await expect(page.getByText(/viewer on this project/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Record verdict/ })).toHaveCount(0);

  // Sign-out ends the session on the server, not only in this page.
  const cookies = await page.context().cookies();
  await signOut(page);
  // The sign-in screen, as a person meets it: on a desktop and on a phone.
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/sign-in.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: /Continue as Sofia Reyes/ })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/screens/sign-in-phone.png', fullPage: true });
  const replay = await page.request.get(`${baseURL}/api/review/simulator/projects/p-palm/decisions`, {
    headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
  });
  expect(replay.status()).toBe(401);
});

test('an admin invites a person, who joins with a password, signs in again, and the audit log names each step', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = `zoe.${Date.now()}@example.org`;
  await signInAsDemo(page, baseURL!, AMARA);
  await page.goto(`${baseURL}/team?project=p-palm`);
  const invite = page.getByRole('form', { name: 'Invite someone' });
  await invite.getByLabel('E-mail address').fill(email);
  await invite.getByLabel('Role').selectOption('viewer');
  await invite.getByLabel('Project').selectOption('p-palm');
  await invite.getByRole('button', { name: 'Make invitation link' }).click();
  const link = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  expect(link).toMatch(/\/invitation#[\w-]{43}$/);
  await page.screenshot({ path: 'test-results/screens/team-invite.png', fullPage: true });

  // The invited person, in a browser of their own.
  const zoeContext = await browser.newContext({ baseURL });
  const zoe = await zoeContext.newPage();
  await zoe.goto(link);
  await expect(zoe.getByRole('heading', { name: 'Join Demo team' })).toBeVisible();
  await zoe.getByLabel('Your name').fill('Zoé Laurent');
  await zoe.getByLabel('Password', { exact: true }).fill('a long passphrase for zoe');
  await zoe.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(zoe.getByRole('button', { name: 'Account: Zoé Laurent' })).toBeVisible();
  // A viewer of the palm-oil project only: the project list holds that one.
  await expect(zoe.getByLabel('Project', { exact: true }).locator('option')).toHaveCount(1);
  await signOut(zoe);
  // The link is used: it opens nothing now. And she signs in with her password.
  await zoe.goto(link);
  await expect(zoe.getByRole('heading', { name: 'This invitation is no longer valid' })).toBeVisible();
  await zoe.goto('/projects');
  await zoe.getByLabel('E-mail address').fill(email.toUpperCase());
  await zoe.getByLabel('Password', { exact: true }).fill('a long passphrase for zoe');
  await zoe.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(zoe.getByRole('button', { name: 'Account: Zoé Laurent' })).toBeVisible();
  await zoeContext.close();

  // The audit log names the invitation, the acceptance and both sign-ins, newest first, and exports them.
  await page.goto(`${baseURL}/audit?project=p-palm`);
  const log = page.getByRole('table');
  await expect(log).toContainText('Zoé Laurent', { timeout: 30_000 });
  await expect(log).toContainText(email);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/audit-log.png', fullPage: true });
  const csv = page.getByRole('link', { name: /Export CSV/ });
  const href = (await csv.getAttribute('href'))!;
  const exported = await page.request.get(new URL(href, baseURL).toString());
  expect(exported.status()).toBe(200);
  const text = await exported.text();
  expect(text.split('\r\n')[0]).toBe(
    'at,kind,projectId,personId,personName,plotId,supplierId,summary,detail,id',
  );
  expect(text).toContain('invitation-accepted');
});

test.describe('on PostgreSQL', () => {
  let cluster: PostgresCluster | null = null;
  let server: WorkerServer | null = null;
  let stop: (() => Promise<void>) | null = null;
  const binDir = postgresBinDir();

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    if (!binDir) return;
    cluster = await startPostgres(binDir);
    const started = await startDashboardServer(postgresPort(), {
      DATABASE_URL: await cluster.createDatabase(),
    });
    server = started.server;
    stop = started.stop;
  });
  test.afterAll(async () => {
    await stop?.();
    await cluster?.stop();
  });

  test('two people of one team decide on the same plot and both see one history (PostgreSQL)', async ({
    page,
  }) => {
    test.skip(!binDir, 'PostgreSQL is not installed (no initdb/pg_ctl)');
    test.setTimeout(240_000);
    await twoPeopleDecide(page, server!.url);
  });
});

test.describe('single sign-on', () => {
  // The provider's development login form asks for a web font and has no favicon: neither is ours.
  test.use({ allowedConsoleErrors: /fonts\.googleapis\.com|favicon\.ico/ });
  let provider: TestProvider | null = null;
  let server: WorkerServer | null = null;
  let stop: (() => Promise<void>) | null = null;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = ssoPort();
    provider = await startTestProvider({
      clientId: 'dashboard',
      clientSecret: 'a-test-client-secret-of-some-length',
      redirectUris: [`http://127.0.0.1:${port}/api/auth/sso/callback`],
      accounts: { nadia: { email: 'nadia@example.org', name: 'Nadia Haddad' } },
      claimsInIdToken: true,
    });
    const started = await startDashboardServer(port, {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: 'dashboard',
      OIDC_CLIENT_SECRET: 'a-test-client-secret-of-some-length',
      OIDC_NAME: 'Test SSO',
      OIDC_DEFAULT_ROLE: 'reviewer',
    });
    server = started.server;
    stop = started.stop;
  });
  test.afterAll(async () => {
    await stop?.();
    await provider?.stop();
  });

  test('a person signs in through the provider, lands signed in, and signs out', async ({ page }) => {
    test.setTimeout(120_000);
    const base = server!.url;
    await page.goto(`${base}/suppliers`);
    await page.getByRole('link', { name: /Test SSO/ }).click();
    // The provider's own login form (oidc-provider's development interactions), then its consent screen.
    await page.locator('input[name="login"]').fill('nadia');
    await page.locator('input[name="password"]').fill('any password');
    await page.locator('button[type="submit"]').click();
    const consent = page.locator('button[type="submit"]');
    if (await consent.isVisible().catch(() => false)) await consent.click();
    await expect(page).toHaveURL(new RegExp(`^${base}/suppliers`), { timeout: 30_000 });
    await expect(page.getByRole('banner')).toContainText('Nadia Haddad');
    const session = (await (await page.request.get(`${base}/api/auth/session`)).json()) as {
      signedIn: boolean;
      via?: string;
      roles?: unknown;
    };
    expect(session).toMatchObject({
      signedIn: true,
      via: 'sso',
      roles: [{ projectId: '*', role: 'reviewer' }],
    });
    await page.screenshot({ path: 'test-results/screens/team-sso.png', fullPage: true });
    await signOut(page);
    expect(
      ((await (await page.request.get(`${base}/api/auth/session`)).json()) as { signedIn: boolean }).signedIn,
    ).toBe(false);
  });

  test('a refused sign-on comes back to the sign-in screen with a message', async ({ page }) => {
    const base = server!.url;
    await page.goto(`${base}/api/auth/sso/callback?state=forged&code=forged`);
    await expect(page).toHaveURL(/\/sign-in\?error=/);
    await expect(page.getByRole('alert')).toBeVisible();
  });
});
