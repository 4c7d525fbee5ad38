/**
 * plot-check on a field survey's file whose plots have no name at all (no name column): each plot is named
 * by the file and its place in it, counted from 1, with a note saying so, instead of every plot refused
 * for a missing name (issue 52: 1,976 plots of a real survey CSV were all lost). --out writes the names.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The module the runner runs: imported so `vitest related` links a change in cli/ to this suite.
import { USAGE } from '../../cli/plot-check.ts';
import { bundlePlotCheck, startPlotCheckRunner } from './plot-check-bundle.ts';

/** The command bundled, run in one process (plot-check-bundle.ts): exit code, stdout and stderr of each run. */
let bundled: Awaited<ReturnType<typeof bundlePlotCheck>>;
let runner: ReturnType<typeof startPlotCheckRunner>;
beforeAll(async () => {
  bundled = await bundlePlotCheck();
  runner = startPlotCheckRunner(bundled);
});
afterAll(async () => {
  await runner?.close();
  bundled?.remove();
});

const run = (args: string[]) => runner.run(args);

const square = (k: number) => {
  const x = (-5.5 + k * 0.01).toFixed(6);
  const x2 = (-5.5 + k * 0.01 + 0.001).toFixed(6);
  return `POLYGON ((${x} 6.800000, ${x2} 6.800000, ${x2} 6.801000, ${x} 6.801000, ${x} 6.800000))`;
};

describe('plot-check on plots with no name', { timeout: 120_000 }, () => {
  it('numbers them by file and place from 1, accepts them, says so, and writes the names with --out', async () => {
    expect(USAGE).toMatch(/plot-check/);
    const dir = mkdtempSync(path.join(tmpdir(), 'plot-check-unnamed-'));
    const file = path.join(dir, 'survey.csv');
    writeFileSync(file, `Pays,WKT\n${[0, 1, 2].map((k) => `CI,"${square(k)}"`).join('\n')}\n`);
    const r = await run(['--json', '--features', '--out', path.join(dir, 'out'), file]);
    const doc = JSON.parse(r.stdout) as {
      files: {
        accepted: number;
        features: number;
        problems: Record<string, number>;
        plots: { index: number; name: string }[];
      }[];
    };
    expect(doc.files[0]).toMatchObject({ features: 3, accepted: 3 });
    expect(doc.files[0]!.problems['missing-name']).toBeUndefined();
    expect(doc.files[0]!.plots.map((p) => [p.index, p.name])).toEqual([
      [0, 'survey 1'],
      [1, 'survey 2'],
      [2, 'survey 3'],
    ]);
    expect(r.stderr).toContain(
      '3 plots of survey.csv have no name; they were named by file and place in the file ("survey 1" is the first).',
    );
    const out = JSON.parse(
      readFileSync(path.join(dir, 'out', 'survey.geojson'), 'utf8'),
    ) as GeoJSON.FeatureCollection;
    expect(out.features.map((f) => f.properties?.['ProductionPlace'])).toEqual([
      'survey 1',
      'survey 2',
      'survey 3',
    ]);
    expect(r.code).toBe(0);
  });

  it("in the --lang language, and not when a name field is given (--name-field stays the person's)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plot-check-unnamed-'));
    const file = path.join(dir, 'relevé.csv');
    writeFileSync(file, `Pays,WKT\nCI,"${square(0)}"\n`);
    const fr = await run(['--lang', 'fr', file]);
    expect(fr.stderr).toContain('1 parcelle de relevé.csv n’a pas de nom ; elle a été nommée');
    expect(fr.stderr).toContain('« relevé 1 »');
    const named = await run(['--json', '--name-field', 'Lote', file]);
    const doc = JSON.parse(named.stdout) as {
      files: { accepted: number; problems: Record<string, number> }[];
    };
    expect(doc.files[0]).toMatchObject({ accepted: 0, problems: { 'missing-name': 1 } });
    expect(named.code).toBe(1);
  });
});
