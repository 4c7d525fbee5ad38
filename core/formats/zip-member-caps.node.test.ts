/**
 * The member caps of the two readers that inflate a zip whole before a library or a parser reads it: an XLSX
 * (its library inflates every member) and a KMZ (each KML is parsed whole). A member may inflate to the
 * smaller of the zip member limit and the text limit, and a zip may hold at most `zipMembers` members. The
 * hostile suite (tests/hostile) sends bombs far over them; these pin each cap at its line, one byte or one
 * member either side, so a cap moved by one or applied to the wrong members is seen here.
 */
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { makeXlsx } from '../../tests/cli/make-xlsx.ts';
import { DEFAULT_READ_LIMITS, type ReadLimits } from './limits.ts';
import { readPlotFile } from './read-plot-file.ts';

const WKT = 'POLYGON ((-4 5.4, -3.99 5.4, -3.99 5.41, -4 5.41, -4 5.4))';
const xlsx = makeXlsx([
  ['Lote', 'WKT'],
  ['L-1', WKT],
]);
const kml = (n: number) =>
  `<kml><Document><Placemark><name>P${n}</name><Point><coordinates>-4,5.4</coordinates></Point></Placemark></Document></kml>`;
const padded = (n: number, pad: number) => kml(n).replace('</Document>', `${' '.repeat(pad)}</Document>`);
const kmz = zipSync({ 'doc.kml': strToU8(padded(1, 5_000)) });
// Two documents, the second larger: the member cap is per document, the text limit for them together.
const twoDocs = zipSync({
  'doc.kml': strToU8(padded(1, 3_000)),
  'layers/more.kml': strToU8(padded(2, 5_000)),
});

const largest = (zip: Uint8Array) => Math.max(...Object.values(unzipSync(zip)).map((b) => b.length));
const count = (zip: Uint8Array) => Object.keys(unzipSync(zip)).length;
const read = (bytes: Uint8Array, name: string, limits: Partial<ReadLimits>) =>
  readPlotFile(bytes, name, { limits: { ...DEFAULT_READ_LIMITS, ...limits } });

describe.each([
  ['XLSX', 'plots.xlsx', xlsx, 1],
  ['KMZ', 'plots.kmz', kmz, 1],
] as const)('%s member caps', (_, name, zip, plots) => {
  const biggest = largest(zip);
  const members = count(zip);

  it('a member of exactly the zip member limit is read; one byte less refuses the file', async () => {
    const at = await read(zip, name, { zipMemberBytes: biggest });
    expect(at.fatal).toBeNull();
    expect(at.features).toHaveLength(plots);
    const under = await read(zip, name, { zipMemberBytes: biggest - 1 });
    expect(under.fatal?.code).toBe('file-too-large-to-convert');
    expect(under.fatal?.message).toMatch(/one member of a zip may inflate to at most/);
  });

  it('the text limit caps a member too, when it is the smaller: at it read, one byte under refused', async () => {
    // The member limit left far above: only the text limit can stop it.
    const at = await read(zip, name, { textBytes: biggest });
    expect(at.fatal).toBeNull();
    expect(at.features).toHaveLength(plots);
    const under = await read(zip, name, { textBytes: biggest - 1 });
    expect(under.fatal?.code).toBe('file-too-large-to-convert');
    expect(under.fatal?.message).toMatch(/one member of a zip may inflate to at most/);
  });

  it('as many members as the limit are read; one more than it refuses the file', async () => {
    const at = await read(zip, name, { zipMembers: members });
    expect(at.fatal).toBeNull();
    expect(at.features).toHaveLength(plots);
    const over = await read(zip, name, { zipMembers: members - 1 });
    expect(over.fatal?.code).toBe('file-too-large-to-convert');
    expect(over.fatal?.message).toMatch(new RegExp(`more than ${members - 1} members`));
  });
});

describe('KMZ of several documents', () => {
  const sizes = Object.values(unzipSync(twoDocs)).map((b) => b.length);
  const total = sizes[0]! + sizes[1]!;

  it('caps each document, not their sum, by the member limit', async () => {
    const at = await read(twoDocs, 'plots.kmz', { zipMemberBytes: largest(twoDocs) });
    expect(at.fatal).toBeNull();
    expect(at.features).toHaveLength(2);
    const under = await read(twoDocs, 'plots.kmz', { zipMemberBytes: largest(twoDocs) - 1 });
    expect(under.fatal?.message).toMatch(/layers\/more\.kml inside plots\.kmz inflates to more than/);
  });

  it('holds their text whole together: at the text limit read, one byte over refused', async () => {
    const at = await read(twoDocs, 'plots.kmz', { textBytes: total });
    expect(at.fatal).toBeNull();
    expect(at.features).toHaveLength(2);
    const under = await read(twoDocs, 'plots.kmz', { textBytes: total - 1 });
    expect(under.fatal?.code).toBe('file-too-large-to-convert');
    expect(under.fatal?.message).toMatch(/of KML text; at most \d+ KB is read whole/);
  });
});

describe('KMZ members that are not KML', () => {
  it('are counted against the member limit but never inflated, so no size cap applies to them', async () => {
    // A picture of a placemark's icon, larger than the member cap: the reader never needs its bytes.
    const withIcon = zipSync({ 'doc.kml': strToU8(kml(1)), 'files/icon.png': new Uint8Array(50_000) });
    const r = await read(withIcon, 'plots.kmz', { zipMemberBytes: 10_000, textBytes: 10_000 });
    expect(r.fatal).toBeNull();
    expect(r.features).toHaveLength(1);
    const over = await read(withIcon, 'plots.kmz', { zipMembers: 1 });
    expect(over.fatal?.message).toMatch(/more than 1 members/);
  });
});
