/**
 * The seam between the uploader's mapping step and core/formats (readers, proposal, applyMapping): the
 * worker reads and converts through these few functions only.
 */
import {
  applyMapping,
  loadMappingContext,
  mappingFromProposal,
  numberOf,
  proposeMapping,
  readPlotFile,
  toAlpha2,
  type MappingContext,
  type ReaderEnv,
} from '@core/formats/index.ts';
import type { FieldMapping, PointColumns } from '../model/field-mapping.ts';

export { loadMappingContext, numberOf, type MappingContext };

export interface ReadInput {
  name: string;
  size: number;
  stream(): ReadableStream<Uint8Array>;
  arrayBuffer(): Promise<ArrayBuffer>;
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

export interface SupplierFileRead {
  format: string;
  features: GeoJSON.Feature[];
  fatal: { code: string; message: string } | null;
  notes: string[];
  pointColumns: PointColumns | null;
}

/** At most this many reader notes are listed one by one; the rest are counted. */
const MAX_NOTES = 6;

export async function readSupplierFile(file: ReadInput, env: ReaderEnv = {}): Promise<SupplierFileRead> {
  const read = await readPlotFile(file, file.name, env);
  const messages = [...new Set(read.warnings.map((w) => w.message))];
  const notes = messages.slice(0, MAX_NOTES);
  if (messages.length > MAX_NOTES) notes.push(`… and ${messages.length - MAX_NOTES} more notes like these.`);
  const layout = read.layout;
  return {
    format: read.format ?? 'unknown',
    features: read.features,
    fatal: read.fatal ? { code: read.fatal.code, message: read.fatal.message } : null,
    notes,
    pointColumns:
      layout?.kind === 'lat-lon' ? { latitude: layout.latColumn, longitude: layout.lonColumn } : null,
  };
}

/** The proposed mapping, and whether the file already says it all. */
export function proposeFor(
  features: readonly GeoJSON.Feature[],
  ctx: MappingContext,
): { mapping: FieldMapping; complete: boolean } {
  const proposal = proposeMapping(features, ctx);
  return { mapping: mappingFromProposal(proposal), complete: proposal.complete };
}

/** ISO alpha-2 for a country code or name (several languages), else null. */
export const countryOf = (value: unknown, ctx: MappingContext | null): string | null =>
  toAlpha2(value, ctx?.countryNames ?? null);

/** The TRACES-ready feature: the four TRACES fields filled from the mapping, the original properties kept. */
export const applyFor = (f: GeoJSON.Feature, mapping: FieldMapping, ctx: MappingContext): GeoJSON.Feature =>
  applyMapping(f, mapping, ctx) as GeoJSON.Feature;
