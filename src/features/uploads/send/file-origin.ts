/**
 * Where each file of an upload came from: the file the person dropped (its name, size and SHA-256), the
 * mapping and axis order that turned it into the TRACES GeoJSON sent, the fixes applied to that, and the
 * sent GeoJSON's SHA-256. A reload cannot keep File objects, so resuming asks for the dropped file again,
 * converts it the same way and compares the hash: the person is asked for a file they have (`farms.kml`),
 * never for one the page made (`farms.geojson`). Held in sessionStorage with the upload session: property
 * names, hashes and the numbers of the plots fixed, no plots; the upload's record is made from it (issue 50).
 */
import { z } from 'zod';
import type { AppliedFix } from '@core/api/review.ts';
import { sha256Hex } from '@/lib/self-check/sha256.ts';
import type { FieldMapping } from '../model/field-mapping.ts';
import type { OriginDraft } from '../model/file-record.ts';

const fieldMappingSchema = z.object({
  nameField: z.string().nullable(),
  producerField: z.string().nullable(),
  countryField: z.string().nullable(),
  fixedCountry: z.string().nullable(),
  countryFromPosition: z.boolean(),
  areaField: z.string().nullable(),
  areaUnit: z.enum(['ha', 'm2', 'acre']),
  computeMissingArea: z.boolean(),
}) satisfies z.ZodType<FieldMapping>;

export const fileOriginSchema = z.object({
  /** The dropped file's name and size. */
  name: z.string(),
  size: z.number(),
  /** Null: the dropped file was sent as it is (a TRACES GeoJSON). */
  mapping: fieldMappingSchema.nullable(),
  swapAxes: z.boolean(),
  /** The plots without a name were numbered "<file> <n>" (absent in sessions saved before it existed). */
  numberNames: z.boolean().optional(),
  /** The columns a lat/lon table's positions were read from (absent for files with shapes). */
  pointColumns: z.object({ latitude: z.string(), longitude: z.string() }).nullable().optional(),
  /** The fixes applied after the conversion, each with the plots it changed (absent: none). */
  fixes: z
    .array(z.object({ kind: z.string(), plotCount: z.number(), plots: z.array(z.string()) }))
    .optional(),
  /** SHA-256 (hex) of the file sent; null when it could not be hashed. */
  sha256: z.string().nullable(),
  /** SHA-256 of the dropped file itself, before any mapping or fix; null when it could not be hashed. */
  sourceSha256: z.string().nullable().optional(),
}) satisfies z.ZodType<OriginDraft & { fixes?: AppliedFix[] }>;
export type FileOrigin = z.infer<typeof fileOriginSchema>;

/** Above this the sent file is not hashed here (it would be read whole into memory): name and size decide. */
export const HASH_CAP_BYTES = 256 * 1024 * 1024;

/**
 * In-memory hashing: the reference the tests compare with. The page hashes in the hashing worker
 * (src/lib/self-check/hash-file.ts, streamed), handed in as a Hasher.
 */
export async function sha256Of(file: Blob): Promise<string | null> {
  if (file.size > HASH_CAP_BYTES) return null;
  return sha256Hex(await file.arrayBuffer());
}

/** Hashes a file, or null when it cannot (too big for the hasher given, unreadable). */
export type Hasher = (file: Blob) => Promise<string | null>;

/** What the preparation knows of a sent file, before it is hashed (its record's origin, model/). */
export type FileOriginDraft = Omit<FileOrigin, 'sha256' | 'sourceSha256'>;

/** The file a sent file was converted from, with its SHA-256 when its record has it already. */
export interface DroppedSource {
  file: File;
  /** Worked out when it was dropped (null: it could not be); absent: still to be asked of the hasher. */
  sha256?: string | null | undefined;
}

/**
 * The origin kept for a sent file: its draft and both hashes, the sent file's and the dropped file's. The
 * dropped file's hash is the one its record holds (hashed once, as it was dropped); a file sent as dropped
 * has that one hash on both sides and is not read again. A hash that fails is null: the upload goes on,
 * its record then leaves that file's facts out.
 */
export async function originOf(
  sent: File,
  draft: FileOriginDraft | null | undefined,
  source: DroppedSource | null | undefined,
  hash: Hasher = sha256Of,
): Promise<FileOrigin> {
  const base = draft ?? { name: sent.name, size: sent.size, mapping: null, swapAxes: false };
  const safe = (f: Blob) => hash(f).catch(() => null);
  const sourceHash = !source
    ? Promise.resolve(null)
    : source.sha256 !== undefined
      ? Promise.resolve(source.sha256)
      : safe(source.file);
  const sentHash = source?.file === sent ? sourceHash : safe(sent);
  return { ...base, sha256: await sentHash, sourceSha256: await sourceHash };
}

/** The name the person knows a sent file by: the file they dropped. */
export const droppedNameOf = (f: { fileName: string; origin?: FileOrigin | undefined }): string =>
  f.origin?.name ?? f.fileName;

const mb = (n: number) => `${n.toLocaleString('en')} bytes`;

/** Why a picked file is not the dropped one, by size; null when the size matches. */
export function sizeMismatch(picked: { name: string; size: number }, origin: FileOrigin): string | null {
  if (picked.size === origin.size) return null;
  return `${picked.name} is ${mb(picked.size)}, but the ${origin.name} of this upload was ${mb(origin.size)}: it is another file. Pick the same file as before, or forget this upload and start over.`;
}

/** Why the re-prepared file is not the one sent, by content; null when it is the same (or unhashed). */
export function contentMismatch(name: string, origin: FileOrigin, sha256: string | null): string | null {
  if (origin.sha256 === null || sha256 === origin.sha256) return null;
  return `${name} does not give the same plots as the file sent before (its content changed, or fixes were applied before the upload). Pick the file you dropped then, or forget this upload and start over.`;
}
