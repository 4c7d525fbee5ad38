/**
 * Seed data for the simulator: realistic plots in real producing regions.
 *
 * Signatures (for the simulator core):
 *   SEED_PROJECTS: readonly { id: string; name: string; createdAt: string }[]
 *     — 3 projects: p-cocoa (Côte d'Ivoire, Ghana), p-palm (Indonesia, Malaysia), p-coffee (Colombia, Brazil).
 *   SEED_SUPPLIERS: readonly SeedSupplier[]  — 8 suppliers, { name, projectId, region } where region is a
 *     key of PRODUCING_REGIONS (producing-regions.ts), e.g. 'ci-nawa'.
 *   generateSeedPlots(opts: {
 *     projects: { id: string }[];             // plots go only to suppliers of these projects
 *     suppliers: { name: string; projectId: string; region: string }[];
 *     count: number;                          // total plots, spread over the suppliers (uneven, like real life)
 *     seed?: number;                          // default 1; same seed → same plots, byte for byte
 *     now?: number;                           // ms epoch for createdAt/updatedAt (default 2026-01-01)
 *   }): Plot[]                                // Plot of core/api/schemas.ts, riskAssessment filled (EUDR)
 *   Suppliers with an unknown region are given one from their index; an unknown project's suppliers are skipped.
 *
 * Plots: 6–24-vertex simple closed polygons, mostly 1–50 ha, on land (inside land cells of the country shape),
 * properties ProducerName, ProducerCountry (ISO alpha-2), ProductionPlace (= plot name), Area (ha).
 * 100,000 plots take about a second (see seed.test.ts).
 */
import type { Plot } from '@core/api/schemas.ts';
import { geometryAreaHa } from '@core/geo/hectares.ts';
import { assessPlot } from './assess.ts';
import {
  CELL_DEG,
  landCells,
  PRODUCING_REGIONS,
  regionByKey,
  type ProducingRegion,
} from './producing-regions.ts';
import { hashString, pick, prng, round } from './random.ts';
import { irregularPolygon } from './shapes.ts';

export interface SeedSupplier {
  name: string;
  projectId: string;
  region: string;
}

export const SEED_PROJECTS = [
  { id: 'p-cocoa', name: 'West Africa cocoa 2026', createdAt: '2025-02-03T09:00:00.000Z' },
  { id: 'p-palm', name: 'Palm oil – Indonesia & Malaysia', createdAt: '2025-04-11T09:00:00.000Z' },
  { id: 'p-coffee', name: 'Coffee – Colombia & Brazil', createdAt: '2025-06-20T09:00:00.000Z' },
] as const;

export const SEED_SUPPLIERS: readonly SeedSupplier[] = [
  { name: 'Coopérative Agricole de Soubré', projectId: 'p-cocoa', region: 'ci-nawa' },
  { name: 'Haut-Sassandra Cocoa Traders', projectId: 'p-cocoa', region: 'ci-haut-sassandra' },
  { name: 'Ashanti Cocoa Farmers Union', projectId: 'p-cocoa', region: 'gh-ashanti' },
  { name: 'PT Riau Sawit Lestari', projectId: 'p-palm', region: 'id-riau' },
  { name: 'PT Kalimantan Agro Palma', projectId: 'p-palm', region: 'id-central-kalimantan' },
  { name: 'Sabah Smallholders Cooperative', projectId: 'p-palm', region: 'my-sabah' },
  { name: 'Cooperativa de Caficultores del Huila', projectId: 'p-coffee', region: 'co-huila' },
  { name: 'Cooperativa Sul de Minas', projectId: 'p-coffee', region: 'br-sul-de-minas' },
];

interface Naming {
  given: readonly string[];
  family: readonly string[];
  places: readonly string[];
}

// Common names of each country, so lists and popups look like a real portfolio.
const NAMING: Record<string, Naming> = {
  CI: {
    given: ['Kouassi', 'Yao', 'Konan', 'Kouadio', 'Koffi', 'Adjoua', 'Aya', 'Amenan', 'Brou', 'Affoué'],
    family: ['Kouamé', 'Koné', 'Ouattara', 'Traoré', 'Bamba', 'Yapi', 'Gnagne', 'Diabaté', 'Kra', 'Zadi'],
    places: ['Plantation', 'Campement', 'Parcelle', 'Champ'],
  },
  GH: {
    given: ['Kwame', 'Kofi', 'Akosua', 'Yaw', 'Ama', 'Kwabena', 'Abena', 'Kwaku', 'Efua', 'Adwoa'],
    family: ['Mensah', 'Owusu', 'Boateng', 'Asante', 'Osei', 'Agyeman', 'Darko', 'Appiah', 'Ofori', 'Addo'],
    places: ['Cocoa farm', 'Farm', 'Plot'],
  },
  ID: {
    given: ['Budi', 'Siti', 'Agus', 'Dewi', 'Rudi', 'Sri', 'Joko', 'Wati', 'Hendra', 'Nur'],
    family: [
      'Santoso',
      'Wijaya',
      'Saputra',
      'Hidayat',
      'Siregar',
      'Nasution',
      'Lubis',
      'Harahap',
      'Simanjuntak',
    ],
    places: ['Kebun', 'Kebun Sawit', 'Blok', 'Ladang'],
  },
  MY: {
    given: ['Ahmad', 'Siti', 'Mohd', 'Nurul', 'Lim', 'Tan', 'Jaimis', 'Rosnah', 'Joseph', 'Aminah'],
    family: ['bin Abdullah', 'binti Hassan', 'Wong', 'Chong', 'anak Jalong', 'Gimbang', 'Majinbon', 'Lee'],
    places: ['Ladang', 'Kebun', 'Lot', 'Estet kecil'],
  },
  CO: {
    given: ['José', 'María', 'Luis', 'Ana', 'Carlos', 'Luz', 'Jorge', 'Gloria', 'Hernán', 'Martha'],
    family: ['Rodríguez', 'Gómez', 'Martínez', 'López', 'García', 'Ramírez', 'Cardona', 'Ospina', 'Muñoz'],
    places: ['Finca', 'Finca La Esperanza', 'Finca El Mirador', 'Lote'],
  },
  BR: {
    given: [
      'João',
      'Maria',
      'Antônio',
      'Francisca',
      'Carlos',
      'Ana',
      'Paulo',
      'Adriana',
      'Sebastião',
      'Lúcia',
    ],
    family: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Ferreira', 'Costa', 'Rodrigues', 'Almeida'],
    places: ['Fazenda', 'Sítio', 'Fazenda Boa Vista', 'Sítio São José', 'Chácara'],
  },
};

/** Plot area in m²: ~4% under 1 ha, ~88% between 1 and 50 ha (log-uniform), the rest 50–250 ha. */
function targetAreaM2(rand: () => number): number {
  const u = rand();
  let ha: number;
  if (u < 0.04) ha = 0.3 + rand() * 0.7;
  else if (u < 0.92) ha = Math.exp(rand() * Math.log(50));
  else ha = 50 + rand() * 200;
  return ha * 10_000;
}

/** A UUID-shaped id from the PRNG (version 4 layout), so seeded ids look like the service's. */
function uuidFrom(rand: () => number): string {
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(rand() * 16).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(rand() * 4)]}${hex(3)}-${hex(12)}`;
}

const DEFAULT_NOW = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

export interface SeedPlotOptions {
  projects: { id: string }[];
  suppliers: { name: string; projectId: string; region: string }[];
  count: number;
  seed?: number;
  now?: number;
}

export function generateSeedPlots(opts: SeedPlotOptions): Plot[] {
  return [...iterateSeedPlots(opts)];
}

/** generateSeedPlots one plot at a time: the simulator seeds 1,000,000 plots without holding them all. */
export function* iterateSeedPlots(opts: SeedPlotOptions): Generator<Plot> {
  const rand = prng(hashString(`seed:${opts.seed ?? 1}`));
  const now = opts.now ?? DEFAULT_NOW;
  const projectIds = new Set(opts.projects.map((p) => p.id));
  const suppliers = opts.suppliers
    .filter((s) => projectIds.has(s.projectId))
    .map((s, i) => {
      const region: ProducingRegion =
        regionByKey(s.region) ?? PRODUCING_REGIONS[i % PRODUCING_REGIONS.length] ?? PRODUCING_REGIONS[0]!;
      // Uneven portfolio: some suppliers bring three times as many plots as others.
      return { ...s, region, cells: landCells(region), weight: 1 + rand() * 2, counter: 0 };
    })
    .filter((s) => s.cells.length > 0);
  if (suppliers.length === 0 || opts.count <= 0) return;
  const totalWeight = suppliers.reduce((n, s) => n + s.weight, 0);

  for (let i = 0; i < opts.count; i++) {
    let w = rand() * totalWeight;
    let supplier = suppliers[suppliers.length - 1]!;
    for (const s of suppliers) {
      w -= s.weight;
      if (w < 0) {
        supplier = s;
        break;
      }
    }
    const cell = Math.floor(rand() * (supplier.cells.length / 2));
    const lng = supplier.cells[cell * 2]! + rand() * CELL_DEG;
    const lat = supplier.cells[cell * 2 + 1]! + rand() * CELL_DEG;
    const vertices = 6 + Math.floor(rand() * 19);
    const geometry = irregularPolygon(rand, lng, lat, targetAreaM2(rand), vertices);
    const areaHa = round(geometryAreaHa(geometry), 4);

    const country = supplier.region.country;
    const naming = NAMING[country] ?? NAMING.BR!;
    supplier.counter += 1;
    const name = `${pick(rand, naming.places)} ${supplier.region.name} ${supplier.counter}`;
    const createdMs = now - Math.floor(rand() * 365 * DAY);
    const createdAt = new Date(createdMs).toISOString();
    yield {
      id: uuidFrom(rand),
      name,
      supplier: supplier.name,
      projectId: supplier.projectId,
      country,
      areaHa,
      createdAt,
      updatedAt: createdAt,
      properties: {
        ProducerName: `${pick(rand, naming.given)} ${pick(rand, naming.family)}`,
        ProducerCountry: country,
        ProductionPlace: name,
        Area: round(areaHa, 2),
      },
      geometry,
      riskAssessment: assessPlot(geometry, {
        framework: 'EUDR',
        assessedAt: new Date(createdMs + 3_600_000).toISOString(),
        areaHa,
        latitude: lat,
      }),
    };
  }
}
