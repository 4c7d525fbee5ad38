/**
 * The journeys' Chromium switches (tests/e2e/support/chromium-args.ts) replace Playwright's own
 * `--disable-features` list, since Chromium keeps only the last such switch. These tests keep that copy honest
 * against the installed Playwright, and check in the real browser that the omnibox popup renderer and the spare
 * renderer are gone.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import {
  chromiumArgs,
  OMNIBOX_POPUP_FEATURES,
  PLAYWRIGHT_DISABLED_FEATURES,
  SPARE_RENDERER_FEATURES,
} from '../e2e/support/chromium-args.ts';

const require = createRequire(import.meta.url);

/** The `disabledFeatures = [...]` array of the installed playwright-core, read from its source. */
function playwrightDisabledFeatures(): string[] {
  const root = path.dirname(require.resolve('playwright-core/package.json'));
  const candidates = ['lib/coreBundle.js', 'lib/server/chromium/chromiumSwitches.js'];
  for (const rel of candidates) {
    let source: string;
    try {
      source = readFileSync(path.join(root, rel), 'utf8');
    } catch {
      continue;
    }
    const list = /disabledFeatures\s*=\s*\[([\s\S]*?)\]/.exec(source);
    if (list) return [...list[1]!.matchAll(/"([A-Za-z0-9]+)"/g)].map((m) => m[1]!);
  }
  throw new Error(
    `Playwright's disabledFeatures list was not found in ${candidates.join(' or ')}: read chromiumSwitches ` +
      'in the installed playwright-core and update tests/e2e/support/chromium-args.ts',
  );
}

describe('the journeys’ Chromium switches', () => {
  it('repeat every feature Playwright disables, so our single --disable-features keeps them off', () => {
    const theirs = playwrightDisabledFeatures();
    expect(theirs).toContain('HttpsUpgrades');
    expect(PLAYWRIGHT_DISABLED_FEATURES.filter((f) => !theirs.includes(f))).toEqual([]);
    expect(theirs.filter((f) => !PLAYWRIGHT_DISABLED_FEATURES.includes(f))).toEqual([]);
  });

  it('pass exactly one --disable-features, holding every list', () => {
    const switches = chromiumArgs.filter((a) => a.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const features = switches[0]!.slice('--disable-features='.length).split(',');
    expect(features).toEqual([
      ...PLAYWRIGHT_DISABLED_FEATURES,
      ...OMNIBOX_POPUP_FEATURES,
      ...SPARE_RENDERER_FEATURES,
    ]);
  });

  it('leave a browser window with no omnibox popup page, where the defaults make one', async () => {
    const popupUrls = async (args: string[], waitMs: number) => {
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args,
      });
      try {
        const context = await browser.newContext();
        await (await context.newPage()).goto('about:blank');
        const cdp = await browser.newBrowserCDPSession();
        // The popup is made when the window opens; ask until it shows or waitMs has passed.
        let urls: string[] = [];
        for (let waited = 0; waited <= waitMs && urls.length === 0; waited += 100) {
          const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
          urls = targetInfos.map((t) => t.url).filter((u) => u.startsWith('chrome://omnibox-popup'));
          if (urls.length === 0) await new Promise((r) => setTimeout(r, 100));
        }
        return urls;
      } finally {
        await browser.close();
      }
    };
    expect((await popupUrls(['--no-sandbox', '--disable-gpu'], 10_000)).length).toBeGreaterThan(0);
    expect(await popupUrls(chromiumArgs, 1_500)).toEqual([]);
  });

  it('run one renderer for one page: no spare one started ahead of a navigation', async () => {
    const renderers = async (args: string[]) => {
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args,
      });
      try {
        const page = await (await browser.newContext()).newPage();
        await page.goto('data:text/html,<title>one page</title>');
        const cdp = await browser.newBrowserCDPSession();
        // A spare is started once the navigation has committed; ask until the count has held for a second.
        let count = -1;
        for (let steady = 0; steady < 10;) {
          const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
            processInfo: { type: string }[];
          };
          const now = processInfo.filter((p) => p.type === 'renderer').length;
          steady = now === count ? steady + 1 : 0;
          count = now;
          await new Promise((r) => setTimeout(r, 100));
        }
        return count;
      } finally {
        await browser.close();
      }
    };
    const withSpare = chromiumArgs.map((a) =>
      a.startsWith('--disable-features=') ? a.replace(`,${SPARE_RENDERER_FEATURES.join(',')}`, '') : a,
    );
    expect(await renderers(withSpare)).toBe(2);
    expect(await renderers(chromiumArgs)).toBe(1);
  });
});
