import { beforeAll, describe, expect, it } from 'vitest';
import { loadLandIndex } from '@core/plot-rules/index.ts';
import { loadCountryNames } from './country-codes.ts';
import { toAlpha2 } from './country-codes.ts';
import { applyMapping, mappingFromProposal, proposeMapping, type MappingContext } from './field-mapping.ts';

let ctx: MappingContext;
beforeAll(async () => {
  ctx = { countryNames: await loadCountryNames(), land: await loadLandIndex() };
});

/** A ~4.9 ha square near Daloa, Côte d'Ivoire (0.002° a side). */
const square = (x = -6.45, y = 6.88, d = 0.002): GeoJSON.Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, y],
      [x + d, y],
      [x + d, y + d],
      [x, y + d],
      [x, y],
    ],
  ],
});
const f = (properties: Record<string, unknown>, geometry: GeoJSON.Geometry = square()): GeoJSON.Feature => ({
  type: 'Feature',
  properties,
  geometry,
});

describe('proposeMapping: the name', () => {
  it.each([
    ['Nombre', { Nombre: 'Finca 1', Estado: 'Activo', Fecha: '2023-01-02' }],
    ['Plot ID', { 'Plot ID': 'P-1', 'Acorn ID': 'A7', Estado: 'x' }],
    ['nama', { nama: 'Kebun 1', desa: 'Sukamaju' }],
    ['Lote', { Lote: 'L-1', Cultivo: 'cafe' }],
    ['farm_name', { farm_name: 'Green Hill', crop: 'cocoa' }],
    ['plotId', { plotId: 7, Country: 'CI' }],
  ])('finds %s among other fields', (field, props) => {
    const features = [0, 1, 2].map((i) =>
      f(
        Object.fromEntries(
          Object.entries(props).map(([k, v]) => [k, typeof v === 'string' ? `${v}${i}` : Number(v) + i]),
        ),
      ),
    );
    const p = proposeMapping(features, ctx);
    expect(p.name.field).toBe(field);
    expect(p.name.samples.length).toBe(3);
    expect(p.name.confidence).toBeGreaterThan(0.5);
  });

  it('a field every plot carries beats a nicer name many plots lack; a GIS row id only when nothing else names them', () => {
    const gappy = [0, 1, 2, 3].map((i) => f({ Name: i === 0 ? `N${i}` : '', user_id: `u${i}`, fid: i }));
    expect(proposeMapping(gappy, ctx).name.field).toBe('user_id');
    const mostlyNamed = [0, 1, 2, 3, 4].map((i) => f({ Plot_Name: i < 4 ? `P${i}` : '', fid: i }));
    expect(proposeMapping(mostlyNamed, ctx).name.field).toBe('Plot_Name');
    expect(proposeMapping([f({ FID: 0 }), f({ FID: 1 })], ctx).name.field).toBe('FID');
    expect(proposeMapping([f({}), f({})], ctx).name.field).toBeNull();
  });

  it('repeated names are counted and warned about', () => {
    const features = [...Array(5)].map((_, i) => f({ name: i < 4 ? 'Untitled Polygon' : 'Farm B' }));
    const p = proposeMapping(features, ctx);
    expect(p.repeatedNames).toEqual([{ value: 'Untitled Polygon', count: 4 }]);
    expect(p.warnings.find((w) => w.code === 'repeated-names')?.message).toMatch(/"Untitled Polygon" ×4/);
    expect(proposeMapping([f({ name: 'A' }), f({ name: 'B' })], ctx).repeatedNames).toEqual([]);
  });

  it('a file that already says it all is complete; one without ProducerCountry is not', () => {
    const full = [f({ ProductionPlace: 'A', ProducerCountry: 'CI', Area: 4.9 })];
    expect(proposeMapping(full, ctx)).toMatchObject({ complete: true, name: { field: 'ProductionPlace' } });
    expect(proposeMapping([f({ ProductionPlace: 'A', Area: 4.9 })], ctx).complete).toBe(false);
  });
});

describe('countries', () => {
  it('ISO3 codes, numeric codes and names in several languages become alpha-2', () => {
    const n = ctx.countryNames;
    expect(
      [
        'CIV',
        'civ',
        'GHA',
        '384',
        'Ghana',
        "Côte d'Ivoire",
        'Cameroun',
        'Costa de Marfil',
        'Pantai Gading',
      ].map((v) => toAlpha2(v, n)),
    ).toEqual(['CI', 'CI', 'GH', 'CI', 'GH', 'CI', 'CM', 'CI', 'CI']);
    expect(toAlpha2('Atlantis', n)).toBeNull();
    expect(toAlpha2('', n)).toBeNull();
  });

  it('the country field is found by its values too, and a missing country comes from the plot position', () => {
    const features = [
      f({ id: 'a', pais: 'Côte d’Ivoire' }),
      f({ id: 'b', pais: 'Atlantis' }),
      f({ id: 'c' }),
    ];
    const p = proposeMapping(features, ctx);
    expect(p.country.field).toBe('pais');
    expect(p.country.unrecognised).toEqual(['Atlantis']);
    expect(p.country.fromPosition).toBe(2);
    const m = mappingFromProposal(p);
    const out = features.map(
      (x) => (applyMapping(x, m, ctx) as GeoJSON.Feature).properties?.['ProducerCountry'],
    );
    expect(out).toEqual(['CI', 'CI', 'CI']);
    // Without filling from position, an unknown country stays empty (bad-country then says so).
    const noFill = applyMapping(features[1], { ...m, countryFromPosition: false }, ctx) as GeoJSON.Feature;
    expect(noFill.properties).not.toHaveProperty('ProducerCountry');
  });
});

describe('field names in every spelling: case, separators, accents, symbols', () => {
  // The synonym lists are written folded (lower case, no accents, letters and digits); each spelling below
  // is how a supplier's file really writes one of them.
  it.each(['Área', 'ÁREA (ha)', 'area_ha', 'Area Ha', 'AREA-HA', 'Superfície', 'Tamaño', 'surface.ha'])(
    'area in hectares: %s',
    (key) => {
      const p = proposeMapping([f({ n: 'a', [key]: 4.9 }), f({ n: 'b', [key]: 4.91 })], ctx);
      expect([p.area.field, p.area.unit]).toEqual([key, 'ha']);
    },
  );

  it.each(['Área (m²)', 'Superficie m2', 'AREA_M2', 'Surface (m²)'])('area in square metres: %s', (key) => {
    const features = [f({ n: 'a', [key]: 49_000 }), f({ n: 'b', [key]: 50_000 })];
    const p = proposeMapping(features, ctx);
    expect([p.area.field, p.area.unit]).toEqual([key, 'm2']);
  });

  it.each(['Dueño', 'Propriétaire', 'Producer Name', 'PRODUCER_NAME', 'producer-name', 'Nom Producteur'])(
    'producer: %s',
    (key) => {
      const features = [f({ Name: 'P1', [key]: 'Kouassi' }), f({ Name: 'P2', [key]: 'Koné' })];
      expect(proposeMapping(features, ctx).producer.field).toBe(key);
    },
  );

  // Values the country list does not know: only the field's name can point at it.
  it.each(['País', 'PAYS', 'Country Code', 'country_code', 'Código País', 'Código-País'])(
    'country: %s',
    (key) => {
      const features = [f({ Name: 'P1', [key]: 'CI' }), f({ Name: 'P2', [key]: 'Zz' })];
      expect(proposeMapping(features, ctx).country.field).toBe(key);
    },
  );
});

describe('areas', () => {
  it('m² recognised by name (SUP, metrics:area) and converted to hectares', () => {
    for (const key of ['SUP', 'metrics:area']) {
      const features = [f({ n: 'a', [key]: 49_000 }), f({ n: 'b', [key]: 50_000 })];
      const p = proposeMapping(features, ctx);
      expect([key, p.area.field, p.area.unit]).toEqual([key, key, 'm2']);
      expect(
        (applyMapping(features[0], mappingFromProposal(p), ctx) as GeoJSON.Feature).properties?.['Area'],
      ).toBe(4.9);
    }
  });

  it('m² recognised by value when the name does not say (ratio to the boundary)', () => {
    const features = [f({ n: 'a', superficie: 49_300 }), f({ n: 'b', superficie: 49_300 })];
    expect(proposeMapping(features, ctx).area.unit).toBe('m2');
    const ha = [f({ n: 'a', superficie: 4.93 }), f({ n: 'b', superficie: 4.93 })];
    expect(proposeMapping(ha, ctx).area.unit).toBe('ha');
  });

  it('Area missing or -1 is computed from the boundary; a text area is warned about and written as a number', () => {
    const features = [f({ n: 'a', Area: -1 }), f({ n: 'b' }), f({ n: 'c', Area: '4,9' })];
    const p = proposeMapping(features, ctx);
    expect(p.area.field).toBe('Area');
    expect(p.area.computed).toBe(2);
    expect(p.warnings.find((w) => w.code === 'area-text')?.count).toBe(1);
    const m = mappingFromProposal(p);
    const areas = features.map(
      (x) => (applyMapping(x, m, ctx) as GeoJSON.Feature).properties?.['Area'] as number,
    );
    expect(areas[0]).toBeCloseTo(4.9, 0);
    expect(areas[1]).toBeCloseTo(areas[0]!, 6);
    expect(areas[2]).toBe(4.9);
  });
});

describe('applyMapping', () => {
  it('fills the TRACES fields, keeps every original property, retags MultiPolygon nesting and drops extra geometry members', () => {
    const nested = {
      type: 'Polygon',
      geodesic: false,
      coordinates: [square().coordinates],
    } as unknown as GeoJSON.Geometry;
    const src = f({ Nombre: 'Finca 1', Productor: 'Ana', Pais: 'NIC', Area_ha: 4.9, Estado: 'ok' }, nested);
    const m = { ...mappingFromProposal(proposeMapping([src], ctx)) };
    expect(m).toMatchObject({
      nameField: 'Nombre',
      producerField: 'Productor',
      countryField: 'Pais',
      areaField: 'Area_ha',
    });
    const out = applyMapping(src, m, ctx) as GeoJSON.Feature;
    expect(out.properties).toEqual({
      Nombre: 'Finca 1',
      Productor: 'Ana',
      Pais: 'NIC',
      Area_ha: 4.9,
      Estado: 'ok',
      ProductionPlace: 'Finca 1',
      ProducerName: 'Ana',
      ProducerCountry: 'NI',
      Area: 4.9,
    });
    expect(out.geometry).toEqual({ type: 'MultiPolygon', coordinates: [square().coordinates] });
  });

  it('leaves what is not a feature alone, so the rules still report it', () => {
    const m = mappingFromProposal(proposeMapping([], ctx));
    expect(applyMapping(42, m, ctx)).toBe(42);
    expect(applyMapping({ type: 'Topology' }, m, ctx)).toEqual({ type: 'Topology' });
  });
});
