/** Check results grouped by what blocks: the group of each code under the options, counts, plots, order. */
import { describe, expect, it } from 'vitest';
import { groupResults, ResultGrouper } from './index.ts';
import { PlotSet } from './result-groups.ts';
import type { TracesPlotPreview } from './traces-preview.ts';
import { DEFAULT_CHECK_OPTIONS, type Problem, type RuleCode } from './types.ts';

const problem = (
  code: RuleCode,
  featureIndex?: number,
  severity: Problem['severity'] = 'error',
): Problem => ({
  code,
  severity,
  fileName: 'a.geojson',
  ...(featureIndex === undefined ? {} : { featureIndex }),
  message: `${code} at ${featureIndex}`,
});
const preview = (
  index: number,
  kinds: TracesPlotPreview['changes'][number]['kind'][],
): TracesPlotPreview => ({
  index,
  name: `P${index}`,
  changes: kinds.map((kind) => ({
    kind,
    message: `${kind} ${index}`,
    args: { key: 'traces.silent.point-area' },
  })),
  shapeChanges: kinds.includes('shape-changes'),
  maxShiftM: 0.1,
  areaChangeHa: 0,
});

describe('groupResults', () => {
  it('five errors are not buried under 451 warnings: blocking first, one line per kind', () => {
    const problems = [
      ...Array.from({ length: 451 }, (_, i) => problem('low-precision', i, 'warning')),
      ...[0, 1, 2].map((i) => problem('missing-name', i)),
      problem('self-intersection', 3),
      problem('collinear', 4),
    ];
    const groups = groupResults(problems, DEFAULT_CHECK_OPTIONS);
    expect(groups.map((g) => [g.name, g.plots, g.count])).toEqual([
      ['blocksUpload', 3, 3],
      ['blocksTraces', 2, 2],
      ['warnings', 451, 451],
      ['silentChanges', 0, 0],
    ]);
    expect(groups[0]!.lines).toEqual([
      { code: 'missing-name', title: 'Missing name', count: 3, plots: 3, items: [] },
    ]);
    // Without TRACES validation a crossing is accepted by the upload; with it, it blocks.
    expect(groups[1]!.lines.map((l) => l.code)).toEqual(['collinear', 'self-intersection']);
    const traces = groupResults(problems, { ...DEFAULT_CHECK_OPTIONS, validateForTraces: true });
    expect(traces[0]!.lines.map((l) => [l.code, l.count])).toEqual([
      ['missing-name', 3],
      ['self-intersection', 1],
    ]);
    expect(traces[0]!.plots).toBe(4);
  });

  it('a plot counts once per group however many kinds it has; file-level problems count no plot', () => {
    const groups = groupResults(
      [problem('missing-name', 7), problem('unclosed-ring', 7), problem('file-crs')],
      DEFAULT_CHECK_OPTIONS,
    );
    expect(groups[0]).toMatchObject({ plots: 1, count: 2 });
    expect(groups[1]!.lines).toEqual([
      { code: 'file-crs', title: 'Not WGS84 longitude-latitude', count: 1, plots: 0, items: [] },
    ]);
    expect(groups[1]!.plots).toBe(0);
  });

  it('silent changes from the TRACES preview, with their occurrences kept up to `keep`', () => {
    const groups = groupResults(
      [],
      DEFAULT_CHECK_OPTIONS,
      [
        preview(0, ['truncated']),
        preview(1, ['truncated', 'shape-changes']),
        preview(2, ['point-area-assumed']),
      ],
      1,
    );
    const silent = groups[3]!;
    expect(silent.plots).toBe(3);
    expect(silent.lines.map((l) => [l.code, l.count, l.plots, l.items.length])).toEqual([
      ['truncated', 2, 2, 1],
      ['point-area-assumed', 1, 1, 1],
      ['shape-changes', 1, 1, 1],
    ]);
    expect(silent.lines[0]!.items[0]).toEqual({
      featureIndex: 0,
      featureName: 'P0',
      message: 'truncated 0',
      args: { key: 'traces.silent.point-area' },
    });
  });

  it('keeps every occurrence with keep = Infinity, in order, and the same plot in two files is two plots', () => {
    const g = new ResultGrouper(DEFAULT_CHECK_OPTIONS, Infinity);
    g.addProblem(problem('missing-name', 0));
    g.addProblem({ ...problem('missing-name', 0), fileName: 'b.geojson' });
    const [blocks] = g.result();
    expect(blocks!.plots).toBe(2);
    expect(blocks!.lines[0]!.items.map((i) => i.fileName)).toEqual(['a.geojson', 'b.geojson']);
  });
});

describe('PlotSet: distinct plots per file, one bit each', () => {
  it('adds a plot once, tells a repeat, and counts each file apart (an unnamed file too)', () => {
    const set = new PlotSet();
    expect(set.add('a.geojson', 3)).toBe(true);
    expect(set.add('a.geojson', 3)).toBe(false);
    expect(set.add('b.geojson', 3)).toBe(true);
    expect(set.add(undefined, 3)).toBe(true);
    expect(set.add(undefined, 3)).toBe(false);
    expect(set.size).toBe(3);
  });

  it('keeps the plots it had when it grows past its first 64 bytes, at the edge and far beyond', () => {
    const set = new PlotSet();
    expect(set.add('a', 0)).toBe(true);
    // Plot 512 is the first bit of byte 64, just past the first 64 bytes.
    expect(set.add('a', 512)).toBe(true);
    expect(set.add('a', 512)).toBe(false);
    expect(set.add('a', 0)).toBe(false);
    // Far past twice the size: the new length must hold this byte.
    expect(set.add('a', 8000)).toBe(true);
    expect(set.add('a', 8000)).toBe(false);
    expect(set.add('a', 512)).toBe(false);
    expect(set.size).toBe(3);
  });

  it('tells apart indices no bit can hold: fractions, negatives and 2^32 (which would wrap onto 0)', () => {
    const set = new PlotSet();
    for (const index of [1, 1.5, -1, 0, 2 ** 32, 2 ** 31 - 1])
      expect(set.add('a', index), String(index)).toBe(true);
    for (const index of [1, 1.5, -1, 0, 2 ** 32, 2 ** 31 - 1])
      expect(set.add('a', index), String(index)).toBe(false);
    expect(set.size).toBe(6);
  });
});

describe('ResultGrouper occurrences', () => {
  it('counts a plot once on a line however often its kind occurs there', () => {
    const g = new ResultGrouper(DEFAULT_CHECK_OPTIONS);
    g.addProblem(problem('duplicate-vertex', 3, 'warning'));
    g.addProblem(problem('duplicate-vertex', 3, 'warning'));
    g.addProblem(problem('duplicate-vertex', 4, 'warning'));
    const warnings = g.result()[2]!;
    expect(warnings.lines.map((l) => [l.code, l.count, l.plots])).toEqual([['duplicate-vertex', 3, 2]]);
    expect(warnings.plots).toBe(2);
  });

  it('keeps what an occurrence says: its message in any language, its plot and its name, where; nothing it was not given', () => {
    const g = new ResultGrouper(DEFAULT_CHECK_OPTIONS, Infinity);
    const args = { key: 'label.feature', values: { index: 1 } } as const;
    g.addProblem({
      ...problem('self-intersection', 0),
      featureName: 'Kouassi 1',
      args,
      coordinate: [-6.6, 5.8],
    });
    g.addProblem(problem('self-intersection', 1));
    g.addProblem(problem('file-crs'));
    const [, traces] = g.result();
    expect(traces!.lines.find((l) => l.code === 'self-intersection')!.items).toStrictEqual([
      {
        message: 'self-intersection at 0',
        fileName: 'a.geojson',
        args,
        featureIndex: 0,
        featureName: 'Kouassi 1',
        coordinate: [-6.6, 5.8],
      },
      { message: 'self-intersection at 1', fileName: 'a.geojson', featureIndex: 1 },
    ]);
    expect(traces!.lines.find((l) => l.code === 'file-crs')!.items).toStrictEqual([
      { message: 'file-crs at undefined', fileName: 'a.geojson' },
    ]);
  });

  it('names the file of a silent change when given, and counts the same plot number in two files twice', () => {
    const g = new ResultGrouper(DEFAULT_CHECK_OPTIONS, Infinity);
    g.addPreview(preview(0, ['truncated']), 'a.geojson');
    g.addPreview(preview(0, ['truncated']), 'b.geojson');
    g.addPreview(preview(0, ['truncated']));
    const silent = g.result()[3]!;
    expect(silent.plots).toBe(3);
    expect(silent.lines[0]!.items.map((i) => ('fileName' in i ? i.fileName : 'none'))).toEqual([
      'a.geojson',
      'b.geojson',
      'none',
    ]);
  });
});
