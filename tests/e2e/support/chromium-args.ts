/**
 * How the journeys launch the system Chromium (/usr/bin/chromium, new headless mode).
 *
 * Each browser context of the new headless mode is a real browser window, and Chromium 156 gives every window
 * an omnibox popup drawn as a WebUI page in a renderer of its own (chrome://omnibox-popup.top-chrome). Nobody
 * sees it in a headless journey, yet it cost about 2 CPU-s per context: as much as the page under test on
 * simple pages. Turning the feature off takes those renderers away (5 pages: 19 CPU-s instead of 32–52).
 *
 * Chromium keeps only the LAST `--disable-features` switch (tried: a second switch undoes the first), and
 * Playwright passes its own list first, so ours must repeat Playwright's list to keep it in force.
 * `chromium-args.test.ts` reads the installed Playwright's list and fails when it gains a feature this copy
 * lacks.
 */

/** Playwright 1.65's `disabledFeatures` (chromiumSwitches.ts), which our switch replaces. */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The window's omnibox popup, a WebUI renderer per context that no journey uses. */
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * Chromium keeps a spare renderer process started ahead of the next navigation. Each journey opens a new
 * context and navigates a few times, so a spare was started (and mostly thrown away) again and again: 8 page
 * loads took 24 renderers and 40 CPU-s with it, 16 renderers and 35 CPU-s without.
 */
export const SPARE_RENDERER_FEATURES = ['SpareRendererForSitePerProcess'];

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  // Software WebGL for the maps (MapLibre needs WebGL; there is no GPU).
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES, ...SPARE_RENDERER_FEATURES].join(',')}`,
];
