/**
 * The shape of a supplier's report (report-model.ts builds it; the PDF writer and the printable page lay it
 * out): its input, its lists and their row limits.
 */
import { type Decision, type ReviewItemKind, type UploadRecord, type Verdict } from '@core/api/review.ts';
import type { Declaration } from '@core/api/filing.ts';
import type { Conclusion, ConclusionKind } from '@core/api/statements.ts';
import { type BenchmarkTier } from '@core/eu-benchmark/country-benchmark.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { type DeclarationVerdict } from '@/lib/filing/declaration-verdict.ts';
import type { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { type OverlapCounts } from '@/lib/review/portfolio-counts.ts';
import type { ReviewItem } from '@/lib/review/review-items.ts';
import { type RiskClass } from '@/lib/risk/risk-classes.ts';
import { type SupplierProfile } from '../supplier-profile.ts';
import { type ReportMap } from './report-map.ts';
import { type ReportFilings } from './report-filings.ts';
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
