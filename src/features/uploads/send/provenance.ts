/**
 * An upload's provenance as its record keeps it (issue 50, core/api/review.ts): the supplier's files as
 * dropped (name, size, SHA-256 before any mapping or fix), the files sent (after them), the field mapping
 * used and each fix applied with the plots it changed. Made from the upload session's file origins
 * (send/file-origin.ts), which sessionStorage keeps across a reload, so a resumed upload records the
 * same. Every text is made one the review store accepts (no control character, well-formed, within its
 * length) and every list kept within its bound: a record the store refuses would be lost altogether.
 *
 * The mapping reads "the dashboard's field → the file's column", a fixed value written "=value":
 * - `ProductionPlace`, `ProducerName`, `ProducerCountry`, `Area`: the column each was filled from;
 * - a fallback for plots where that column is empty goes under the field's name and " (missing)"
 *   (`ProductionPlace (missing)`), or under the field itself when no column was chosen;
 * - fallbacks: `=<file stem> <n>` (plots numbered, "farms 1", "farms 2"…), `=CI` (one country for all),
 *   `=(position)` (country from the plot's position), `=(computed)` (area from the boundary);
 * - `Area (unit)`: `=ha`, `=m2` or `=acre`; `latitude`/`longitude`: a table's position columns;
 *   `axes`: `=swapped` when the person swapped latitude and longitude.
 * When the files of one upload were mapped differently, each key starts with the dropped file's name and
 * ": " (its first 120 characters; names alike so far also get their place in the upload, "name [2]: "). Fix plots are numbers from 1 (as the page shows them); with several files, "<file> #<n>".
 */
import { REVIEW_LIMITS, type AppliedFix, type FileFact } from '@core/api/review.ts';
import { numberingPrefixOf, type FieldMapping } from '../model/field-mapping.ts';
import type { FileOrigin } from './file-origin.ts';

export interface UploadProvenance {
  originalFiles?: FileFact[];
  sentFiles?: FileFact[];
  fieldMapping?: Record<string, string>;
  fixes?: AppliedFix[];
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;
const SHA256 = /^[0-9a-f]{64}$/;

/**
 * Text the store takes: control characters become spaces, a lone surrogate U+FFFD, and it is cut to
 * `max` characters without splitting a pair.
 */
export function storableText(value: string, max: number): string {
  let s = value.replace(CONTROL, ' ');
  const wellFormed = (s as { toWellFormed?: () => string }).toWellFormed;
  s = typeof wellFormed === 'function' ? wellFormed.call(s) : s.replace(/[\ud800-\udfff]/g, '\ufffd');
  if (s.length <= max) return s;
  const cut = s.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

const short = (s: string) => storableText(s, REVIEW_LIMITS.maxShortText);
const fileName = (s: string) => storableText(s, REVIEW_LIMITS.maxFileNameLength) || '(unnamed)';

/** One file's mapping, in the record's words (see the header). */
export function mappingEntriesOf(
  origin: Pick<FileOrigin, 'name' | 'mapping' | 'swapAxes' | 'numberNames' | 'pointColumns'>,
): Record<string, string> {
  const m: FieldMapping | null = origin.mapping;
  if (!m) return {};
  const out: Record<string, string> = {};
  const fill = (field: string, column: string | null, fallback: string | null) => {
    if (column) out[field] = column;
    if (fallback) out[column ? `${field} (missing)` : field] = fallback;
  };
  fill('ProductionPlace', m.nameField, origin.numberNames ? `=${numberingPrefixOf(origin.name)} <n>` : null);
  fill('ProducerName', m.producerField, null);
  fill(
    'ProducerCountry',
    m.countryField,
    m.fixedCountry ? `=${m.fixedCountry}` : m.countryFromPosition ? '=(position)' : null,
  );
  fill('Area', m.areaField, m.computeMissingArea ? '=(computed)' : null);
  if (m.areaField) out['Area (unit)'] = `=${m.areaUnit}`;
  if (origin.pointColumns) {
    out['latitude'] = origin.pointColumns.latitude;
    out['longitude'] = origin.pointColumns.longitude;
  }
  if (origin.swapAxes) out['axes'] = '=swapped';
  return out;
}

/** The upload's mapping: one file's (or several files mapped alike), else each key under its file. */
export function fieldMappingOf(origins: readonly FileOrigin[]): Record<string, string> {
  const each = origins.map((o, i) => ({ name: o.name, i, entries: mappingEntriesOf(o) }));
  const mapped = each.filter((e) => Object.keys(e.entries).length > 0);
  const alike = mapped.every((e) => JSON.stringify(e.entries) === JSON.stringify(mapped[0]!.entries));
  // A file's name heads its keys, cut so the field still fits; names alike once cut get their place too.
  const cut = (e: { name: string }) => storableText(e.name, 120);
  const unique = new Set(mapped.map(cut)).size === mapped.length;
  const head = (e: { name: string; i: number }) =>
    unique ? cut(e) : `${storableText(e.name, 110)} [${e.i + 1}]`;
  const pairs: [string, string][] = alike
    ? Object.entries(mapped[0]?.entries ?? {})
    : mapped.flatMap((e) =>
        Object.entries(e.entries).map(([k, v]): [string, string] => [`${head(e)}: ${k}`, v]),
      );
  return Object.fromEntries(
    pairs.slice(0, REVIEW_LIMITS.maxMappingEntries).map(([k, v]) => [short(k), short(v)]),
  );
}

/** Every fix of every file, in file order; plots named after their file when the upload has several. */
export function fixesOf(origins: readonly FileOrigin[]): AppliedFix[] {
  const several = origins.length > 1;
  const all = origins.flatMap((o) =>
    (o.fixes ?? []).map((f) => ({
      kind: short(f.kind),
      plotCount: Math.min(Math.max(0, Math.trunc(f.plotCount)), REVIEW_LIMITS.maxCount),
      plots: f.plots.slice(0, REVIEW_LIMITS.maxFixPlots).map((p) => short(several ? `${o.name} #${p}` : p)),
    })),
  );
  if (all.length <= REVIEW_LIMITS.maxFixes) return all;
  // More fixes than a record holds (fixes applied one by one, file after file): one entry per kind.
  const byKind = new Map<string, AppliedFix>();
  for (const f of all) {
    const had = byKind.get(f.kind);
    if (!had) byKind.set(f.kind, { ...f, plots: [...f.plots] });
    else {
      had.plotCount = Math.min(had.plotCount + f.plotCount, REVIEW_LIMITS.maxCount);
      had.plots.push(...f.plots.slice(0, REVIEW_LIMITS.maxFixPlots - had.plots.length));
    }
  }
  return [...byKind.values()].slice(0, REVIEW_LIMITS.maxFixes);
}

/** A sent file as the session keeps it. */
export interface SessionFile {
  fileName: string;
  size: number;
  origin?: FileOrigin | undefined;
}

/**
 * The provenance of the files of one upload. `sentHashes`: the sent files' SHA-256 worked out now, for a
 * file whose origin has none (a session saved before origins kept it). A list some file of which has no
 * known hash is left out whole: a record that names some files but not others would read as complete.
 */
export function provenanceOf(
  files: readonly SessionFile[],
  sentHashes: readonly (string | null | undefined)[] = [],
): UploadProvenance {
  const list = files.slice(0, REVIEW_LIMITS.maxFiles);
  const sent = list.map((f, i) => {
    const sha256 = f.origin?.sha256 ?? sentHashes[i] ?? null;
    return sha256 && SHA256.test(sha256)
      ? { name: fileName(f.fileName), sizeBytes: Math.max(0, Math.trunc(f.size)), sha256 }
      : null;
  });
  const originals = list.map((f) => {
    const o = f.origin;
    return o?.sourceSha256 && SHA256.test(o.sourceSha256)
      ? { name: fileName(o.name), sizeBytes: Math.max(0, Math.trunc(o.size)), sha256: o.sourceSha256 }
      : null;
  });
  const origins = list.flatMap((f) => (f.origin ? [f.origin] : []));
  const complete = <T>(xs: (T | null)[]): xs is T[] => xs.length > 0 && xs.every((x) => x !== null);
  const everyOrigin = origins.length === list.length && list.length > 0;
  return {
    ...(complete(originals) ? { originalFiles: originals } : {}),
    ...(complete(sent) ? { sentFiles: sent } : {}),
    ...(everyOrigin ? { fieldMapping: fieldMappingOf(origins), fixes: fixesOf(origins) } : {}),
  };
}
