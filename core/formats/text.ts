/**
 * Text as suppliers' tools write it: UTF-8 (with or without BOM), UTF-16 with its BOM (Excel's "Unicode
 * text", some Windows tools), Windows-1252 when the bytes are not UTF-8; and the code page a shapefile's .cpg
 * names, read when the platform knows it and refused by name when it does not.
 */
import { said } from '@core/i18n/messages.ts';
import { CorruptFileError } from './limits.ts';

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** The encoding a BOM announces, or null. */
export function bomEncoding(head: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' | null {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return null;
}

/** A whole text file: by its BOM, else UTF-8 when valid, else Windows-1252. The BOM is removed. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  const bom = bomEncoding(bytes);
  if (bom) return { text: new TextDecoder(bom).decode(bytes).replace(/^\uFEFF/, ''), encoding: bom };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** UTF-16 chunks as UTF-8 chunks (the GeoJSON scanner reads UTF-8), streamed. */
export async function* utf16ToUtf8(
  chunks: AsyncIterable<Uint8Array>,
  encoding: 'utf-16le' | 'utf-16be',
): AsyncGenerator<Uint8Array> {
  const dec = new TextDecoder(encoding);
  const enc = new TextEncoder();
  let first = true;
  for await (const c of chunks) {
    let text = dec.decode(c, { stream: true });
    if (first) {
      text = text.replace(/^\uFEFF/, '');
      first = false;
    }
    if (text) yield enc.encode(text);
  }
  const rest = dec.decode();
  if (rest) yield enc.encode(rest);
}

/** Code pages as ArcGIS and QGIS write them in a .cpg, to the WHATWG encoding label. */
const CPG_ALIASES: Record<string, string> = {
  '65001': 'utf-8',
  utf8: 'utf-8',
  '88591': 'iso-8859-1',
  '1252': 'windows-1252',
  '1250': 'windows-1250',
  '1251': 'windows-1251',
  '1253': 'windows-1253',
  '1254': 'windows-1254',
  '1256': 'windows-1256',
  '874': 'windows-874',
  '932': 'shift_jis',
  '936': 'gbk',
  '949': 'euc-kr',
  '950': 'big5',
  '437': 'ibm866',
};

/**
 * The TextDecoder label for a .cpg's text; throws CorruptFileError naming the encoding when it cannot be
 * read (silently reading it as UTF-8 would garble every name).
 */
export function cpgEncoding(cpg: string, fileName: string): string {
  const raw = cpg.trim();
  const key = raw
    .toLowerCase()
    .replace(/^(ansi|cp|windows|oem)[\s_-]*/, '')
    .replace(/^iso[\s_-]*/, '')
    .replace(/[\s_-]/g, '');
  const label = CPG_ALIASES[key] ?? (/^\d+$/.test(key) ? `windows-${key}` : raw.toLowerCase());
  for (const l of [label, raw]) {
    try {
      return new TextDecoder(l).encoding;
    } catch {
      // try the next spelling
    }
  }
  throw new CorruptFileError(
    said('read.shapefile.cpg-unknown', { file: fileName, encoding: raw.slice(0, 40) }),
  );
}
