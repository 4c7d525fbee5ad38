/** The self-check service worker's precache list (scripts/self-check-sw.ts), on a made-up bundle. */
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the build plugin lives in scripts/, which has no alias
import { precacheList, type BuiltFile } from '../../../scripts/self-check-sw.ts';

const chunk = (fileName: string, c: Partial<BuiltFile> = {}): BuiltFile => ({
  fileName,
  code: '',
  imports: [],
  dynamicImports: [],
  isEntry: false,
  facade: null,
  ...c,
});

const bundle: BuiltFile[] = [
  chunk('assets/index-1.js', {
    isEntry: true,
    imports: ['assets/react-1.js', 'assets/index-1.css'],
    dynamicImports: ['assets/plots-page-1.js', 'assets/self-check-page-1.js'],
    code: 'import("./plots-page-1.js");import("./self-check-page-1.js")',
  }),
  chunk('assets/react-1.js'),
  chunk('assets/index-1.css', { code: 'body{}' }),
  chunk('assets/plots-page-1.js', { imports: ['assets/plot-loader-1.js'] }),
  chunk('assets/plot-loader-1.js', { code: 'new URL("/assets/plot-loader.worker-1.js", import.meta.url)' }),
  chunk('assets/plot-loader.worker-1.js'),
  chunk('assets/self-check-page-1.js', {
    facade: '/repo/src/features/uploads/self-check/self-check-page.tsx',
    imports: ['assets/react-1.js', 'assets/check-1.js'],
    dynamicImports: ['assets/map-1.js'],
  }),
  chunk('assets/check-1.js', { code: 'new Worker(new URL("/assets/check.worker-1.js", import.meta.url))' }),
  // A worker bundle is an asset: its chunks are named in its code only.
  chunk('assets/check.worker-1.js', {
    code: 'import("./kml-1.js");fetch(new URL("sql-1.wasm", import.meta.url))',
  }),
  chunk('assets/kml-1.js'),
  chunk('assets/sql-1.wasm', { code: null }),
  chunk('assets/map-1.js'),
  chunk('assets/map-1.js.map', { code: null }),
  chunk('.vite/manifest.json', { code: '"assets/plots-page-1.js"' }),
];

describe('the self-check precache list', () => {
  it('holds the entry, its static imports, and all the /check page reaches, workers included', () => {
    expect(precacheList(bundle)).toEqual([
      '/assets/check-1.js',
      '/assets/check.worker-1.js',
      '/assets/index-1.css',
      '/assets/index-1.js',
      '/assets/kml-1.js',
      '/assets/map-1.js',
      '/assets/react-1.js',
      '/assets/self-check-page-1.js',
      '/assets/sql-1.wasm',
    ]);
  });

  it('leaves out the other pages, their workers, source maps and the manifest', () => {
    const list = precacheList(bundle);
    for (const left of ['plots-page-1.js', 'plot-loader-1.js', 'plot-loader.worker-1.js', '.map', 'manifest'])
      expect(
        list.some((f) => f.includes(left)),
        left,
      ).toBe(false);
  });

  it('refuses a bundle without the /check page', () => {
    expect(() => precacheList(bundle.filter((f) => !f.fileName.includes('self-check')))).toThrow(
      /page chunk/,
    );
  });
});
