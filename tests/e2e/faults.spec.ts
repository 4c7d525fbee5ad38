/**
 * Faults a real user meets, provoked with the simulator's fault injection: the page stays usable, says what
 * happened, retries only where safe, and loses nothing.
 */
import { test, expect, setFaults, clearFaults } from './fixtures.ts';

// Failed requests on purpose: the browser logs each one; nothing else may appear.
test.use({
  allowedConsoleErrors:
    /Failed to load resource: (the server responded with a status of (429|503)|net::ERR_)/,
});

test.afterEach(async ({ request }) => clearFaults(request));

test('several seconds of latency: the page says it is loading and navigation stays usable', async ({
  page,
  request,
}) => {
  await setFaults(request, { latencyMs: 3000 });
  await page.goto('/projects');
  await expect(page.getByRole('status').filter({ hasText: 'Loading projects' }).first()).toBeVisible();
  // Still usable while waiting: the navigation answers at once.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('list', { name: 'Projects' }).getByRole('listitem')).toHaveCount(3, {
    timeout: 20_000,
  });
});

test('a burst of 5xx: reads are retried, then the page explains and offers to try again', async ({
  page,
  request,
}) => {
  await setFaults(request, { errorRate: 1 });
  await page.goto('/projects');
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load your projects' });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText('503');
  await clearFaults(request);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: 'Projects' }).getByRole('listitem')).toHaveCount(3);
});

test('a 429 with Retry-After on a read is waited out and retried without bothering the user', async ({
  page,
  request,
}) => {
  await setFaults(request, { force429: 1 });
  await page.goto('/projects');
  await expect(page.getByRole('list', { name: 'Projects' }).getByRole('listitem')).toHaveCount(3, {
    timeout: 15_000,
  });
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a connection dropped mid-response is retried and the data arrives', async ({ page, request }) => {
  await setFaults(request, { dropResponse: 1 });
  await page.goto('/projects');
  await expect(page.getByRole('list', { name: 'Projects' }).getByRole('listitem')).toHaveCount(3, {
    timeout: 15_000,
  });
});
