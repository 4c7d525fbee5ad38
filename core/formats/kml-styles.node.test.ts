/**
 * Unnamed line and polygon styles (GDAL/QGIS write one into every placemark) are blanked before a KML is
 * parsed (kml.ts, blankLinePolyStyles): the plots read are the same, by value, as from the file without
 * them, whole or placemark by placemark; what a style gives beyond stroke and fill (an icon's scale, a
 * label's colour), a named style, a `<Style>` written inside a description or a comment, and a file with
 * CascadingStyle are left as they are; the text keeps its length and its line breaks.
 */
import { describe, expect, it } from 'vitest';
import { blankLinePolyStyles, readXmlPlots } from './kml.ts';

const GDAL_STYLE =
  '<Style><LineStyle><color>ff0000ff</color></LineStyle><PolyStyle><fill>0</fill></PolyStyle></Style>';

/** A KML as GDAL writes it: a schema, then placemarks with `style` inside each (or nothing). */
function gdalKml(n: number, style: (i: number) => string): string {
  const placemarks = Array.from({ length: n }, (_, i) => {
    const x = -4 + i * 0.002;
    const ring = [
      [x, 5.4],
      [x + 0.001, 5.4],
      [x + 0.001, 5.401],
      [x, 5.401],
      [x, 5.4],
    ]
      .map((p) => p.join(','))
      .join(' ');
    return `  <Placemark>
\t<name>Plot ${i}</name>
\t${style(i)}
\t<ExtendedData><SchemaData schemaUrl="#plots">
\t\t<SimpleData name="farmer">Owusu</SimpleData>
\t</SchemaData></ExtendedData>
      <Polygon><outerBoundaryIs><LinearRing><coordinates>${ring}</coordinates></LinearRing></outerBoundaryIs></Polygon>
  </Placemark>`;
  });
  return `<?xml version="1.0" encoding="utf-8" ?>
<kml xmlns="http://www.opengis.net/kml/2.2">
<Document id="root_doc">
<Schema name="plots" id="plots"><SimpleField name="farmer" type="string"></SimpleField></Schema>
<Folder><name>plots</name>
${placemarks.join('\n')}
</Folder>
</Document></kml>
`;
}

const read = async (text: string, splitAbove?: number) =>
  readXmlPlots(new TextEncoder().encode(text), 'plots.kml', 'kml', {}, splitAbove);

describe('KML with a line and polygon style in every placemark', () => {
  it.each([
    ['whole', undefined],
    ['placemark by placemark', 0],
  ])('reads the same plots as without the styles (%s)', async (_how, splitAbove) => {
    const styled = await read(
      gdalKml(1200, () => GDAL_STYLE),
      splitAbove,
    );
    const plain = await read(
      gdalKml(1200, () => ''),
      splitAbove,
    );
    expect(styled.fatal).toBeNull();
    expect(styled.features).toHaveLength(1200);
    expect(styled.features).toEqual(plain.features);
    expect(styled.warnings).toEqual(plain.warnings);
    expect(styled.features[7]!.properties).toEqual({ name: 'Plot 7', farmer: 'Owusu' });
    expect((styled.features[7]!.geometry as GeoJSON.Polygon).coordinates[0]![1]).toEqual([
      -4 + 7 * 0.002 + 0.001,
      5.4,
    ]);
  });

  it('keeps what a style gives beyond stroke and fill (an icon scale, a label colour)', async () => {
    const styles = [
      '<Style><PolyStyle><color>7f00ff00</color></PolyStyle><IconStyle><scale>1.5</scale></IconStyle></Style>',
      '<Style><LabelStyle><color>ff0000ff</color></LabelStyle></Style>',
      GDAL_STYLE,
    ];
    const r = await read(gdalKml(3, (i) => styles[i]!));
    expect(r.features.map((f) => f.properties)).toEqual([
      { name: 'Plot 0', farmer: 'Owusu', 'icon-scale': 1.5 },
      { name: 'Plot 1', farmer: 'Owusu', 'label-color': '#ff0000' },
      { name: 'Plot 2', farmer: 'Owusu' },
    ]);
  });
});

describe('blankLinePolyStyles', () => {
  it('blanks an unnamed line or polygon style, keeping the length and the line breaks', () => {
    const style = '<Style>\n  <PolyStyle>\n    <color>7f00ff00</color>\n  </PolyStyle>\n</Style>';
    const text = `<Placemark><name>A</name>${style}<Point/></Placemark>`;
    const out = blankLinePolyStyles(text);
    expect(out).toHaveLength(text.length);
    expect(out).toBe(`<Placemark><name>A</name>${style.replace(/[^\n]/g, ' ')}<Point/></Placemark>`);
    expect(blankLinePolyStyles(`<a>${GDAL_STYLE}</a>`)).toBe(`<a>${' '.repeat(GDAL_STYLE.length)}</a>`);
    expect(blankLinePolyStyles('<a><Style></Style></a>')).toBe(`<a>${' '.repeat(15)}</a>`);
  });

  it.each([
    ['a named style', '<Style id="poly"><PolyStyle><color>7f00ff00</color></PolyStyle></Style>'],
    ['an icon style', '<Style><IconStyle><scale>2</scale></IconStyle></Style>'],
    ['a line style with an icon style', `<Style><LineStyle><width>2</width></LineStyle><IconStyle/></Style>`],
    ['a style in a CDATA description', `<description><![CDATA[${GDAL_STYLE}]]></description>`],
    ['a style in a comment', `<!-- ${GDAL_STYLE} -->`],
    [
      'a file with CascadingStyle',
      `<gx:CascadingStyle kml:id="c">${GDAL_STYLE}</gx:CascadingStyle><Placemark>${GDAL_STYLE}</Placemark>`,
    ],
    ['a prefixed style', '<kml:Style><kml:PolyStyle><kml:fill>0</kml:fill></kml:PolyStyle></kml:Style>'],
  ])('leaves %s as it is', (_what, text) => {
    expect(blankLinePolyStyles(`<a>${text}</a>`)).toBe(`<a>${text}</a>`);
  });

  it('blanks the style after a comment or CDATA section, not the one inside it', () => {
    const text = `<!-- ${GDAL_STYLE} --><description><![CDATA[${GDAL_STYLE}]]></description>${GDAL_STYLE}`;
    expect(blankLinePolyStyles(text)).toBe(
      `<!-- ${GDAL_STYLE} --><description><![CDATA[${GDAL_STYLE}]]></description>${' '.repeat(GDAL_STYLE.length)}`,
    );
  });
});
