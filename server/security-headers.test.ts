import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from './security-headers.ts';

const connectSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('connect-src ')) ?? '';

describe('the page Content-Security-Policy', () => {
  it('lets the page connect to our origin and the tile host only, by default', () => {
    expect(connectSrc(contentSecurityPolicy())).toBe("connect-src 'self' https://tiles.openfreemap.org");
  });

  it('adds the live storage origins (without their bucket path), so a direct signed-URL PUT is allowed', () => {
    const policy = contentSecurityPolicy([
      'https://storage.example.com/my-bucket/',
      'https://127.0.0.1:9443',
    ]);
    expect(connectSrc(policy)).toBe(
      "connect-src 'self' https://tiles.openfreemap.org https://storage.example.com https://127.0.0.1:9443",
    );
  });
});

/**
 * The features Chromium 156 recognizes in a Permissions-Policy header: `document.featurePolicy.features()`
 * on a page served with the header. A name not among them makes every page load log "Error with
 * Permissions-Policy header: Unrecognized feature" (it did for `bluetooth`, which Chromium gates by its own
 * permission prompt, not by this header). Re-read the list from a newer Chromium before adding a feature.
 */
const CHROMIUM_FEATURES = new Set([
  'accelerometer',
  'aria-notify',
  'autoplay',
  'browsing-topics',
  'camera',
  'captured-surface-control',
  'ch-device-memory',
  'ch-downlink',
  'ch-dpr',
  'ch-ect',
  'ch-prefers-color-scheme',
  'ch-prefers-reduced-motion',
  'ch-prefers-reduced-transparency',
  'ch-rtt',
  'ch-save-data',
  'ch-ua',
  'ch-ua-arch',
  'ch-ua-bitness',
  'ch-ua-form-factors',
  'ch-ua-full-version',
  'ch-ua-full-version-list',
  'ch-ua-high-entropy-values',
  'ch-ua-mobile',
  'ch-ua-model',
  'ch-ua-platform',
  'ch-ua-platform-version',
  'ch-ua-wow64',
  'ch-viewport-height',
  'ch-viewport-width',
  'ch-width',
  'clipboard-read',
  'clipboard-write',
  'compute-pressure',
  'cross-origin-isolated',
  'deferred-fetch',
  'deferred-fetch-minimal',
  'digital-credentials-create',
  'digital-credentials-get',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'interest-cohort',
  'keyboard-map',
  'language-detector',
  'language-model',
  'local-fonts',
  'local-network',
  'local-network-access',
  'loopback-network',
  'magnetometer',
  'media-playback-while-not-visible',
  'microphone',
  'midi',
  'on-device-speech-recognition',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'private-state-token-issuance',
  'private-state-token-redemption',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'speaker-selection',
  'storage-access',
  'summarizer',
  'sync-xhr',
  'translator',
  'unload',
  'usb',
  'window-management',
  'xr-spatial-tracking',
]);

const directives = PERMISSIONS_POLICY.split(', ');
const features = directives.map((d) => d.slice(0, d.indexOf('=')));

describe('the page Permissions-Policy', () => {
  it('names only features Chromium recognizes, so no page load warns', () => {
    expect(features.filter((f) => !CHROMIUM_FEATURES.has(f))).toEqual([]);
    expect(new Set(features).size).toBe(features.length);
  });

  it('denies every feature it names to every origin, our own included', () => {
    for (const d of directives) expect(d).toMatch(/^[a-z-]+=\(\)$/);
  });

  it('denies the powerful features: camera, microphone, location, payment, devices, screen capture', () => {
    expect(features).toEqual(
      expect.arrayContaining([
        'camera',
        'microphone',
        'geolocation',
        'payment',
        'usb',
        'serial',
        'hid',
        'midi',
        'display-capture',
      ]),
    );
  });
});
