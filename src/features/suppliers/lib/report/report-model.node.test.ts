import { describe, expect, it } from 'vitest';
import type { Decision, UploadRecord } from '@core/api/review.ts';
import type { Plot } from '@core/api/schemas.ts';
import { testPlot } from '@tests/support/plots.ts';
import { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import type { ReviewItem } from '@/lib/review/review-items.ts';
import { MAP_LIMITS, reportMap } from './report-map.ts';
import { REPORT_LIMITS, supplierReport, type ReportInput } from './report-model.ts';
import { reportFileName } from './report-text.ts';

const assessed = (
  riskLevel: 'high' | 'medium' | 'low',
  assessedAt: string,
  f: { deforestedHa?: number; protectedHa?: number } = {},
): Plot['riskAssessment'] => ({
  riskLevel,
  assessedAt,
  framework: 'EUDR',
  deforestation: { areaHa: f.deforestedHa ?? 0, hasDeforestation: (f.deforestedHa ?? 0) > 0 },
  remainingForestHa: 0,
  protectedAreasHa: f.protectedHa ?? 0,
  indigenousTerritoriesHa: 0,
});

const square = (x: number, y: number, d = 0.01): GeoJSON.Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, y],
      [x + d, y],
      [x + d, y + d],
      [x, y + d],
      [x, y],
    ],
  ],
});

const SUPPLIER = 'Coopérative Agricole du Sud';
const plots = [
  testPlot('p1', {
    name: 'Zeta',
    supplier: SUPPLIER,
    country: 'CI',
    areaHa: 2,
    geometry: square(-5, 6),
    riskAssessment: assessed('medium', '2026-03-02T10:00:00Z'),
  }),
  testPlot('p2', {
    name: 'Alpha',
    supplier: SUPPLIER,
    country: 'CI',
    areaHa: 3,
    geometry: square(-5.1, 6.1),
    riskAssessment: assessed('high', '2026-01-15T08:00:00Z', { deforestedHa: 0.4, protectedHa: 1.5 }),
  }),
  testPlot('p3', {
    name: 'Beta',
    supplier: SUPPLIER,
    country: 'RU',
    areaHa: 1,
    geometry: { type: 'Point', coordinates: [-5.05, 6.05] },
    riskAssessment: null,
  }),
  testPlot('p4', {
    name: 'Gamma',
    supplier: SUPPLIER,
    country: 'CI',
    areaHa: 5,
    geometry: square(-5.02, 6.02),
    riskAssessment: assessed('high', '2026-02-01T00:00:00Z'),
  }),
  testPlot('x1', {
    name: 'Other',
    supplier: 'Other trader',
    areaHa: 9,
    geometry: square(10, 10),
    riskAssessment: assessed('high', '2020-01-01T00:00:00Z'),
  }),
];

const decision = (over: Partial<Decision>): Decision => ({
  id: 'd',
  plotId: 'p2',
  kind: 'risk',
  supplierId: 'sup-1',
  verdict: 'cleared',
  reason: 'no-deforestation-verified',
  note: '',
  evidence: null,
  decidedBy: 'amara@example.org',
  decidedAt: '2026-04-01T09:00:00Z',
  ...over,
});

const first = decision({ id: 'd1', verdict: 'needs-information', reason: 'awaiting-supplier-documents' });
const second = decision({
  id: 'd2',
  decidedAt: '2026-04-03T09:00:00Z',
  note: 'Visited on site.',
  evidence: { url: 'https://example.org/visit.pdf' },
});
const pairDecision = decision({
  id: 'd3',
  plotId: 'p4',
  kind: 'inside-another',
  otherPlotId: 'p1',
  verdict: 'excluded',
  reason: 'duplicate-claim',
  decidedAt: '2026-04-02T00:00:00Z',
});

const record = (over: Partial<UploadRecord>): UploadRecord => ({
  uploadId: 'u1',
  supplierId: 'sup-1',
  fileNames: ['farms.geojson'],
  fileSha256: ['a'.repeat(64)],
  overwrite: false,
  shouldMatchOnName: false,
  added: 4,
  changed: 0,
  removed: 0,
  plotCount: 4,
  recordedBy: 'amara@example.org',
  recordedAt: '2026-01-10T00:00:00Z',
  ...over,
});

const items: ReviewItem[] = [
  {
    key: 'k',
    kind: 'inside-another',
    plotId: 'p4',
    plotName: 'Gamma',
    supplier: SUPPLIER,
    risk: 'high',
    areaHa: 5,
    otherPlotId: 'p1',
    otherPlotName: 'Zeta',
    otherSupplier: SUPPLIER,
    overlapHa: 4.9,
    share: 0.98,
  },
  {
    key: 'k2',
    kind: 'double-claim',
    plotId: 'p1',
    plotName: 'Zeta',
    supplier: SUPPLIER,
    risk: 'medium',
    areaHa: 2,
    otherPlotId: 'x1',
    otherPlotName: 'Other',
    otherSupplier: 'Other trader',
    overlapHa: 0.2,
    share: 0.1,
  },
];

const input = (over: Partial<ReportInput> = {}): ReportInput => ({
  projectName: 'Cocoa 2026',
  supplierName: SUPPLIER,
  list: PlotList.of(plots),
  items,
  overlapScan: { totalPairs: 2, listedPairs: 2 },
  decisions: [second, pairDecision],
  history: { entries: [first, pairDecision, second], truncated: false },
  uploads: [
    record({ uploadId: 'u1', recordedAt: '2026-01-10T00:00:00Z' }),
    record({
      uploadId: 'u2',
      fileNames: ['a.kml', 'b.kml'],
      fileSha256: undefined,
      endedAt: '2026-02-10T00:00:00Z',
      overwrite: true,
    }),
  ],
  generatedAt: '2026-11-26T21:00:00.000Z',
  appVersion: '0.1.0',
  rulesVersion: '2026.11.1',
  ...over,
});

describe('supplierReport', () => {
  const r = supplierReport(input());

  it('sums the supplier’s plots only, by the service’s risk, with countries and their EU tier', () => {
    expect(r.summary.plots).toBe(4);
    expect(r.summary.areaHa).toBe(11);
    expect(r.summary.byRisk.high).toEqual({ plots: 2, areaHa: 8 });
    expect(r.summary.byRisk.unassessed).toEqual({ plots: 1, areaHa: 1 });
    expect(r.countries.map((c) => [c.code, c.plots, c.tier])).toEqual([
      ['CI', 3, 'standard'],
      ['RU', 1, 'high'],
    ]);
    expect(r.countries[0]!.name).toBe('Côte d’Ivoire');
  });

  it('lists the plots at risk most severe first, the largest deforestation first, with their decision', () => {
    expect(r.atRisk.total).toBe(3);
    expect(r.atRisk.rows.map((x) => x.name)).toEqual(['Alpha', 'Gamma', 'Zeta']);
    const alpha = r.atRisk.rows[0]!;
    expect(alpha).toMatchObject({
      id: 'p2',
      risk: 'high',
      deforestedHa: 0.4,
      protectedAreasHa: 1.5,
      assessedAt: '2026-01-15T08:00:00Z',
    });
    expect(alpha.decision).toMatchObject({ verdictLabel: 'Cleared', note: 'Visited on site.' });
    expect(r.atRisk.rows[1]!.deforestedHa).toBeNull();
    expect(r.atRisk.rows[2]!.decision).toBeNull();
  });

  it('groups the decisions by item, newest first, so the history reads under the current verdict', () => {
    expect(r.decisions).toMatchObject({ items: 2, entries: 3, truncated: false });
    expect(r.decisions.groups.map((g) => [g.plotName, g.kind, g.otherPlotName])).toEqual([
      ['Alpha', 'risk', null],
      ['Gamma', 'inside-another', 'Zeta'],
    ]);
    expect(r.decisions.groups[0]!.entries.map((e) => e.verdict)).toEqual(['cleared', 'needs-information']);
    expect(r.decisions.groups[0]!.entries[0]!.evidenceUrl).toBe('https://example.org/visit.pdf');
  });

  it('counts overlaps by kind, the largest first, with the decision on each', () => {
    expect(r.overlaps).toMatchObject({
      checked: true,
      insideAnother: 1,
      withinSupplier: 0,
      withOthers: 1,
      total: 2,
      partial: false,
    });
    expect(r.overlaps.rows.map((o) => [o.plotName, o.otherSupplier, o.decision?.verdict ?? null])).toEqual([
      ['Gamma', SUPPLIER, 'excluded'],
      ['Zeta', 'Other trader', null],
    ]);
    const pending = supplierReport(input({ items: null, overlapScan: null })).overlaps;
    expect(pending).toMatchObject({ checked: false, total: 0, rows: [] });
    expect(supplierReport(input({ overlapScan: { totalPairs: 9, listedPairs: 2 } })).overlaps.partial).toBe(
      true,
    );
  });

  it('lists uploads newest first with each file’s hash, and the provenance of the figures', () => {
    expect(r.uploads.rows.map((u) => u.uploadId)).toEqual(['u2', 'u1']);
    expect(r.uploads.rows[0]!.files).toEqual([
      { name: 'a.kml', sha256: null },
      { name: 'b.kml', sha256: null },
    ]);
    expect(r.uploads.rows[1]!.files).toEqual([{ name: 'farms.geojson', sha256: 'a'.repeat(64) }]);
    expect(r.provenance).toMatchObject({
      riskData: { oldest: '2026-01-15T08:00:00Z', newest: '2026-03-02T10:00:00Z' },
      frameworks: ['EUDR'],
      rulesVersion: '2026.11.1',
      appVersion: '0.1.0',
      filesWithHash: 1,
      files: 3,
    });
    expect(r.provenance.benchmark).toContain('2025/1093');
  });

  it('gives the same report for the same inputs in any order, apart from its date', () => {
    const shuffled = input({
      list: PlotList.of([...plots].reverse()),
      items: [...items].reverse(),
      decisions: [pairDecision, second],
      history: { entries: [second, first, pairDecision], truncated: false },
      uploads: [...input().uploads].reverse(),
      generatedAt: '2027-01-01T00:00:00.000Z',
    });
    const again = supplierReport(shuffled);
    expect(again.generatedAt).toBe('2027-01-01T00:00:00.000Z');
    expect({ ...again, generatedAt: '' }).toEqual({ ...r, generatedAt: '' });
  });

  it('keeps the first rows of a long list and says how many there are', () => {
    const many = Array.from({ length: REPORT_LIMITS.atRisk + 7 }, (_, i) =>
      testPlot(`m${String(i).padStart(4, '0')}`, {
        supplier: SUPPLIER,
        geometry: square(i * 0.001, 0, 0.0005),
        riskAssessment: assessed('high', '2026-01-01T00:00:00Z'),
      }),
    );
    const big = supplierReport(input({ list: PlotList.of(many), items: [], decisions: [] }));
    expect(big.atRisk.total).toBe(REPORT_LIMITS.atRisk + 7);
    expect(big.atRisk.rows).toHaveLength(REPORT_LIMITS.atRisk);
    expect(big.atRisk.rows[0]!.id).toBe('m0000');
  });
});

describe('reportMap', () => {
  it('fits the plots into the box, north up, outlines for shapes and a dot for a point', () => {
    const list = PlotList.of([
      testPlot('a', { geometry: square(0, 0, 1) }),
      testPlot('b', { geometry: { type: 'Point', coordinates: [2, 1] } }),
    ]);
    const m = reportMap(list, [0, 1], 200, 100);
    expect(m.bounds).toEqual([0, 0, 2, 1]);
    expect(m.outlines).toBe(1);
    expect(m.dots).toBe(1);
    const ring = m.shapes.find((s) => s.kind === 'ring')!;
    // 2° × 1° at the equator into 200 × 100: 100 points per degree; latitude 0 is the bottom edge.
    expect(ring.points).toEqual([0, 100, 100, 100, 100, 0, 0, 0, 0, 100]);
    expect(m.shapes.find((s) => s.kind === 'dot')!.points).toEqual([200, 0]);
  });

  it('draws plots past the vertex budget as dots, the most severe on top', () => {
    const corners = 1001;
    const ring = Array.from({ length: corners }, (_, k) => {
      const a = (2 * Math.PI * k) / (corners - 1);
      return [Math.cos(a), Math.sin(a)];
    });
    const count = Math.ceil(MAP_LIMITS.vertices / corners) + 2;
    const list = PlotList.of(
      Array.from({ length: count }, (_, i) =>
        testPlot(`c${String(i).padStart(3, '0')}`, {
          geometry: { type: 'Polygon', coordinates: [ring.map(([x, y]) => [x! * 10 + i * 30, y! * 10])] },
          riskAssessment: i === 0 ? assessed('high', '2026-01-01') : null,
        }),
      ),
    );
    // Big enough a box that no corner of the 1,000-corner rings merges with its neighbour.
    const m = reportMap(
      list,
      Array.from({ length: count }, (_, i) => i),
      100_000,
      2_000,
    );
    expect(m.outlines + m.dots).toBe(count);
    expect(m.dots).toBeGreaterThanOrEqual(2);
    expect(m.shapes.reduce((n, s) => n + s.points.length / 2, 0)).toBeLessThanOrEqual(
      MAP_LIMITS.vertices + m.dots,
    );
    expect(m.shapes.at(-1)!.risk).toBe('high');
  });

  it('has nothing to draw without positions', () => {
    expect(reportMap(PlotList.EMPTY, [], 100, 100)).toMatchObject({ bounds: null, shapes: [], missing: 0 });
  });
});

describe('reportFileName', () => {
  it('names project, supplier and day, keeping letters of any script', () => {
    expect(reportFileName('Cocoa 2026', 'Coopérative Agricole / Sud', '2026-11-26T21:00:00Z')).toBe(
      'due-diligence-Cocoa-2026-Coopérative-Agricole-Sud-2026-11-26.pdf',
    );
    expect(reportFileName('***', '', '2026-11-26T00:00:00Z')).toBe(
      'due-diligence-unnamed-unnamed-2026-11-26.pdf',
    );
  });
});
