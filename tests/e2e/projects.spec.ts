/** Projects: the landing page, each project with its counts of suppliers and plots, and the extent map drawn. */
import { expect, simApi, test, waitForMapIdle } from './fixtures.ts';

// The app's landing, the projects' counts and the map were three journeys, each paying a browser window, a
// sign-in and a first load of the app and its map for the same page.
test('the app opens on the Projects page: the seeded projects with their counts of suppliers and plots, and the map drawn offline', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/projects/);
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Projects' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list).toContainText('West Africa cocoa 2026');
  await expect(list).toContainText('Active');
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
  // The map canvas renders offline (no tile server in the journeys).
  await waitForMapIdle(page);
  const canvas = page.locator('canvas.maplibregl-canvas');
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  expect(box!.width).toBeGreaterThan(200);
  expect(box!.height).toBeGreaterThan(200);
  await page.screenshot({ path: 'test-results/screens/projects.png' });
});
