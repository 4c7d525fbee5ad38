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

describe('tables without column titles', () => {
  const ci = squares(-4, 5.4);
  const rings = ci.features.map((f) => f.geometry.coordinates[0]!);

  it('a CSV of ODK geoshapes alone, one boundary per line: no title row, no ";" taken for a separator', async () => {
    const text = `${rings.map(odk).join('\n')}\n`;
    const { r, geometries } = await geometriesOf(enc.encode(text), 'shapes.csv');
    expect(geometries).toEqual(ci.features.map((f) => f.geometry));
    expect(r.layout).toMatchObject({ kind: 'coordinate-list', column: 'column 1' });
    expect(r.warnings[0]!.message).toMatch(
      /shapes\.csv has no column titles: its first row was read as a plot/,
    );
  });

  it('one column of geoshapes under its title', async () => {
    const text = `plot_boundary\n${rings.map(odk).join('\n')}\n`;
    const { r, geometries } = await geometriesOf(enc.encode(text), 'shapes.csv');
    expect(geometries).toEqual(ci.features.map((f) => f.geometry));
    expect(r.layout).toMatchObject({ kind: 'coordinate-list', column: 'plot_boundary' });
    expect(r.warnings.map((w) => w.message).join('\n')).not.toMatch(/no column titles/);
  });

  it('names and WKT polygons without titles: the first row is a plot too', async () => {
    const wkt = (ring: number[][]) => `POLYGON((${ring.map(([x, y]) => `${x} ${y}`).join(', ')}))`;
    const text = ci.features.map((f, i) => `Plot ${i + 1},"${wkt(f.geometry.coordinates[0]!)}"`).join('\n');
    const { r, geometries } = await geometriesOf(enc.encode(text), 'plots.csv');
    expect(geometries).toEqual(ci.features.map((f) => f.geometry));
    expect(r.features.map((f) => f.properties)).toEqual([
      { 'column 1': 'Plot 1' },
      { 'column 1': 'Plot 2' },
      { 'column 1': 'Plot 3' },
    ]);
  });

  it('latitude and longitude without titles, told apart by their values and said so', async () => {
    const borneo = await geometriesOf(enc.encode('A,-1.3,115.2\nB,-1.31,115.21\n'), 'points.csv');
    expect(borneo.geometries).toEqual([
      { type: 'Point', coordinates: [115.2, -1.3] },
      { type: 'Point', coordinates: [115.21, -1.31] },
    ]);
    // Longitudes first: a value beyond ±90 makes the second column the latitude.
    const swapped = await geometriesOf(enc.encode('A,115.2,-1.3\n'), 'points.csv');
    expect(swapped.geometries).toEqual([{ type: 'Point', coordinates: [115.2, -1.3] }]);
    expect(swapped.r.layout).toMatchObject({ kind: 'lat-lon', latColumn: 'column 3', lonColumn: 'column 2' });
    // Neither beyond ±90: the first is taken as the latitude, and the person is asked to check the map.
    const ivory = await geometriesOf(enc.encode('A,5.4,-4\n'), 'points.csv');
    expect(ivory.geometries).toEqual([{ type: 'Point', coordinates: [-4, 5.4] }]);
    expect(ivory.r.warnings[0]!.message).toMatch(
      /"column 2" was read as the latitude and "column 3" as the longitude, from their values: check the plots on the map/,
    );
  });

  it('a title row stays a title row: titles with numbers beside them, or a known title', async () => {
    const titled = await geometriesOf(enc.encode('name,lat,lng\nA,5.4,-4\n'), 'points.csv');
    expect(titled.geometries).toHaveLength(1);
    expect(titled.r.features[0]!.properties).toEqual({ name: 'A', lat: '5.4', lng: '-4' });
    const one = await readPlotFile(enc.encode('Name\nA\nB\n'), 'names.csv');
    expect(one.fatal?.message).toMatch(/names\.csv has no coordinates.*\(columns: "Name"\)/);
  });
});
