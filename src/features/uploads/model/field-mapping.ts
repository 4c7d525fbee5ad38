/**
 * The field mapping step's data: which property of a supplier's file is the plot name, the producer, the
 * country and the area, what the file's fields look like (a sample of values, repeats, gaps) so a person can
 * judge the proposal, and what converting with a mapping will fill in. Pure data: it crosses from the
 * worker to the page and back.
 */

export type MappingRole = 'name' | 'producer' | 'country' | 'area';

/** The TRACES property each role fills in the GeoJSON that is uploaded. */
export const TRACES_FIELD: Record<MappingRole, string> = {
  name: 'ProductionPlace',
  producer: 'ProducerName',
  country: 'ProducerCountry',
  area: 'Area',
};

export const MAPPING_ROLES: MappingRole[] = ['name', 'producer', 'country', 'area'];

/** What the person confirmed: property names of the supplier's file (core/mapping's own type). */
export type { AreaUnit, FieldMapping } from '@core/mapping/field-mapping.ts';
import type { FieldMapping } from '@core/mapping/field-mapping.ts';

/** The mapping's property for each role. */
export const ROLE_KEY = {
  name: 'nameField',
  producer: 'producerField',
  country: 'countryField',
  area: 'areaField',
} as const satisfies Record<MappingRole, keyof FieldMapping>;

export const fieldFor = (m: FieldMapping, role: MappingRole): string | null => m[ROLE_KEY[role]];

export const withField = (m: FieldMapping, role: MappingRole, field: string | null): FieldMapping => ({
  ...m,
  [ROLE_KEY[role]]: field,
});

/**
 * The mapping to start from when someone suggests the name field (the buyer's link on `/check`): that field
 * when the file has it, else the proposal as it was. Only a starting point: the person's choice in the
 * mapping step is the one converted and checked.
 */
export function withSuggestedName(
  proposal: FieldMapping,
  fields: readonly FieldStats[],
  suggested: string | null | undefined,
): FieldMapping {
  if (!suggested || proposal.nameField === suggested) return proposal;
  return fields.some((f) => f.key === suggested && f.filled > 0)
    ? { ...proposal, nameField: suggested }
    : proposal;
}

export const EMPTY_MAPPING: FieldMapping = {
  nameField: null,
  producerField: null,
  countryField: null,
  fixedCountry: null,
  countryFromPosition: true,
  areaField: null,
  areaUnit: 'ha',
  computeMissingArea: true,
};

/** A value found on more than one plot, and on how many. */
export interface NameRepeat {
  value: string;
  count: number;
}

/** Repeats listed at most: the sentence names them, it is not the list of all. */
export const REPEATS_LISTED = 5;

/**
 * The values counted more than once, most frequent first, at most REPEATS_LISTED: what reading a file and the
 * finished check both say of repeated names.
 */
export function topRepeats(counts: ReadonlyMap<string, number>): NameRepeat[] {
  return [...counts]
    .filter(([, count]) => count > 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, REPEATS_LISTED)
    .map(([value, count]) => ({ value, count }));
}

/** What one property of a file holds, over all its plots. */
export interface FieldStats {
  key: string;
  /** Plots with a non-empty value. */
  filled: number;
  distinct: number;
  /** Up to five different values, as text, in file order. */
  samples: string[];
  /** Values found on more than one plot, most frequent first (up to five). */
  repeats: NameRepeat[];
  /** Values that read as an ISO country (alpha-2, alpha-3 or English name). */
  countryLike: number;
  /** Positive numbers (or numeric strings) and text values, for the area role. */
  numbers: number;
  numericStrings: number;
}

/** A lat/lon table: the columns the positions were read from, for the person to confirm on a map. */
export interface PointColumns {
  latitude: string;
  longitude: string;
}

/** One file after reading, before any check: what the mapping step shows. */
export interface FileReading {
  fileName: string;
  /** 'geojson', 'kml', 'kmz', 'shapefile', 'csv', 'xlsx', 'gpkg', 'gpx', … */
  format: string;
  bytes: number;
  featureCount: number;
  /** The file cannot be read at all: what is wrong and what to do. */
  fatal: { code: string; message: string } | null;
  /** Things the reader wants the person to know (empty placemarks, a reprojection, …). */
  notes: string[];
  fields: FieldStats[];
  proposal: FieldMapping;
  /** True when the file is already in the TRACES format (its fields): it is checked and sent as it is. */
  inTracesFormat: boolean;
  pointColumns: PointColumns | null;
  /** Up to 500 positions as read ([lng, lat]), for the confirmation map of a lat/lon table. */
  pointSample: [number, number][];
  /** Plots whose position lies in no country when read as [lng, lat], and when swapped. */
  offLand: { asRead: number; swapped: number } | null;
}

/** What converting with a mapping did, shown next to the converted file. */
export interface ConversionStats {
  features: number;
  countryFromPosition: number;
  countryUnknown: number;
  areaComputed: number;
  areaFromSquareMetres: number;
  areaText: number;
  nameMissing: number;
  /** Plots named "<file> <n>" (the person chose numbering in the mapping step). */
  namesNumbered: number;
}

// A file's stem and the prefix its unnamed plots are numbered after: one home, shared with plot-check.
export { fileStemOf, numberingPrefixOf } from '@core/mapping/plot-numbering.ts';

export function statsOf(reading: FileReading, key: string | null): FieldStats | undefined {
  return key === null ? undefined : reading.fields.find((f) => f.key === key);
}
