import { describe, expect, it } from 'vitest';
import type { Plot } from '@core/api/schemas.ts';
import { csvField, exportBaseOfPlots, plotsToCsv, prepareExportOfPlots } from './export-plots.ts';

const plot = (i: number, over: Partial<Plot> = {}): Plot => ({
  id: `plt-${i}`,
  name: `Plot ${i}`,
  supplier: 'Coopérative de Soubré',
  projectId: 'p',
  country: 'CI',
  areaHa: 1.234567,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  properties: { ProducerName: 'Kouassi Koné' },
  geometry: {
    type: 'Polygon',
    // A ~1.2 ha triangle in Côte d'Ivoire, a new spot per plot (the same boundary twice is a duplicate).
    coordinates: [
      [
        [-5.5 + i / 100, 7.5],
        [-5.499 + i / 100, 7.5],
        [-5.499 + i / 100, 7.501],
        [-5.5 + i / 100, 7.5],
      ],
    ],
  },
  riskAssessment: {
    riskLevel: 'high',
    assessedAt: '2025-02-01T00:00:00Z',
    framework: 'EUDR',
    deforestation: { areaHa: 0.5, hasDeforestation: true },
    remainingForestHa: 0.2,
    protectedAreasHa: 0,
    indigenousTerritoriesHa: 0,
  },
  ...over,
});

describe('the TRACES export of stored plots', () => {
  it('never fills ProducerName with the supplier; the file is named after project, supplier and date', async () => {
    const out = await prepareExportOfPlots([plot(1, { properties: { ProducerName: '  ' } }), plot(2)], false);
    const [a, b] = out.features.map((f) => JSON.parse(f) as GeoJSON.Feature);
    expect(a!.properties).toEqual({ ProducerCountry: 'CI', ProductionPlace: 'Plot 1', Area: 1.2346 });
    expect(b!.properties).toMatchObject({ ProducerName: 'Kouassi Koné' });
    expect(out.withoutProducer).toBe(1);
    expect(exportBaseOfPlots('Cocoa 2026', [plot(1), plot(2)], new Date('2026-11-26T12:00:00Z'))).toBe(
      'Cocoa-2026_Cooperative-de-Soubre_2026-11-26',
    );
  });
});

describe('CSV', () => {
  it('quotes separators and neutralises formulas', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField(-3.5)).toBe('-3.5');
    expect(csvField(null)).toBe('');
    expect(csvField(true)).toBe('yes');
  });
  it('writes a header and one row per plot', () => {
    const csv = plotsToCsv([plot(1), plot(2, { riskAssessment: null })]);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^plot_id,name,supplier/);
    expect(lines[1]).toContain('High risk');
    expect(lines[2]).toContain('Not assessed');
  });
});
