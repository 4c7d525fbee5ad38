/**
 * plot-check's JSON document written in pieces: joined, the pieces are the document JSON.stringify would
 * give for the same reports (plots of each file last), with zero, one and more files, with and without
 * plots and `written`, and across the boundary of plots per piece.
 */
import { describe, expect, it } from 'vitest';
import { jsonDocument, type FileReport } from '../../cli/plot-check-report.ts';

const plot = (index: number) => ({
  index,
  name: `Plot "${index}"`,
  accepted: index % 2 === 0,
  codes: ['missing-name'],
  problems: [
    { code: 'missing-name', severity: 'error', message: 'No name', position: [1.5, -2], at: 'plot' },
  ],
});

const report = (file: string, plots: number): FileReport => ({
  file,
  format: 'geojson',
  features: plots,
  accepted: 0,
  nameField: null,
  fatal: null,
  problems: { 'missing-name': plots },
  groups: [],
  plots: Array.from({ length: plots }, (_, i) => JSON.stringify(plot(i))),
});

/** What one JSON.stringify of the whole document gives. */
const whole = (reports: FileReport[], written: unknown, accepted: boolean) =>
  `${JSON.stringify({
    schemaVersion: 2,
    accepted,
    files: reports.map(({ plots, ...r }) => ({
      ...r,
      groups: {},
      plots: [...plots].map((p) => JSON.parse(p) as unknown),
    })),
    ...(written ? { written } : {}),
  })}\n`;

describe('plot-check --json in pieces', () => {
  it.each([
    ['no file', [], null],
    ['one file without plots', [report('a.geojson', 0)], null],
    ['one plot', [report('a.geojson', 1)], null],
    ['one piece exactly', [report('a.geojson', 1000)], null],
    ['one past a piece', [report('a.geojson', 1001)], null],
    [
      'two files and what was written',
      [report('a.geojson', 3), report('b.kml', 2)],
      [{ file: 'out/a.geojson' }],
    ],
  ] as const)('%s: the same document as one JSON.stringify', (_, reports, written) => {
    const pieces = [...jsonDocument([...reports], written as never, false)];
    expect(pieces.join('')).toBe(whole([...reports], written, false));
    expect(JSON.parse(pieces.join('')).files.map((f: { plots: unknown[] }) => f.plots.length)).toEqual(
      reports.map((r) => [...r.plots].length),
    );
  });

  it('never holds more than a thousand plots in one piece', () => {
    const pieces = [...jsonDocument([report('a.geojson', 2500)], null, true)];
    const plotPieces = pieces.filter((p) => p.includes('"index"'));
    expect(plotPieces.map((p) => p.split('"index"').length - 1)).toEqual([1000, 1000, 500]);
  });
});
