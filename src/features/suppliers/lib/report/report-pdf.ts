/**
 * Writes a supplier's report (report-model.ts) as a PDF. Runs in a worker (report-pdf.worker.ts): at 1,000
 * plots jsPDF takes several hundred milliseconds, too long for the page's thread.
 *
 * Why jsPDF (4.x): it is the most used and actively released PDF writer for JavaScript, runs unchanged in a
 * browser worker and in Node (the tests), has no native or Node-only dependency, and draws vector paths.
 * pdf-lib has had no release since 2021; pdfkit and pdfmake need Node's fs and stream shims in a browser.
 * Its standard fonts (Helvetica) are not embedded and write Windows-1252 ("WinAnsi"), which covers the
 * accented Latin of most supplier names ("Coopérative", "Côte d’Ivoire", "São Tomé"); a character outside
 * it is written without its accent, or as "?" when it has no Latin form (winAnsi below), and the printable
 * page shows every name exactly. Embedding a Unicode font would add ~300 kB to every report for names
 * this dashboard's users rarely have.
 *
 * Deterministic: no clock and no randomness. The creation date in the metadata is the report's own date, the
 * file identifier a hash of the content without that date, and content is written uncompressed, so two
 * reports of the same inputs differ only where the date is written (the tests mask it and compare bytes).
 */
import { jsPDF } from 'jspdf';
import { formatHa } from '@core/geo/hectares.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import { RISK_CLASSES, RISK_STYLE, type RiskClass } from '@/lib/risk/risk-classes.ts';
import { MAP_SIZE, type DecisionLine, type SupplierReport } from './report-model.ts';
import { KIND_LABELS, reportDate, reportDay } from './report-text.ts';

/** Characters of Windows-1252 beyond Latin-1 (its 0x80–0x9F row), which jsPDF's standard fonts write. */
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** The text as the standard fonts can write it: accents dropped where needed, then "?" (see the header). */
export function winAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.has(ch)) out += ch;
    else if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0)) out += ' ';
    else {
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out +=
        [...base].every((c) => c.codePointAt(0)! < 0x7f && c.codePointAt(0)! >= 0x20) && base ? base : '?';
    }
  }
  return out;
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
const BOTTOM = PAGE.height - PAGE.margin - 16;
const WIDTH = PAGE.width - 2 * PAGE.margin;

interface Column {
  title: string;
  width: number;
  align?: 'right';
}

/** A cursor down the pages: headings, wrapped paragraphs and tables that break across pages. */
class Writer {
  y = PAGE.margin;
  constructor(readonly doc: jsPDF) {}

  private room(height: number) {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  heading(text: string, size = 13) {
    this.room(size + 30);
    this.y += 8;
    this.doc.setFont('helvetica', 'bold').setFontSize(size);
    this.doc.text(winAnsi(text), PAGE.margin, this.y + size);
    this.y += size + 6;
    this.doc.setFont('helvetica', 'normal').setFontSize(9);
  }

  paragraph(text: string, options: { size?: number; bold?: boolean; indent?: number; color?: string } = {}) {
    const size = options.size ?? 9;
    const indent = options.indent ?? 0;
    this.doc.setFont('helvetica', options.bold ? 'bold' : 'normal').setFontSize(size);
    this.doc.setTextColor(options.color ?? '#000000');
    const lines = this.doc.splitTextToSize(winAnsi(text), WIDTH - indent) as string[];
    for (const l of lines) {
      this.room(size * 1.3);
      this.doc.text(l, PAGE.margin + indent, this.y + size);
      this.y += size * 1.3;
    }
    this.doc.setTextColor('#000000');
    this.doc.setFont('helvetica', 'normal').setFontSize(9);
  }

  gap(height = 4) {
    this.y += height;
  }

  table(columns: Column[], rows: string[][]) {
    const size = 8;
    const lineHeight = size * 1.25;
    const header = () => {
      this.doc.setFont('helvetica', 'bold').setFontSize(size);
      let x = PAGE.margin;
      for (const c of columns) {
        this.doc.text(winAnsi(c.title), c.align ? x + c.width - 2 : x, this.y + size, {
          align: c.align ?? 'left',
        });
        x += c.width;
      }
      this.y += lineHeight + 2;
      this.doc.setDrawColor('#94a3b8').line(PAGE.margin, this.y - 1, PAGE.margin + WIDTH, this.y - 1);
      this.doc.setFont('helvetica', 'normal');
    };
    this.room(lineHeight * 3);
    header();
    for (const row of rows) {
      const cells = row.map(
        (cell, k) => this.doc.splitTextToSize(winAnsi(cell), columns[k]!.width - 4) as string[],
      );
      const height = Math.max(...cells.map((c) => c.length)) * lineHeight + 2;
      if (this.y + height > BOTTOM) {
        this.doc.addPage();
        this.y = PAGE.margin;
        header();
      }
      let x = PAGE.margin;
      cells.forEach((lines, k) => {
        const c = columns[k]!;
        lines.forEach((l, n) =>
          this.doc.text(l, c.align ? x + c.width - 2 : x, this.y + size + n * lineHeight, {
            align: c.align ?? 'left',
          }),
        );
        x += c.width;
      });
      this.y += height;
    }
    this.y += 4;
  }
}

const haOrNone = (ha: number) => (Number.isFinite(ha) && ha > 0 ? formatHa(ha) : '');

function decisionText(d: DecisionLine | null): string {
  if (!d) return 'No decision yet';
  return `${d.verdictLabel} (${d.reasonLabel}), ${d.decidedBy}, ${reportDay(d.decidedAt)}`;
}

/** The report's PDF bytes. */
export function reportPdf(report: SupplierReport): Uint8Array {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: false, putOnlyUsedFonts: true });
  const title = `Due-diligence report: ${report.supplierName}`;
  doc.setProperties({
    title: winAnsi(title),
    subject: winAnsi(`Supplier ${report.supplierName}, project ${report.projectName}`),
    creator: `Plot risk dashboard ${report.provenance.appVersion}`,
  });
  doc.setCreationDate(pdfDate(report.generatedAt));
  doc.setFileId(contentId(report));
  const w = new Writer(doc);

  w.paragraph(title, { size: 16, bold: true });
  w.paragraph(`Project: ${report.projectName}`);
  w.paragraph(`Report date: ${reportDate(report.generatedAt)}`);
  w.paragraph(
    'Assessed risk is the risk service’s assessment of each plot. The EU country benchmark is the Commission’s ' +
      'official list of countries; the two are shown apart.',
    { color: '#475569' },
  );

  const s = report.summary;
  w.heading('Summary');
  w.paragraph(`${formatCount(s.plots)} plots, ${formatHa(s.areaHa)} in all.`);
  w.table(
    [
      { title: 'Assessed risk (service)', width: 200 },
      { title: 'Plots', width: 80, align: 'right' },
      { title: 'Area', width: 100, align: 'right' },
    ],
    RISK_CLASSES.map((r) => [
      RISK_STYLE[r].label,
      formatCount(s.byRisk[r].plots),
      formatHa(s.byRisk[r].areaHa),
    ]),
  );
  const f = s.findings;
  const finding = (t: { plots: number; areaHa: number }, what: string) =>
    t.plots ? `${formatCount(t.plots)} plots, ${formatHa(t.areaHa)} ${what}` : 'none';
  w.paragraph(`Deforestation after the cut-off date: ${finding(f.deforestation, 'deforested')}.`);
  w.paragraph(`On protected areas: ${finding(f.protectedAreas, 'of overlap')}.`);
  w.paragraph(`On indigenous territories: ${finding(f.indigenousTerritories, 'of overlap')}.`);

  drawMap(w, report);

  w.heading('Producing countries');
  w.table(
    [
      { title: 'Country', width: 200 },
      { title: 'Plots', width: 70, align: 'right' },
      { title: 'Area', width: 90, align: 'right' },
      { title: 'EU country benchmark (official)', width: 155 },
    ],
    report.countries.map((c) => [
      `${c.name} (${c.code})`,
      formatCount(c.plots),
      formatHa(c.areaHa),
      c.tier ? `${c.tier[0]!.toUpperCase()}${c.tier.slice(1)} risk` : 'Unknown country',
    ]),
  );
  w.paragraph(`Benchmark: ${report.provenance.benchmark}.`, { color: '#475569' });

  w.heading('Plots at risk (service: high or medium)');
  const ar = report.atRisk;
  w.paragraph(
    ar.total > ar.rows.length
      ? `${formatCount(ar.total)} plots at risk; the first ${formatCount(ar.rows.length)} are listed, ` +
          `${formatCount(ar.total - ar.rows.length)} more are on the dashboard’s Plots page.`
      : `${formatCount(ar.total)} plots at risk.`,
  );
  if (ar.rows.length)
    w.table(
      [
        { title: 'Plot', width: 110 },
        { title: 'Risk', width: 45 },
        { title: 'Area', width: 50, align: 'right' },
        { title: 'Findings of the service', width: 140 },
        { title: 'Current decision', width: 170 },
      ],
      ar.rows.map((r) => [
        `${r.name} (${r.country})`,
        RISK_STYLE[r.risk].shortLabel,
        formatHa(r.areaHa),
        [
          r.deforestedHa !== null ? `Deforested ${formatHa(r.deforestedHa)}` : 'No deforestation found',
          haOrNone(r.protectedAreasHa) && `protected areas ${haOrNone(r.protectedAreasHa)}`,
          haOrNone(r.indigenousTerritoriesHa) &&
            `indigenous territories ${haOrNone(r.indigenousTerritoriesHa)}`,
          r.assessedAt ? `assessed ${reportDay(r.assessedAt)}` : '',
        ]
          .filter(Boolean)
          .join('; '),
        decisionText(r.decision),
      ]),
    );

  w.heading('Decisions and their history');
  const d = report.decisions;
  w.paragraph(
    d.items
      ? `${formatCount(d.entries)} decisions on ${formatCount(d.items)} review items, newest first per item` +
          (d.groups.length < d.items ? `; the first ${formatCount(d.groups.length)} items are listed` : '') +
          (d.truncated ? '; the store returned only the newest decisions' : '') +
          '.'
      : 'No decision recorded yet.',
  );
  for (const g of d.groups) {
    const other = g.otherPlotName ? ` with ${g.otherPlotName}` : '';
    w.paragraph(`${g.plotName}: ${KIND_LABELS[g.kind]}${other}`, { bold: true });
    g.entries.forEach((e, k) => {
      const evidence = [e.evidenceUrl, e.evidenceNote].filter(Boolean).join(' ');
      w.paragraph(
        `${reportDay(e.decidedAt)} ${k === 0 ? '(current)' : '(earlier)'}: ${e.verdictLabel}. ` +
          `${e.reasonLabel}. By ${e.decidedBy}.` +
          (e.note ? ` Note: ${e.note}` : '') +
          (evidence ? ` Evidence: ${evidence}` : ''),
        { indent: 12 },
      );
    });
  }

  w.heading('Overlaps');
  const o = report.overlaps;
  if (!o.checked)
    w.paragraph('The overlap check had not ended when the report was made: overlaps are not listed.');
  else {
    w.paragraph(
      `Plots inside another plot: ${formatCount(o.insideAnother)}. Overlapping another plot of this supplier: ` +
        `${formatCount(o.withinSupplier)}. Overlapping another supplier’s plot: ${formatCount(o.withOthers)}.` +
        (o.partial ? ' Counted from the largest overlapping pairs of the project only.' : ''),
    );
    if (o.rows.length)
      w.table(
        [
          { title: 'Plot', width: 110 },
          { title: 'Overlaps', width: 150 },
          { title: 'Overlap', width: 75, align: 'right' },
          { title: 'Current decision', width: 180 },
        ],
        o.rows.map((r) => [
          r.plotName,
          `${r.otherPlotName} (${r.otherSupplier})${r.kind === 'inside-another' ? ', lies inside it' : ''}`,
          `${formatHa(r.overlapHa)}, ${Math.round(r.share * 100)} %`,
          decisionText(r.decision),
        ]),
      );
    if (o.total > o.rows.length)
      w.paragraph(
        `${formatCount(o.total - o.rows.length)} more overlaps are on the dashboard’s supplier page.`,
      );
  }

  w.heading('Upload history');
  const u = report.uploads;
  if (!u.total) w.paragraph('No upload recorded for this supplier.');
  for (const r of u.rows) {
    w.paragraph(
      `${reportDay(r.at)}: ${formatCount(r.added)} added, ${formatCount(r.changed)} changed, ` +
        `${formatCount(r.removed)} removed; ${formatCount(r.plotCount)} plots after it` +
        `${r.overwrite ? ' (overwrite)' : ''}${r.shouldMatchOnName ? ' (matched on name)' : ''}. ` +
        `Recorded by ${r.recordedBy}. Upload ${r.uploadId}.`,
      { bold: false },
    );
    for (const file of r.files)
      w.paragraph(`${file.name}  SHA-256 ${file.sha256 ?? 'not recorded'}`, { indent: 12, size: 8 });
  }
  if (u.total > u.rows.length)
    w.paragraph(`${formatCount(u.total - u.rows.length)} older uploads are not listed.`);

  w.heading('Provenance');
  const p = report.provenance;
  w.paragraph(
    `Risk data: ${p.riskData ? `assessed ${reportDay(p.riskData.oldest)} to ${reportDay(p.riskData.newest)}` : 'no plot assessed yet'}` +
      (p.frameworks.length ? ` (framework ${p.frameworks.join(', ')})` : '') +
      '.',
  );
  w.paragraph(`Plot rules version: ${p.rulesVersion}.`);
  w.paragraph(`Dashboard version: ${p.appVersion}.`);
  w.paragraph(`EU country benchmark: ${p.benchmark}.`);
  w.paragraph(
    `File hashes: ${formatCount(p.filesWithHash)} of ${formatCount(p.files)} uploaded files (SHA-256, above).`,
  );
  w.paragraph(`Report date: ${reportDate(report.generatedAt)}.`);

  const pages = doc.getNumberOfPages();
  for (let n = 1; n <= pages; n++) {
    doc.setPage(n);
    doc.setFont('helvetica', 'normal').setFontSize(7).setTextColor('#475569');
    doc.text(
      winAnsi(`${report.supplierName} · ${report.projectName} · page ${n} of ${pages}`),
      PAGE.margin,
      PAGE.height - PAGE.margin / 2,
    );
  }
  return new Uint8Array(doc.output('arraybuffer'));
}

function drawMap(w: Writer, report: SupplierReport) {
  const m = report.map;
  w.heading('Map of the plots');
  const legendHeight = 14;
  if (w.y + MAP_SIZE.height + legendHeight + 30 > BOTTOM) {
    w.doc.addPage();
    w.y = PAGE.margin;
  }
  const x0 = PAGE.margin;
  const y0 = w.y;
  const doc = w.doc;
  doc.setDrawColor('#cbd5e1').setLineWidth(0.5).rect(x0, y0, MAP_SIZE.width, MAP_SIZE.height, 'S');
  doc.setLineWidth(0.4);
  let risk: RiskClass | null = null;
  for (const shape of m.shapes) {
    // Shapes come grouped by risk: one colour change per group, not per shape.
    if (shape.risk !== risk) {
      risk = shape.risk;
      doc.setDrawColor(RISK_STYLE[risk].color).setFillColor(RISK_STYLE[risk].color);
    }
    const [x, y] = [x0 + shape.points[0]!, y0 + shape.points[1]!];
    if (shape.kind === 'dot') {
      doc.rect(x - 1, y - 1, 2, 2, 'F');
      continue;
    }
    const deltas: [number, number][] = [];
    for (let k = 2; k < shape.points.length; k += 2)
      deltas.push([shape.points[k]! - shape.points[k - 2]!, shape.points[k + 1]! - shape.points[k - 1]!]);
    doc.lines(deltas, x, y, [1, 1], 'S', true);
  }
  w.y += MAP_SIZE.height + 4;
  let x = x0;
  const counts = new Map<RiskClass, number>(RISK_CLASSES.map((r) => [r, report.summary.byRisk[r].plots]));
  doc.setFontSize(8).setTextColor('#000000');
  for (const r of RISK_CLASSES) {
    if (!counts.get(r)) continue;
    doc.setFillColor(RISK_STYLE[r].color).rect(x, w.y + 2, 8, 8, 'F');
    const label = `${RISK_STYLE[r].label} (${formatCount(counts.get(r)!)})`;
    doc.text(label, x + 11, w.y + 9);
    x += 16 + doc.getTextWidth(label);
  }
  w.y += legendHeight;
  w.paragraph(
    m.bounds
      ? `${formatCount(m.outlines)} plots drawn as outlines, the others as dots` +
          `${m.missing ? `, ${formatCount(m.missing)} without a position` : ''}. Extent: longitude ` +
          `${m.bounds[0].toFixed(4)} to ${m.bounds[2].toFixed(4)}, latitude ${m.bounds[1].toFixed(4)} to ` +
          `${m.bounds[3].toFixed(4)} (WGS 84). No background map.`
      : 'No plot has a position to draw.',
    { color: '#475569', size: 8 },
  );
}

/** PDF date of an ISO instant, in UTC: D:YYYYMMDDHHmmSS+00'00'. */
function pdfDate(iso: string): string {
  const d = new Date(iso);
  const t = Number.isNaN(d.getTime()) ? '19700101000000' : d.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `D:${t}+00'00'`;
}

/** 32 hex digits naming the content without its date: four FNV-1a hashes of its JSON with different seeds. */
function contentId(report: SupplierReport): string {
  const text = JSON.stringify({ ...report, generatedAt: '' });
  let out = '';
  for (const seed of [0x811c9dc5, 0x01000193, 0x2545f491, 0x9e3779b9]) {
    let h = seed >>> 0;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
    out += h.toString(16).padStart(8, '0');
  }
  return out.toUpperCase();
}
