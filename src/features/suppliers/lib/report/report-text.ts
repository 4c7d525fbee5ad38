/**
 * Words and dates the report's PDF and printable page share, so the two say the same in the reader's
 * language: sentences from the catalogues (core/i18n), counts and hectares in the locale's digits, instants
 * written the same on every machine (ISO day and time of day, UTC: a decision and its sign-off on one day
 * must read in their order), and the file name. Pure.
 */
import { formatHa } from '@core/geo/hectares.ts';
import { formatCount } from '@core/i18n/format.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { sayIn, type MessageKey } from '@core/i18n/messages.ts';
import type {
  AtRiskRow,
  ConclusionLine,
  DeclarationLine,
  DecisionGroup,
  DecisionLine,
  FileLine,
  FixLine,
  OpenItemRow,
  SupplierReport,
  UploadRow,
} from './report-shape.ts';

/** The report's words in one language: a catalogue message, a count, an area. */
export interface Words {
  say: (key: MessageKey, values?: Record<string, string | number>) => string;
  n: (count: number) => string;
  ha: (ha: number) => string;
}

export const wordsIn = (locale: Locale): Words => ({
  say: sayIn(locale),
  n: (count) => formatCount(count, locale),
  ha: (ha) => formatHa(ha, locale),
});

/** "2 plots, 0.6 ha deforested" (or "of overlap"), or "none". */
export function findingText(w: Words, t: { plots: number; areaHa: number }, deforested: boolean): string {
  return t.plots
    ? w.say('supplier.finding', {
        count: t.plots,
        area: w.ha(t.areaHa),
        what: deforested ? 'deforested' : 'overlap',
      })
    : w.say('report.finding.none');
}

/** The three findings as "Label: finding." lines. */
export function findingLines(w: Words, f: SupplierReport['summary']['findings']): string[] {
  return [
    w.say('report.line', {
      label: w.say('supplier.findings.deforestation'),
      value: findingText(w, f.deforestation, true),
    }),
    w.say('report.line', {
      label: w.say('supplier.findings.protected'),
      value: findingText(w, f.protectedAreas, false),
    }),
    w.say('report.line', {
      label: w.say('supplier.findings.indigenous'),
      value: findingText(w, f.indigenousTerritories, false),
    }),
  ];
}

export function decisionText(w: Words, d: DecisionLine | null): string {
  return d
    ? w.say('report.decision', {
        verdict: d.verdictLabel,
        reason: d.reasonLabel,
        by: d.decidedBy,
        date: reportDate(d.decidedAt),
      })
    : w.say('report.decision.none');
}

/** What the service found on a plot at risk: "Deforested 0.3 ha; assessed 2026-05-01". */
export function atRiskFindings(w: Words, r: AtRiskRow, haOf: (ha: number) => string): string {
  return [
    r.deforestedHa !== null
      ? w.say('report.deforested', { area: w.ha(r.deforestedHa) })
      : w.say('report.no-deforestation'),
    haOf(r.protectedAreasHa) && w.say('report.protected', { area: haOf(r.protectedAreasHa) }),
    haOf(r.indigenousTerritoriesHa) && w.say('report.indigenous', { area: haOf(r.indigenousTerritoriesHa) }),
    r.assessedAt ? w.say('report.assessed', { date: reportDate(r.assessedAt) }) : '',
  ]
    .filter(Boolean)
    .join('; ');
}

export function atRiskSummary(w: Words, ar: SupplierReport['atRisk']): string {
  return ar.total > ar.rows.length
    ? w.say('report.at-risk.some', {
        count: ar.total,
        listed: w.n(ar.rows.length),
        more: w.n(ar.total - ar.rows.length),
      })
    : w.say('report.at-risk.all', { count: ar.total });
}

export function decisionsSummary(w: Words, d: SupplierReport['decisions']): string {
  return d.items
    ? w.say('report.decisions.count', {
        entries: d.entries,
        items: d.items,
        partial: d.groups.length < d.items ? 'yes' : 'no',
        listed: w.n(d.groups.length),
        truncated: d.truncated ? 'yes' : 'no',
      })
    : w.say('report.decisions.none');
}

export const groupTitle = (w: Words, g: DecisionGroup): string => {
  const kind = w.say(`report.kind.${g.kind}`);
  return g.otherPlotName
    ? w.say('report.group.with', { plot: g.plotName, kind, other: g.otherPlotName })
    : w.say('report.group', { plot: g.plotName, kind });
};

/** One decision of an item's history; the first (k = 0) is the current one. */
export function entryText(w: Words, e: DecisionLine, k: number): string {
  const evidence = [e.evidenceUrl, e.evidenceNote].filter(Boolean).join(' ');
  return [
    w.say('report.entry', {
      date: reportDate(e.decidedAt),
      current: k === 0 ? 'yes' : 'no',
      verdict: e.verdictLabel,
      reason: e.reasonLabel,
      by: e.decidedBy,
    }),
    e.note ? w.say('report.entry.note', { note: e.note }) : '',
    evidence ? w.say('report.entry.evidence', { evidence }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The supplier's overlaps in the words of the Suppliers table, the supplier page and the Plots page. */
export function overlapCounts(w: Words, o: SupplierReport['overlaps']): string {
  const f = o.figures;
  const counts = [
    w.say('counts.overlaps.between', { ...f.betweenSuppliers, scope: 'supplier' }),
    w.say('counts.overlaps.within', { ...f.withinSupplier, scope: 'supplier' }),
    w.say('counts.overlaps.inside', { plots: f.insideAnother }),
  ].join('. ');
  return o.partial ? `${counts}. ${w.say('report.overlaps.partial')}` : `${counts}.`;
}

export function uploadText(w: Words, u: UploadRow): string {
  return w.say('report.upload', {
    date: reportDate(u.at),
    added: w.n(u.added),
    changed: w.n(u.changed),
    removed: w.n(u.removed),
    count: u.plotCount,
    overwrite: u.overwrite ? 'yes' : 'no',
    matched: u.shouldMatchOnName ? 'yes' : 'no',
    by: u.recordedBy,
  });
}

/** A file: its name, size when recorded, and SHA-256 ("not recorded" when the record has none). */
export const fileText = (w: Words, file: FileLine): string =>
  file.sizeBytes === null
    ? w.say('report.file', { name: file.name, hash: file.sha256 ?? w.say('report.file.no-hash') })
    : w.say('report.file.fact', {
        name: file.name,
        size: w.n(file.sizeBytes),
        hash: file.sha256 ?? w.say('report.file.no-hash'),
      });

/** One part of an upload's provenance: a line ("Label: value." or "Label:") and the lines listed under it. */
export interface UploadDetail {
  text: string;
  /** File lines (set in a fixed-width font on the page: hashes) or fix lines. */
  lines: string[];
  mono: boolean;
}

const labelled = (w: Words, label: string, lines: string[] | null, mono: boolean): UploadDetail =>
  lines === null
    ? { text: w.say('report.line', { label, value: w.say('report.file.no-hash') }), lines: [], mono }
    : { text: w.say('report.label', { label }), lines, mono };

export function fixText(w: Words, f: FixLine): string {
  return w.say('report.upload.fix', {
    // ICU selectors cannot hold a hyphen: the fix kinds' are underscores there; an unknown kind as recorded.
    kind: w.say('report.fix.kind', { kind: f.kind.replaceAll('-', '_'), raw: f.kind }),
    count: f.plotCount,
    listed: f.plots.length ? 'yes' : 'no',
    plots: f.plots.join(', '),
    more: f.more,
  });
}

/**
 * An upload's provenance (issue 50): the original files (name, size, SHA-256), the files sent, the field
 * mapping and the fixes; what an older record did not keep reads "not recorded".
 */
export function uploadDetails(w: Words, u: UploadRow): UploadDetail[] {
  const files = (list: FileLine[] | null) => list?.map((f) => fileText(w, f)) ?? null;
  const mapping = u.mapping?.map(([field, column]) =>
    column.startsWith('=')
      ? w.say('report.upload.mapping.value', { field, value: column.slice(1) })
      : w.say('report.upload.mapping.column', { field, column }),
  );
  return [
    labelled(w, w.say('report.upload.original'), files(u.originalFiles), true),
    labelled(w, w.say('report.upload.sent'), files(u.sentFiles), true),
    mapping === undefined
      ? labelled(w, w.say('report.upload.mapping'), null, false)
      : {
          text: w.say('report.line', {
            label: w.say('report.upload.mapping'),
            value: mapping.length ? mapping.join('; ') : w.say('report.finding.none'),
          }),
          lines: [],
          mono: false,
        },
    u.fixes?.length === 0
      ? {
          text: w.say('report.line', {
            label: w.say('report.upload.fixes'),
            value: w.say('report.finding.none'),
          }),
          lines: [],
          mono: false,
        }
      : labelled(w, w.say('report.upload.fixes'), u.fixes?.map((f) => fixText(w, f)) ?? null, false),
  ];
}

/** "3 review items are open (…): plot at risk: 2; double claim: 1." or that none is. */
export function openItemsSummary(w: Words, o: SupplierReport['openItems']): string {
  const counted = o.total
    ? w.say('report.open.count', {
        count: o.total,
        kinds: o.byKind
          .map((k) =>
            w.say('report.open.kind', { kind: w.say(`report.kind.${k.kind}`), count: w.n(k.count) }),
          )
          .join('; '),
      })
    : w.say('report.open.none');
  return o.overlapsChecked ? counted : `${counted} ${w.say('report.open.unchecked')}`;
}

export function openItemText(w: Words, r: OpenItemRow): string {
  const kind = w.say(`report.kind.${r.kind}`);
  const title = r.otherPlotName
    ? w.say('report.group.with', { plot: r.plotName, kind, other: r.otherPlotName })
    : w.say('report.group', { plot: r.plotName, kind });
  return r.waiting ? w.say('report.open.waiting', { item: title }) : title;
}

/** A conclusion as lines: what it concludes, who prepared it when, why, the mitigation, the sign-off. */
export function conclusionLines(w: Words, c: ConclusionLine): string[] {
  return [
    w.say('report.conclusion.kind', { kind: c.conclusion }),
    w.say('report.conclusion.prepared', {
      by: c.preparedBy,
      date: reportDate(c.preparedAt),
      open: c.openItems,
    }),
    w.say('report.conclusion.reasoning', { text: c.reasoning }),
    c.mitigation ? w.say('report.conclusion.mitigation', { text: c.mitigation }) : '',
    c.signOff
      ? w.say('report.conclusion.signed', { by: c.signOff.signedBy, date: reportDate(c.signOff.signedAt) })
      : w.say('report.conclusion.unsigned'),
  ].filter(Boolean);
}

/** A declaration as one line: its numbers, what the last check said, when and by whom, or why it could not. */
export function declarationText(w: Words, d: DeclarationLine): string {
  const verdict =
    d.verdict === 'not-usable'
      ? w.say('declarations.verdict.not-usable', { status: d.euStatus ?? '—' })
      : w.say(`declarations.verdict.${d.verdict}`);
  return [
    w.say('report.declarations.line', {
      reference: d.referenceNumber,
      verification: d.verificationNumber,
      verdict,
    }),
    d.checkedAt
      ? w.say('report.declarations.checked', {
          date: reportDate(d.checkedAt),
          by: d.checkedBy ?? w.say('declarations.by-server'),
        })
      : w.say('report.declarations.never'),
    d.error ? w.say('report.declarations.error', { detail: d.error }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function riskDataText(w: Words, p: SupplierReport['provenance']): string {
  const range = p.riskData
    ? w.say('report.risk-data.range', {
        from: reportDate(p.riskData.oldest),
        to: reportDate(p.riskData.newest),
      })
    : w.say('report.risk-data.none');
  return p.frameworks.length
    ? w.say('report.risk-data.frameworks', { range, frameworks: p.frameworks.join(', ') })
    : range;
}

/** Where the plots are and how they are drawn; coordinates to 4 decimals, as a GIS writes them. */
export function mapText(w: Words, m: SupplierReport['map']): string {
  return m.bounds
    ? w.say('report.map.extent', {
        outlines: w.n(m.outlines),
        missing: m.missing,
        west: m.bounds[0].toFixed(4),
        east: m.bounds[2].toFixed(4),
        south: m.bounds[1].toFixed(4),
        north: m.bounds[3].toFixed(4),
      })
    : w.say('report.map.empty');
}

/** The day of an ISO instant, in UTC: 2026-11-26 (as given when it is not a date). */
export function reportDay(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toISOString().slice(0, 10);
}

/** The report's own date and time, in UTC: 2026-11-26 21:04 UTC. */
export function reportDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A file name part: letters and digits of any script kept, runs of anything else one dash, at most 60. */
const slug = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'unnamed';

/** due-diligence-<project>-<supplier>-<day>.pdf */
export function reportFileName(projectName: string, supplierName: string, generatedAt: string): string {
  return `due-diligence-${slug(projectName)}-${slug(supplierName)}-${reportDay(generatedAt)}.pdf`;
}
