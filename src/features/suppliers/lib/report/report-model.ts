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
} from '@core/api/review.ts';
import { BENCHMARK_SOURCE } from '@core/eu-benchmark/country-benchmark.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { msg, render } from '@core/i18n/messages.ts';
import { lastCheck, verdictOf } from '@/lib/filing/declaration-verdict.ts';
import { countryName } from '@/lib/format/numbers.ts';
import type { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { restOf } from '@/lib/plot-loader/shared/pack-reader.ts';
import { NO_OVERLAPS, portfolioCounts } from '@/lib/review/portfolio-counts.ts';
import { needingAttention } from '@/lib/review/review-items.ts';
import { decisionIndex } from '@core/review/review-decisions.ts';
import { AT_RISK } from '@core/review/review-signals.ts';
import { RISK_CLASSES } from '@/lib/risk/risk-classes.ts';
import { supplierProfile } from '../supplier-profile.ts';
import { reportMap } from './report-map.ts';
import { reportFilings } from './report-filings.ts';
import {
  REPORT_LIMITS,
  MAP_SIZE,
  type ReportInput,
  type DecisionLine,
  type AtRiskRow,
  type DecisionGroup,
  type OverlapRow,
  type UploadRow,
  type OpenItemRow,
  type ConclusionLine,
  type DeclarationLine,
  type SupplierReport,
} from './report-shape.ts';

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
