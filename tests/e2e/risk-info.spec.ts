import { test, expect, waitForMapIdle, expectNoSeriousA11yViolations } from './fixtures.ts';
import type { Page } from '@playwright/test';

async function openPage(page: Page) {
  // An earlier step of the journey left its queries in the tab's history: each step starts with none.
  if (page.url().startsWith('http'))
    await page.evaluate(() => sessionStorage.removeItem('risk-info.history.v1'));
  const riskInfoRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/get-risk-info')) riskInfoRequests.push(r.url());
  });
  await page.goto('/risk-info');
  await expect(page.getByRole('heading', { name: 'Risk info', level: 1 })).toBeVisible();
  // The map frames the plots once they are in; draw only after that.
  await expect(page.getByText(/plots? match/)).toBeVisible({ timeout: 30_000 });
  await waitForMapIdle(page);
  const box = (await page.locator('canvas.maplibregl-canvas').boundingBox())!;
  return { riskInfoRequests, box, cx: box.x + box.width / 2, cy: box.y + box.height / 2 };
}

/** Zooms out `times` whole steps, each waited out on the scale bar and the map's idle state. */
async function zoomOut(page: Page, times: number) {
  const scale = page.locator('.maplibregl-ctrl-scale').first();
  for (let i = 0; i < times; i++) {
    const before = (await scale.textContent()) ?? '';
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect(scale).not.toHaveText(before);
    await waitForMapIdle(page);
  }
}

async function clickPath(page: Page, points: [number, number][]) {
  for (const [x, y] of points) {
    await page.mouse.click(x, y);
    await page.waitForTimeout(120);
  }
}

const status = (page: Page) => page.getByRole('region', { name: 'Area check' });

// One tab for the page's drawings and answers, each step from a fresh load of the page with an empty history
// (each was a browser window, a sign-in and a first load of the app, the plots and the map).
test('risk info for a drawn polygon, a dragged rectangle and one of your plots, with the history; too-large and self-intersecting drawings refused before any request', async ({
  page,
}) => {
  test.setTimeout(4 * 120_000);
  await test.step('draw a polygon with the mouse, see its area as it is drawn, and read the risk info', async () => {
    const { riskInfoRequests, cx, cy } = await openPage(page);
    // The map starts at a zoom where a drawn area fits the service's limits: no zooming first.
    await page.getByRole('button', { name: 'Draw polygon' }).click();
    const corners: [number, number][] = [
      [cx - 90, cy - 60],
      [cx + 90, cy - 60],
      [cx + 90, cy + 60],
    ];
    await clickPath(page, corners);
    // Live: the area with the pointer as the next corner.
    await page.mouse.move(cx - 90, cy + 60);
    await expect(status(page)).toContainText('Drawing');
    await expect(page.getByTestId('live-area')).toHaveText(/ha$/);
    await clickPath(page, [
      [cx - 90, cy + 60],
      [cx - 90, cy - 60],
    ]);
    await expect(status(page)).not.toContainText('Drawing');
    await expect(status(page)).toContainText('Within the service’s limits');
    expect(riskInfoRequests).toHaveLength(0);

    await page.getByRole('button', { name: 'Get risk info' }).click();
    const result = page.getByRole('region', { name: 'Risk info: Drawn area' });
    await expect(result).toBeVisible({ timeout: 20_000 });
    for (const term of [
      'Total size',
      'Remaining forest',
      'Protected areas',
      'Indigenous territories',
      'Deforested since 2016',
    ]) {
      await expect(result.getByText(term, { exact: true })).toBeVisible();
    }
    await expect(
      result.getByTestId('deforestation-chart').locator('.recharts-bar-rectangle').first(),
    ).toBeAttached({ timeout: 15_000 });
    expect(riskInfoRequests).toHaveLength(1);
    await expect(page.getByRole('region', { name: 'Recent queries' }).getByRole('listitem')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await result.scrollIntoViewIfNeeded();
    await result.screenshot({ path: 'test-results/screens/risk-info-result.png' });
  });
  await test.step('a rectangle dragged on the map gets its risk info in view, with the cut-off marked on the chart', async () => {
    const { riskInfoRequests, box, cx, cy } = await openPage(page);
    const scale = await page.locator('.maplibregl-ctrl-scale').first().textContent();
    await page.getByRole('button', { name: 'Draw rectangle' }).click();
    // A drag over most of the view, at the zoom the page starts at.
    const dx = box.width * 0.3;
    const dy = box.height * 0.3;
    await page.mouse.move(cx - dx, cy - dy);
    await page.mouse.down();
    await page.mouse.move(cx, cy, { steps: 5 });
    await page.mouse.move(cx + dx, cy + dy, { steps: 5 });
    await page.mouse.up();
    await expect(status(page)).not.toContainText('Drawing');
    await expect(status(page)).toContainText('Within the service’s limits');
    await expect(status(page)).toContainText('Coordinates: 5');
    // The drag drew; it did not pan or zoom the map.
    await expect(page.locator('.maplibregl-ctrl-scale').first()).toHaveText(scale!);

    await page.getByRole('button', { name: 'Get risk info' }).click();
    const result = page.getByRole('region', { name: 'Risk info: Drawn area' });
    await expect(result).toBeVisible({ timeout: 20_000 });
    await expect(result.getByRole('heading', { name: 'Risk info: Drawn area' })).toBeInViewport();
    await expect(result.getByRole('heading', { name: 'Risk info: Drawn area' })).toBeFocused();
    const chart = result.getByTestId('deforestation-chart');
    await expect(chart.locator('.cutoff-mark')).toHaveCount(1, { timeout: 15_000 });
    await expect(chart.getByText('EUDR cut-off')).toBeAttached();
    await expect(result.getByTestId('cutoff-caption')).toHaveText(/EUDR cut-off date, 31 Dec 2020/);
    await expect(result.getByText('Deforested after the EUDR cut-off')).toBeVisible();
    // Another framework moves the mark.
    await result.getByLabel('Framework (cut-off date)').selectOption('RSPO');
    await expect(chart.getByText('RSPO cut-off')).toBeAttached();
    await expect(result.getByTestId('cutoff-caption')).toHaveText(/RSPO cut-off date, 15 Nov 2018/);
    await expect(result.getByText('Deforested after the RSPO cut-off')).toBeVisible();
    expect(riskInfoRequests).toHaveLength(1);
    await page.screenshot({ path: 'test-results/screens/risk-info-dragged.png' });
  });
  await test.step('a too-large drawing is refused once, in full view, before any request', async () => {
    const { riskInfoRequests, cx, cy } = await openPage(page);
    // Eight times wider than the start view: a rectangle over most of the map is far over 100,000 ha.
    await zoomOut(page, 3);
    await page.getByRole('button', { name: 'Draw rectangle' }).click();
    await clickPath(page, [
      [cx - 250, cy - 150],
      [cx + 250, cy + 150],
    ]);
    await expect(status(page)).toContainText('Too large');
    await page.getByRole('button', { name: 'Get risk info' }).click();
    const refusals = page.getByText('Not sent: too large');
    await expect(refusals).toHaveCount(1);
    const alert = page.getByRole('alert').filter({ hasText: 'Not sent: too large' });
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText('100,000 ha');
    await expect(alert).toBeInViewport({ ratio: 1 });
    // Whole, inside the map's own box (the map clips what lies past its edge).
    const map = (await page.locator('[data-map-idle]').boundingBox())!;
    const callout = (await alert.boundingBox())!;
    expect(callout.x).toBeGreaterThanOrEqual(map.x);
    expect(callout.y).toBeGreaterThanOrEqual(map.y);
    expect(callout.x + callout.width).toBeLessThanOrEqual(map.x + map.width);
    expect(callout.y + callout.height).toBeLessThanOrEqual(map.y + map.height);
    await expect(status(page)).toContainText('the reason is shown on the map');
    await page.screenshot({ path: 'test-results/screens/risk-info-too-large.png' });
    expect(riskInfoRequests).toHaveLength(0);
  });
  await test.step('a self-intersecting drawing is refused with a clear message before any request', async () => {
    const { riskInfoRequests, cx, cy } = await openPage(page);
    await page.getByRole('button', { name: 'Draw polygon' }).click();
    // A bow tie: the second edge crosses the fourth.
    await clickPath(page, [
      [cx - 90, cy - 60],
      [cx + 90, cy + 60],
      [cx + 90, cy - 60],
      [cx - 90, cy + 60],
      [cx - 90, cy - 60],
    ]);
    await expect(status(page)).toContainText('The outline crosses itself');
    await page.getByRole('button', { name: 'Get risk info' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Not sent: the outline crosses itself' });
    await expect(alert).toHaveCount(1);
    await expect(alert).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: 'test-results/screens/risk-info-self-intersecting.png' });
    await page.waitForTimeout(500);
    expect(riskInfoRequests).toHaveLength(0);
  });
  await test.step('one of your plots can be the area, and the history shows an earlier answer again without a request', async () => {
    const { riskInfoRequests } = await openPage(page);
    const picker = page.getByRole('region', { name: 'Use one of your plots' });
    await picker.getByLabel('Find a plot by name or supplier').fill('Ashanti');
    const first = picker.getByRole('list', { name: 'Matching plots' }).getByRole('button').first();
    const plotName = (await first.locator('span').first().textContent())!;
    await first.click();
    await expect(status(page)).toContainText('Within the service’s limits');
    await page.getByRole('button', { name: 'Get risk info' }).click();
    await expect(page.getByRole('region', { name: `Risk info: ${plotName} (your plot)` })).toBeVisible({
      timeout: 20_000,
    });

    // A second area, then back to the first from the history.
    const square = {
      type: 'Polygon',
      coordinates: [
        [
          [-5.6, 6.9],
          [-5.58, 6.9],
          [-5.58, 6.92],
          [-5.6, 6.92],
          [-5.6, 6.9],
        ],
      ],
    };
    await page
      .getByLabel(/A Polygon, or a Feature/)
      .fill(JSON.stringify({ type: 'Feature', properties: {}, geometry: square }));
    await page.getByRole('button', { name: 'Use pasted shape' }).click();
    await page.getByRole('button', { name: 'Get risk info' }).click();
    await expect(page.getByRole('region', { name: 'Risk info: Pasted area' })).toBeVisible({
      timeout: 20_000,
    });
    expect(riskInfoRequests).toHaveLength(2);

    const history = page.getByRole('region', { name: 'Recent queries' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await history.getByRole('button', { name: new RegExp(`${plotName} \\(your plot\\)`) }).click();
    await expect(page.getByRole('region', { name: `Risk info: ${plotName} (your plot)` })).toBeVisible();
    expect(riskInfoRequests).toHaveLength(2);
    // The history holds shapes and figures only, never the token.
    const session = await page.evaluate(() => sessionStorage.getItem('risk-info.history.v1') ?? '');
    expect(session).toContain(plotName);
    expect(session).not.toContain('demo-token');
    await waitForMapIdle(page);
    await page.screenshot({ path: 'test-results/screens/risk-info-plot.png' });
  });
});

test.describe('refused by the service', () => {
  // The browser logs every 400 answer; this one is the answer the test asks for.
  test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 400/ });

  test('the service’s refusal (outside the monitored land) is explained next to the shape', async ({
    page,
  }) => {
    const { riskInfoRequests } = await openPage(page);
    // In the monitored latitude band, but in the Gulf of Guinea: only the service knows it is sea.
    const sea = {
      type: 'Polygon',
      coordinates: [
        [
          [0.5, 0.5],
          [0.6, 0.5],
          [0.6, 0.6],
          [0.5, 0.6],
          [0.5, 0.5],
        ],
      ],
    };
    await page.getByLabel(/A Polygon, or a Feature/).fill(JSON.stringify(sea));
    await page.getByRole('button', { name: 'Use pasted shape' }).click();
    await expect(status(page)).toContainText('Within the service’s limits');
    await page.getByRole('button', { name: 'Get risk info' }).click();
    const callout = page.locator('.maplibregl-marker').getByRole('alert');
    await expect(callout).toContainText('Outside the monitored regions');
    await expect(callout).toContainText('not the sea');
    expect(riskInfoRequests).toHaveLength(1);
    await waitForMapIdle(page);
    await page.screenshot({ path: 'test-results/screens/risk-info-outside.png' });
  });
});
