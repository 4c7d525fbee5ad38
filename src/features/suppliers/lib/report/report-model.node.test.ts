import { describe, expect, it } from 'vitest';
import { reviewItemKey, type Decision, type UploadRecord } from '@core/api/review.ts';
import type { Declaration, DeclarationCheck } from '@core/api/filing.ts';
import type { Conclusion } from '@core/api/statements.ts';
import type { Plot } from '@core/api/schemas.ts';
import { testPlot } from '@tests/support/plots.ts';
import { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import type { ReviewItem } from '@/lib/review/review-items.ts';
import { MAP_LIMITS, reportMap } from './report-map.ts';
import { supplierReport } from './report-model.ts';
import { REPORT_LIMITS, type ReportInput } from './report-shape.ts';
import {
  conclusionLines,
  declarationText,
  openItemsSummary,
  openItemText,
  reportFileName,
  uploadDetails,
  uploadText,
  wordsIn,
} from './report-text.ts';

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

/** Gamma's risk item waits for the supplier: "needs information" keeps it open. */
const waitingDecision = decision({
  id: 'd4',
  plotId: 'p4',
  verdict: 'needs-information',
  reason: 'awaiting-supplier-documents',
  decidedAt: '2026-04-04T00:00:00Z',
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

const riskItem = (plotId: string, plotName: string, risk: 'high' | 'medium'): ReviewItem => ({
  key: reviewItemKey({ kind: 'risk', plotId }),
  kind: 'risk',
  plotId,
  plotName,
  supplier: SUPPLIER,
  risk,
  areaHa: 1,
});

const items: ReviewItem[] = [
  riskItem('p2', 'Alpha', 'high'),
  riskItem('p4', 'Gamma', 'high'),
  riskItem('p1', 'Zeta', 'medium'),
  {
    key: reviewItemKey({ kind: 'inside-another', plotId: 'p4', otherPlotId: 'p1' }),
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
    key: reviewItemKey({ kind: 'double-claim', plotId: 'p1', otherPlotId: 'x1' }),
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
  decisions: [second, pairDecision, waitingDecision],
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
  conclusions: [],
  declarations: [],
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
      // portfolio-counts.ts's figures: Gamma lies inside Zeta, so both overlap a plot of their own supplier.
      insideAnother: 1,
      withinSupplier: 2,
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
    expect(r.uploads.rows[0]!.sentFiles).toEqual([
      { name: 'a.kml', sizeBytes: null, sha256: null },
      { name: 'b.kml', sizeBytes: null, sha256: null },
    ]);
    expect(r.uploads.rows[1]!.sentFiles).toEqual([
      { name: 'farms.geojson', sizeBytes: null, sha256: 'a'.repeat(64) },
    ]);
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
      decisions: [waitingDecision, pairDecision, second],
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

describe('the report’s record of decisions that count (issue 50)', () => {
  const ORIGINAL = 'b'.repeat(64);
  const SENT = 'c'.repeat(64);
  const withProvenance = record({
    uploadId: 'u3',
    fileNames: ['Coop Sud.xlsx'],
    fileSha256: [SENT],
    originalFiles: [{ name: 'Coop Sud.xlsx', sizeBytes: 48_213, sha256: ORIGINAL }],
    sentFiles: [{ name: 'Coop Sud.geojson', sizeBytes: 120_004, sha256: SENT }],
    fieldMapping: { producerCountry: '=CI', plotId: 'Farm ID', name: 'Nom' },
    fixes: [
      { kind: 'close-rings', plotCount: 2, plots: ['3', '17'] },
      {
        kind: 'truncate-6-decimals',
        plotCount: 40,
        plots: Array.from({ length: 40 }, (_, i) => String(i + 1)),
      },
      { kind: 'fill-holes', plotCount: 5, plots: [] },
    ],
    startedAt: '2026-05-04T13:58:00Z',
    endedAt: '2026-05-04T14:07:31Z',
  });
  const legacy = record({ uploadId: 'u1', recordedAt: '2026-01-10T07:05:00Z' });
  const conclusion = (over: Partial<Conclusion>): Conclusion => ({
    id: 'c1',
    supplierId: 'sup-1',
    conclusion: 'negligible',
    reasoning: 'All plots verified against 2020 imagery.',
    openItems: 0,
    preparedBy: 'Lucas Meyer',
    preparedById: 'demo-lucas',
    preparedAt: '2026-05-05T09:00:00Z',
    signOff: null,
    ...over,
  });
  const signed = conclusion({
    id: 'c2',
    conclusion: 'mitigated',
    reasoning: 'Two plots overlap a protected area.',
    mitigation: 'Both plots excluded; supplier retrained.',
    openItems: 3,
    preparedAt: '2026-05-06T10:15:00Z',
    signOff: { signedBy: 'Inês Costa', signedById: 'demo-ines', signedAt: '2026-05-06T16:42:09Z' },
  });
  const r = supplierReport(
    input({ uploads: [legacy, withProvenance], conclusions: [conclusion({}), signed] }),
  );
  const w = wordsIn('en');

  it('keeps each upload’s original and sent files apart, with sizes, hashes, the mapping and the fixes', () => {
    const row = r.uploads.rows.find((u) => u.uploadId === 'u3')!;
    expect(row).toMatchObject({
      at: '2026-05-04T14:07:31Z',
      originalFiles: [{ name: 'Coop Sud.xlsx', sizeBytes: 48_213, sha256: ORIGINAL }],
      sentFiles: [{ name: 'Coop Sud.geojson', sizeBytes: 120_004, sha256: SENT }],
      // By field, whatever order the record had.
      mapping: [
        ['name', 'Nom'],
        ['plotId', 'Farm ID'],
        ['producerCountry', '=CI'],
      ],
    });
    expect(row.fixes).toEqual([
      { kind: 'close-rings', plotCount: 2, plots: ['3', '17'], more: 0 },
      {
        kind: 'truncate-6-decimals',
        plotCount: 40,
        plots: Array.from({ length: REPORT_LIMITS.fixPlots }, (_, i) => String(i + 1)),
        more: 40 - REPORT_LIMITS.fixPlots,
      },
      { kind: 'fill-holes', plotCount: 5, plots: [], more: 5 },
    ]);
    expect(uploadText(w, row)).toBe(
      '2026-05-04 14:07 UTC: 4 added, 0 changed, 0 removed; 4 plots after it. Recorded by amara@example.org.',
    );
    expect(uploadDetails(w, row)).toEqual([
      {
        text: 'Original files, as received:',
        lines: [`Coop Sud.xlsx, 48,213 bytes, SHA-256 ${ORIGINAL}`],
        mono: true,
      },
      {
        text: 'Files sent to the service, after the mapping and the fixes:',
        lines: [`Coop Sud.geojson, 120,004 bytes, SHA-256 ${SENT}`],
        mono: true,
      },
      {
        text: 'Field mapping: name from column “Nom”; plotId from column “Farm ID”; producerCountry = “CI” for every plot.',
        lines: [],
        mono: false,
      },
      {
        text: 'Fixes applied:',
        lines: [
          'closed open rings: 2 plots (3, 17)',
          `truncated positions to 6 decimals: 40 plots (${Array.from({ length: 30 }, (_, i) => i + 1).join(', ')}, and 10 more)`,
          'filled holes: 5 plots',
        ],
        mono: false,
      },
    ]);
  });

  it('says “not recorded” for what an older record did not keep, and keeps its hash as the sent file’s', () => {
    const row = r.uploads.rows.find((u) => u.uploadId === 'u1')!;
    expect(row).toMatchObject({
      at: '2026-01-10T07:05:00Z',
      originalFiles: null,
      mapping: null,
      fixes: null,
    });
    expect(uploadDetails(w, row).map((d) => [d.text, d.lines])).toEqual([
      ['Original files, as received: not recorded.', []],
      [
        'Files sent to the service, after the mapping and the fixes:',
        [`farms.geojson SHA-256 ${'a'.repeat(64)}`],
      ],
      ['Field mapping: not recorded.', []],
      ['Fixes applied: not recorded.', []],
    ]);
    expect(uploadText(w, row)).toMatch(/^2026-01-10 07:05 UTC: /);
    // A record that says no fix was applied is not one that did not say.
    const none = supplierReport(input({ uploads: [record({ fixes: [], fieldMapping: {} })] })).uploads
      .rows[0]!;
    expect(
      uploadDetails(w, none)
        .slice(2)
        .map((d) => d.text),
    ).toEqual(['Field mapping: none.', 'Fixes applied: none.']);
    // A fix kind this dashboard has no words for (a later uploader's) is written as recorded.
    const later = supplierReport(
      input({ uploads: [record({ fixes: [{ kind: 'snap-to-grid', plotCount: 1, plots: ['7'] }] })] }),
    ).uploads.rows[0]!;
    expect(uploadDetails(w, later)[3]!.lines).toEqual(['snap-to-grid: 1 plot (7)']);
    // Files sent with a hash, of files sent: the legacy record's one and the new record's sent file.
    expect(r.provenance).toMatchObject({ filesWithHash: 2, files: 2 });
  });

  it('gives the newest conclusion with its sign-off in UTC, and the earlier ones after it', () => {
    expect(r.conclusion?.total).toBe(2);
    expect(r.conclusion?.current).toEqual({
      id: 'c2',
      conclusion: 'mitigated',
      reasoning: 'Two plots overlap a protected area.',
      mitigation: 'Both plots excluded; supplier retrained.',
      openItems: 3,
      preparedBy: 'Lucas Meyer',
      preparedAt: '2026-05-06T10:15:00Z',
      signOff: { signedBy: 'Inês Costa', signedAt: '2026-05-06T16:42:09Z' },
    });
    expect(r.conclusion?.earlier.map((c) => [c.id, c.signOff])).toEqual([['c1', null]]);
    expect(conclusionLines(w, r.conclusion!.current)).toEqual([
      'Conclusion: the risk is not negligible; mitigation was taken.',
      'Prepared by Lucas Meyer, 2026-05-06 10:15 UTC, with 3 review items open.',
      'Reasoning: Two plots overlap a protected area.',
      'Mitigation taken: Both plots excluded; supplier retrained.',
      'Signed off by Inês Costa, 2026-05-06 16:42 UTC.',
    ]);
    expect(conclusionLines(w, r.conclusion!.earlier[0]!)).toEqual([
      'Conclusion: the risk is negligible.',
      'Prepared by Lucas Meyer, 2026-05-05 09:00 UTC, with no review item open.',
      'Reasoning: All plots verified against 2020 imagery.',
      'Not signed off: it waits for a second person’s signature.',
    ]);
    // A newer unsigned conclusion is the current one: the report never shows an older sign-off as current.
    const newer = supplierReport(
      input({ conclusions: [signed, conclusion({ id: 'c3', preparedAt: '2026-06-01T00:00:00Z' })] }),
    );
    expect(newer.conclusion?.current).toMatchObject({ id: 'c3', signOff: null });
    expect(supplierReport(input()).conclusion).toBeNull();
  });

  it('counts the open items by kind: no decision or “needs information”; a cleared or excluded one is not', () => {
    // Alpha's risk item is cleared, Gamma's waits for information, Zeta's has none; Gamma inside Zeta is
    // excluded; Zeta's double claim with Other has none.
    expect(r.openItems).toEqual({
      total: 3,
      byKind: [
        { kind: 'risk', count: 2 },
        { kind: 'double-claim', count: 1 },
      ],
      rows: [
        { kind: 'risk', plotId: 'p4', plotName: 'Gamma', otherPlotName: null, waiting: true },
        { kind: 'risk', plotId: 'p1', plotName: 'Zeta', otherPlotName: null, waiting: false },
        { kind: 'double-claim', plotId: 'p1', plotName: 'Zeta', otherPlotName: 'Other', waiting: false },
      ],
      overlapsChecked: true,
    });
    expect(openItemsSummary(w, r.openItems)).toBe(
      '3 review items are open (no decision yet, or waiting for information from the supplier): plot at risk: 2; double claim: 1.',
    );
    expect(r.openItems.rows.map((o) => openItemText(w, o))).toEqual([
      'Gamma: plot at risk (waiting for information from the supplier)',
      'Zeta: plot at risk',
      'Zeta: double claim with Other',
    ]);
    // Without an overlap scan the items hold no pair: said, and no overlap is listed.
    const unscanned = supplierReport(
      input({ items: items.filter((i) => i.kind === 'risk'), overlapScan: null }),
    );
    expect(unscanned.openItems).toMatchObject({ total: 2, overlapsChecked: false });
    expect(unscanned.overlaps).toMatchObject({ checked: false, rows: [] });
    expect(openItemsSummary(w, unscanned.openItems)).toMatch(
      /: plot at risk: 2\. The overlap check had not ended: overlaps between plots are not counted\.$/,
    );
    const allDecided = supplierReport(input({ items: [items[0]!] }));
    expect(openItemsSummary(w, allDecided.openItems)).toBe('No review item is open: each has a decision.');
  });
});

describe('supplierReport: declarations from the supplier', () => {
  const check = (over: Partial<DeclarationCheck>): DeclarationCheck => ({
    checkedAt: '2026-12-06T09:15:00Z',
    checkedBy: 'Lucas Meyer',
    result: 'EXISTING_USABLE',
    euStatus: 'AVAILABLE',
    dateTime: '2026-12-06T09:15:01Z',
    error: null,
    ...over,
  });
  const declaration = (over: Partial<Declaration>): Declaration => ({
    id: 'd1',
    projectId: 'p-cocoa',
    supplierId: 'sup-1',
    referenceNumber: '25NLSN6LX69730',
    verificationNumber: 'VN8KD2QX',
    note: null,
    addedBy: 'Lucas Meyer',
    addedAt: '2026-12-01T00:00:00Z',
    checks: [check({})],
    ...over,
  });
  const w = wordsIn('en');

  it('lists them newest added first, each with its last check, whatever order the checks came in', () => {
    const r = supplierReport(
      input({
        declarations: [
          declaration({}),
          declaration({
            id: 'd2',
            referenceNumber: '25NLWITHDRAWN1',
            addedAt: '2026-12-03T00:00:00Z',
            checks: [
              check({ checkedAt: '2026-12-02T00:00:00Z' }),
              check({
                checkedAt: '2026-12-06T11:00:00Z',
                checkedBy: 'Inês Costa',
                result: 'EXISTING_NON_USABLE',
                euStatus: 'WITHDRAWN',
              }),
            ],
          }),
          declaration({
            id: 'd3',
            referenceNumber: '26XXMADEUP0001',
            addedAt: '2026-12-02T00:00:00Z',
            checks: [check({ result: 'NON_EXISTENT', euStatus: null })],
          }),
          declaration({
            id: 'd4',
            referenceNumber: '27FAILED000001',
            addedAt: '2026-11-30T00:00:00Z',
            checks: [check({ result: null, euStatus: null, error: 'no answer: timeout after 30 s' })],
          }),
          declaration({
            id: 'd5',
            referenceNumber: '28NEVER0000001',
            addedAt: '2026-11-29T00:00:00Z',
            checks: [],
          }),
        ],
      }),
    );
    expect(r.declarations.total).toBe(5);
    expect(r.declarations.rows.map((d) => declarationText(w, d))).toEqual([
      '25NLWITHDRAWN1 (verification number VN8KD2QX): Not usable (WITHDRAWN). Last checked 2026-12-06 11:00 UTC by Inês Costa.',
      '26XXMADEUP0001 (verification number VN8KD2QX): Not found. Last checked 2026-12-06 09:15 UTC by Lucas Meyer.',
      '25NLSN6LX69730 (verification number VN8KD2QX): Usable. Last checked 2026-12-06 09:15 UTC by Lucas Meyer.',
      '27FAILED000001 (verification number VN8KD2QX): Could not check. Last checked 2026-12-06 09:15 UTC by Lucas Meyer. The check could not be made: no answer: timeout after 30 s',
      '28NEVER0000001 (verification number VN8KD2QX): Not checked yet. Never checked.',
    ]);
  });

  it('keeps the first REPORT_LIMITS.declarations and counts the rest; none is an empty list', () => {
    const many = Array.from({ length: REPORT_LIMITS.declarations + 1 }, (_, i) =>
      declaration({
        id: `d${i}`,
        referenceNumber: `R${i}`,
        addedAt: `2026-01-01T00:00:${String(i % 60).padStart(2, '0')}Z`,
      }),
    );
    const r = supplierReport(input({ declarations: many }));
    expect(r.declarations.total).toBe(REPORT_LIMITS.declarations + 1);
    expect(r.declarations.rows).toHaveLength(REPORT_LIMITS.declarations);
    const exactly = supplierReport(input({ declarations: many.slice(1) }));
    expect(exactly.declarations.rows).toHaveLength(REPORT_LIMITS.declarations);
    expect(supplierReport(input()).declarations).toEqual({ total: 0, rows: [] });
  });
});
