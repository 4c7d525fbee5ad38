/**
 * Checks every repair against GEOS (the oracle of conformance.ts): for each generated plot the checker
 * flags (topology or holes), the area-keeping repair (make-valid, holes split) must give plots that GEOS
 * calls valid, without holes, whose total area is within 1 % of GEOS make_valid's ("structure" method:
 * shells unioned, holes cut); "fill holes" must differ from it by exactly the holes' area (for a shape that
 * also needed make-valid, within 1 % of make_valid's with its holes filled). A plot the
 * fixer refuses is counted (with its reason), not hidden.
 */
import { loadGeometryFixer, MAX_AREA_DRIFT } from '@core/plot-rules/geometry-fixer.ts';
import { checkerVerdict, geosOracle, type OracleRow } from './conformance.ts';
import type { CorpusCase } from './corpus.ts';

export interface FixCheckResult {
  ok: boolean;
  lines: string[];
  /** Per mode: repaired, refused, and failures (invalid, holed or off in area by GEOS). */
  stats: Record<'split' | 'fill', { fixed: number; refused: number; failures: string[]; worstDrift: number }>;
}

const plot = (geometry: GeoJSON.Geometry): GeoJSON.Feature => ({
  type: 'Feature',
  properties: { ProductionPlace: 'p', ProducerCountry: 'CI' },
  geometry,
});

export async function fixChecks(corpus: CorpusCase[], oracle: OracleRow[]): Promise<FixCheckResult> {
  const fixer = await loadGeometryFixer();
  const stats: FixCheckResult['stats'] = {
    split: { fixed: 0, refused: 0, failures: [], worstDrift: 0 },
    fill: { fixed: 0, refused: 0, failures: [], worstDrift: 0 },
  };
  const refusals = new Map<string, number>();
  for (const mode of ['split', 'fill'] as const) {
    const items: { id: number; geometry: GeoJSON.Geometry; fixed: GeoJSON.Geometry[] }[] = [];
    corpus.forEach((c, i) => {
      const holed = (c.geometry.type === 'Polygon' ? [c.geometry.coordinates] : c.geometry.coordinates).some(
        (p) => p.length > 1,
      );
      if (!checkerVerdict(c.geometry).invalid && !holed) return;
      const r = fixer.fixFeature(plot(c.geometry), { holes: mode });
      if (!r.feature) {
        stats[mode].refused++;
        const why = (r.reason?.message ?? '').replace(/-?\d+\.\d+/g, 'N').slice(0, 90);
        refusals.set(`${mode}: ${why}`, (refusals.get(`${mode}: ${why}`) ?? 0) + 1);
        return;
      }
      items.push({ id: i, geometry: c.geometry, fixed: r.features.map((f) => f.geometry!) });
    });
    const rows = geosOracle(items) ?? [];
    for (const row of rows) {
      const s = stats[mode];
      s.fixed++;
      const c = corpus[row.id]!;
      const o = oracle[row.id]!;
      const fixed = row.fixed!;
      const bad = fixed.find((f) => !f.valid || f.holes > 0);
      if (bad) {
        s.failures.push(`${c.id}: ${bad.valid ? `${bad.holes} hole(s) left` : `GEOS: ${bad.reason}`}`);
        continue;
      }
      const area = fixed.reduce((a, f) => a + f.area, 0);
      const expected = mode === 'split' ? o.structureArea! : o.filledArea!;
      const drift = Math.abs(area - expected) / expected;
      s.worstDrift = Math.max(s.worstDrift, drift);
      // Within 1 % of make_valid (snapping the crossing points to the grid moves a little area); filling
      // the holes of a shape that needed no other repair adds exactly the holes (float noise only).
      const limit = mode === 'fill' && o.valid ? 1e-9 : MAX_AREA_DRIFT;
      if (!(drift <= limit))
        s.failures.push(`${c.id}: area ${area} vs GEOS ${expected} (${(drift * 100).toFixed(3)} %)`);
    }
  }
  const lines: string[] = [];
  for (const mode of ['split', 'fill'] as const) {
    const s = stats[mode];
    lines.push(
      `Fixes (${mode === 'split' ? 'make-valid + holes split' : 'make-valid + holes filled'}): ${s.fixed} repaired, ` +
        `${s.refused} refused; ${s.failures.length} not valid/hole-free/right-sized by GEOS; ` +
        `worst area difference vs GEOS ${mode === 'split' ? 'make_valid' : 'make_valid with holes filled'} ${(s.worstDrift * 100).toFixed(4)} %`,
    );
    for (const f of s.failures.slice(0, 10)) lines.push(`   ${f}`);
  }
  for (const [why, n] of refusals) lines.push(`   refused ×${n}: ${why}`);
  return { ok: stats.split.failures.length === 0 && stats.fill.failures.length === 0, lines, stats };
}
