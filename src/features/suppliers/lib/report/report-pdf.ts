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
import type { MessageKey } from '@core/i18n/messages.ts';
import { RISK_CLASSES, RISK_STYLE, type RiskClass } from '@/lib/risk/risk-classes.ts';
import { filingText } from './report-filings.ts';
import { MAP_SIZE, type SupplierReport } from './report-shape.ts';
import {
  atRiskFindings,
  atRiskSummary,
  conclusionLines,
  declarationText,
  decisionsSummary,
  decisionText,
  entryText,
  findingLines,
  groupTitle,
  mapText,
  openItemsSummary,
  openItemText,
  overlapCounts,
  reportDate,
  riskDataText,
  uploadDetails,
  uploadText,
  wordsIn,
  type Words,
} from './report-text.ts';

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

interface ParagraphOptions {
  size?: number;
  bold?: boolean;
  indent?: number;
  color?: string;
}

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

  /** The lines `text` takes at this size and indent. */
  private lines(text: string, size: number, bold: boolean | undefined, indent: number): string[] {
    this.doc.setFont('helvetica', bold ? 'bold' : 'normal').setFontSize(size);
    return this.doc.splitTextToSize(winAnsi(text), WIDTH - indent) as string[];
  }

  /** The height of a paragraph, to keep it with the next one (a decision's title with its first entry). */
  measure(text: string, options: ParagraphOptions = {}): number {
    const size = options.size ?? 9;
    return this.lines(text, size, options.bold, options.indent ?? 0).length * size * 1.3;
  }

  /** Starts a new page unless `height` still fits on this one (and fits on a page at all). */
  keep(height: number) {
    if (height <= BOTTOM - PAGE.margin) this.room(height);
  }

  paragraph(text: string, options: ParagraphOptions = {}) {
    const size = options.size ?? 9;
    const indent = options.indent ?? 0;
    const lines = this.lines(text, size, options.bold, indent);
    // A paragraph that fits on a page is kept whole: a decision's note cut by a page's footer reads as two
    // notes, and a reader copying it gets the footer in the middle. A longer one breaks where it must.
    this.keep(lines.length * size * 1.3);
    this.doc.setTextColor(options.color ?? '#000000');
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

/** An area only when there is one (a plot at risk on no protected area says nothing of it). */
const haOrNone = (w: Words) => (ha: number) => (Number.isFinite(ha) && ha > 0 ? w.ha(ha) : '');

/** The report's PDF bytes, in the report's language (its words are the printable page's: report-text.ts). */
export function reportPdf(report: SupplierReport): Uint8Array {
  const words = wordsIn(report.locale);
  const { say, n, ha } = words;
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: false, putOnlyUsedFonts: true });
  const title = say('report.title', { name: report.supplierName });
  doc.setProperties({
    title: winAnsi(title),
    subject: winAnsi(say('report.subject', { supplier: report.supplierName, project: report.projectName })),
    creator: winAnsi(`${say('app.title')} ${report.provenance.appVersion}`),
  });
  doc.setCreationDate(pdfDate(report.generatedAt));
  doc.setFileId(contentId(report));
  const w = new Writer(doc);

  w.paragraph(title, { size: 16, bold: true });
  w.paragraph(say('report.project', { name: report.projectName }));
  w.paragraph(say('report.date', { date: reportDate(report.generatedAt) }));
  w.paragraph(say('report.intro'), { color: '#475569' });

  const s = report.summary;
  w.heading(say('report.summary'));
  w.paragraph(say('supplier.plots-in-all', { count: s.plots, area: ha(s.areaHa) }));
  w.table(
    [
      { title: say('supplier.column.assessed-risk'), width: 200 },
      { title: say('suppliers.column.plots'), width: 80, align: 'right' },
      { title: say('supplier.column.area'), width: 100, align: 'right' },
    ],
    RISK_CLASSES.map((r) => [say(`risk-class.${r}`), n(s.byRisk[r].plots), ha(s.byRisk[r].areaHa)]),
  );
  for (const line of findingLines(words, s.findings)) w.paragraph(line);

  // The conclusion and its sign-off right after the summary: what the report's reader signs for.
  w.heading(say('report.conclusion'));
  const c = report.conclusion;
  if (!c) w.paragraph(say('report.conclusion.none'));
  else {
    conclusionLines(words, c.current).forEach((line, k) => w.paragraph(line, { bold: k === 0 }));
    if (c.earlier.length) {
      w.gap();
      w.paragraph(say('report.conclusion.earlier'), { bold: true });
      for (const e of c.earlier) w.paragraph(conclusionLines(words, e).join(' '), { indent: 12, size: 8 });
      if (c.total > 1 + c.earlier.length)
        w.paragraph(say('report.conclusion.older', { count: n(c.total - 1 - c.earlier.length) }));
    }
  }

  // The declarations the supplier sent, with their last check (Article 5's collect and keep).
  w.heading(say('report.declarations'));
  const dl = report.declarations;
  if (!dl.total) w.paragraph(say('report.declarations.none'));
  else {
    w.paragraph(say('report.declarations.intro'), { color: '#475569' });
    for (const d of dl.rows) w.paragraph(declarationText(words, d), { size: 8 });
    if (dl.total > dl.rows.length)
      w.paragraph(say('report.declarations.more', { count: n(dl.total - dl.rows.length) }));
  }

  // The statements filed with the EU naming the supplier (issue 51): their numbers, state and who filed them.
  w.heading(say('report.filings.title'));
  if (!report.filings.total) w.paragraph(say('report.filings.none'));
  for (const f of report.filings.rows) w.paragraph(filingText(words, f), { size: 8 });
  if (report.filings.total > report.filings.rows.length)
    w.paragraph(say('report.filings.more', { count: n(report.filings.total - report.filings.rows.length) }));

  drawMap(w, report, words);

  w.heading(say('supplier.countries'));
  w.table(
    [
      { title: say('supplier.column.country'), width: 200 },
      { title: say('suppliers.column.plots'), width: 70, align: 'right' },
      { title: say('supplier.column.area'), width: 90, align: 'right' },
      { title: say('supplier.column.benchmark'), width: 155 },
    ],
    report.countries.map((c) => [
      `${c.name} (${c.code})`,
      n(c.plots),
      ha(c.areaHa),
      say('report.tier', { tier: c.tier ?? 'unknown' }),
    ]),
  );
  w.paragraph(say('report.benchmark', { source: report.provenance.benchmark }), { color: '#475569' });

  w.heading(say('report.at-risk'));
  const ar = report.atRisk;
  w.paragraph(atRiskSummary(words, ar));
  if (ar.rows.length)
    w.table(
      [
        { title: say('report.column.plot'), width: 110 },
        { title: say('report.column.risk'), width: 45 },
        { title: say('supplier.column.area'), width: 50, align: 'right' },
        { title: say('supplier.findings'), width: 140 },
        { title: say('report.column.decision'), width: 170 },
      ],
      ar.rows.map((r) => [
        `${r.name} (${r.country})`,
        say(`suppliers.risk.${r.risk}`),
        ha(r.areaHa),
        atRiskFindings(words, r, haOrNone(words)),
        decisionText(words, r.decision),
      ]),
    );

  w.heading(say('report.open'));
  const open = report.openItems;
  w.paragraph(openItemsSummary(words, open));
  for (const row of open.rows) w.paragraph(openItemText(words, row), { indent: 12, size: 8 });
  if (open.total > open.rows.length)
    w.paragraph(say('report.open.more', { count: n(open.total - open.rows.length) }));

  w.heading(say('report.decisions'));
  const d = report.decisions;
  w.paragraph(decisionsSummary(words, d));
  for (const g of d.groups) {
    const title = groupTitle(words, g);
    const entries = g.entries.map((e, k) => entryText(words, e, k));
    // The item's title never ends a page without its first entry under it.
    w.keep(w.measure(title, { bold: true }) + (entries[0] ? w.measure(entries[0], { indent: 12 }) : 0));
    w.paragraph(title, { bold: true });
    entries.forEach((entry) => w.paragraph(entry, { indent: 12 }));
  }

  w.heading(say('suppliers.column.overlaps'));
  const o = report.overlaps;
  if (!o.checked) w.paragraph(say('report.overlaps.unchecked'));
  else {
    w.paragraph(overlapCounts(words, o));
    if (o.rows.length)
      w.table(
        [
          { title: say('report.column.plot'), width: 110 },
          { title: say('suppliers.column.overlaps'), width: 150 },
          { title: say('report.column.overlap'), width: 75, align: 'right' },
          { title: say('report.column.decision'), width: 180 },
        ],
        o.rows.map((r) => [
          r.plotName,
          say(r.kind === 'inside-another' ? 'report.overlaps.inside' : 'report.overlaps.other', {
            plot: r.otherPlotName,
            supplier: r.otherSupplier,
          }),
          say('report.overlaps.share', { area: ha(r.overlapHa), share: n(Math.round(r.share * 100)) }),
          decisionText(words, r.decision),
        ]),
      );
    if (o.total > o.rows.length)
      w.paragraph(say('report.overlaps.more', { count: n(o.total - o.rows.length) }));
  }

  w.heading(say('supplier.uploads'));
  const u = report.uploads;
  if (!u.total) w.paragraph(say('report.uploads.none'));
  for (const r of u.rows) {
    w.paragraph(`${uploadText(words, r)} ${say('report.upload.id', { id: r.uploadId })}`, { bold: false });
    for (const detail of uploadDetails(words, r)) {
      w.paragraph(detail.text, { indent: 12, size: 8 });
      for (const line of detail.lines) w.paragraph(line, { indent: 24, size: 8 });
    }
  }
  if (u.total > u.rows.length)
    w.paragraph(say('report.uploads.older', { count: n(u.total - u.rows.length) }));

  w.heading(say('report.provenance'));
  const p = report.provenance;
  const line = (label: MessageKey, value: string) =>
    w.paragraph(say('report.line', { label: say(label), value }));
  line('report.risk-data', riskDataText(words, p));
  line('report.rules-version', p.rulesVersion);
  line('report.app-version', p.appVersion);
  line('report.benchmark.label', p.benchmark);
  line('report.hashes', say('report.hashes.count', { withHash: n(p.filesWithHash), files: n(p.files) }));
  w.paragraph(say('report.date', { date: reportDate(report.generatedAt) }));

  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    doc.setFont('helvetica', 'normal').setFontSize(7).setTextColor('#475569');
    doc.text(
      winAnsi(
        say('report.footer', { supplier: report.supplierName, project: report.projectName, page, pages }),
      ),
      PAGE.margin,
      PAGE.height - PAGE.margin / 2,
    );
  }
  return new Uint8Array(doc.output('arraybuffer'));
}

function drawMap(w: Writer, report: SupplierReport, words: Words) {
  const { say, n } = words;
  const m = report.map;
  w.heading(say('report.map'));
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
    const label = winAnsi(say('report.legend', { risk: say(`risk-class.${r}`), count: n(counts.get(r)!) }));
    doc.text(label, x + 11, w.y + 9);
    x += 16 + doc.getTextWidth(label);
  }
  w.y += legendHeight;
  w.paragraph(mapText(words, m), { color: '#475569', size: 8 });
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
