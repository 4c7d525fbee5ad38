/**
 * Check results grouped by what they mean for the person (docs/plot-rules.md, "What blocks"): problems that
 * stop the plot from being accepted by the upload, errors the upload accepts but TRACES would reject,
 * warnings that block nothing, and changes TRACES makes silently. One line per kind with its count and the
 * number of plots, most frequent first; the occurrences are kept only up to `keep` per line ("show all").
 * Pure; an accumulator so a streamed file never holds all its problems. The CLI prints it; the uploader's
 * results can render the same lines.
 */
import { isBlockingForEvaluation } from './evaluation.ts';
import { isRuleCode, RULES, ruleTitleRef } from './rule-catalog.ts';
import {
  isSilentChangeKind,
  SILENT_CHANGE_KINDS,
  type SilentChangeKind,
  type TracesPlotPreview,
} from './traces-preview.ts';
import type { CheckOptions, Problem, RuleCode } from './types.ts';
import { msg, render, type MessageRef } from '@core/i18n/messages.ts';

export type ResultGroupName = 'blocksUpload' | 'blocksTraces' | 'warnings' | 'silentChanges';

/** A group's title as a message (`result-group.<name>`): the CLI prints it in its --lang language. */
// Stryker disable next-line ArrowFunction,StringLiteral: every importer fails to load (render of no catalogue key throws), which Stryker's vitest runner reports as no test failing
export const resultGroupTitleRef = (name: ResultGroupName): MessageRef => msg(`result-group.${name}`);

/**
 * In this order: what blocks first, so five errors are never buried under 451 warnings. The titles in English,
 * as the groups carry them (the CLI's JSON document).
 */
export const RESULT_GROUPS: readonly { name: ResultGroupName; title: string }[] = (
  ['blocksUpload', 'blocksTraces', 'warnings', 'silentChanges'] as const
)
  // Stryker disable next-line StringLiteral: render() writes a language it has no catalogue for ('') in English
  .map((name) => ({ name, title: render('en', resultGroupTitleRef(name)) }));

/** A silent change's title as a message, its catalogue key made from its kind (`silent-title.<kind>`, typed). */
// Stryker disable next-line ArrowFunction,StringLiteral: every importer fails to load (render of no catalogue key throws), which Stryker's vitest runner reports as no test failing
const silentChangeTitleRef = (kind: SilentChangeKind): MessageRef => msg(`silent-title.${kind}`);

/** The English titles, as the lines carry them (the CLI prints them). */
const SILENT_CHANGE_TITLES = Object.fromEntries(
  SILENT_CHANGE_KINDS.map((kind) => [kind, render('en', silentChangeTitleRef(kind))]),
) as Record<SilentChangeKind, string>;

/**
 * The title of a result line's code (a rule's or a silent change's) as a message, for a page to put in its
 * reader's language; undefined for a code this checker does not know (a newer checker's).
 */
export function resultTitleRef(code: string): MessageRef | undefined {
  if (isRuleCode(code)) return ruleTitleRef(code);
  if (isSilentChangeKind(code)) return silentChangeTitleRef(code);
  return undefined;
}

export interface ResultOccurrence {
  fileName?: string;
  featureIndex?: number;
  featureName?: string | null;
  message: string;
  /** The message in any language (core/i18n), when its maker gave one. */
  args?: MessageRef;
  coordinate?: [number, number];
}

export interface ResultLine {
  code: RuleCode | SilentChangeKind;
  title: string;
  /** Occurrences of this kind. */
  count: number;
  /** Distinct plots with this kind (file-level problems count no plot). */
  plots: number;
  /** The first occurrences, up to `keep`. */
  items: ResultOccurrence[];
}

export interface ResultGroup {
  name: ResultGroupName;
  title: string;
  /** Distinct plots in the group (a plot with two kinds counts once). */
  plots: number;
  count: number;
  lines: ResultLine[];
}

export function groupOf(problem: Problem, options: CheckOptions): ResultGroupName {
  if (isBlockingForEvaluation(problem, options)) return 'blocksUpload';
  return problem.severity === 'error' ? 'blocksTraces' : 'warnings';
}

/**
 * Distinct plots, one bit per feature index and file: a Set of "file\0index" strings cost ~90 bytes per
 * plot and kind (200,000 plots with four kinds: ~70 MB of the 512 MB plot-check may use).
 */
export class PlotSet {
  private readonly bits = new Map<string, Uint8Array>();
  /** Indices that are not small non-negative integers (never seen in practice), as strings. */
  private readonly others = new Set<string>();
  size = 0;

  /** Adds the plot; true when it was not there yet. */
  add(fileName: string | undefined, index: number): boolean {
    // Stryker disable next-line StringLiteral: any one name stands for the file-less plots
    const file = fileName ?? '';
    // Stryker disable next-line EqualityOperator,ConditionalExpression: the Set below is exact for every index; sending more indices to it costs only memory
    if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31) {
      const key = `${file}\u0000${index}`;
      if (this.others.has(key)) return false;
      this.others.add(key);
      this.size++;
      return true;
    }
    const byte = index >>> 3;
    let b = this.bits.get(file);
    if (!b || byte >= b.length) {
      // Stryker disable next-line ArithmeticOperator: doubling only spares re-allocations; byte + 1 below is what must fit
      const doubled = (b?.length ?? 0) * 2;
      const grown = new Uint8Array(Math.max(64, byte + 1, doubled));
      if (b) grown.set(b);
      this.bits.set(file, grown);
      b = grown;
    }
    const mask = 1 << (index & 7);
    if (b[byte]! & mask) return false;
    b[byte]! |= mask;
    this.size++;
    return true;
  }
}

export class ResultGrouper {
  private readonly lines = new Map<string, ResultLine & { group: ResultGroupName; seen: PlotSet }>();
  private readonly plotsOf = new Map<ResultGroupName, PlotSet>();

  constructor(
    private readonly options: CheckOptions,
    /** Occurrences kept per line (Infinity: all of them). */
    private readonly keep = 0,
  ) {}

  private add(
    group: ResultGroupName,
    code: RuleCode | SilentChangeKind,
    title: string,
    item: ResultOccurrence,
  ) {
    const id = `${group}:${code}`;
    let line = this.lines.get(id);
    if (!line) {
      line = { group, code, title, count: 0, plots: 0, items: [], seen: new PlotSet() };
      this.lines.set(id, line);
    }
    line.count++;
    if (item.featureIndex !== undefined) {
      if (line.seen.add(item.fileName, item.featureIndex)) line.plots++;
      let plots = this.plotsOf.get(group);
      if (!plots) this.plotsOf.set(group, (plots = new PlotSet()));
      plots.add(item.fileName, item.featureIndex);
    }
    if (line.items.length < this.keep) line.items.push(item);
  }

  addProblem(p: Problem): void {
    const item: ResultOccurrence = { message: p.message, fileName: p.fileName };
    if (p.args) item.args = p.args;
    if (p.featureIndex !== undefined) item.featureIndex = p.featureIndex;
    if (p.featureName !== undefined) item.featureName = p.featureName;
    if (p.coordinate) item.coordinate = p.coordinate;
    this.add(groupOf(p, this.options), p.code, RULES[p.code].title, item);
  }

  addPreview(preview: TracesPlotPreview, fileName?: string): void {
    for (const c of preview.changes) {
      const item: ResultOccurrence = {
        featureIndex: preview.index,
        featureName: preview.name,
        message: c.message,
        args: c.args,
      };
      if (fileName !== undefined) item.fileName = fileName;
      this.add('silentChanges', c.kind, SILENT_CHANGE_TITLES[c.kind], item);
    }
  }

  /** The four groups in order, each line most frequent first; empty groups included (counts of 0). */
  result(): ResultGroup[] {
    return RESULT_GROUPS.map(({ name, title }) => {
      const lines = [...this.lines.values()]
        .filter((l) => l.group === name)
        .map(({ code, title: t, count, plots, items }) => ({ code, title: t, count, plots, items }))
        .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
      return {
        name,
        title,
        plots: this.plotsOf.get(name)?.size ?? 0,
        count: lines.reduce((n, l) => n + l.count, 0),
        lines,
      };
    });
  }
}

/** The grouping of a finished check (problems and, when known, the TRACES preview of each plot). */
export function groupResults(
  problems: Iterable<Problem>,
  options: CheckOptions,
  previews: Iterable<TracesPlotPreview> = [],
  keep = 0,
): ResultGroup[] {
  const g = new ResultGrouper(options, keep);
  for (const p of problems) g.addProblem(p);
  for (const p of previews) g.addPreview(p);
  return g.result();
}
