/**
 * What `plot-check` reports: the JSON document (versioned, docs/plot-check-json.md) and the text a person
 * reads, both from the same per-file records. Text is grouped by what blocks (core/plot-rules
 * result-groups.ts): one line per kind with its count; `--all` lists every occurrence under its kind.
 */
import { FORMAT_LABELS } from '@core/formats/index.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { render, sayIn } from '@core/i18n/messages.ts';
import type { ResultGroup } from '@core/plot-rules/index.ts';
import {
  plotNumber,
  resultGroupTitleRef,
  resultTitleRef,
  RULES,
  type Problem,
  type RuleCode,
  type Severity,
} from '@core/plot-rules/index.ts';
import type { WrittenFile } from './plot-check-out.ts';

/** Bumped whenever a field changes meaning or goes away; new fields keep the version. */
export const JSON_SCHEMA_VERSION = 2;

export interface PlotProblemJson {
  code: RuleCode;
  severity: Severity;
  message: string;
  /** [lng, lat]: where the rule found it, else the plot's first position; null when the plot has none. */
  position: [number, number] | null;
  /** Whether `position` is the problem's own place or only where the plot is. */
  at: 'problem' | 'plot' | null;
}

export interface PlotJson {
  index: number;
  name: string | null;
  accepted: boolean;
  codes: RuleCode[];
  problems: PlotProblemJson[];
}

export interface FileReport {
  file: string;
  format: string | null;
  features: number;
  accepted: number;
  nameField: string | null;
  fatal: { code: string; message: string } | null;
  problems: Partial<Record<RuleCode, number>>;
  groups: ResultGroup[];
  /**
   * Each reported plot's JSON (a PlotJson), serialized as soon as it was checked, in file order: 200,000
   * plots kept as objects until the end, then stringified in one piece, took over 800 MB. `plot-check` passes
   * a PlotSpool (cli/plot-spool.ts), which keeps them on disk until the document is written.
   */
  plots: Iterable<string>;
}

/** The first position of a geometry (where a plot is), or null. */
export function firstPosition(g: GeoJSON.Geometry | null | undefined): [number, number] | null {
  let c: unknown = g && 'coordinates' in g ? g.coordinates : null;
  while (Array.isArray(c) && Array.isArray(c[0])) c = c[0];
  return Array.isArray(c) && typeof c[0] === 'number' && typeof c[1] === 'number' ? [c[0], c[1]] : null;
}

export function plotJson(
  index: number,
  name: string | null,
  accepted: boolean,
  problems: readonly Problem[],
  geometry: GeoJSON.Geometry | null | undefined,
): PlotJson {
  const where = firstPosition(geometry);
  return {
    index,
    name,
    accepted,
    codes: problems.map((p) => p.code),
    problems: problems.map((p) => ({
      code: p.code,
      severity: p.severity,
      message: p.message,
      position: p.coordinate ?? where,
      at: p.coordinate ? 'problem' : where ? 'plot' : null,
    })),
  };
}

const groupsJson = (groups: ResultGroup[]) =>
  Object.fromEntries(
    groups.map((g) => [
      g.name,
      {
        plots: g.plots,
        count: g.count,
        kinds: g.lines.map(({ code, title, count, plots }) => ({ code, title, count, plots })),
      },
    ]),
  );

/** Plots per piece written: one write per plot is slow, one string of all of them is what we avoid. */
const PLOTS_PER_PIECE = 1000;

/**
 * The JSON document in pieces, to be written one after another: the same document as one
 * JSON.stringify would give (the plots of a file come last in its object), without ever holding it whole.
 */
export function* jsonDocument(
  reports: FileReport[],
  written: WrittenFile[] | null,
  accepted: boolean,
): Generator<string> {
  yield `{"schemaVersion":${JSON_SCHEMA_VERSION},"accepted":${accepted},"files":[`;
  for (const [i, { groups, plots, ...r }] of reports.entries()) {
    const head = JSON.stringify({ ...r, groups: groupsJson(groups) });
    yield `${i ? ',' : ''}${head.slice(0, -1)},"plots":[`;
    let piece: string[] = [];
    let first = true;
    for (const plot of plots) {
      piece.push(plot);
      if (piece.length === PLOTS_PER_PIECE) {
        yield `${first ? '' : ','}${piece.join(',')}`;
        first = false;
        piece = [];
      }
    }
    if (piece.length > 0) yield `${first ? '' : ','}${piece.join(',')}`;
    yield ']}';
  }
  yield `]${written ? `,"written":${JSON.stringify(written)}` : ''}}\n`;
}

/** "1 missing-name, 6 low-precision": errors before warnings, then the most frequent first. */
function byWeight(problems: Partial<Record<RuleCode, number>>): string {
  const weight = (c: RuleCode) => (RULES[c].severity === 'error' ? 0 : 1);
  return (Object.entries(problems) as [RuleCode, number][])
    .sort((a, b) => weight(a[0]) - weight(b[0]) || b[1] - a[1])
    .map(([c, n]) => `${n} ${c}`)
    .join(', ');
}

export function textReport(
  reports: FileReport[],
  written: WrittenFile[] | null,
  all: boolean,
  lang: Locale = 'en',
): string {
  const say = sayIn(lang);
  const lines: string[] = [];
  for (const r of reports) {
    const fmt = r.format
      ? FORMAT_LABELS[r.format as keyof typeof FORMAT_LABELS]
      : say('cli.report.unknown-format');
    if (r.fatal) {
      lines.push(say('cli.report.fatal', { file: r.file, format: fmt, message: r.fatal.message }));
      continue;
    }
    lines.push(
      say('cli.report.file', {
        file: r.file,
        format: fmt,
        accepted: r.accepted,
        total: r.features,
        field: r.nameField ? `"${r.nameField}"` : say('cli.report.no-name-field'),
      }),
    );
    for (const g of r.groups) {
      if (g.count === 0) continue;
      const size = g.plots ? say('cli.report.group-plots', { count: g.plots }) : `${g.count}`;
      lines.push(`  ${say('cli.report.group', { title: resultGroupTitleRef(g.name), size })}`);
      for (const l of g.lines) {
        const title = resultTitleRef(l.code);
        lines.push(`    ${String(l.count).padStart(6)}  ${l.code}: ${title ? render(lang, title) : l.title}`);
        if (all) for (const i of l.items) lines.push(`              ${i.message}`);
      }
    }
  }
  const total = reports.reduce((n, r) => n + r.features, 0);
  const accepted = reports.reduce((n, r) => n + r.accepted, 0);
  const unreadable = reports.filter((r) => r.fatal).length;
  lines.push(
    unreadable
      ? say('cli.report.total-unreadable', { accepted, total, unreadable })
      : say('cli.report.total', { accepted, total }),
  );
  if (!all && reports.some((r) => r.groups.some((g) => g.count > 0))) lines.push(say('cli.report.run-all'));
  if (written) {
    for (const w of written) {
      // The rule module's problems, then the EU's refusals by their CF4 code (geolocation-rules.ts).
      const eu = Object.entries(w.euProblems ?? {}).map(([c, n]) => `${n} ${c}`);
      lines.push(
        w.accepted === w.plots
          ? say('cli.report.rechecked', { file: w.file, accepted: w.accepted, total: w.plots })
          : say('cli.report.rechecked-problems', {
              file: w.file,
              accepted: w.accepted,
              total: w.plots,
              problems: [byWeight(w.problems), ...eu].filter(Boolean).join(', '),
            }),
      );
      if (w.leftOut?.length)
        lines.push(
          say('cli.report.left-out', {
            file: w.file,
            count: w.leftOut.length,
            plots: w.leftOut.map((p) => plotNumber(p.index)).join(', '),
          }),
          ...(all ? w.leftOut.map((p) => `  ${p.reason}`) : []),
        );
    }
  }
  return `${lines.join('\n')}\n`;
}
