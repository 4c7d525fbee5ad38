/**
 * Where each file of an upload came from: the file the person dropped (its name and size), the mapping and
 * axis order that turned it into the TRACES GeoJSON sent, and that GeoJSON's SHA-256. A reload cannot keep
 * File objects, so resuming asks for the dropped file again, converts it the same way and compares the
 * hash: the person is asked for a file they have (`farms.kml`), never for one the page made
 * (`farms.geojson`). Held in sessionStorage with the upload session: property names and a hash, no plots.
 */
import { z } from 'zod';
import { sha256Hex } from '@/lib/self-check/sha256.ts';
import type { FieldMapping } from './field-mapping.ts';

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
  /** SHA-256 (hex) of the file sent; null when it was too big to hash in memory. */
  sha256: z.string().nullable(),
});
export type FileOrigin = z.infer<typeof fileOriginSchema>;

/** Above this the sent file is not hashed (it would be read whole into memory): name and size decide. */
export const HASH_CAP_BYTES = 256 * 1024 * 1024;

export async function sha256Of(file: Blob): Promise<string | null> {
  if (file.size > HASH_CAP_BYTES) return null;
  return sha256Hex(await file.arrayBuffer());
}

/** What the preparation knows of a sent file, before it is hashed. */
export type FileOriginDraft = Omit<FileOrigin, 'sha256'>;

export async function originOf(sent: File, draft: FileOriginDraft | null | undefined): Promise<FileOrigin> {
  const base = draft ?? { name: sent.name, size: sent.size, mapping: null, swapAxes: false };
  return { ...base, sha256: await sha256Of(sent) };
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

/** The prepared entries as far as origins go: what was dropped, and what it became. */
interface PreparedEntry {
  status: string;
  source: File;
  file?: File;
  mapping?: FieldMapping;
  swapAxes?: boolean;
  numberNames?: boolean;
}

/** For each file about to be sent, the dropped file it came from and how it was converted. */
export function originDraftsOf(entries: readonly PreparedEntry[], files: readonly File[]): FileOriginDraft[] {
  return files.map((file) => {
    const entry = entries.find((e) => e.file === file);
    if (!entry) return { name: file.name, size: file.size, mapping: null, swapAxes: false };
    const { source } = entry;
    const converted = entry.status === 'ready' && entry.mapping;
    return {
      name: source.name,
      size: source.size,
      mapping: converted ? entry.mapping! : null,
      swapAxes: converted ? (entry.swapAxes ?? false) : false,
      ...(converted && entry.numberNames ? { numberNames: true } : {}),
    };
  });
}
