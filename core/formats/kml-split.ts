/**
 * A large KML read a few placemarks at a time (kml.ts parses each part): the text is cut between
 * placemarks, each part keeping the document's frame and the shared definitions (styles, schemas) its
 * placemarks may refer to, so each part converts as the whole document would.
 */

/**
 * KML text above this many characters is read a few placemarks at a time instead of as one XML tree: the
 * tree of a 46 MB KML of 200,000 placemarks is more than the reading thread's 320 MB heap. Below it, the
 * whole document is parsed, as it always was.
 */
export const KML_SPLIT_CHARS = 8 * 1024 * 1024;
/** Placemarks per partial document. */
const PLACEMARKS_PER_PART = 500;
/** What is kept around each part (the text before the first placemark and after the last) at most. */
const MAX_FRAME_CHARS = 1024 * 1024;

const OPEN_PLACEMARK = /<Placemark[\s/>]/y;
/** Definitions the converter looks up across the document (shared styles, typed fields). */
const DEFINITION = /<(?:[A-Za-z_][\w.-]*:)?(?:Style|StyleMap|Schema|SimpleField|CascadingStyle)\b/;
/** The same, when a placemark holds one another placemark could refer to (an id'd style). */
const SHARED_DEFINITION =
  /<(?:[A-Za-z_][\w.-]*:)?(?:Style\b[^>]*\bid\s*=|StyleMap\b|Schema\b|SimpleField\b|CascadingStyle\b)/;

/** Where a comment, CDATA section or tag starting at `lt` ends, or -1 (cut short). */
function skipSpecial(text: string, lt: number): number | null {
  if (text.startsWith('<!--', lt)) {
    const e = text.indexOf('-->', lt + 4);
    return e < 0 ? -1 : e + 3;
  }
  if (text.startsWith('<![CDATA[', lt)) {
    const e = text.indexOf(']]>', lt + 9);
    return e < 0 ? -1 : e + 3;
  }
  return null;
}

/**
 * A KML text cut into its placemarks (start and end offsets, flat) and the frame that each part is read
 * in: the text before the first placemark (the root, shared styles and schemas), closed. Null
 * when cutting could read it otherwise than the whole document would, so the caller parses it whole:
 * a DOCTYPE (entities), definitions between or inside placemarks that other placemarks may use, nested
 * or unclosed placemarks, or a frame too large to repeat.
 */
export function splitPlacemarks(
  text: string,
): { spans: number[]; head: string; close: string; skeleton: string } | null {
  const spans: number[] = [];
  let i = 0;
  for (let lt = text.indexOf('<'); lt >= 0; lt = text.indexOf('<', i)) {
    const skip = skipSpecial(text, lt);
    if (skip === -1) return null;
    if (skip !== null) {
      i = skip;
      continue;
    }
    if (text.startsWith('<!', lt)) return null;
    OPEN_PLACEMARK.lastIndex = lt;
    if (!OPEN_PLACEMARK.test(text)) {
      i = lt + 1;
      continue;
    }
    const gt = text.indexOf('>', lt);
    if (gt < 0) return null;
    let end = -1;
    if (text[gt - 1] === '/') end = gt + 1;
    for (let j = gt + 1; end < 0;) {
      const k = text.indexOf('<', j);
      if (k < 0) return null;
      const sk = skipSpecial(text, k);
      if (sk === -1) return null;
      if (sk !== null) j = sk;
      else if (text.startsWith('</Placemark', k)) {
        const close = text.indexOf('>', k);
        if (close < 0) return null;
        end = close + 1;
      } else {
        OPEN_PLACEMARK.lastIndex = k;
        if (OPEN_PLACEMARK.test(text)) return null;
        j = k + 1;
      }
    }
    if (SHARED_DEFINITION.test(text.slice(lt, end))) return null;
    spans.push(lt, end);
    i = end;
  }
  if (spans.length === 0) return null;
  const head = text.slice(0, spans[0]);
  const tail = text.slice(spans[spans.length - 1]);
  if (head.length + tail.length > MAX_FRAME_CHARS || DEFINITION.test(tail)) return null;
  const open = openElements(head);
  if (!open) return null;
  const between: string[] = [];
  for (let k = 1; k + 1 < spans.length; k += 2) {
    const gap = text.slice(spans[k], spans[k + 1]);
    if (DEFINITION.test(gap)) return null;
    if (/\S/.test(gap)) between.push(gap);
  }
  // Each part closes what the head opened (the last placemark may sit in another folder than the first).
  const close = open
    .map((n) => `</${n}>`)
    .reverse()
    .join('');
  return { spans, head, close, skeleton: head + between.join('') + tail };
}

/** The elements still open at the end of `head` (outermost first), or null if it is not plain XML. */
function openElements(head: string): string[] | null {
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z_][\w.:-]*)[^>]*?(\/?)>/y;
  let i = 0;
  for (let lt = head.indexOf('<'); lt >= 0; lt = head.indexOf('<', i)) {
    const skip = skipSpecial(head, lt);
    if (skip === -1) return null;
    if (skip !== null) {
      i = skip;
      continue;
    }
    if (head.startsWith('<?', lt)) {
      const e = head.indexOf('?>', lt);
      if (e < 0) return null;
      i = e + 2;
      continue;
    }
    tag.lastIndex = lt;
    const m = tag.exec(head);
    if (!m) return null;
    if (m[1]) {
      if (stack.pop() !== m[2]) return null;
    } else if (!m[3]) stack.push(m[2]!);
    i = tag.lastIndex;
  }
  return stack;
}

/**
 * The features of a KML text read placemark by placemark (splitPlacemarks): each part is the frame
 * around a few placemarks, converted as its own document; then the skeleton (the text without its
 * placemarks) gives the ground overlays and network links, which the converter lists after all
 * placemarks. The same features, in the same order, as converting the whole document. A part that is not
 * well-formed XML yields why (the file is refused, as a broken whole document is; only the error's line
 * and column count from the part, not the file).
 */
export function* placemarkParts(
  text: string,
  split: NonNullable<ReturnType<typeof splitPlacemarks>>,
  /** A KML document's features, or why it is not well-formed (kml.ts's converter). */
  convert: (xml: string) => GeoJSON.Feature[] | string,
): Generator<GeoJSON.Feature[] | string> {
  const { spans, head, close, skeleton } = split;
  const rest = convert(skeleton);
  if (typeof rest === 'string') return yield rest;
  for (let k = 0; k < spans.length; k += 2 * PLACEMARKS_PER_PART) {
    const parts = [head];
    const last = Math.min(k + 2 * PLACEMARKS_PER_PART, spans.length);
    for (let m = k; m < last; m += 2) parts.push(text.slice(spans[m], spans[m + 1]));
    parts.push(close);
    const features = convert(parts.join(''));
    if (typeof features === 'string') return yield features;
    // The frame holds no placemark, so the part's placemarks are its first features.
    yield features.slice(0, (last - k) / 2);
  }
  yield rest;
}
