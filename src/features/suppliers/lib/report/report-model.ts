/**
 * A supplier's due-diligence report as data (issue 29, item 4; issue 50): summary, map, producing countries
 * with the EU benchmark tier, plots at risk with the service's findings and their current decision, the
 * review items still open, decisions with their history, overlaps, the risk conclusion and its four-eyes
 * sign-off, the declarations the supplier sent with their last check (issue 51), upload history with each upload's provenance (the original and the sent files' hashes, the field
 * mapping, the fixes applied) and provenance. Every instant is kept as the store wrote it (ISO 8601, UTC) and
 * written with its time of day (report-text.ts). The PDF writer (report-pdf.ts) and the printable
 * page (components/supplier-report-page.tsx) both lay out this one model, so they cannot disagree.
 *
 * Deterministic: the same inputs give the same model apart from `generatedAt` (every list has an explicit
 * order that does not depend on the order plots were loaded in). Bounded: each list keeps its first
 * REPORT_LIMITS rows and says how many more there are, so 100,000 plots make a report of a few pages. Pure.
 */
import {
  isPairKind,
  REVIEW_ITEM_KINDS,
  reviewItemKey,
  type Decision,
  type ReviewItemKind,
  type UploadRecord,
  type Verdict,
} from '@core/api/review.ts';
import type { Declaration } from '@core/api/filing.ts';
import type { Conclusion, ConclusionKind } from '@core/api/statements.ts';
import { BENCHMARK_SOURCE, type BenchmarkTier } from '@core/eu-benchmark/country-benchmark.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { msg, render } from '@core/i18n/messages.ts';
import { lastCheck, verdictOf, type DeclarationVerdict } from '@/lib/filing/declaration-verdict.ts';
import { countryName } from '@/lib/format/numbers.ts';
import type { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { restOf } from '@/lib/plot-loader/shared/pack-reader.ts';
import { NO_OVERLAPS, portfolioCounts, type OverlapCounts } from '@/lib/review/portfolio-counts.ts';
import { AT_RISK, decisionIndex, needingAttention, type ReviewItem } from '@/lib/review/review-items.ts';
import { RISK_CLASSES, type RiskClass } from '@/lib/risk/risk-classes.ts';
import { supplierProfile, type SupplierProfile } from '../supplier-profile.ts';
import { reportMap, type ReportMap } from './report-map.ts';
import { reportFilings, type ReportFilings } from './report-filings.ts';
import type { Filing } from '@core/api/filing.ts';

/** Rows kept per list; the report says how many more there are. */
export const REPORT_LIMITS = {
  atRisk: 500,
  decisionItems: 300,
  overlaps: 200,
  uploads: 100,
  openItems: 300,
  /** Plots named per fix (the record keeps up to 10,000; the count says the rest). */
  fixPlots: 30,
  conclusions: 20,
  declarations: 100,
} as const;
/** The map's box in PDF points (A4 less margins). */
export const MAP_SIZE = { width: 515, height: 300 } as const;

export interface ReportInput {
  projectName: string;
  supplierName: string;
  /** The project's loaded plots (the supplier's are picked by name, as plots carry it). */
  list: PlotList;
  /**
   * The supplier's review items (null while its plots are not all in). Without an overlap scan
   * (`overlapScan` null) they hold no pair item: overlaps are then "not checked" and the open items say so.
   */
  items: readonly ReviewItem[] | null;
  /** Pairs the overlap scan found in the project, and how many it lists (the largest first); null: no scan. */
  overlapScan: { totalPairs: number; listedPairs: number } | null;
  /** The current decision of every item of the project. */
  decisions: readonly Decision[];
  /** Every decision on the supplier's items, any order; `truncated` when the store left older ones out. */
  history: { entries: readonly Decision[]; truncated: boolean };
  uploads: readonly UploadRecord[];
  /** The supplier's risk conclusions, any order (the store answers newest first), each with its sign-off. */
  conclusions: readonly Conclusion[];
  /** The statements filed with the EU naming the supplier (issue 51), any order; absent: none read. */
  filings?: readonly Filing[];
  /**
   * The declarations the supplier sent (the register, docs/declarations.md), any order, each with its checks;
   * absent: none known (the page always passes them: use-supplier-report.ts).
   */
  declarations?: readonly Declaration[];
  /** ISO 8601: the one value that may differ between two reports of the same inputs. */
  generatedAt: string;
  appVersion: string;
  rulesVersion: string;
  /** The reader's language: country names here, every word of the PDF (English when not given). */
  locale?: Locale;
}

export interface DecisionLine {
  verdict: Verdict;
  verdictLabel: string;
  reasonLabel: string;
  note: string;
  evidenceUrl: string | null;
  evidenceNote: string | null;
  decidedBy: string;
  decidedAt: string;
}

export interface AtRiskRow {
  id: string;
  name: string;
  risk: RiskClass;
  country: string;
  areaHa: number;
  /** Deforested hectares after the cut-off; null when the service found none. */
  deforestedHa: number | null;
  protectedAreasHa: number;
  indigenousTerritoriesHa: number;
  assessedAt: string | null;
  decision: DecisionLine | null;
}

export interface DecisionGroup {
  kind: ReviewItemKind;
  plotId: string;
  plotName: string;
  otherPlotId: string | null;
  otherPlotName: string | null;
  /** Newest first: the first is the item's current decision. */
  entries: DecisionLine[];
}

export interface OverlapRow {
  kind: Exclude<ReviewItemKind, 'risk'>;
  plotId: string;
  plotName: string;
  otherPlotId: string;
  otherPlotName: string;
  otherSupplier: string;
  overlapHa: number;
  /** Share of this plot the other covers, 0–1. */
  share: number;
  decision: DecisionLine | null;
}

/** A file as the report names it; `sizeBytes` null where the record kept no size (before issue 50). */
export interface FileLine {
  name: string;
  sizeBytes: number | null;
  sha256: string | null;
}

export interface FixLine {
  kind: string;
  plotCount: number;
  /** The first REPORT_LIMITS.fixPlots plots it changed, as the file numbers or names them. */
  plots: string[];
  /** Plots it changed beyond those listed. */
  more: number;
}

export interface UploadRow {
  uploadId: string;
  /** When it ended (or was recorded), ISO 8601 UTC. */
  at: string;
  /** The supplier's files as received; null when the record predates provenance ("not recorded"). */
  originalFiles: FileLine[] | null;
  /**
   * The files as sent to the service. A record from before issue 50 named the original files with the hash
   * of what was sent (after the mapping and the fixes): those hashes are kept here, under those names.
   */
  sentFiles: FileLine[];
  /** The dashboard's field → the file's column ("=value": a fixed value), by field; null: not recorded. */
  mapping: [field: string, column: string][] | null;
  /** The fixes applied, in the order applied; null: not recorded; []: none. */
  fixes: FixLine[] | null;
  added: number;
  changed: number;
  removed: number;
  plotCount: number;
  overwrite: boolean;
  shouldMatchOnName: boolean;
  recordedBy: string;
}

/** An open review item: no decision yet, or waiting for information from the supplier. */
export interface OpenItemRow {
  kind: ReviewItemKind;
  plotId: string;
  plotName: string;
  otherPlotName: string | null;
  /** True when its decision is "needs information" (it stays open until someone decides). */
  waiting: boolean;
}

export interface ConclusionLine {
  id: string;
  conclusion: ConclusionKind;
  reasoning: string;
  mitigation: string | null;
  /** Review items open when it was prepared (as the preparer's page counted them). */
  openItems: number;
  preparedBy: string;
  preparedAt: string;
  signOff: { signedBy: string; signedAt: string } | null;
}

/** A supplier's declaration as the report writes it: its numbers and what its last check said. */
export interface DeclarationLine {
  referenceNumber: string;
  verificationNumber: string;
  verdict: DeclarationVerdict;
  /** The statement's status when the system named one (a not usable declaration's reason). */
  euStatus: string | null;
  /** The last check: when, by whom, and why it could not be made (null: none was made). */
  checkedAt: string | null;
  checkedBy: string | null;
  error: string | null;
}

export interface SupplierReport {
  projectName: string;
  supplierName: string;
  generatedAt: string;
  locale: Locale;
  summary: SupplierProfile;
  countries: { code: string; name: string; plots: number; areaHa: number; tier: BenchmarkTier | null }[];
  map: ReportMap;
  atRisk: { total: number; rows: AtRiskRow[] };
  /**
   * Review items still open now: how many, by kind (REVIEW_ITEM_KINDS order, kinds with none left out), and
   * the first REPORT_LIMITS.openItems. `overlapsChecked` false: pair items are not counted (no scan).
   */
  openItems: {
    total: number;
    byKind: { kind: ReviewItemKind; count: number }[];
    rows: OpenItemRow[];
    overlapsChecked: boolean;
  };
  decisions: { items: number; entries: number; groups: DecisionGroup[]; truncated: boolean };
  /** The newest conclusion (signed or not) and the earlier ones, newest first; null when none was prepared. */
  conclusion: { current: ConclusionLine; earlier: ConclusionLine[]; total: number } | null;
  /** The statements filed with the EU naming the supplier, newest first (report-filings.ts). */
  filings: ReportFilings;
  /** The supplier's declarations, newest added first, the first REPORT_LIMITS.declarations. */
  declarations: { total: number; rows: DeclarationLine[] };
  overlaps: {
    checked: boolean;
    insideAnother: number;
    withinSupplier: number;
    withOthers: number;
    total: number;
    rows: OverlapRow[];
    /** The scan lists the largest pairs of the project: counts may leave smaller ones out. */
    partial: boolean;
    /** Pairs and plots, as every page counts and words them (portfolio-counts.ts); none while not checked. */
    figures: OverlapCounts;
  };
  uploads: { total: number; rows: UploadRow[] };
  provenance: {
    /** Oldest and newest assessment date of the supplier's plots; null when none is assessed. */
    riskData: { oldest: string; newest: string } | null;
    frameworks: string[];
    rulesVersion: string;
    appVersion: string;
    benchmark: string;
    filesWithHash: number;
    files: number;
  };
}

/** A decision as the report writes it: its verdict and reason in the reader's words. */
const lineIn =
  (locale: Locale) =>
  (d: Decision): DecisionLine => ({
    verdict: d.verdict,
    verdictLabel: render(locale, msg(`review.verdict.${d.verdict}`)),
    reasonLabel: render(locale, msg(`review.reason.${d.reason}`)),
    note: d.note,
    evidenceUrl: d.evidence?.url ?? null,
    evidenceNote: d.evidence?.note ?? null,
    decidedBy: d.decidedBy,
    decidedAt: d.decidedAt,
  });

/** Code-unit order: the same on every machine and locale (localeCompare is not). */
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const newestFirst = (a: Decision, b: Decision) => cmp(b.decidedAt, a.decidedAt) || cmp(b.id, a.id);

export function supplierReport(input: ReportInput): SupplierReport {
  const { list, supplierName } = input;
  const locale = input.locale ?? 'en';
  const line = lineIn(locale);
  const summary = supplierProfile(list, supplierName);
  const positions = list.positionsWhere({ supplier: supplierName });
  // The current decision of each item as every page reads it (review-items.ts: the latest wins, and a
  // decision stored under an older kind's key still counts).
  const current = decisionIndex(input.decisions);
  const decisionOf = (kind: ReviewItemKind, plotId: string, otherPlotId?: string) => {
    const d = current.get(reviewItemKey({ kind, plotId, otherPlotId }));
    return d ? line(d) : null;
  };

  // Plots at risk: most severe first, then the largest deforestation, then by name and id.
  const atRiskCodes = new Set(AT_RISK.map((r) => RISK_CLASSES.indexOf(r)));
  const atRiskPositions = Array.from(positions).filter((p) => atRiskCodes.has(list.risk(p)));
  const defo = (p: number) => (Number.isFinite(list.deforestedHa(p)) ? list.deforestedHa(p) : 0);
  const keyOf = new Map(atRiskPositions.map((p) => [p, [list.name(p), list.id(p)] as const]));
  atRiskPositions.sort((a, b) => {
    const [na, ia] = keyOf.get(a)!;
    const [nb, ib] = keyOf.get(b)!;
    return list.risk(a) - list.risk(b) || defo(b) - defo(a) || cmp(na, nb) || cmp(ia, ib);
  });
  const atRiskRows = atRiskPositions.slice(0, REPORT_LIMITS.atRisk).map((p): AtRiskRow => {
    const plot = list.at(p);
    const a = plot.riskAssessment;
    return {
      id: plot.id,
      name: plot.name,
      risk: RISK_CLASSES[list.risk(p)]!,
      country: plot.country,
      areaHa: plot.areaHa,
      deforestedHa: a?.deforestation.hasDeforestation ? a.deforestation.areaHa : null,
      protectedAreasHa: a?.protectedAreasHa ?? NaN,
      indigenousTerritoriesHa: a?.indigenousTerritoriesHa ?? NaN,
      assessedAt: a?.assessedAt ?? null,
      decision: decisionOf('risk', plot.id),
    };
  });

  // Decisions grouped by item, items by plot name; each item's entries newest first.
  // Names of the plots decided on: from the list, else from the review items (another supplier's plot of a
  // pair may be in batches the worker was not given), else the id.
  const names = new Map<string, string>();
  for (const i of input.items ?? []) {
    names.set(i.plotId, i.plotName);
    if (i.otherPlotId) names.set(i.otherPlotId, i.otherPlotName ?? i.otherPlotId);
  }
  const nameOf = (id: string) => names.get(id) ?? id;
  const wanted = new Set(input.history.entries.flatMap((d) => [d.plotId, d.otherPlotId ?? d.plotId]));
  for (const [id, position] of list.positionsOfIds(wanted)) names.set(id, list.name(position));
  const groups = new Map<string, Decision[]>();
  for (const d of input.history.entries) {
    const key = reviewItemKey(d);
    const group = groups.get(key);
    if (group) group.push(d);
    else groups.set(key, [d]);
  }
  const decisionGroups = [...groups.values()]
    .map((entries): DecisionGroup => {
      entries.sort(newestFirst);
      const d = entries[0]!;
      return {
        kind: d.kind,
        plotId: d.plotId,
        plotName: nameOf(d.plotId),
        otherPlotId: d.otherPlotId ?? null,
        otherPlotName: d.otherPlotId ? nameOf(d.otherPlotId) : null,
        entries: entries.map(line),
      };
    })
    .sort(
      (a, b) =>
        cmp(a.plotName, b.plotName) ||
        cmp(a.plotId, b.plotId) ||
        cmp(a.kind, b.kind) ||
        cmp(a.otherPlotId ?? '', b.otherPlotId ?? ''),
    );

  // Overlaps: the supplier's pair items, the largest first (the other kinds are signs of risk on one plot).
  const overlapsChecked = input.items !== null && input.overlapScan !== null;
  const pairs = overlapsChecked ? input.items!.filter((i) => isPairKind(i.kind)) : [];
  const overlapRows = pairs
    .map((i): OverlapRow => ({
      kind: i.kind as OverlapRow['kind'],
      plotId: i.plotId,
      plotName: i.plotName,
      otherPlotId: i.otherPlotId!,
      otherPlotName: i.otherPlotName!,
      otherSupplier: i.otherSupplier!,
      overlapHa: i.overlapHa!,
      share: i.share!,
      decision: decisionOf(i.kind, i.plotId, i.otherPlotId),
    }))
    .sort(
      (a, b) => b.overlapHa - a.overlapHa || cmp(a.plotId, b.plotId) || cmp(a.otherPlotId, b.otherPlotId),
    );

  // Every count from the one place that makes them (portfolio-counts.ts), as the supplier page shows them.
  const counts = portfolioCounts({
    list,
    items: input.items ?? [],
    decisions: current,
    supplier: supplierName,
  });
  const review = counts.review!;
  const overlapFigures = counts.overlaps!;
  // Open items: by kind in the contract's order, then by plot name and id, and the other plot.
  const kindRank = (k: ReviewItemKind) => REVIEW_ITEM_KINDS.indexOf(k);
  const openRows = needingAttention(input.items ?? [], current)
    .map((item): OpenItemRow => ({
      kind: item.kind,
      plotId: item.plotId,
      plotName: item.plotName,
      otherPlotName: item.otherPlotId ? (item.otherPlotName ?? item.otherPlotId) : null,
      waiting: current.get(item.key)?.verdict === 'needs-information',
    }))
    .sort(
      (a, b) =>
        kindRank(a.kind) - kindRank(b.kind) ||
        cmp(a.plotName, b.plotName) ||
        cmp(a.plotId, b.plotId) ||
        cmp(a.otherPlotName ?? '', b.otherPlotName ?? ''),
    );
  const openByKind = REVIEW_ITEM_KINDS.map((kind) => ({
    kind,
    count: review.byKind[kind]?.open ?? 0,
  })).filter((k) => k.count > 0);

  const conclusions = [...input.conclusions]
    .sort((a, b) => cmp(b.preparedAt, a.preparedAt) || cmp(b.id, a.id))
    .map((c): ConclusionLine => ({
      id: c.id,
      conclusion: c.conclusion,
      reasoning: c.reasoning,
      mitigation: c.mitigation ?? null,
      openItems: c.openItems,
      preparedBy: c.preparedBy,
      preparedAt: c.preparedAt,
      signOff: c.signOff ? { signedBy: c.signOff.signedBy, signedAt: c.signOff.signedAt } : null,
    }));

  const declarations = [...(input.declarations ?? [])]
    .sort((a, b) => cmp(b.addedAt, a.addedAt) || cmp(a.referenceNumber, b.referenceNumber))
    .map((d): DeclarationLine => {
      const last = lastCheck(d);
      return {
        referenceNumber: d.referenceNumber,
        verificationNumber: d.verificationNumber,
        verdict: verdictOf(last),
        euStatus: last?.euStatus ?? null,
        checkedAt: last?.checkedAt ?? null,
        checkedBy: last?.checkedBy ?? null,
        error: last?.error ?? null,
      };
    });

  const uploads = [...input.uploads].sort(
    (a, b) => cmp(b.endedAt ?? b.recordedAt, a.endedAt ?? a.recordedAt) || cmp(a.uploadId, b.uploadId),
  );
  const uploadRows = uploads.slice(0, REPORT_LIMITS.uploads).map((r): UploadRow => ({
    uploadId: r.uploadId,
    at: r.endedAt ?? r.recordedAt,
    originalFiles: r.originalFiles?.map((f) => ({ ...f })) ?? null,
    sentFiles:
      r.sentFiles?.map((f) => ({ ...f })) ??
      r.fileNames.map((name, k) => ({ name, sizeBytes: null, sha256: r.fileSha256?.[k] ?? null })),
    mapping: r.fieldMapping ? Object.entries(r.fieldMapping).sort(([a], [b]) => cmp(a, b)) : null,
    fixes:
      r.fixes?.map((f) => ({
        kind: f.kind,
        plotCount: f.plotCount,
        plots: f.plots.slice(0, REPORT_LIMITS.fixPlots),
        more: Math.max(0, f.plotCount - Math.min(f.plots.length, REPORT_LIMITS.fixPlots)),
      })) ?? null,
    added: r.added,
    changed: r.changed,
    removed: r.removed,
    plotCount: r.plotCount,
    overwrite: r.overwrite,
    shouldMatchOnName: r.shouldMatchOnName,
    recordedBy: r.recordedBy,
  }));

  return {
    projectName: input.projectName,
    supplierName,
    generatedAt: input.generatedAt,
    locale,
    summary,
    countries: summary.countries.map((c) => ({ ...c, name: countryName(c.code, locale) })),
    map: reportMap(list, positions, MAP_SIZE.width, MAP_SIZE.height),
    atRisk: { total: counts.atRisk, rows: atRiskRows },
    openItems: {
      total: review.open,
      byKind: openByKind,
      rows: openRows.slice(0, REPORT_LIMITS.openItems),
      overlapsChecked,
    },
    decisions: {
      items: decisionGroups.length,
      entries: input.history.entries.length,
      groups: decisionGroups.slice(0, REPORT_LIMITS.decisionItems),
      truncated: input.history.truncated,
    },
    conclusion: conclusions[0]
      ? {
          current: conclusions[0],
          earlier: conclusions.slice(1, 1 + REPORT_LIMITS.conclusions),
          total: conclusions.length,
        }
      : null,
    declarations: {
      total: declarations.length,
      rows: declarations.slice(0, REPORT_LIMITS.declarations),
    },
    filings: reportFilings(input.filings ?? [], locale),
    overlaps: {
      checked: overlapsChecked,
      // Counted over the items the scan gave (none without a scan: then "not checked" is said instead).
      insideAnother: overlapsChecked ? overlapFigures.insideAnother : 0,
      withinSupplier: overlapsChecked ? overlapFigures.withinSupplier.plots : 0,
      withOthers: overlapsChecked ? overlapFigures.betweenSuppliers.plots : 0,
      figures: overlapsChecked ? overlapFigures : NO_OVERLAPS,
      total: overlapRows.length,
      rows: overlapRows.slice(0, REPORT_LIMITS.overlaps),
      partial: input.overlapScan !== null && input.overlapScan.totalPairs > input.overlapScan.listedPairs,
    },
    uploads: { total: uploads.length, rows: uploadRows },
    provenance: {
      ...riskDataOf(list, supplierName),
      rulesVersion: input.rulesVersion,
      appVersion: input.appVersion,
      // The regulation's own title, as the Official Journal publishes it in the reader's language; its dates
      // in the reader's words.
      benchmark: render(
        locale,
        msg('report.benchmark.source', {
          title: msg('benchmark.source.title'),
          adopted: BENCHMARK_SOURCE.adopted,
          inForce: BENCHMARK_SOURCE.inForce,
        }),
      ),
      // Files sent with a hash (the sent files', or the older records' fileSha256) of all files sent.
      filesWithHash: uploads.reduce((n, r) => n + (r.sentFiles?.length ?? r.fileSha256?.length ?? 0), 0),
      files: uploads.reduce((n, r) => n + (r.sentFiles?.length ?? r.fileNames.length), 0),
    },
  };
}

/** The oldest and newest assessment date of the supplier's plots, and the frameworks they were assessed under. */
function riskDataOf(list: PlotList, supplier: string) {
  let oldest: string | null = null;
  let newest: string | null = null;
  const frameworks = new Set<string>();
  list.forEach((batch, j) => {
    if (batch.words[batch.supplier[j]!] !== supplier) return;
    const assessedAt = restOf(batch, j)[2];
    if (assessedAt === null) return;
    if (oldest === null || assessedAt < oldest) oldest = assessedAt;
    if (newest === null || assessedAt > newest) newest = assessedAt;
    frameworks.add(batch.words[batch.framework[j]!]!);
  });
  return {
    riskData: oldest !== null && newest !== null ? { oldest, newest } : null,
    frameworks: [...frameworks].sort(cmp),
  };
}
