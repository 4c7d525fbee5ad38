/**
 * Leaving a page while its map, drawing tool or data are still starting — or just after they started —
 * must not break the next page (found when the security journey clicked through every page).
 */
import { test, expect, waitForMapIdle } from './fixtures.ts';
import { NAV_ITEMS } from '../../src/app/nav.ts';

/** Pages that show a map as soon as they open. */
const WITH_MAP = new Set(['/projects', '/plots', '/jurisdictions', '/risk-info', '/detections']);

test('clicking through every page, hurried then settled, leaves each one working', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/projects');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (let round = 0; round < 2; round++) {
    for (const item of NAV_ITEMS) {
      await nav.getByRole('link', { name: item.label, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(item.label);
      // Second round: let each map (and the tools that start with it) finish starting before leaving.
      if (round === 1 && WITH_MAP.has(item.to)) await waitForMapIdle(page);
    }
  }
  await expect(page.getByText('This page failed to load')).toHaveCount(0);
});
