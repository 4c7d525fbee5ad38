import { test, expect, signInDemo } from './fixtures.ts';

test('switching project puts it in the URL and keeps it across pages', async ({ page }) => {
  await page.goto('/projects');
  const switcher = page.getByLabel('Project', { exact: true });
  await expect(switcher).toHaveValue(/.+/);
  const options = await switcher.locator('option').allTextContents();
  expect(options.length).toBe(3);
  const second = await switcher.locator('option').nth(1).getAttribute('value');
  await switcher.selectOption(second!);
  await expect(page).toHaveURL(new RegExp(`project=${second}`));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(new RegExp(`/settings\\?project=${second}`));
  await page.reload();
  await expect(page.getByLabel('Project', { exact: true })).toHaveValue(second!);
});

test('Settings tests the connection with the team\u2019s token: each person reaches their own projects', async ({
  page,
  baseURL,
}) => {
  await page.goto('/settings');
  await expect(page.getByText('The server holds the API token: the browser never sees it.')).toBeVisible();
  await expect(page.getByLabel('Demo account')).toHaveCount(0);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText(/Connected\. This token can access 3 projects/)).toBeVisible();
  // Lucas is a reviewer of the palm-oil project only: the same team token reaches that one for him.
  await signInDemo(page.context().request, baseURL!, 'demo-lucas');
  await page.reload();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText(/Connected\. This token can access 1 project\b/)).toBeVisible();
});

test('no service token is written to the browser\u2019s storage: the server holds the team\u2019s', async ({
  page,
}) => {
  await page.goto('/settings');
  await page.getByRole('checkbox', { name: /Remember the connection/ }).check();
  const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(local).not.toContain('demo-token');
  const session = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  expect(session).not.toContain('demo-token');
  const saved = await page.evaluate(() => sessionStorage.getItem('dashboard.connection'));
  expect(JSON.parse(saved!)).toEqual({ kind: 'simulator', token: null, rememberInTab: true });
  // Nor sent: the page's requests to the service carry no Authorization header.
  const sent = page.waitForRequest((r) => r.url().includes('/api/simulator/v1/projects'));
  await page.goto('/projects');
  expect((await (await sent).allHeaders()).authorization).toBeUndefined();
});
