/**
 * The text of a PDF, page by page, as a reader extracts it (pdfjs-dist), for tests of the supplier report.
 *
 * pdfjs-dist's legacy build (the one for Node) installs core-js's JSON.rawJSON polyfill on import, and its
 * JSON.stringify ignores a replacer array. The JSON functions are put back right after the import, so the
 * test files and journeys that run after this one in the same process get the real ones (see
 * builtins-guard.ts for what that broke).
 */
import type { getDocument as GetDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

let loaded: Promise<typeof GetDocument> | null = null;

function pdfjs(): Promise<typeof GetDocument> {
  loaded ??= (async () => {
    const { stringify, parse } = JSON;
    try {
      return (await import('pdfjs-dist/legacy/build/pdf.mjs')).getDocument;
    } finally {
      JSON.stringify = stringify;
      JSON.parse = parse;
    }
  })();
  return loaded;
}

/** Every page's text, its items joined by spaces and the pages by line breaks. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const getDocument = await pdfjs();
  // The standard fonts' metrics from pdfjs-dist itself (the tests run from the repository root).
  const pdf = await getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/',
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return pages.join('\n');
}
