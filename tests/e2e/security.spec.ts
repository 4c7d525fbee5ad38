/**
 * The token and the page's safety, checked the way an attacker or an auditor would look: every request's
 * URL and headers, the console, web storage, and the response headers of the built app.
 */
import type { Request } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { NAV_ITEMS } from '../../src/app/nav.ts';

const TOKEN = 'demo-token-amara';

// One tab for the page's journeys, each from a fresh load (each was a browser window, a sign-in and a first load
// of the app).
test('the token never appears in a URL, the console or localStorage on any page, and API requests carry it only to our own origin', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(2 * 120_000);
  await test.step('API requests carry the token only to our own origin', async () => {
    const leaks: string[] = [];
    // Each request's headers are read asynchronously: keep the reads and wait for them before judging, so no
    // read outlives the test.
    const reads: Promise<void>[] = [];
    const readHeaders = (r: Request) => {
      reads.push(
        r.allHeaders().then((headers) => {
          const auth = headers['authorization'];
          if (auth && !r.url().startsWith(baseURL!)) leaks.push(r.url());
          if (auth && r.url().includes('/storage/')) leaks.push(`signed URL with Authorization: ${r.url()}`);
        }),
      );
    };
    page.on('request', readHeaders);
    await page.goto('/plots');
    await page.waitForLoadState('networkidle');
    // The next step's requests are not read: a read still under way when the journey ends fails it.
    page.off('request', readHeaders);
    await Promise.all(reads);
    expect(leaks).toEqual([]);
  });
  await test.step('the token never appears in a URL, in the console or in localStorage while using every page', async () => {
    const urls: string[] = [];
    const consoleTexts: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    page.on('console', (m) => consoleTexts.push(m.text()));
    await page.goto('/projects');
    for (const item of NAV_ITEMS) {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: item.label, exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(item.label);
      await page.waitForLoadState('networkidle');
    }
    expect(urls.filter((u) => u.includes(TOKEN))).toEqual([]);
    expect(consoleTexts.filter((t) => t.includes(TOKEN))).toEqual([]);
    const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(local).not.toContain(TOKEN);
    // The API calls did carry it, as a header: that is where it belongs.
    expect(urls.some((u) => u.includes('/api/simulator/v1/projects'))).toBe(true);
  });
});

test('the built app is served with a strict Content-Security-Policy', async ({ request }) => {
  const response = await request.get('/projects');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).not.toMatch(/style-src[^;]*'unsafe-inline'/);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});
