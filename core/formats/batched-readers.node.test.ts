/**
 * The readers that read big files in pieces (shapefile records in batches, KML placemark by placemark)
 * give the same plots as reading the file at once, and packing the plots as they are handed on gives the
 * same text as packing the whole result (plot-check's reading thread, cli/read-worker.ts).
 */
import { readFileSync } from 'node:fs';
import { write as writeShapefile } from '@mapbox/shp-write';
import { strToU8, zipSync } from 'fflate';
import shp from 'shpjs';
import { describe, expect, it } from 'vitest';
import { PlotPacker } from './check-plot-file.ts';
import { readXmlPlots, splitPlacemarks } from './kml.ts';
import { DEFAULT_READ_LIMITS } from './limits.ts';
import { readPlotFile } from './read-plot-file.ts';
import type { ReadResult } from './types.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../tests/fixtures/formats/${name}`, import.meta.url)));

const square = (i: number): number[][] => {
  const x = -4 + (i % 100) * 0.002;
  const y = 5.4 + Math.floor(i / 100) * 0.002;
  return [
    [x, y],
    [x + 0.001, y],
    [x + 0.001, y + 0.001],
    [x, y + 0.001],
    [x, y],
  ];
};

/** The plots of a packed result, parsed back from its text. */
const unpack = (r: ReturnType<PlotPacker['finish']>) =>
  (
    JSON.parse(
      Buffer.concat((r.packed?.chunks ?? []).map((c) => Buffer.from(c!))).toString('utf8'),
    ) as GeoJSON.FeatureCollection
  ).features;

async function readPacked(bytes: Uint8Array, name: string) {
  const packer = new PlotPacker(name, DEFAULT_READ_LIMITS);
  const read = await readPlotFile(bytes, name, { sink: packer });
  expect(read.features).toEqual([]);
  return packer.finish(read, new Map());
}

describe('shapefile records in batches', () => {
  /** 12,001 squares (three batches), names in Latin-1 (no .cpg), one "é" only in the third batch. */
  const n = 12_001;
  let files: Record<string, Uint8Array> = {};
  writeShapefile(
    Array.from({ length: n }, (_, i) => ({ NOM: i === 11_000 ? 'Parcelle Hervé' : `P${i}` })),
    'POLYGON',
    Array.from({ length: n }, (_, i) => [[[...square(i)].reverse()]]),
    (err, out) => {
      if (err) throw err;
      const b = (d: DataView) => new Uint8Array(d.buffer, d.byteOffset, d.byteLength);
      files = { 'p.shp': b(out.shp), 'p.shx': b(out.shx), 'p.dbf': b(out.dbf) };
    },
  );
  const zip = zipSync(files);

  it('gives the plots shpjs gives for the whole file, Latin-1 found in a later batch', async () => {
    const r = await readPlotFile(zip, 'big.zip');
    expect(r.fatal).toBeNull();
    const whole = await (shp as unknown as (o: object) => Promise<GeoJSON.FeatureCollection>)({
      shp: files['p.shp'],
      dbf: files['p.dbf'],
      cpg: 'windows-1252',
    });
    expect(r.features).toHaveLength(n);
    expect(r.features.map((f) => f.geometry)).toEqual(whole.features.map((f) => f.geometry));
    expect(r.features.map((f) => f.properties)).toEqual(whole.features.map((f) => f.properties));
    expect(String(r.features[11_000]!.properties?.['NOM']).trim()).toBe('Parcelle Hervé');
    expect(r.warnings.some((w) => /Windows-1252/.test(w.message))).toBe(true);
  });

  it('packed as handed on: the same plots and warnings as the whole result', async () => {
    const whole = await readPlotFile(zip, 'big.zip');
    const packed = await readPacked(zip, 'big.zip');
    expect(packed.packed?.count).toBe(n);
    expect(unpack(packed)).toEqual(JSON.parse(JSON.stringify(whole.features)));
    expect(packed.warnings).toEqual(whole.warnings);
  });

  it('over the plot limit: refused the same way, packed or not', async () => {
    const limits = { features: 10_000, verticesTotal: 10_000_000 };
    const whole = await readPlotFile(zip, 'big.zip', { limits });
    const packer = new PlotPacker('big.zip', { ...DEFAULT_READ_LIMITS, ...limits });
    const packed = packer.finish(await readPlotFile(zip, 'big.zip', { limits, sink: packer }), new Map());
    expect(whole.fatal?.code).toBe('file-too-large-to-convert');
    expect(packed.fatal).toEqual(whole.fatal);
    expect(packed.packed).toBeUndefined();
  });
});

/** A KML the way Google Earth and GDAL write them, with what a cut could get wrong. */
function kmlText(n: number): string {
  const placemark = (i: number) => `
    <Placemark id="p${i}">
      <name>Plot ${i + 1}</name>
      <styleUrl>#shared</styleUrl>
      <Style><LineStyle><color>ff0000ff</color></LineStyle></Style>
      <description><![CDATA[<b>not a </Placemark> nor a <Placemark></b>]]></description>
      <ExtendedData><SchemaData schemaUrl="#s"><SimpleData name="ha">${(i % 7) + 0.5}</SimpleData></SchemaData></ExtendedData>
      <Polygon><outerBoundaryIs><LinearRing><coordinates>${square(i)
        .map((p) => p.join(','))
        .join(' ')}</coordinates></LinearRing></outerBoundaryIs></Polygon>
    </Placemark>`;
  const half = Math.floor(n / 2);
  return `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2">
<Document>
  <Schema name="s" id="s"><SimpleField name="ha" type="float"/></Schema>
  <Style id="shared"><IconStyle><scale>1.2</scale></IconStyle><LabelStyle><scale>0.8</scale></LabelStyle></Style>
  <Folder><name>A</name>
    <Folder><name>A1</name>${Array.from({ length: half }, (_, i) => placemark(i)).join('')}
    </Folder>
    <!-- <Placemark><name>commented out</name></Placemark> -->
    <GroundOverlay><name>scan</name><Icon><href>scan.png</href></Icon>
      <LatLonBox><north>6</north><south>5</south><east>-3</east><west>-4</west></LatLonBox></GroundOverlay>
    <NetworkLink><name>more</name><Link><href>more.kml</href></Link></NetworkLink>
  </Folder>
  ${Array.from({ length: n - half }, (_, i) => placemark(half + i)).join('')}
  <Placemark><name>empty</name><Polygon><outerBoundaryIs><LinearRing><coordinates></coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
</Document>
</kml>`;
}

describe('KML placemark by placemark', () => {
  const both = async (text: string | Uint8Array, format: 'kml' | 'kmz' = 'kml') => {
    const bytes = typeof text === 'string' ? strToU8(text) : text;
    const whole = await readXmlPlots(bytes, 'plots.kml', format, {}, Infinity);
    const cut = await readXmlPlots(bytes, 'plots.kml', format, {}, 0);
    return { whole, cut };
  };

  it('cuts a file into its placemarks (not the ones in comments or descriptions)', () => {
    const split = splitPlacemarks(kmlText(1_203));
    expect(split!.spans).toHaveLength(2 * 1_204);
  });

  it('gives the same plots, properties and warnings as the whole document', async () => {
    const { whole, cut } = await both(kmlText(1_203));
    expect(whole.fatal).toBeNull();
    // 1,203 squares, the empty placemark and the ground overlay (after all placemarks in both).
    expect(whole.features).toHaveLength(1_205);
    expect(whole.features[0]!.properties).toMatchObject({ 'icon-scale': 1.2, ha: 0.5, name: 'Plot 1' });
    expect(cut).toEqual(whole);
  });

  it('the same for the project fixtures, and inside a KMZ', async () => {
    for (const name of ['google-earth.kml', 'supplier/untitled-polygons.kml', 'not-xml.kml']) {
      const { whole, cut } = await both(fixture(name));
      expect(cut, name).toEqual(whole);
    }
    const kmz = zipSync({ 'doc.kml': strToU8(kmlText(700)), 'layers/b.kml': fixture('google-earth.kml') });
    const { whole, cut } = await both(kmz, 'kmz');
    expect(whole.features.length).toBeGreaterThan(700);
    expect(cut).toEqual(whole);
  });

  it('reads as one document what a cut could read otherwise', () => {
    const text = kmlText(3);
    expect(splitPlacemarks(text)).not.toBeNull();
    // An entity could be used inside a placemark; a style another placemark may use; an unclosed placemark.
    expect(
      splitPlacemarks(`<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY a "b">]>${text.slice(39)}`),
    ).toBeNull();
    expect(splitPlacemarks(text.replace('<Style>', '<Style id="inner">'))).toBeNull();
    expect(
      splitPlacemarks(text.replace('</Folder>\n    <!--', '</Folder><Style id="x"/>\n    <!--')),
    ).toBeNull();
    expect(splitPlacemarks(text.replace(/<\/Placemark>\s*<\/Document>/, '</Document>'))).toBeNull();
  });

  it('a broken placemark refuses the file, cut or not', async () => {
    const { whole, cut } = await both(kmlText(4).replace('<name>Plot 3</name>', '<name>Plot 3</nam>'));
    expect(whole.fatal?.message).toMatch(/the XML is broken/);
    expect(cut.fatal?.code).toBe(whole.fatal?.code);
    expect(cut.fatal?.message).toMatch(/the XML is broken/);
  });

  it('packed as handed on: the same plots as the whole result', async () => {
    const bytes = strToU8(kmlText(900));
    const whole: ReadResult = await readPlotFile(bytes, 'plots.kml');
    const packed = await readPacked(bytes, 'plots.kml');
    expect(unpack(packed)).toEqual(JSON.parse(JSON.stringify(whole.features)));
    expect(packed.warnings).toEqual(whole.warnings);
  });
});
