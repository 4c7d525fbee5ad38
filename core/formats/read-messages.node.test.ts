/**
 * What the readers say reaches a supplier in their language: every note and error carries a message
 * reference whose English rendering is exactly the sentence the CLI and the server print, and which the
 * other catalogues put in their own words (plurals, selects and nested messages included).
 */
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { render } from '@core/i18n/messages.ts';
import { LOCALES } from '@core/i18n/locales.ts';
import { readPlotFile } from './read-plot-file.ts';
import type { ReadIssue, ReadResult } from './types.ts';

const read = (text: string | Uint8Array, name: string, limits?: { features: number }): Promise<ReadResult> =>
  readPlotFile(typeof text === 'string' ? strToU8(text) : text, name, limits ? { limits } : {});

const KML_EMPTY_PLACEMARK = `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>
<Placemark><Polygon><outerBoundaryIs><LinearRing><coordinates>-5.52,6.81 -5.51,6.81 -5.51,6.82 -5.52,6.81</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
<Placemark><name>Kouassi</name><Polygon><outerBoundaryIs><LinearRing><coordinates></coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
</Document></kml>`;

/** Each of a result's texts in English is its reference rendered in English: nothing said twice. */
function expectSaidOnce(r: ReadResult): void {
  const all: { message: string; args?: ReadIssue['args'] }[] = [...r.warnings, ...(r.fatal ? [r.fatal] : [])];
  expect(all.length).toBeGreaterThan(0);
  for (const t of all) {
    expect(t.args, t.message).toBeDefined();
    expect(render('en', t.args!)).toBe(t.message);
    for (const locale of LOCALES) expect(render(locale, t.args!)).not.toMatch(/[{}]/);
  }
}

describe('reader errors in the reader’s language', () => {
  it('a file of no known format', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]);
    const r = await read(png, 'photo.png');
    expectSaidOnce(r);
    expect(r.fatal!.message).toMatch(/^photo\.png is not a plot file this checker can read\./);
    expect(render('fr', r.fatal!.args!)).toMatch(/^photo\.png n’est pas un fichier de parcelles/);
    expect(render('id', r.fatal!.args!)).toMatch(/^photo\.png bukan berkas persil/);
  });

  it('a table without coordinates lists its columns', async () => {
    const r = await read('Farm,Owner\nF1,Ama\n', 'farms.csv');
    expectSaidOnce(r);
    expect(r.fatal!.message).toContain('were found (columns: "Farm", "Owner"). Add columns');
    expect(render('es', r.fatal!.args!)).toContain('GeoJSON (columnas: "Farm", "Owner"). Añada columnas');
    expect(render('pt', r.fatal!.args!)).toContain('GeoJSON (colunas: "Farm", "Owner"). Adicione colunas');
  });

  it('a file over the plot limit: the count and the limit with each language’s grouping', async () => {
    const rows = Array.from({ length: 1200 }, (_, i) => `P${i},6.8,-5.5`).join('\n');
    const r = await read(`name,lat,lon\n${rows}\n`, 'big.csv', { features: 1000 });
    expectSaidOnce(r);
    expect(r.fatal!.message).toMatch(
      /^big\.csv holds more than 1,000 plots; one file may hold at most 1,000\./,
    );
    expect(render('fr', r.fatal!.args!)).toMatch(/^big\.csv contient plus de 1\s000 parcelles/);
    expect(render('id', r.fatal!.args!)).toContain('lebih dari 1.000 persil');
  });

  it('a zip holding no shapefile counts the other plot files in each language', async () => {
    const zip = zipSync({ 'a.geojson': strToU8('{}'), 'b.geojson': strToU8('{}') });
    const r = await read(zip, 'plots.zip');
    expectSaidOnce(r);
    expect(r.fatal!.message).toContain('(no .shp member, but 2 other plot files: send them unzipped)');
    expect(render('fr', r.fatal!.args!)).toContain('mais 2 autres fichiers de parcelles : envoyez-les');
    expect(render('es', r.fatal!.args!)).toContain('pero sí 2 otros archivos de parcelas');
  });
});

describe('reader notes in the reader’s language', () => {
  it('an empty placemark, by its number and its name', async () => {
    const r = await read(KML_EMPTY_PLACEMARK, 'farm.kml');
    expectSaidOnce(r);
    const empty = r.warnings.find((w) => w.args?.key === 'read.kml.no-shape')!;
    expect(empty.message).toMatch(/^Placemark 1 \("Kouassi"\) has no shape/);
    expect(render('fr', empty.args!)).toMatch(/^Le repère 1 \(« Kouassi »\) n’a pas de forme/);
    expect(render('pt', empty.args!)).toMatch(/^O marcador 1 \("Kouassi"\) não tem forma/);
  });

  it('a CSV that is not UTF-8, and one without titles whose columns were recognised', async () => {
    const latin = new Uint8Array([...strToU8('name,lat,lon\nC'), 0xf4, ...strToU8('te,6.8,-5.5\n')]);
    const r1 = await read(latin, 'latin.csv');
    expectSaidOnce(r1);
    expect(render('es', r1.warnings[0]!.args!)).toBe(
      'latin.csv no está en UTF-8; se leyó como Windows-1252 (latino). Guárdelo como «CSV UTF-8» para conservar todos los acentos.',
    );
    const r2 = await read('P1,6.81,-5.52\nP2,6.82,-5.53\n', 'bare.csv');
    expectSaidOnce(r2);
    const note = r2.warnings[0]!;
    expect(note.message).toMatch(/^bare\.csv has no column titles: .* "column 2" was read as the latitude/);
    expect(render('id', note.args!)).toMatch(/"column 2" dibaca sebagai lintang/);
  });

  it('heights dropped: singular and plural where the language has them', async () => {
    const wkt = (n: number) =>
      Array.from(
        { length: n },
        (_, i) => `P${i},"POLYGON Z ((-5.52 6.81 1, -5.51 6.81 1, -5.51 6.82 1, -5.52 6.81 1))"`,
      ).join('\n');
    const one = (await read(`name,WKT\n${wkt(1)}\n`, 'z.csv')).warnings.find(
      (w) => w.args?.key === 'read.heights-dropped',
    )!;
    const two = (await read(`name,WKT\n${wkt(2)}\n`, 'z.csv')).warnings.find(
      (w) => w.args?.key === 'read.heights-dropped',
    )!;
    expect(one.message).toBe(
      '1 plot(s) of z.csv carry heights (Z) or measures (M); only longitude and latitude are kept.',
    );
    expect(render('fr', one.args!)).toMatch(/^1 parcelle de z\.csv porte des altitudes/);
    expect(render('fr', two.args!)).toMatch(/^2 parcelles de z\.csv portent des altitudes/);
    expect(render('pt', two.args!)).toMatch(/^2 parcelas de z\.csv trazem altitudes/);
  });
});
