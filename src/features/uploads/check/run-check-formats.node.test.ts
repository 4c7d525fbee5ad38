/** The worker's pipeline on supplier formats: converted, mapped and checked like GeoJSON. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHECK_OPTIONS } from '@core/plot-rules/index.ts';
import type { CheckInputFile } from './file-chunks.ts';
import { runCheck } from './run-check.ts';

const fixture = (name: string): CheckInputFile => {
  const blob = new Blob([readFileSync(path.resolve('tests/fixtures/formats', name))]);
  return { name, size: blob.size, stream: () => blob.stream() };
};

describe('runCheck on supplier formats', () => {
  it('a KML with Untitled Polygon names: format, proposal with the repeated names, mapped names on the preview', async () => {
    const progress: number[] = [];
    const r = await runCheck(
      [fixture('google-earth.kml')],
      DEFAULT_CHECK_OPTIONS,
      { onProgress: (p) => progress.push(p.bytes) },
      undefined,
      ['auto'],
    );
    const file = r.files[0]!;
    expect(file.format).toBe('kml');
    expect(file.featureCount).toBe(4);
    expect(file.proposal?.name.field).toBe('name');
    expect(file.proposal?.repeatedNames).toEqual([{ value: 'Untitled Polygon', count: 3 }]);
    expect(file.mapping?.nameField).toBe('name');
    // The empty placemark is a plot without geometry: refused, the other three accepted.
    expect(file.byRule['missing-geometry']?.errors).toBe(1);
    expect(file.notAccepted).toBe(1);
    expect(r.preview.features.map((f) => f.properties.name)).toContain('Untitled Polygon');
    // Progress is in the file's own bytes and ends at its size.
    expect(progress.at(-1)).toBe(file.bytes);
  });

  it('without a mapping the properties are checked as they are (no ProductionPlace: every plot unnamed)', async () => {
    const r = await runCheck([fixture('google-earth.kml')], DEFAULT_CHECK_OPTIONS, {}, undefined, [null]);
    expect(r.files[0]!.byRule['missing-name']?.errors).toBe(4);
    expect(r.files[0]!.mapping).toBeNull();
    expect(r.files[0]!.proposal?.name.field).toBe('name');
  });

  it('a KML that is not XML is fatal for the upload, with its message', async () => {
    const r = await runCheck([fixture('not-xml.kml')], DEFAULT_CHECK_OPTIONS, {}, undefined, ['auto']);
    expect(r.files[0]!.fatal?.code).toBe('file-unreadable');
    expect(r.problems[0]?.message).toMatch(/cannot be read as KML/);
  });
});
