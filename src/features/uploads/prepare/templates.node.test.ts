/**
 * The templates the Uploads page offers can never be refused by our own uploader: each one, read by the
 * readers of core/formats, mapped by the automatic proposal and checked by the one rule module (with
 * "Validate for TRACES" on, the strictest options), has no error, and its fields map onto the TRACES fields.
 */
import { describe, expect, it } from 'vitest';
import { checkPlotFile, type PlotFileSource } from '@core/formats/check-plot-file.ts';
import { readPlotFile } from '@core/formats/read-plot-file.ts';
import { createUploadCheckState, type CheckOptions } from '@core/plot-rules/index.ts';
import { csvTemplate, geojsonTemplate, TEMPLATE_COLUMNS, xlsxTemplate } from './templates.ts';

const strict: CheckOptions = {
  validateForTraces: true,
  allowDuplicateGeometries: false,
  designatedNameField: null,
  shouldMatchOnName: false,
};

function sourceOf(name: string, bytes: Uint8Array): PlotFileSource {
  return {
    name,
    size: bytes.length,
    head: async (n) => bytes.slice(0, n),
    bytes: async () => bytes,
    chunks: async function* () {
      yield bytes;
    },
  };
}

const enc = new TextEncoder();
const TEMPLATES: [string, () => Promise<Uint8Array>, string][] = [
  ['plots-template.geojson', async () => enc.encode(geojsonTemplate()), 'geojson'],
  ['plots-template.csv', async () => enc.encode(csvTemplate()), 'csv'],
  ['plots-template.xlsx', xlsxTemplate, 'xlsx'],
];

describe.each(TEMPLATES)('the %s template', (name, make, format) => {
  it('is read by our own reader as two plots, a polygon and a point, with the TRACES fields', async () => {
    const read = await readPlotFile(await make(), name);
    expect(read.fatal).toBeNull();
    expect(read.format).toBe(format);
    expect(read.features.map((f) => f.geometry?.type)).toEqual(['Polygon', 'Point']);
    expect(read.features.map((f) => f.properties?.['ProductionPlace'])).toEqual([
      'Plot 1 Kouassi',
      'Plot 2 Kouassi',
    ]);
    const keys = Object.keys(read.features[0]!.properties ?? {});
    for (const column of TEMPLATE_COLUMNS.filter((c) => c !== 'WKT')) expect(keys).toContain(column);
  });

  it('is mapped onto its own TRACES fields and passes every check with no error', async () => {
    const mapped: GeoJSON.Feature[] = [];
    const check = await checkPlotFile(sourceOf(name, await make()), strict, createUploadCheckState(), {
      mapping: 'auto',
      hooks: { onFeature: (f) => f.feature && mapped.push(f.feature) },
    });
    expect(check.proposal).toMatchObject({
      name: { field: 'ProductionPlace' },
      producer: { field: 'ProducerName' },
      country: { field: 'ProducerCountry', fromPosition: 0, unrecognised: [] },
      area: { field: 'Area', unit: 'ha', computed: 0 },
      repeatedNames: [],
    });
    const { summary } = check;
    expect(summary.fatal ?? null).toBeNull();
    expect(summary.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(summary.featureCount).toBe(2);
    expect(summary.acceptedCount).toBe(2);
    expect(mapped.map((f) => f.properties)).toEqual([
      expect.objectContaining({
        ProductionPlace: 'Plot 1 Kouassi',
        ProducerName: 'Kouassi Amani',
        ProducerCountry: 'CI',
        Area: 1.8,
      }),
      expect.objectContaining({
        ProductionPlace: 'Plot 2 Kouassi',
        ProducerName: 'Kouassi Amani',
        ProducerCountry: 'CI',
        Area: 0.9,
      }),
    ]);
  });
});
