import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@core/i18n/messages.ts';
import { pdfText } from '@tests/support/pdf-text.ts';
import { testPlot } from '@tests/support/plots.ts';
import { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { supplierReport } from './report-model.ts';
import type { ReportInput } from './report-shape.ts';
import { reportPdf, winAnsi } from './report-pdf.ts';

const square = (x: number, y: number): GeoJSON.Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, y],
      [x + 0.01, y],
      [x + 0.01, y + 0.01],
      [x, y + 0.01],
      [x, y],
    ],
  ],
});

const SUPPLIER = 'Coopérative Agricole de Côte d’Ivoire';
const input = (generatedAt: string): ReportInput => ({
  projectName: 'Cocoa 2026',
  supplierName: SUPPLIER,
  list: PlotList.of(
    Array.from({ length: 40 }, (_, i) =>
      testPlot(`p${i}`, {
        name: `Farm ${i}`,
        supplier: SUPPLIER,
        geometry: square((i % 8) * 0.02, Math.floor(i / 8) * 0.02),
        riskAssessment: {
          riskLevel: i % 4 ? 'low' : 'high',
          assessedAt: '2026-05-01T00:00:00Z',
          framework: 'EUDR',
          deforestation: { areaHa: i % 4 ? 0 : 0.3, hasDeforestation: i % 4 === 0 },
          remainingForestHa: 0,
          protectedAreasHa: 0,
          indigenousTerritoriesHa: 0,
        },
      }),
    ),
  ),
  items: [],
  overlapScan: { totalPairs: 0, listedPairs: 0 },
  decisions: [],
  history: {
    entries: [
      {
        id: 'd1',
        plotId: 'p0',
        kind: 'risk',
        verdict: 'excluded',
        reason: 'deforestation-confirmed',
        note: 'Cleared in 2022 per imagery.',
        evidence: null,
        decidedBy: 'amara@example.org',
        decidedAt: '2026-06-01T10:00:00Z',
      },
    ],
    truncated: false,
  },
  uploads: [
    {
      uploadId: 'u1',
      supplierId: 's1',
      fileNames: ['farms.geojson'],
      fileSha256: ['0123456789abcdef'.repeat(4)],
      overwrite: false,
      shouldMatchOnName: false,
      added: 40,
      changed: 0,
      removed: 0,
      plotCount: 40,
      recordedBy: 'amara@example.org',
      recordedAt: '2026-04-01T00:00:00Z',
    },
    {
      uploadId: 'u2',
      supplierId: 's1',
      fileNames: ['Coop.xlsx'],
      fileSha256: ['c'.repeat(64)],
      originalFiles: [{ name: 'Coop.xlsx', sizeBytes: 48_213, sha256: 'b'.repeat(64) }],
      sentFiles: [{ name: 'Coop.geojson', sizeBytes: 120_004, sha256: 'c'.repeat(64) }],
      fieldMapping: { plotId: 'Farm ID', producerCountry: '=CI' },
      fixes: [{ kind: 'close-rings', plotCount: 2, plots: ['3', '17'] }],
      overwrite: true,
      shouldMatchOnName: false,
      added: 0,
      changed: 2,
      removed: 0,
      plotCount: 40,
      recordedBy: 'amara@example.org',
      recordedAt: '2026-05-04T14:07:31Z',
    },
  ],
  conclusions: [
    {
      id: 'c1',
      supplierId: 's1',
      conclusion: 'mitigated',
      reasoning: 'Ten plots show deforestation after the cut-off.',
      mitigation: 'The ten plots are excluded from the supply chain.',
      openItems: 2,
      preparedBy: 'Lucas Meyer',
      preparedById: 'demo-lucas',
      preparedAt: '2026-06-02T08:30:00Z',
      signOff: { signedBy: 'Inês Costa', signedById: 'demo-ines', signedAt: '2026-06-02T15:45:00Z' },
    },
  ],
  declarations: [
    {
      id: 'd1',
      projectId: 'p-cocoa',
      supplierId: 's1',
      referenceNumber: '25NLSN6LX69730',
      verificationNumber: 'VN8KD2QX',
      note: null,
      addedBy: 'Lucas Meyer',
      addedAt: '2026-12-06T09:15:00Z',
      checks: [
        {
          checkedAt: '2026-12-06T09:15:00Z',
          checkedBy: 'Lucas Meyer',
          result: 'EXISTING_NON_USABLE',
          euStatus: 'SUSPENDED',
          dateTime: '2026-12-06T09:15:01Z',
          error: null,
        },
      ],
    },
  ],
  generatedAt,
  appVersion: '0.1.0',
  rulesVersion: '2026.11.1',
});

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

describe('reportPdf', () => {
  // French is loaded on demand, as the page does before it shows it (the node project loads no catalogue).
  beforeAll(() => loadCatalogue('fr'));

  it('writes the supplier, its decisions, uploads and provenance as text a reader extracts', async () => {
    const text = await pdfText(reportPdf(supplierReport(input('2026-11-26T21:05:00.000Z'))));
    expect(text).toContain(`Due-diligence report: ${SUPPLIER}`);
    expect(text).toContain('Excluded from the supply chain');
    expect(text).toContain('Cleared in 2022 per imagery.');
    expect(text).toContain('0123456789abcdef'.repeat(4));
    expect(text).toContain('Plot rules version: 2026.11.1');
    expect(text).toContain('Dashboard version: 0.1.0');
    expect(text).toContain('assessed 2026-05-01 00:00 UTC to 2026-05-01 00:00 UTC');
    expect(text).toContain('Report date: 2026-11-26 21:05 UTC');
    expect(text).toContain('EU country benchmark (official)');
  });

  it('writes the conclusion with its sign-off, the open items and each upload’s provenance, times in UTC', async () => {
    const text = await pdfText(reportPdf(supplierReport(input('2026-11-26T21:05:00.000Z'))));
    expect(text).toContain('Risk conclusion and sign-off');
    expect(text).toContain('Conclusion: the risk is not negligible; mitigation was taken.');
    expect(text).toContain('Prepared by Lucas Meyer, 2026-06-02 08:30 UTC, with 2 review items open.');
    expect(text).toContain('Mitigation taken: The ten plots are excluded from the supply chain.');
    expect(text).toContain('Signed off by Inês Costa, 2026-06-02 15:45 UTC.');
    expect(text).toContain('Declarations from this supplier');
    expect(text).toContain(
      '25NLSN6LX69730 (verification number VN8KD2QX): Not usable (SUSPENDED). Last checked 2026-12-06 09:15 UTC by Lucas Meyer.',
    );
    expect(text).toContain('Open review items');
    expect(text).toContain('No review item is open: each has a decision.');
    expect(text).toContain(
      '2026-05-04 14:07 UTC: 0 added, 2 changed, 0 removed; 40 plots after it (overwrite).',
    );
    expect(text).toContain(`Coop.xlsx, 48,213 bytes, SHA-256 ${'b'.repeat(64)}`);
    expect(text).toContain(`Coop.geojson, 120,004 bytes, SHA-256 ${'c'.repeat(64)}`);
    expect(text).toContain(
      'Field mapping: plotId from column “Farm ID”; producerCountry = “CI” for every plot.',
    );
    expect(text).toContain('closed open rings: 2 plots (3, 17)');
    // The older record: what it did not keep, said so.
    expect(text).toContain('Original files, as received: not recorded.');
    expect(text).toContain('Fixes applied: not recorded.');
    expect(text).toContain('2026-06-01 10:00 UTC (current): Excluded from the supply chain.');
  });

  it('says when nothing is signed off', async () => {
    const text = await pdfText(
      reportPdf(supplierReport({ ...input('2026-11-26T21:05:00.000Z'), conclusions: [], declarations: [] })),
    );
    expect(text).toContain('No declaration from this supplier is in the register.');
    expect(text).toContain('No risk conclusion has been prepared for this supplier: not signed off.');
    expect(text).not.toContain('Signed off by');
  });

  it('is written in the reader’s language: French headings, plurals and sentences', async () => {
    const text = await pdfText(
      reportPdf(supplierReport({ ...input('2026-11-26T21:05:00.000Z'), locale: 'fr' })),
    );
    expect(text).toContain(`Rapport de diligence raisonnée : ${SUPPLIER}`);
    expect(text).toContain('Parcelles à risque (service : élevé ou moyen)');
    expect(text).toContain('10 parcelles à risque.');
    expect(text).toContain('Version des règles de parcelles : 2026.11.1.');
    expect(text).toContain('évaluées du 2026-05-01 00:00 UTC au 2026-05-01 00:00 UTC');
    expect(text).toContain('Validée par Inês Costa, 2026-06-02 15:45 UTC.');
    expect(text).toContain('40 ajoutées, 0 modifiées, 0 retirées ; 40 parcelles après l’envoi');
    expect(text).toContain('Classement des pays de l’UE (officiel)');
    expect(text).toContain('Exclu de la chaîne d’approvisionnement');
    expect(text).not.toContain('Due-diligence report');
  });

  it('keeps each decision whole on one page: no note is cut by a page’s footer', async () => {
    // 60 decisions of two to four lines fill three pages, so without keeping paragraphs whole some of them
    // meet a page's end (checked: before the fix, one item's title was left at a page's foot and another's entry was cut).
    const notes = Array.from(
      { length: 60 },
      (_, i) =>
        `Note ${i}: the field was declared twice by two members of the cooperative` +
        ', and the older claim is the one kept after a visit by the field officer'.repeat(i % 3),
    );
    const base = input('2026-11-26T21:05:00.000Z');
    const entries = notes.map((note, i) => ({
      ...base.history.entries[0]!,
      id: `d${i}`,
      plotId: `p${i}`,
      note,
    }));
    const pages = (
      await pdfText(reportPdf(supplierReport({ ...base, history: { entries, truncated: false } })))
    ).split('\n');
    const pagesWith = (text: string) => pages.filter((page) => page.includes(text)).length;
    // Each item's title, its entry's words and its note, together on one page.
    const whole = (note: string, i: number) =>
      `${i < 40 ? `Farm ${i}` : `p${i}`}: plot at risk  2026-06-01 10:00 UTC (current): Excluded from the supply chain. ` +
      `Deforestation after the cut-off confirmed. By amara@example.org. Note: ${note}`;
    expect(notes.map(whole).filter((entry) => pagesWith(entry) !== 1)).toEqual([]);
    // The decisions ran over pages' ends, so the test could fail.
    const pageOf = (text: string) => pages.findIndex((page) => page.includes(text));
    expect(pageOf('Note 59:') - pageOf('Note 0:')).toBeGreaterThanOrEqual(2);
  });

  it('gives the same bytes for the same inputs, apart from the report date', () => {
    const a = reportPdf(supplierReport(input('2026-11-26T21:05:00.000Z')));
    const b = reportPdf(supplierReport(input('2027-02-03T04:05:00.000Z')));
    expect(a).not.toEqual(b);
    const mask = (bytes: Uint8Array, day: string, time: string) =>
      latin1(bytes)
        .replaceAll(`${day} ${time} UTC`, 'DATE')
        .replace(/D:\d{14}\+00'00'/g, 'PDFDATE');
    const ma = mask(a, '2026-11-26', '21:05');
    expect(ma).toBe(mask(b, '2027-02-03', '04:05'));
    expect(ma).toContain('DATE');
    expect(ma).toContain('PDFDATE');
    expect(reportPdf(supplierReport(input('2026-11-26T21:05:00.000Z')))).toEqual(a);
  });
});

describe('winAnsi', () => {
  it('keeps what the standard fonts write and folds or marks the rest', () => {
    expect(winAnsi('Coopérative « Ñandú » — São Tomé € ’')).toBe('Coopérative « Ñandú » — São Tomé € ’');
    expect(winAnsi('Łódź Đắk Lắk')).toBe('?ódz ?ak Lak');
    expect(winAnsi('农场 1')).toBe('?? 1');
    expect(winAnsi('a\u0000b\u0085c')).toBe('a b c');
  });
});
