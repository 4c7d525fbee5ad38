import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMPTY_MAPPING, numberingPrefixOf } from '../model/field-mapping.ts';
import { allNamedAlike, convertFeatures, prepareFile, tracesFileName } from './prepare-file.ts';

const dir = path.resolve('tests/fixtures/formats/supplier');
const fileOf = (name: string, bytes: Uint8Array = readFileSync(path.join(dir, name))) =>
  new File([bytes as BlobPart], name);

async function converted(name: string, change: (m: Record<string, unknown>) => object = (m) => m) {
  const { reading, features } = await prepareFile(fileOf(name));
  const mapping = change({ ...reading.proposal }) as typeof reading.proposal;
  const out = await convertFeatures(features, mapping);
  const fc = JSON.parse(out.parts.join('')) as GeoJSON.FeatureCollection;
  return { reading, out, fc };
}

describe('prepareFile', () => {
  it('a KML of "Untitled Polygon"s needs mapping and shows the repeated name', async () => {
    const { reading } = await prepareFile(fileOf('untitled-polygons.kml'));
    expect(reading).toMatchObject({ format: 'kml', featureCount: 4, inTracesFormat: false, fatal: null });
    const name = reading.fields.find((f) => f.key === 'name')!;
    expect(name.repeats).toEqual([{ value: 'Untitled Polygon', count: 3 }]);
    expect(reading.fields.find((f) => f.key === 'plot_id')!.repeats).toEqual([]);
  });

  it('converting fills the TRACES fields: name from the chosen field, country from position, area computed', async () => {
    const { fc, out } = await converted('untitled-polygons.kml', (m) => ({ ...m, nameField: 'plot_id' }));
    const props = fc.features.map((f) => f.properties!);
    expect(props.map((p) => p['ProductionPlace'])).toEqual(['KW-001', 'KW-002', 'KW-003', 'KW-004']);
    expect(props.every((p) => p['ProducerCountry'] === 'GH')).toBe(true);
    expect(props[0]!['Area']).toBeGreaterThan(1.5);
    expect(props[0]!['Area']).toBeLessThan(2.2);
    // Original properties kept.
    expect(props[0]!['name']).toBe('Untitled Polygon');
    expect(out.stats).toMatchObject({ features: 4, countryFromPosition: 4, areaComputed: 4, nameMissing: 0 });
  });

  it('a Web Mercator shapefile in a sub-folder comes out in longitude/latitude with its m² areas in ha', async () => {
    const { reading, fc } = await converted('mercator-fincas.zip', (m) => ({
      ...m,
      nameField: 'NOMBRE',
      countryField: 'PAIS',
      areaField: 'SUP_M2',
      areaUnit: 'm2',
    }));
    expect(reading.format).toBe('shapefile');
    const first = fc.features[0]!;
    const [x, y] = (first.geometry as GeoJSON.Polygon).coordinates[0]![0]!;
    expect(x).toBeCloseTo(-6.2412, 4);
    expect(y).toBeCloseTo(6.0311, 4);
    expect(first.properties).toMatchObject({
      ProductionPlace: 'Finca La Esperanza',
      ProducerCountry: 'CI',
      Area: 1.5,
    });
  });

  it('a lat/lon spreadsheet reports its columns and where its points fall, swapped or not', async () => {
    const { reading, features } = await prepareFile(fileOf('latlon-farms.xlsx'));
    expect(reading.format).toBe('xlsx');
    expect(reading.pointColumns).toEqual({ latitude: 'Latitude', longitude: 'Longitude' });
    expect(reading.pointSample).toHaveLength(3);
    expect(reading.offLand).toEqual({ asRead: 0, swapped: 3 });
    const swapped = await convertFeatures(features, reading.proposal, { swapAxes: true });
    const fc = JSON.parse(swapped.parts.join('')) as GeoJSON.FeatureCollection;
    expect((fc.features[0]!.geometry as GeoJSON.Point).coordinates).toEqual([6.912345, -2.112345]);
  });

  it.each([
    ['no-shapefile.zip', /shapefile|zip/i],
    ['no-coordinates.xlsx', /latitude|longitude|WKT|coordinates/i],
    ['not-xml.kml', /XML|KML/],
  ])('%s cannot be read and says why', async (name, message) => {
    const { reading } = await prepareFile(fileOf(name));
    expect(reading.fatal?.message).toMatch(message);
  });

  it('a TRACES GeoJSON goes to the check as it is; one without ProductionPlace needs mapping', async () => {
    const traces = {
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: { ProductionPlace: 'A' }, geometry: null }],
    };
    const direct = await prepareFile(fileOf('a.geojson', new TextEncoder().encode(JSON.stringify(traces))));
    expect(direct.reading.inTracesFormat).toBe(true);
    const other = { ...traces, features: [{ ...traces.features[0], properties: { Name: 'A' } }] };
    const mapped = await prepareFile(fileOf('b.geojson', new TextEncoder().encode(JSON.stringify(other))));
    expect(mapped.reading.inTracesFormat).toBe(false);
    expect(mapped.reading.proposal.nameField).toBe('Name');
  });

  it('names the converted file after the original', () => {
    expect(tracesFileName('farms.kml')).toBe('farms.geojson');
    expect(tracesFileName('x.shp.zip')).toBe('x.geojson');
    expect(tracesFileName('plots.geojson')).toBe('plots.geojson');
  });
});

describe('numbering plots without a telling name (the person chose it in the mapping step)', () => {
  const square = (x: number): GeoJSON.Polygon => ({
    type: 'Polygon',
    coordinates: [
      [
        [x, 7],
        [x + 0.001, 7],
        [x + 0.001, 7.001],
        [x, 7.001],
        [x, 7],
      ],
    ],
  });
  const plots = (names: (string | null)[]): GeoJSON.Feature[] =>
    names.map((name, i) => ({
      type: 'Feature',
      geometry: square(-5 + i * 0.01),
      properties: name === null ? {} : { name },
    }));
  const namesOf = async (features: GeoJSON.Feature[], numberAs: string | null) => {
    const out = await convertFeatures(features, { ...EMPTY_MAPPING, nameField: 'name' }, { numberAs });
    const fc = JSON.parse(out.parts.join('')) as GeoJSON.FeatureCollection;
    return { names: fc.features.map((f) => f.properties!['ProductionPlace']), stats: out.stats };
  };

  it('names the plots without a name after the file and their place in it; the named keep theirs', async () => {
    const { names, stats } = await namesOf(plots(['Koffi', null, '', 'Ama']), 'farms');
    expect(names).toEqual(['Koffi', 'farms 2', 'farms 3', 'Ama']);
    expect(stats).toMatchObject({ namesNumbered: 2, nameMissing: 0 });
  });

  it('names every plot when all carry the same name, and none when not asked', async () => {
    const alike = plots(['Untitled Polygon', 'Untitled Polygon', 'Untitled Polygon']);
    expect((await namesOf(alike, 'farms')).names).toEqual(['farms 1', 'farms 2', 'farms 3']);
    const off = await namesOf(alike, null);
    expect(off.names).toEqual(['Untitled Polygon', 'Untitled Polygon', 'Untitled Polygon']);
    expect(off.stats.namesNumbered).toBe(0);
    // Two names, one repeated: the names still tell some plots apart, so they are kept.
    expect((await namesOf(plots(['A', 'A', 'B']), 'farms')).names).toEqual(['A', 'A', 'B']);
  });

  it('tells when all plots are named alike: two or more plots, every one with the same name', () => {
    expect(allNamedAlike(plots(['X', 'X']), 'name')).toBe(true);
    expect(allNamedAlike(plots(['X']), 'name')).toBe(false);
    expect(allNamedAlike(plots(['X', 'Y']), 'name')).toBe(false);
    expect(allNamedAlike(plots(['X', null]), 'name')).toBe(false);
    expect(allNamedAlike(plots(['X', 'X']), null)).toBe(false);
  });

  it('numbers after the dropped file’s name without its format', () => {
    expect(numberingPrefixOf('untitled-polygons.kml')).toBe('untitled-polygons');
    expect(numberingPrefixOf('fields.shp.zip')).toBe('fields');
    expect(numberingPrefixOf('.kml')).toBe('plot');
    expect(tracesFileName('farms.kml')).toBe('farms.geojson');
  });
});
