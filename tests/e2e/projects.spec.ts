/** Projects: each project with its counts of suppliers and plots, and the extent map still drawn. */
import { expect, simApi, test, waitForMapIdle } from './fixtures.ts';

test('each project shows how many suppliers and plots it has', async ({ page, request }) => {
  await page.goto('/projects');
  const list = page.getByRole('list', { name: 'Projects' });
  const counts = list.getByTestId('project-counts');
  await expect(counts).toHaveCount(3);
  for (let i = 0; i < 3; i++) await expect(counts.nth(i)).toHaveText(/^\d+ suppliers? · [\d,]+ plots?$/);
  // Other journeys add suppliers as they run: compare with what the service says now.
  const suppliers = (await (await simApi(request, 'GET', '/v1/suppliers?projectId=p-cocoa')).json()) as {
    results: { plotCount: number }[];
  };
  const n = suppliers.results.length;
  const plots = suppliers.results.reduce((sum, s) => sum + s.plotCount, 0);
  await expect(list.getByRole('listitem').filter({ hasText: 'West Africa cocoa 2026' })).toContainText(
    `${n} supplier${n === 1 ? '' : 's'} · ${plots.toLocaleString('en')} plot${plots === 1 ? '' : 's'}`,
  );
  await waitForMapIdle(page);
  await page.screenshot({ path: 'test-results/screens/projects-counts.png' });
});
