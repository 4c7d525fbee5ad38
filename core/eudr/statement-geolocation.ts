/**
 * A statement's geolocation under the EU Information System's rules (rules.ts runs them): each producer's
 * base64 geometryGeojson readable and not empty, its plots judged by core/traces/geolocation-rules.ts, and
 * the statement's whole geolocation within 25 MB.
 */
import { checkGeolocation, GEO_RULE, type GeoCheck } from '@core/traces/geolocation-rules.ts';
import { EUDR_LIMITS } from './dds-v3.ts';
import { R, type RuleViolation } from './rule-basis.ts';

// ---------------------------------------------------------------------------------------------------------
// Geolocation: §9 and §10.3's geolocation rules are core/traces/geolocation-rules.ts's (checkGeolocation,
// the same the TRACES export and `plot-check --out` apply); here the statement's own: readable, not empty,
// and at most 25 MB for the statement as a whole.

const decoder = new TextDecoder('utf-8', { fatal: true });

/** The bytes and the UTF-8 text of a base64 geometryGeojson, or why it cannot be read. */
export function decodeGeolocation(
  b64: string,
): { bytes: number; text: string } | { bytes: number; error: string } {
  let bytes: Uint8Array;
  try {
    const bin = atob(b64);
    bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  } catch {
    return { bytes: Math.floor((b64.length * 3) / 4), error: 'it is not base64' };
  }
  try {
    return { bytes: bytes.length, text: decoder.decode(bytes) };
  } catch {
    return { bytes: bytes.length, error: 'it is not UTF-8 text' };
  }
}

/** A FeatureCollection without features (the file rules have nothing to refuse in it, the EU does). */
function isEmptyCollection(text: string): boolean {
  try {
    const d = JSON.parse(text) as { type?: unknown; features?: unknown };
    return d?.type === 'FeatureCollection' && Array.isArray(d.features) && d.features.length === 0;
  } catch {
    return false;
  }
}

export interface ProducerGeo {
  path: string;
  geojson: string;
  cattle: boolean;
}

/**
 * A plot's shape (§10.3 "Geolocation invalid geometry", §9.5 common errors 1–7): the Information System judges
 * it after it has taken the statement (a breach makes the statement REJECTED, not refused), so the request
 * check leaves it to checkDdsGeolocation / checkSdGeolocation.
 */
const isShape = (check: GeoCheck) => check === 'polygon' || check === 'nesting';

/**
 * The geolocation rules of one statement's producers: `request` — readable, not empty, each plot's
 * coordinates, area, country and name, and the statement's size; `shape` — each plot's shape.
 */
export function geolocationRules(
  producers: readonly ProducerGeo[],
  out: RuleViolation[],
  part: 'request' | 'shape',
): void {
  let bytes = 0;
  for (const p of producers) {
    const d = decodeGeolocation(p.geojson);
    bytes += d.bytes;
    if (part === 'shape') {
      if ('error' in d) continue;
      for (const v of checkGeolocation(d.text, { cattle: p.cattle, requireCountry: false }))
        if (isShape(v.check))
          out.push({
            code: v.code,
            rule: v.rule,
            path: v.featureIndex === null ? p.path : `${p.path} (plot ${v.featureIndex + 1})`,
            message: v.message,
          });
      continue;
    }
    if ('error' in d) {
      out.push({
        code: 'EUDR_COMMODITIES_PRODUCER_GEO_INVALID',
        rule: GEO_RULE.file,
        path: p.path,
        message: `The geolocation cannot be read: ${d.error}. Give a GeoJSON FeatureCollection, UTF-8, base64 encoded.`,
      });
      continue;
    }
    if (isEmptyCollection(d.text)) {
      out.push({
        code: 'EUDR_COMMODITIES_PRODUCER_GEO_EMPTY',
        rule: R.geolocation,
        path: p.path,
        message: "The producer's geolocation holds no plot: give the plots where the commodity was produced.",
      });
      continue;
    }
    // The producer's country is DdsProducerType.country: its plots need not repeat it (§9.3.1 Type I).
    for (const v of checkGeolocation(d.text, { cattle: p.cattle, requireCountry: false })) {
      if (v.check === 'size' || isShape(v.check)) continue; // the statement's whole size is checked below
      out.push({
        code: v.code,
        rule: v.rule,
        path: v.featureIndex === null ? p.path : `${p.path} (plot ${v.featureIndex + 1})`,
        message: v.message,
      });
    }
  }
  if (part === 'request' && bytes > EUDR_LIMITS.maxGeolocationBytes)
    out.push({
      code: 'EUDR_MAXIMUM_GEO_SIZE_REACHED',
      rule: R.size,
      path: 'statement.commodities',
      message: `The statement's geolocation is ${bytes.toLocaleString('en')} bytes; at most ${EUDR_LIMITS.maxGeolocationBytes.toLocaleString('en')} (25 MB) may be filed in one statement: split the producers over several statements.`,
    });
}
