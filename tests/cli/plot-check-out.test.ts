/**
 * `plot-check --out [--fix]` writes nothing null (docs/supplier-files.md) and re-checks what it wrote with
 * the same rules as the dashboard's export, the EU's geolocation rules included (Operator API Reference
 * §10.3 "Geolocation area for point", §9.5 error 7).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHECK_OPTIONS } from '@core/plot-rules/index.ts';
import { recheckWritten, writeTracesFile } from '../../cli/plot-check-out.ts';
import { textReport } from '../../cli/plot-check-report.ts';

const square = (lng: number) => [
  [lng, 7.5],
  [lng + 0.001, 7.5],
  [lng + 0.001, 7.501],
  [lng, 7.501],
  [lng, 7.5],
];
const plot = (name: string, geometry: unknown, props: Record<string, unknown> = {}): GeoJSON.Feature => ({
  type: 'Feature',
  properties: { ProductionPlace: name, ProducerCountry: 'CI', ...props },
  geometry: geometry as GeoJSON.Geometry,
});

describe('plot-check --out', () => {
  it('never writes a null: plots without geometry or with positions that are not numbers are left out and named', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plot-check-out-'));
    const features = [
      plot('Good', { type: 'Polygon', coordinates: [square(-5.5)] }),
      plot('No shape', null),
      plot('NaN point', { type: 'Point', coordinates: [NaN, NaN] }, { Area: 1 }),
      plot('Infinite corner', {
        type: 'Polygon',
        coordinates: [[...square(-5.6).slice(0, 2), [Infinity, 7.5], ...square(-5.6).slice(2)]],
      }),
    ];
    for (const fix of [false, true]) {
      const w = await writeTracesFile(
        'in.geojson',
        features,
        path.join(dir, String(fix)),
        DEFAULT_CHECK_OPTIONS,
        fix,
      );
      const text = readFileSync(w.file, 'utf8');
      expect(text).not.toContain('null');
      expect(w.plots).toBe(1);
      expect(w.leftOut.map((l) => [l.index, l.name])).toEqual([
        [1, 'No shape'],
        [2, 'NaN point'],
        [3, 'Infinite corner'],
      ]);
      expect(w.leftOut[0]!.reason).toMatch(/feature 2 \("No shape"\): it has no geometry\. It is left out/);
      await recheckWritten([w], DEFAULT_CHECK_OPTIONS);
      expect(w.accepted).toBe(1);
      const report = textReport([], [w], false);
      expect(report).toMatch(
        /Left out of \S*in\.geojson: 3 plots that cannot be written without a null .*: 2, 3, 4\./,
      );
    }
  });

  it('the re-check refuses the points the EU refuses (0 ha, 0.00005 ha, 6.4 ha) and takes 0.0001 and 4 ha', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plot-check-out-'));
    const pt = (name: string, i: number, area: number) =>
      plot(name, { type: 'Point', coordinates: [-5.5 - i / 100, 7.5] }, { Area: area });
    const w = await writeTracesFile(
      'points.geojson',
      [pt('Zero', 0, 0), pt('Tiny', 1, 0.00005), pt('Min', 2, 0.0001), pt('Four', 3, 4), pt('Big', 4, 6.4)],
      dir,
      DEFAULT_CHECK_OPTIONS,
      true,
    );
    expect(w.plots).toBe(5);
    await recheckWritten([w], DEFAULT_CHECK_OPTIONS);
    expect(w.accepted).toBe(2);
    expect(w.euProblems).toEqual({ EUDR_COMMODITIES_PRODUCER_GEO_AREA_INVALID: 3 });
    expect(textReport([], [w], false)).toMatch(
      /2 of 5 plots would be accepted \(.*3 EUDR_COMMODITIES_PRODUCER_GEO_AREA_INVALID\)/,
    );
  });

  it('writes the repeats the cut to 6 decimals makes merged (§9.5 error 7), so the re-check passes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plot-check-out-'));
    const ring = [[-5.5, 7.5], [-5.5000001, 7.5000001], ...square(-5.5).slice(1)];
    const w = await writeTracesFile(
      'dup.geojson',
      [plot('Dup', { type: 'Polygon', coordinates: [ring] })],
      dir,
      DEFAULT_CHECK_OPTIONS,
      false,
    );
    const written = JSON.parse(readFileSync(w.file, 'utf8')) as GeoJSON.FeatureCollection<GeoJSON.Polygon>;
    expect(written.features[0]!.geometry.coordinates[0]).toEqual(square(-5.5));
    await recheckWritten([w], DEFAULT_CHECK_OPTIONS);
    expect(w.accepted).toBe(1);
    expect(w.euProblems).toEqual({});
  });
});
