/**
 * The words of the field mapping step that are worked out, not only looked up: a file format's label, and
 * what the field chosen for a role means for the plots (gaps, repeats, what gets filled in), in the
 * reader's language (the `mapping.*` messages of core/i18n).
 */
import type { IntlShape } from 'react-intl';
import { statsOf, type AreaUnit, type FileReading, type MappingRole } from '../model/field-mapping.ts';

const FORMAT_LABEL: Record<string, string> = {
  geojson: 'GeoJSON',
  kml: 'KML',
  kmz: 'KMZ',
  shapefile: 'Shapefile',
  csv: 'CSV',
  tsv: 'TSV',
  xlsx: 'Excel',
  gpkg: 'GeoPackage',
  gpx: 'GPX',
};

export const AREA_UNITS: readonly AreaUnit[] = ['ha', 'm2', 'acre'];

export const formatLabel = (format: string): string => FORMAT_LABEL[format] ?? format.toUpperCase();

export type Translate = IntlShape['formatMessage'];

export const plots = (t: Translate, n: number): string => t({ id: 'mapping.plots' }, { count: n });
export const quoted = (v: string): string => `“${v.length > 40 ? `${v.slice(0, 39)}…` : v}”`;

/** What the chosen field means for the plots, in the person's words: gaps, repeats, what gets filled in. */
export function roleNotes(
  intl: IntlShape,
  reading: FileReading,
  role: MappingRole,
  field: string | null,
): string[] {
  const t = intl.formatMessage;
  const s = statsOf(reading, field);
  const total = reading.featureCount;
  const notes: string[] = [];
  switch (role) {
    case 'name': {
      if (!s) return [t({ id: 'mapping.note.name.none' })];
      if (s.filled < total) notes.push(t({ id: 'mapping.note.name.missing' }, { count: total - s.filled }));
      if (s.repeats.length) {
        const list = s.repeats.map((r) => `${quoted(r.value)} ×${intl.formatNumber(r.count)}`);
        notes.push(t({ id: 'mapping.note.name.repeats' }, { list: list.join(', ') }));
      }
      return notes;
    }
    case 'producer':
      if (!s) return [t({ id: 'mapping.note.producer.none' })];
      if (s.filled < total)
        notes.push(t({ id: 'mapping.note.producer.missing' }, { count: total - s.filled }));
      return notes;
    case 'country': {
      if (!s) return [t({ id: 'mapping.note.country.none' })];
      const missing = total - s.countryLike;
      if (missing > 0) notes.push(t({ id: 'mapping.note.country.missing' }, { count: missing }));
      return notes;
    }
    case 'area': {
      if (!s) return [t({ id: 'mapping.note.area.none' })];
      const numeric = s.numbers + s.numericStrings;
      if (numeric < total) notes.push(t({ id: 'mapping.note.area.missing' }, { count: total - numeric }));
      if (s.numericStrings > 0) notes.push(t({ id: 'mapping.note.area.text' }, { count: s.numericStrings }));
      return notes;
    }
  }
}
