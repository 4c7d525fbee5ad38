/**
 * Boundaries as text in a CSV or XLSX column (ODK/KoboToolbox geoshape, lists of pairs with `:`, `,` or a
 * space inside a pair, either axis order): files made here from the same squares as a GeoJSON file give the
 * same plots as that GeoJSON, with the axis order decided from the values.
 */
import { describe, expect, it } from 'vitest';
import { makeXlsx } from '../../tests/cli/make-xlsx.ts';
import { readPlotFile } from './read-plot-file.ts';
import { pairOrder, parseCoordinateList } from './coordinate-list.ts';

/** `n` squares of 100 m near (lng, lat), as a GeoJSON FeatureCollection. */
function squares(lng: number, lat: number, n = 3): GeoJSON.FeatureCollection<GeoJSON.Polygon> {
  return {
    type: 'FeatureCollection',
    features: Array.from({ length: n }, (_, i) => {
      const x = lng + i * 0.01;
      const ring = [
        [x, lat],
        [x + 0.001, lat],
        [x + 0.001, lat + 0.001],
        [x, lat + 0.001],
        [x, lat],
      ];
      return {
        type: 'Feature',
        properties: { Name: `Plot ${i + 1}` },
        geometry: { type: 'Polygon', coordinates: [ring] },
      };
    }),
  };
}

type Writer = (ring: number[][]) => string;
const odk: Writer = (ring) => ring.map(([x, y]) => `${y} ${x} 0 0`).join(';');
const WRITERS: [string, Writer][] = [
  ['ODK geoshape "lat lon alt acc;…"', odk],
  ['ODK geoshape open, with a trailing ";"', (r) => `${odk(r.slice(0, -1))};`],
  ['lat:lon pairs, space between', (r) => r.map(([x, y]) => `${y}:${x}`).join(' ')],
  ['lon,lat pairs, space between', (r) => r.map(([x, y]) => `${x},${y}`).join(' ')],
  ['lat lon pairs, comma between', (r) => r.map(([x, y]) => `${y} ${x}`).join(', ')],
  ['lon lat pairs, comma between', (r) => r.map(([x, y]) => `${x} ${y}`).join(', ')],
];

const csvOf = (fc: GeoJSON.FeatureCollection<GeoJSON.Polygon>, write: Writer) =>
  `Name,boundary,_latitude,_longitude\n${fc.features
    .map((f) => `${String(f.properties!['Name'])},"${write(f.geometry.coordinates[0]!)}",1,2`)
    .join('\n')}\n`;

const enc = new TextEncoder();
const geometriesOf = async (bytes: Uint8Array, name: string) => {
  const r = await readPlotFile(bytes, name);
  expect(r.fatal).toBeNull();
  return { r, geometries: r.features.map((f) => f.geometry) };
};

describe('a boundary column gives the same plots as the same boundaries in GeoJSON', () => {
  // Kalimantan: longitudes beyond 90 tell the order whichever way the pairs are written.
  const borneo = squares(115.2, -1.3);
  it.each(WRITERS)('%s (values tell the order)', async (_, write) => {
    const geojson = await geometriesOf(enc.encode(JSON.stringify(borneo)), 'plots.geojson');
    const csv = await geometriesOf(enc.encode(csvOf(borneo, write)), 'plots.csv');
    expect(csv.geometries).toEqual(geojson.geometries);
    expect(csv.r.layout).toMatchObject({ kind: 'coordinate-list', column: 'boundary', orderByValues: true });
    expect(csv.r.features[0]!.properties).toEqual({ Name: 'Plot 1', _latitude: '1', _longitude: '2' });
  });

  it('in an XLSX too', async () => {
    const rows = borneo.features.map((f) => [String(f.properties!['Name']), odk(f.geometry.coordinates[0]!)]);
    const xlsx = await geometriesOf(makeXlsx([['Name', 'plot_shape'], ...rows]), 'plots.xlsx');
    expect(xlsx.geometries).toEqual(borneo.features.map((f) => f.geometry));
  });

  it('no value beyond ±90 (Côte d’Ivoire): read latitude first, as ODK writes, and said so', async () => {
    const ci = squares(-4, 5.4);
    const csv = await geometriesOf(enc.encode(csvOf(ci, odk)), 'ci.csv');
    expect(csv.geometries).toEqual(ci.features.map((f) => f.geometry));
    expect(csv.r.warnings[0]!.message).toMatch(
      /read as latitude, longitude pairs, the order ODK and KoboToolbox write .*swap the axes/,
    );
  });

  it('a row whose cell is no boundary costs only that row', async () => {
    // 4 of 5 cells are boundaries: the column is still recognised (80 %).
    const text = csvOf(squares(115.2, -1.3, 5), odk).replace(/"[^"]*",1,2\n$/, '"not recorded",1,2\n');
    const r = await readPlotFile(enc.encode(text), 'plots.csv');
    const types = r.features.map((f) => f.geometry?.type ?? null);
    expect(types).toEqual(['Polygon', 'Polygon', 'Polygon', 'Polygon', null]);
    expect(r.warnings.map((w) => w.message).join('\n')).toMatch(
      /Row 6 has no readable boundary in "boundary"/,
    );
  });
});

describe('parseCoordinateList and pairOrder', () => {
  it('needs at least 3 pairs of numbers, 2 to 4 values per ODK vertex', () => {
    expect(parseCoordinateList('5.1 -4 0 0;5.2 -4 0 0')).toBeNull();
    expect(parseCoordinateList('5.1 -4 0 0;5.2 -4 0 0;5.2 -3.9 0 0')).toHaveLength(3);
    expect(parseCoordinateList('5.1 -4 0 0 9;5.2 -4 0 0;5.2 -3.9 0 0')).toBeNull();
    expect(parseCoordinateList('5.1 -4;5.2 x;5.2 -3.9')).toBeNull();
    expect(parseCoordinateList('10:30 11:45 12:00')).toHaveLength(3);
    expect(parseCoordinateList('Plot by the river, north side, 3 ha')).toBeNull();
  });

  it('a first value beyond ±90 makes it the longitude; otherwise latitude first', () => {
    expect(
      pairOrder([
        [
          [115, -1],
          [90, -1],
          [1, 1],
        ],
      ]),
    ).toEqual({ order: 'lon-lat', byValues: true });
    expect(
      pairOrder([
        [
          [90, -1],
          [90, -1],
          [1, 1],
        ],
      ]),
    ).toEqual({ order: 'lat-lon', byValues: false });
    expect(
      pairOrder([
        [
          [-1, 115],
          [-1, 90],
          [1, 1],
        ],
      ]),
    ).toEqual({ order: 'lat-lon', byValues: true });
  });
});
