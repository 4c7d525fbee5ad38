/**
 * Automatic field mapping: which of the supplier's own properties is the plot's name, its producer, its
 * country and its area, and the TRACES-ready feature made from that choice (docs/supplier-files.md).
 *
 * Real files name these fields in many ways (Name, Plot ID, plotId, FID, Nombre, nom, nama, Lote,
 * farm_name, user_id, ...). A field's score combines how its name reads, how many plots carry a value and
 * how distinct the values are; for the name, a field every plot carries beats a nicer-sounding one that
 * many plots lack, because a plot without a name is refused.
 */
import type { LandIndex } from '@core/plot-rules/index.ts';
import { normalizeName, toAlpha2, type CountryNames } from './country-codes.ts';
import { boundaryAreaHa, retagNestedPolygon } from './geometry-facts.ts';
import { numberOf, textOf } from './apply-mapping.ts';
import { AREA_ACRE, AREA_HA, AREA_M2, COUNTRY, PRODUCER, nameLikeness } from './field-names.ts';

// The mapping's application lives in apply-mapping.ts; these entries stay importable from here.
export { applyMapping, numberOf } from './apply-mapping.ts';

export type AreaUnit = 'ha' | 'm2' | 'acre';

/** One proposed field, with what the person needs to confirm it. */
export interface FieldProposal {
  /** The property proposed, or null when none fits. */
  field: string | null;
  /** 0..1: how sure the proposal is (name pattern, coverage and values together). */
  confidence: number;
  /** A few distinct values of the proposed field, as text. */
  samples: string[];
  /** Share of plots (0..1) that have a non-empty value in the proposed field. */
  coverage: number;
  /** Other fields that could serve, best first (for the person's choice list). */
  alternatives: { field: string; confidence: number }[];
}

export interface MappingWarning {
  code: 'area-text' | 'repeated-names' | 'country-unrecognised' | 'country-from-position' | 'area-computed';
  message: string;
  count: number;
}

export interface MappingProposal {
  name: FieldProposal;
  producer: FieldProposal;
  country: FieldProposal & {
    /** Values of the country field that name no country (shown, left for the person to fix). */
    unrecognised: string[];
    /** Plots whose country would come from their position (no usable value in the field). */
    fromPosition: number;
  };
  area: FieldProposal & {
    unit: AreaUnit;
    /** Plots whose Area would be computed from the boundary. */ computed: number;
  };
  /** Names used by more than one plot, most repeated first (e.g. "Untitled Polygon" ×281). */
  repeatedNames: { value: string; count: number }[];
  /** Property names with how many plots carry them, most frequent first. */
  properties: { name: string; count: number }[];
  /** The file already carries ProductionPlace, ProducerCountry and Area: no mapping step needed. */
  complete: boolean;
  warnings: MappingWarning[];
  /** Plots the proposal looked at. */
  sampled: number;
}

/** What the person confirmed (or the CLI applies): property names of the supplier's file. */
export interface FieldMapping {
  nameField: string | null;
  producerField: string | null;
  countryField: string | null;
  /** One country for every plot without a usable value (the person's choice), alpha-2. */
  fixedCountry: string | null;
  /** Fill a missing country from the plot's position (the land index). */
  countryFromPosition: boolean;
  areaField: string | null;
  areaUnit: AreaUnit;
  /** Compute Area (ha) from the boundary when the field is missing, empty or -1. */
  computeMissingArea: boolean;
}

/** Country names and the land index: loaded once by the caller (both are lazy chunks in the browser). */
export interface MappingContext {
  countryNames: CountryNames | null;
  land: LandIndex | null;
}

/**
 * A field name as the lists below spell it: folded to lower-case letters and digits, accents taken off
 * (Área → area, Dueño → dueno, Surface (m²) → surfacem2), not dropped with them.
 */
const norm = normalizeName;

interface FieldStats {
  key: string;
  present: number;
  distinct: Map<string, number>;
  numbers: number;
  strings: number;
  numericStrings: number;
  objects: number;
}

function gatherStats(features: readonly GeoJSON.Feature[]): FieldStats[] {
  const byKey = new Map<string, FieldStats>();
  for (const f of features) {
    const props = f?.properties;
    if (!props || typeof props !== 'object') continue;
    for (const [key, v] of Object.entries(props)) {
      let s = byKey.get(key);
      if (!s) {
        s = { key, present: 0, distinct: new Map(), numbers: 0, strings: 0, numericStrings: 0, objects: 0 };
        byKey.set(key, s);
      }
      if (v !== null && typeof v === 'object') {
        s.objects++;
        continue;
      }
      const t = textOf(v);
      if (t === null) continue;
      s.present++;
      s.distinct.set(t, (s.distinct.get(t) ?? 0) + 1);
      if (typeof v === 'number') s.numbers++;
      else {
        s.strings++;
        if (numberOf(v) !== null) s.numericStrings++;
      }
    }
  }
  return [...byKey.values()];
}

const samplesOf = (s: FieldStats | undefined): string[] => (s ? [...s.distinct.keys()].slice(0, 5) : []);

function proposal(scored: { s: FieldStats; score: number }[], total: number): FieldProposal {
  const sorted = scored.filter((x) => x.score > 0).sort((a, b) => b.score - a.score);
  const best = sorted[0];
  return {
    field: best?.s.key ?? null,
    confidence: best ? Math.round(Math.min(1, best.score) * 100) / 100 : 0,
    samples: samplesOf(best?.s),
    coverage: best && total ? best.s.present / total : 0,
    alternatives: sorted
      .slice(1, 8)
      .map((x) => ({ field: x.s.key, confidence: Math.round(Math.min(1, x.score) * 100) / 100 })),
  };
}

function looksLikeDateOrMeasure(s: FieldStats): boolean {
  const vals = [...s.distinct.keys()].slice(0, 20);
  return vals.length > 0 && vals.every((v) => /^\d{4}-\d{2}-\d{2}/.test(v) || /^-?\d+\.\d+$/.test(v));
}

/**
 * Proposes the mapping from the features (all of them, or a sample of the first few thousand). Pure and
 * synchronous; the country names and land index come loaded in `ctx`.
 */
export function proposeMapping(features: readonly GeoJSON.Feature[], ctx: MappingContext): MappingProposal {
  const total = features.length;
  const stats = gatherStats(features);
  const byKey = new Map(stats.map((s) => [s.key, s]));
  const coverage = (s: FieldStats): number => (total ? s.present / total : 0);
  const warnings: MappingWarning[] = [];

  // Country: the name of the field, and above all whether its values name countries.
  const countryScored = stats.map((s) => {
    const vals = [...s.distinct.entries()];
    let known = 0;
    for (const [v, n] of vals) if (toAlpha2(v, ctx.countryNames)) known += n;
    const recognised = s.present ? known / s.present : 0;
    const named = COUNTRY.has(norm(s.key)) ? 1 : 0;
    // A field of codes that is not named like a country must be nearly all country codes (and not numbers).
    const score = named
      ? coverage(s) * (0.5 + 0.5 * recognised)
      : s.numbers === 0 && recognised >= 0.9 && s.strings >= 1
        ? coverage(s) * 0.6 * recognised
        : 0;
    return { s, score };
  });
  const countryBase = proposal(countryScored, total);
  const countryStats = countryBase.field ? byKey.get(countryBase.field) : undefined;

  // Area: by field name, values must be numbers (or numeric text).
  const areaScored = stats.map((s) => {
    const k = norm(s.key);
    const named =
      AREA_HA.has(k) || AREA_M2.has(k) || AREA_ACRE.has(k)
        ? 1
        : /area|superficie|luas|hectare/.test(k)
          ? 0.6
          : 0;
    const numeric = s.present ? (s.numbers + s.numericStrings) / s.present : 0;
    return { s, score: named * coverage(s) * numeric };
  });
  const areaBase = proposal(areaScored, total);
  const areaStats = areaBase.field ? byKey.get(areaBase.field) : undefined;
  const unit = areaBase.field ? areaUnitOf(areaBase.field, features) : 'ha';

  const producerScored = stats.map((s) => {
    const k = norm(s.key);
    const named = PRODUCER.has(k)
      ? 1
      : /(producer|farmer|owner|productor|producteur|planteur|petani|pemilik)/.test(k)
        ? 0.7
        : 0;
    return { s, score: named * coverage(s) };
  });
  const producer = proposal(producerScored, total);

  // Name: every field holding text or numbers, except the ones taken for country and area.
  const taken = new Set([countryBase.field, areaBase.field].filter((x): x is string => x !== null));
  const nameScored = stats.map((s) => {
    if (taken.has(s.key) || s.present === 0) return { s, score: 0 };
    const k = norm(s.key);
    if (k === 'productionplace' && coverage(s) > 0) return { s, score: 1.5 * coverage(s) };
    const like = nameLikeness(s.key);
    const unique = s.distinct.size / s.present;
    const measure = like < 0.5 && looksLikeDateOrMeasure(s) ? 0.3 : 1;
    // Coverage dominates (a plot without a name is refused); among full fields the name decides.
    const c = coverage(s);
    return { s, score: c * c * (0.2 + 0.8 * like) * (0.6 + 0.4 * unique) * measure };
  });
  const name = proposal(nameScored, total);
  if (name.field && !name.field.match(/^productionplace$/i) && name.confidence > 0) {
    // Confidence on a 0..1 scale relative to a perfect, unique, well-named field.
    name.confidence = Math.min(1, name.confidence);
  }

  const nameStats = name.field ? byKey.get(name.field) : undefined;
  const repeatedNames = nameStats
    ? [...nameStats.distinct.entries()]
        .filter(([, n]) => n > 1)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 20)
        .map(([value, count]) => ({ value, count }))
    : [];
  if (repeatedNames.length) {
    const plots = repeatedNames.reduce((n, r) => n + r.count, 0);
    warnings.push({
      code: 'repeated-names',
      count: plots,
      message: `${plots} plots share a name with another plot (e.g. "${repeatedNames[0]!.value}" ×${repeatedNames[0]!.count}). Matching on name would merge them: rename them, or choose another name field, before turning "match on name" on.`,
    });
  }

  // Country values that name no country, and plots that need their position.
  const unrecognised: string[] = [];
  let fromPosition = 0;
  for (const f of features) {
    const v = countryBase.field ? f?.properties?.[countryBase.field] : undefined;
    const code = countryBase.field ? toAlpha2(v, ctx.countryNames) : null;
    if (code) continue;
    const t = textOf(v);
    if (t && unrecognised.length < 10 && !unrecognised.includes(t)) unrecognised.push(t);
    fromPosition++;
  }
  if (unrecognised.length)
    warnings.push({
      code: 'country-unrecognised',
      count: unrecognised.length,
      message: `Some values of "${countryBase.field}" name no country (${unrecognised
        .slice(0, 3)
        .map((v) => `"${v}"`)
        .join(', ')}); those plots get their country from their position, or correct the values.`,
    });
  if (fromPosition)
    warnings.push({
      code: 'country-from-position',
      count: fromPosition,
      message: `${fromPosition} plot(s) have no usable country; it is taken from where the plot lies. Check it on the map.`,
    });

  let textAreas = 0;
  let computed = 0;
  for (const f of features) {
    const v = areaBase.field ? f?.properties?.[areaBase.field] : undefined;
    if (typeof v === 'string' && v.trim() !== '') textAreas++;
    const n = numberOf(v);
    if (n === null || n === -1) computed++;
  }
  if (areaBase.field && textAreas)
    warnings.push({
      code: 'area-text',
      count: textAreas,
      message: `"${areaBase.field}" holds text in ${textAreas} plot(s); TRACES reads a text Area as 0. It is written as a number in the file that is uploaded.`,
    });
  if (computed)
    warnings.push({
      code: 'area-computed',
      count: computed,
      message: `${computed} plot(s) have no area (or -1): it is computed from the boundary, in hectares.`,
    });

  const hasAll = (key: string): boolean => (byKey.get(key)?.present ?? 0) === total && total > 0;
  const complete =
    hasAll('ProductionPlace') &&
    hasAll('ProducerCountry') &&
    hasAll('Area') &&
    features.every(
      (f) => toAlpha2(f?.properties?.['ProducerCountry'], null) === f?.properties?.['ProducerCountry'],
    );

  void areaStats;
  void countryStats;
  return {
    name,
    producer,
    country: { ...countryBase, unrecognised, fromPosition },
    area: { ...areaBase, unit, computed },
    repeatedNames,
    properties: stats
      .map((s) => ({ name: s.key, count: s.present + s.objects }))
      .sort((a, b) => b.count - a.count),
    complete,
    warnings,
    sampled: total,
  };
}

/**
 * The unit of an area field: by its name (m², acres), else by comparing its values with the boundaries'
 * own area (a median ratio near 10,000 means m²).
 */
function areaUnitOf(field: string, features: readonly GeoJSON.Feature[]): AreaUnit {
  const k = norm(field);
  if (AREA_M2.has(k) || /m2$|sqm/.test(k)) return 'm2';
  if (AREA_ACRE.has(k) || /acre/.test(k)) return 'acre';
  const ratios: number[] = [];
  for (const f of features.slice(0, 500)) {
    const v = numberOf(f?.properties?.[field]);
    if (v === null || v <= 0 || !f.geometry) continue;
    const ha = boundaryAreaHa(retagNestedPolygon(f.geometry));
    if (ha !== null && ha > 0) ratios.push(v / ha);
  }
  if (ratios.length === 0) return 'ha';
  ratios.sort((a, b) => a - b);
  const median = ratios[Math.floor(ratios.length / 2)]!;
  if (median > 2000 && median < 50_000) return 'm2';
  return 'ha';
}

/** The mapping the proposal stands for (what the CLI applies, and the step's starting point). */
export function mappingFromProposal(p: MappingProposal): FieldMapping {
  return {
    nameField: p.name.field,
    producerField: p.producer.field,
    countryField: p.country.field,
    fixedCountry: null,
    countryFromPosition: true,
    areaField: p.area.field,
    areaUnit: p.area.unit,
    computeMissingArea: true,
  };
}
