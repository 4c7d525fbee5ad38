/**
 * Shared e2e fixture: every test fails if the page logs a console error or throws, because a person would
 * see a broken page even when the assertion passed.
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`${msg.text()} at ${msg.location().url}`);
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until a map in the page has rendered (BaseMap marks its container once MapLibre is idle). */
export async function waitForMapIdle(page: import('@playwright/test').Page, container = '[data-map-idle]') {
  await expect(page.locator(`${container}[data-map-idle="true"]`).first()).toBeVisible({ timeout: 30_000 });
}
