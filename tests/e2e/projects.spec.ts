/** Projects: each project with its counts of suppliers and plots, and the extent map still drawn. */
import { expect, test, waitForMapIdle } from './fixtures.ts';

test('each project shows how many suppliers and plots it has', async ({ page }) => {
  await page.goto('/projects');
  const list = page.getByRole('list', { name: 'Projects' });
  const counts = list.getByTestId('project-counts');
  await expect(counts).toHaveCount(3);
  for (let i = 0; i < 3; i++) await expect(counts.nth(i)).toHaveText(/^\d+ suppliers? · [\d,]+ plots?$/);
  await expect(list.getByRole('listitem').filter({ hasText: 'West Africa cocoa 2026' })).toContainText(
    '3 suppliers',
  );
  await waitForMapIdle(page);
  await page.screenshot({ path: 'test-results/screens/projects-counts.png' });
});
