/**
 * Every signal is a review item (issue 50): a plot inside a protected area and a plot touched by a
 * deforestation detection after the cut-off both need attention, on their own pages and on the Plots page's
 * review filter; the detection plot, cleared, is opened again by a new detection (its own item). The
 * detections are placed on the chosen plot through the simulator's admin route (POST /_sim/detections).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Plot } from '@core/api/schemas.ts';
import { expect, expectNoSeriousA11yViolations, simApi, test } from './fixtures.ts';

// A supplier no other journey decides on: the decisions here stay in the worker's store for the specs after.
const SUPPLIER = 'Coopérative Agricole de Soubré';

async function activeProject(request: APIRequestContext): Promise<string> {
  const { results } = (await (await simApi(request, 'GET', '/v1/projects')).json()) as {
    results: { id: string; isActive: boolean }[];
  };
  return results.find((p) => p.isActive)!.id;
}

async function supplierPlots(request: APIRequestContext): Promise<Plot[]> {
  const path = `/v1/plots?supplier=${encodeURIComponent(SUPPLIER)}`;
  const { results } = (await (await simApi(request, 'GET', path)).json()) as { results: Plot[] };
  return results;
}

/** A square of about 110 m around a vertex of the plot's outline: it touches the plot. */
function clearingOn(plot: Plot): GeoJSON.Polygon {
  const g = plot.geometry as GeoJSON.Polygon;
  const [x, y] = g.coordinates[0]![0]! as [number, number];
  const d = 0.0005;
  const ring = [
    [x - d, y - d],
    [x + d, y - d],
    [x + d, y + d],
    [x - d, y + d],
    [x - d, y - d],
  ];
  return { type: 'Polygon', coordinates: [ring] };
}

async function placeDetection(request: APIRequestContext, projectId: string, plot: Plot, id: string) {
  const response = await simApi(request, 'POST', '/_sim/detections', {
    projectId,
    id,
    // Today, in the current month's export: after the cut-off, and never a future month.
    date: new Date().toISOString().slice(0, 10),
    areaHa: 1.2,
    polygon: clearingOn(plot),
  });
  expect(response.status(), await response.text()).toBe(201);
}

const review = (page: Page) => page.getByRole('region', { name: 'Review' });
const openItem = (page: Page, text: string) =>
  review(page).getByRole('list', { name: 'Review items' }).getByRole('listitem').filter({ hasText: text });

test.afterEach(async ({ request }) => {
  await simApi(request, 'DELETE', '/_sim/detections');
});

test('a protected-area plot and a plot with a new detection need attention; a new detection reopens a cleared plot', async ({
  page,
  request,
}) => {
  // Three loads of the project's plots, the detections' exports and an axe run on a shared 2-core machine.
  test.setTimeout(300_000);
  const projectId = await activeProject(request);
  const plots = await supplierPlots(request);
  const inPark = plots.find(
    (p) =>
      (p.riskAssessment?.protectedAreasHa ?? 0) > 0 &&
      (p.riskAssessment?.riskLevel === 'low' || p.riskAssessment?.riskLevel === 'none'),
  );
  const touched = plots.find(
    (p) =>
      p.geometry.type === 'Polygon' &&
      p.riskAssessment?.protectedAreasHa === 0 &&
      p.riskAssessment.indigenousTerritoriesHa === 0 &&
      !p.riskAssessment.deforestation.hasDeforestation,
  );
  expect(inPark, 'a plot rated low or none with protected land').toBeDefined();
  expect(touched, 'a polygon plot without signals of its own').toBeDefined();
  await placeDetection(request, projectId, touched!, 'E2E-DEF-1');

  // The plot inside a protected area: its item needs attention, and no sentence says "no risk found".
  await page.goto(`/plots/${encodeURIComponent(inPark!.id)}`);
  await expect(openItem(page, 'Protected areas in the plot')).toBeVisible({ timeout: 60_000 });
  await expect(review(page).getByRole('status').first()).toContainText(/need attention/);
  await expect(page.getByRole('region', { name: 'Risk assessment' })).not.toContainText('No risk found');
  await expect(page.getByText(/^Nothing to review/)).toHaveCount(0);

  // The plot the new detection touches: its item comes once the detections are read and searched.
  await page.goto(`/plots/${encodeURIComponent(touched!.id)}`);
  const first = openItem(page, 'detection E2E-DEF-1');
  await expect(first).toBeVisible({ timeout: 120_000 });
  await expect(first).toContainText('Deforestation detected on the plot');
  // The risk sentences say the same: no "no deforestation" above a detection, no bare "low risk".
  const risk = page.getByRole('region', { name: 'Risk assessment' });
  await expect(risk).toContainText(/deforestation detections? lies? on or near the plot/);
  await expect(risk).not.toContainText('No deforestation detected');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/plot-detection-item.png', fullPage: true });

  // Cleared: it leaves the items needing attention.
  await first.getByRole('checkbox').check();
  const form = review(page).getByRole('form', { name: 'Record a verdict' });
  await form.getByLabel('Cleared').check();
  await form.getByLabel('Reason').selectOption({ label: 'No deforestation after the cut-off, verified' });
  await form.getByRole('button', { name: 'Record verdict for 1 item' }).click();
  await expect(first).toHaveCount(0);

  // A new detection on the same plot is a new item: the plot needs attention again.
  await placeDetection(request, projectId, touched!, 'E2E-DEF-2');
  await page.reload();
  await expect(openItem(page, 'detection E2E-DEF-2')).toBeVisible({ timeout: 120_000 });
  await expect(openItem(page, 'detection E2E-DEF-1')).toHaveCount(0);

  // The Plots page's review filter agrees: the reopened plot is among those not reviewed.
  await page.goto(
    `/plots?supplier=${encodeURIComponent(SUPPLIER)}&review=open&q=${encodeURIComponent(touched!.id)}`,
  );
  await expect(page.getByLabel('Review')).toHaveValue('open');
  await expect(page.getByRole('link', { name: touched!.name, exact: true })).toBeVisible({
    timeout: 120_000,
  });
  // And the plot inside the protected area, whatever its rating.
  await page.goto(
    `/plots?supplier=${encodeURIComponent(SUPPLIER)}&review=open&q=${encodeURIComponent(inPark!.id)}`,
  );
  await expect(page.getByRole('link', { name: inPark!.name, exact: true })).toBeVisible({
    timeout: 120_000,
  });
});
