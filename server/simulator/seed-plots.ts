/**
 * Seed plots for the suppliers of seed-data.ts. PLACEHOLDER until geo/seed.ts lands (the geo helper's
 * generator, which keeps plots on land): irregular quadrilaterals inside each supplier's producing regions.
 */
import { PRODUCING_REGIONS } from './geo/producing-regions.ts';
import { areaHaOf, assessPlot } from './geo/assess.ts';
import { hashString, prng } from './geo/random.ts';
import type { StoredPlot } from './store.ts';

export interface SeedSupplier {
  id: string;
  projectId: string;
  regions: string[];
  /** Share of all plots (the shares add up to about 1). */
  share: number;
}

export type SeedPlot = Omit<StoredPlot, 'id'>;

const FARM_WORDS = ['Kouassi', 'Yao', 'Mensah', 'Owusu', 'Santos', 'Siregar', 'Lim', 'Gómez', 'Pereira', 'Tan'];

export function generateSeedPlots(opts: { count: number; suppliers: SeedSupplier[] }): SeedPlot[] {
  const rand = prng(hashString('seed-plots'));
  const plots: SeedPlot[] = [];
  const createdAt = '2025-08-01T08:00:00.000Z';
  const totalShare = opts.suppliers.reduce((s, x) => s + x.share, 0);
  let made = 0;
  for (const [si, supplier] of opts.suppliers.entries()) {
    const n =
      si === opts.suppliers.length - 1 ? opts.count - made : Math.round((opts.count * supplier.share) / totalShare);
    for (let i = 0; i < n; i++) {
      const key = supplier.regions[i % supplier.regions.length];
      const region = PRODUCING_REGIONS.find((r) => r.key === key) ?? PRODUCING_REGIONS[0]!;
      const [minLng, minLat, maxLng, maxLat] = region.bbox;
      const lng = minLng + rand() * (maxLng - minLng);
      const lat = minLat + rand() * (maxLat - minLat);
      const s = 0.002 + rand() * 0.01;
      const j = () => (rand() - 0.5) * s * 0.3;
      const r = (v: number) => Math.round(v * 1e6) / 1e6;
      const a = [r(lng + j()), r(lat + j())];
      const ring = [a, [r(lng + s + j()), r(lat + j())], [r(lng + s + j()), r(lat + s + j())], [r(lng + j()), r(lat + s + j())], a];
      const geometry: GeoJSON.Polygon = { type: 'Polygon', coordinates: [ring] };
      const areaHa = Math.round(areaHaOf(geometry) * 100) / 100;
      const name = `${FARM_WORDS[Math.floor(rand() * FARM_WORDS.length)]} farm ${made + i + 1}`;
      plots.push({
        name,
        supplierId: supplier.id,
        projectId: supplier.projectId,
        country: region.country,
        areaHa,
        createdAt,
        updatedAt: createdAt,
        properties: { ProductionPlace: name, ProducerCountry: region.country, Area: areaHa },
        geometry,
        riskAssessment: assessPlot(geometry, { assessedAt: createdAt, areaHa, latitude: lat }),
      });
    }
    made += n;
  }
  return plots;
}
