import { generateSeedPlots, SEED_PROJECTS, SEED_SUPPLIERS } from './server/simulator/geo/seed.ts';
import { countryAt } from './server/simulator/geo/country-index.ts';
import { landCells, PRODUCING_REGIONS } from './server/simulator/geo/producing-regions.ts';
let t = performance.now();
for (const r of PRODUCING_REGIONS) console.log(r.key, landCells(r).length / 2);
console.log('cells ms', performance.now() - t);
t = performance.now();
const plots = generateSeedPlots({ projects: [...SEED_PROJECTS], suppliers: [...SEED_SUPPLIERS], count: 100000 });
console.log('100k ms', performance.now() - t);
const lv: Record<string, number> = {};
let def = 0;
for (const p of plots) { lv[p.riskAssessment!.riskLevel] = (lv[p.riskAssessment!.riskLevel] ?? 0) + 1; if (p.riskAssessment!.deforestation.hasDeforestation) def++; }
console.log(lv, def);
let off = 0;
for (const p of plots.slice(0, 2000)) { const c = (p.geometry as GeoJSON.Polygon).coordinates[0]!; for (const q of c) { const e = countryAt(q[0]!, q[1]!); if (e?.iso2 !== p.country) off++; } }
console.log('vertices off-country in 2000 plots', off);
console.log(JSON.stringify(plots[0]).slice(0, 800));
