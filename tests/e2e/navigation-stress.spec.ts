/**
 * Leaving a page while its map, drawing tool or data are still starting must not break the next page
 * (found when the security journey clicked through every page quickly).
 */
import { test, expect } from './fixtures.ts';
import { NAV_ITEMS } from '../../src/app/nav.ts';

test('clicking through every page, hurried then settled, leaves each one working', async ({ page }) => {
  await page.goto('/projects');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (let round = 0; round < 2; round++) {
    for (const item of NAV_ITEMS) {
      await nav.getByRole('link', { name: item.label, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(item.label);
      // Second round: let each page start its map and tools fully before leaving it.
      if (round === 1) await page.waitForLoadState('networkidle');
    }
  }
  await expect(page.getByText('This page failed to load')).toHaveCount(0);
});
