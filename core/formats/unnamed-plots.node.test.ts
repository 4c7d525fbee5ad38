/**
 * Plots the file gives no name at all, numbered by file and place (checkPlotFile's numberUnnamed, which
 * plot-check turns on): a field survey's CSV of plots with no name column lost every plot to "missing name".
 * Every format goes through the same mapping and check, so each one is tried here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { makeXlsx } from '../../tests/cli/make-xlsx.ts';
import {
  createUploadCheckState,
  DEFAULT_CHECK_OPTIONS,
  type CheckedFeature,
} from '@core/plot-rules/index.ts';
import { checkPlotFile, type CheckPlotFileOptions, type PlotFileSource } from './check-plot-file.ts';
import {
  fileStemOf,
  numberedName,
  numberIfUnnamed,
  numberingPrefixOf,
} from '@core/mapping/plot-numbering.ts';

const require = createRequire(import.meta.url);
const env = { loadSqlWasm: async () => readFileSync(require.resolve('sql.js/dist/sql-wasm.wasm')) };

const source = (bytes: Uint8Array, name: string): PlotFileSource => ({
  name,
  size: bytes.length,
  head: async (n) => bytes.subarray(0, n),
  bytes: async () => bytes,
  async *chunks() {
    for (let i = 0; i < bytes.length; i += 4096) yield bytes.subarray(i, i + 4096);
  },
});

/** Three ~1 ha squares in Côte d'Ivoire, 6 decimals, at column `x`. */
const square = (k: number): number[][] => {
  const x = -5.5 + k * 0.01;
  return [
    [x, 6.8],
    [x + 0.001, 6.8],
    [x + 0.001, 6.801],
    [x, 6.801],
    [x, 6.8],
  ].map(([a, b]) => [Number(a!.toFixed(6)), Number(b!.toFixed(6))]);
};
const wkt = (k: number) =>
  `POLYGON ((${square(k)
    .map(([a, b]) => `${a} ${b}`)
    .join(', ')}))`;

async function run(
  bytes: Uint8Array,
  name: string,
  opts: Partial<CheckPlotFileOptions> = {},
  nameField?: string,
) {
  const plots: CheckedFeature[] = [];
  const checked = await checkPlotFile(
    source(bytes, name),
    { ...DEFAULT_CHECK_OPTIONS, designatedNameField: nameField ?? null },
    createUploadCheckState(),
    { mapping: 'auto', env, ...opts, hooks: { onFeature: (f) => plots.push(f) } },
  );
  return { checked, plots, names: plots.map((p) => p.feature?.properties?.['ProductionPlace']) };
}

const surveyCsv = strToU8(`Pays,WKT\n${[0, 1, 2].map((k) => `CI,"${wkt(k)}"`).join('\n')}\n`);

describe('a file with no name for its plots', () => {
  it('CSV without a name column: plots numbered from 1 by file and place, accepted, one warning', async () => {
    const { checked, names, plots } = await run(surveyCsv, 'survey 2024.csv', { numberUnnamed: true });
    expect(checked.mapping?.nameField).toBeNull();
    expect(names).toEqual(['survey 2024 1', 'survey 2024 2', 'survey 2024 3']);
    expect(plots.map((p) => p.name)).toEqual(names);
    expect(checked.summary.counts['missing-name']).toBeUndefined();
    expect(checked.summary.acceptedCount).toBe(3);
    const notes = checked.readWarnings.filter((w) => /no name/.test(w.message));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ code: 'read-note' });
    expect(notes[0]!.message).toBe(
      '3 plots of survey 2024.csv have no name; they were named by file and place in the file ("survey 2024 1" is the first). Add a name column or property to give each plot its own name.',
    );
    expect(notes[0]!.featureIndex).toBeUndefined();
  });

  it('without numberUnnamed (the upload page asks first) every plot is still a missing name', async () => {
    const { checked, names } = await run(surveyCsv, 'survey.csv');
    expect(names).toEqual([undefined, undefined, undefined]);
    expect(checked.summary.counts['missing-name']).toBe(3);
    expect(checked.summary.acceptedCount).toBe(0);
    expect(checked.readWarnings.some((w) => /no name/.test(w.message))).toBe(false);
  });

  it('a name column with one blank cell: that plot stays a missing name, the others keep theirs', async () => {
    const csv = strToU8(`Nom,Pays,WKT\nA,CI,"${wkt(0)}"\n,CI,"${wkt(1)}"\nC,CI,"${wkt(2)}"\n`);
    const { checked, names } = await run(csv, 'named.csv', { numberUnnamed: true });
    expect(checked.mapping?.nameField).toBe('Nom');
    expect(names).toEqual(['A', undefined, 'C']);
    expect(checked.summary.counts['missing-name']).toBe(1);
    expect(checked.readWarnings.some((w) => /no name/.test(w.message))).toBe(false);
  });

  it('a name field the person designated is theirs to fill: not numbered', async () => {
    const { checked } = await run(surveyCsv, 'survey.csv', { numberUnnamed: true }, 'Lote');
    expect(checked.summary.counts['missing-name']).toBe(3);
  });

  it('one plot: "1 plot … it was named", the first name given', async () => {
    const csv = strToU8(`Pays,WKT\nCI,"${wkt(0)}"\n`);
    const { checked, names } = await run(csv, 'one.csv', { numberUnnamed: true });
    expect(names).toEqual(['one 1']);
    expect(checked.readWarnings.map((w) => w.message)).toContain(
      '1 plot of one.csv has no name; it was named by file and place in the file ("one 1" is the first). Add a name column or property to give each plot its own name.',
    );
  });

  const feature = (k: number, props: Record<string, unknown>) => ({
    type: 'Feature',
    properties: props,
    geometry: { type: 'Polygon', coordinates: [square(k)] },
  });
  const kml = (k: number) =>
    `<Placemark><ExtendedData><Data name="pays"><value>CI</value></Data></ExtendedData><Polygon><outerBoundaryIs><LinearRing><coordinates>${square(
      k,
    )
      .map(([a, b]) => `${a},${b}`)
      .join(' ')}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`;

  it.each([
    [
      'GeoJSON',
      'walk.geojson',
      strToU8(
        JSON.stringify({
          type: 'FeatureCollection',
          features: [0, 1, 2].map((k) => feature(k, { pays: 'CI' })),
        }),
      ),
    ],
    ['KML', 'walk.kml', strToU8(`<kml><Document>${[0, 1, 2].map(kml).join('')}</Document></kml>`)],
    ['XLSX', 'walk.xlsx', makeXlsx([['Pays', 'WKT'], ...[0, 1, 2].map((k) => ['CI', wkt(k)])])],
    ['TSV', 'walk.tsv', strToU8(`Pays\tWKT\n${[0, 1, 2].map((k) => `CI\t${wkt(k)}`).join('\n')}\n`)],
  ])('%s: numbered the same way', async (_, name, bytes) => {
    const { checked, names } = await run(bytes, name, { numberUnnamed: true });
    expect(checked.summary.fatal).toBeNull();
    expect(names).toEqual(['walk 1', 'walk 2', 'walk 3']);
    expect(checked.summary.counts['missing-name']).toBeUndefined();
  });
});

describe('plot-numbering.ts', () => {
  it('numbers from 1 after the file name without its format', () => {
    expect(numberedName('farms', 0)).toBe('farms 1');
    expect(numberedName('farms', 1975)).toBe('farms 1976');
    expect(fileStemOf('fields.shp.zip')).toBe('fields');
    expect(numberingPrefixOf('farms.KML')).toBe('farms');
    expect(numberingPrefixOf('.csv')).toBe('plot');
  });

  it('names only a feature without a name; keeps its other properties', () => {
    const blank = { type: 'Feature', properties: { ProductionPlace: '  ', Area: 2 } };
    expect(numberIfUnnamed(blank, 4, 'f')).toBe(true);
    expect(blank.properties).toEqual({ ProductionPlace: 'f 5', Area: 2 });
    const none = { type: 'Feature', properties: null };
    expect(numberIfUnnamed(none, 0, 'f')).toBe(true);
    expect(none.properties).toEqual({ ProductionPlace: 'f 1' });
    for (const named of ['A', 0, 12])
      expect(numberIfUnnamed({ type: 'Feature', properties: { ProductionPlace: named } }, 0, 'f')).toBe(
        false,
      );
    expect(numberIfUnnamed({ type: 'Feature', properties: { ProductionPlace: Number.NaN } }, 0, 'f')).toBe(
      true,
    );
    expect(numberIfUnnamed({ type: 'Point' }, 0, 'f')).toBe(false);
    expect(numberIfUnnamed([1], 0, 'f')).toBe(false);
    expect(numberIfUnnamed(null, 0, 'f')).toBe(false);
  });
});
