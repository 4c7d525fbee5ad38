/**
 * Templates a supplier can fill in: the TRACES fields with a filled example row, as GeoJSON, CSV and XLSX.
 * Made in the browser (nothing to keep in sync with a static file); the XLSX writer is a few lines of
 * SpreadsheetML zipped with fflate, loaded only when that template is asked for.
 */

export const TEMPLATE_COLUMNS = [
  'ProductionPlace',
  'ProducerName',
  'ProducerCountry',
  'Area',
  'WKT',
] as const;

const POLYGON: [number, number][] = [
  [-5.512345, 7.523456],
  [-5.511111, 7.523456],
  [-5.511111, 7.524702],
  [-5.512345, 7.524702],
  [-5.512345, 7.523456],
];

/** One polygon plot and one point plot (a point is enough for plots under 4 ha; it needs its Area). */
const EXAMPLES = [
  {
    ProductionPlace: 'Plot 1 Kouassi',
    ProducerName: 'Kouassi Amani',
    ProducerCountry: 'CI',
    Area: 1.8,
    geometry: { type: 'Polygon', coordinates: [POLYGON] } as GeoJSON.Polygon,
  },
  {
    ProductionPlace: 'Plot 2 Kouassi',
    ProducerName: 'Kouassi Amani',
    ProducerCountry: 'CI',
    Area: 0.9,
    geometry: { type: 'Point', coordinates: [-5.509876, 7.521234] } as GeoJSON.Point,
  },
];

const wkt = (g: GeoJSON.Polygon | GeoJSON.Point): string =>
  g.type === 'Point'
    ? `POINT (${g.coordinates.join(' ')})`
    : `POLYGON ((${g.coordinates[0]!.map((p) => p.join(' ')).join(', ')}))`;

const rows = (): (string | number)[][] => [
  [...TEMPLATE_COLUMNS],
  ...EXAMPLES.map((e) => [e.ProductionPlace, e.ProducerName, e.ProducerCountry, e.Area, wkt(e.geometry)]),
];

export function geojsonTemplate(): string {
  return `${JSON.stringify(
    {
      type: 'FeatureCollection',
      features: EXAMPLES.map(({ geometry, ...properties }) => ({ type: 'Feature', properties, geometry })),
    },
    null,
    2,
  )}\n`;
}

const csvCell = (v: string | number): string =>
  typeof v === 'number' || !/[",\n]/.test(v) ? String(v) : `"${v.replace(/"/g, '""')}"`;

export function csvTemplate(): string {
  return `${rows()
    .map((r) => r.map(csvCell).join(','))
    .join('\r\n')}\r\n`;
}

const xml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function sheetXml(): string {
  const col = (i: number): string => String.fromCharCode(65 + i);
  const body = rows()
    .map(
      (r, ri) =>
        `<row r="${ri + 1}">${r
          .map((v, ci) =>
            typeof v === 'number'
              ? `<c r="${col(ci)}${ri + 1}"><v>${v}</v></c>`
              : `<c r="${col(ci)}${ri + 1}" t="inlineStr"><is><t>${xml(v)}</t></is></c>`,
          )
          .join('')}</row>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`;
}

const XLSX_PARTS: Record<string, string> = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Plots" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
};

export async function xlsxTemplate(): Promise<Uint8Array> {
  const { zipSync, strToU8 } = await import('fflate');
  const files: Record<string, Uint8Array> = {};
  for (const [name, content] of Object.entries(XLSX_PARTS)) files[name] = strToU8(content);
  files['xl/worksheets/sheet1.xml'] = strToU8(sheetXml());
  return zipSync(files);
}
