/**
 * Streaming feature scanner: bytes in, the direct elements of the top-level `features` array out, each
 * `JSON.parse`d on its own. It never builds one string of the whole file (V8 strings stop at ~512 MB and a
 * whole-file JSON.parse of 200 MB takes ~565 MB of heap, measured).
 *
 * The grammar is checked exactly at the top two levels (the top object, its members, the features array);
 * inside a feature only strings and brackets are tracked to find where it ends, and JSON.parse validates
 * the slice. The key path is tracked, so a `features` key deeper down (in properties, in crs) is ignored.
 * Other top-level members (`type`, `crs`, and for a bare Feature `geometry`, `properties`) are parsed and
 * kept in `TopLevelInfo.members`.
 */
import { GeoJsonScanError, OversizedFeature, TopLevelInfo, type FeatureSink } from './scanned.ts';
import type { ScannedFeature } from './scanned.ts';
import { advancePosition, firstJsonErrorOffset, type TextPosition } from './json-error.ts';
import { BEFORE_TOP, KEY_OR_END, KEY, IN_KEY, COLON, MEMBER_VALUE, AFTER_MEMBER } from './scan-grammar.ts';
import { ELEMENT_OR_END, ELEMENT, AFTER_ELEMENT, CAPTURE, DONE, isWs, OPEN } from './scan-grammar.ts';
import { CLOSE, NEWLINE, CLASS, WINDOW, SHAPE_MEMBERS, continuationBytes } from './scan-grammar.ts';

// What the scanner hands on lives in scanned.ts; still importable from here.
export { GeoJsonScanError, MAX_FEATURE_BYTES, OversizedFeature, TopLevelInfo } from './scanned.ts';
export { notGeoJsonText, type FeatureSink, type ScannedFeature } from './scanned.ts';

/**
 * Incremental scanner; `streamCappedFeatures` (capped-features.ts) wraps it as an async generator and the
 * checker feeds it a sink.
 *
 * Speed (79–110 MB/s measured for this design when it was chosen; `bench/checker.ts` measures it now): inside a feature the loop only looks for
 * brackets, quotes and newlines (a table lookup per byte; string contents are skipped in a tight loop),
 * and UTF-8 continuation bytes (for character columns) are counted only when the decoded text shows that
 * the feature has non-ASCII characters.
 * Each feature is parsed and handed to the sink right away, so at most one parsed feature is alive: with
 * a whole chunk's features parsed first (~1,500 per MiB) the young generation promoted them and garbage
 * collection took ~30% of the check.
 */
export class FeatureScanner {
  readonly info: TopLevelInfo;
  private state = BEFORE_TOP;
  private abs = 0; // absolute byte offset of the current chunk's start
  private line = 1;
  private lineStart = 0; // absolute offset where the current line starts
  private contOnLine = 0; // UTF-8 continuation bytes seen on the current line (for character columns)
  private bom = 0; // BOM bytes skipped so far

  // Stryker disable ArrayDeclaration,BooleanLiteral,StringLiteral,UnaryOperator,ObjectLiteral: initial values only; each is set again before it is read (a key's start, startCapture)
  private keyBytes: number[] = [];
  private keyEscaped = false;
  private currentKey = '';

  // Capture of one value (a feature, or a top-level member's value).
  private capForFeature = false;
  /** Bytes the value being captured may take: the cap for a feature or a shape member, else none. */
  private capLimit = Infinity;
  private capStart = -1; // offset in the current chunk, 0 when the start is already in `carry`
  private capAbs = 0; // absolute offset of the capture's first byte
  private capDepth = 0;
  private capInString = false;
  private capEscaped = false;
  private capPrimitive = false;
  private capPos: TextPosition = { line: 1, column: 1 };
  // Stryker restore all
  // Line state when the capture started, to recount a value cut off by the end of the file.
  private capLineStart = 0;
  private capContOnLine = 0;
  private carry = new Uint8Array(1 << 16);
  private carryLen = 0;
  /** Bytes of the feature being captured once it went over the cap (then nothing more is kept), else 0. */
  private capOversize = 0;
  private readonly maxFeatureBytes: number;

  private featureIndex = 0;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  /**
   * A decoded window of the current chunk, [winStart, winEnd) in chunk offsets: its text when it is all
   * ASCII (byte offsets are then string offsets, and each value is a slice of it), null when it is not
   * (each value is then decoded on its own, which also pins invalid UTF-8 to its feature). A decoder call
   * per feature cost ~10% of the check in Chromium. Windows are 64 KiB, not the whole chunk: a 1 MiB
   * string would go to V8's large-object space and stay there until a full GC (the heap peak doubled).
   */
  private winText: string | null = null;
  private winStart = 0;
  // Stryker disable next-line UnaryOperator: winText starts null, so no value is sliced from a window before one is decoded
  private winEnd = -1;

  // Stryker disable next-line BlockStatement: without a window every value is decoded on its own: slower, same text
  private decodeWindow(chunk: Uint8Array, from: number, end: number): void {
    // Stryker disable next-line ArithmeticOperator: a window of just the value costs a decoder call per value, same text
    const to = Math.min(chunk.length, Math.max(end, from + WINDOW));
    let t: string | null;
    try {
      t = this.decoder.decode(chunk.subarray(from, to));
    } catch {
      t = null; // invalid UTF-8, or a character split at the window's end: per-value decoding
    }
    this.winText = t !== null && t.length === to - from ? t : null;
    this.winStart = from;
    this.winEnd = to;
  }

  /** `maxFeatureBytes`: a feature longer than this is handed on as an OversizedFeature (default: no cap). */
  constructor(info = new TopLevelInfo(), options: { maxFeatureBytes?: number } = {}) {
    this.info = info;
    this.maxFeatureBytes = options.maxFeatureBytes ?? Infinity;
  }

  private position(chunkOffset: number): TextPosition {
    const p = this.abs + chunkOffset;
    return { line: this.line, column: p - this.lineStart - this.contOnLine + 1 };
  }

  private fail(code: 'file-not-json' | 'file-not-geojson', detail: string, at: TextPosition): never {
    throw new GeoJsonScanError(code, detail, at.line, at.column);
  }

  private startCapture(chunk: Uint8Array, i: number, forFeature: boolean): void {
    const b = chunk[i]!;
    this.state = CAPTURE;
    this.capForFeature = forFeature;
    this.capLimit = forFeature || SHAPE_MEMBERS.has(this.currentKey) ? this.maxFeatureBytes : Infinity;
    this.capStart = i;
    this.capAbs = this.abs + i;
    this.capDepth = b === 0x7b || b === 0x5b ? 1 : 0;
    this.capInString = b === 0x22;
    this.capEscaped = false;
    this.capPrimitive = this.capDepth === 0 && !this.capInString;
    this.capPos = this.position(i);
    this.capLineStart = this.lineStart;
    this.capContOnLine = this.contOnLine;
    this.carryLen = 0;
    this.capOversize = 0;
  }

  private appendCarry(chunk: Uint8Array, from: number, to: number): void {
    const len = to - from;
    if (len <= 0) return;
    if (this.capOversize > 0 || this.carryLen + len > this.capLimit) {
      // Over the cap: only its length is kept from here on, and the bytes held so far are let go.
      this.capOversize = (this.capOversize || this.carryLen) + len;
      this.carryLen = 0;
      // Stryker disable next-line ConditionalExpression: memory only
      if (this.carry.length > 1 << 16) this.carry = new Uint8Array(1 << 16);
      return;
    }
    if (this.carryLen + len > this.carry.length) {
      let size = this.carry.length * 2;
      while (size < this.carryLen + len) size *= 2;
      const next = new Uint8Array(size);
      next.set(this.carry.subarray(0, this.carryLen));
      this.carry = next;
    }
    this.carry.set(chunk.subarray(from, to), this.carryLen);
    this.carryLen += len;
  }

  /**
   * Counts the lines and UTF-8 continuation bytes of a captured slice that starts at absolute offset
   * `absStart` from scratch (only for a value cut off by the end of the file; a complete value had its
   * newlines counted by the capture loop and its continuation bytes by endCapture).
   */
  private account(slice: Uint8Array, absStart: number): void {
    for (let k = 0; k < slice.length; k++) {
      const b = slice[k]!;
      if (b === 0x0a) {
        this.line++;
        this.lineStart = absStart + k + 1;
        this.contOnLine = 0;
      } else if ((b & 0xc0) === 0x80) this.contOnLine++;
    }
  }

  /** Ends the capture at chunk offset `end` (exclusive), parses it and hands the value on. */
  private endCapture(chunk: Uint8Array, end: number, sink: FeatureSink): void {
    const whole = this.carryLen + end - (this.carryLen > 0 ? 0 : this.capStart);
    if (this.capOversize > 0 || whole > this.capLimit) {
      // Its end was found by the brackets alone: it is handed on unparsed, and the scan goes on.
      const bytes = this.capOversize > 0 ? this.capOversize + end : whole;
      this.capOversize = 0;
      this.carryLen = 0;
      this.state = this.capForFeature ? AFTER_ELEMENT : AFTER_MEMBER;
      const over = new OversizedFeature(bytes, this.maxFeatureBytes);
      // A bare Feature's or geometry's shape too large to parse stands in for it among the members.
      if (this.capForFeature) sink(over, this.featureIndex++, this.capPos.line, this.capAbs);
      else this.info.members.set(this.currentKey, over);
      return;
    }
    let slice: Uint8Array;
    if (this.carryLen > 0) {
      this.appendCarry(chunk, 0, end);
      slice = this.carry.subarray(0, this.carryLen);
    } else slice = chunk.subarray(this.capStart, end);
    let value: unknown;
    let text: string;
    try {
      if (this.carryLen === 0) {
        // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: speed only: every variant either decodes a window that covers the value or leaves winText null (each value decoded on its own)
        if (this.capStart < this.winStart || end > this.winEnd) this.decodeWindow(chunk, this.capStart, end);
        // In an all-ASCII window the value is a slice of its text (no copy, no decoder call).
        text =
          this.winText !== null
            ? this.winText.slice(this.capStart - this.winStart, end - this.winStart)
            : this.decoder.decode(slice);
      } else text = this.decoder.decode(slice);
      value = JSON.parse(text);
    } catch {
      const offset = firstJsonErrorOffset(slice);
      const at = advancePosition(this.capPos, slice, offset < 0 ? 0 : offset);
      this.fail('file-not-json', offset >= slice.length ? 'Unexpected end of a value' : 'Invalid JSON', at);
    }
    // One UTF-16 unit per byte means every byte was ASCII (any other character takes more bytes than
    // units). Otherwise count the continuation bytes after the value's last newline (the capture loop
    // counted the newlines: in valid JSON they are all outside strings).
    if (text.length !== slice.length)
      this.contOnLine += continuationBytes(slice, Math.max(0, this.lineStart - this.capAbs));
    this.carryLen = 0;
    // Drop a carry buffer that grew for one huge feature, so memory stays flat afterwards.
    // Stryker disable next-line ConditionalExpression,EqualityOperator: memory only, the next capture grows the buffer again
    if (this.carry.length > 1 << 24) this.carry = new Uint8Array(1 << 16);
    if (this.capForFeature) {
      this.state = AFTER_ELEMENT;
      sink(value, this.featureIndex++, this.capPos.line, this.capAbs);
    } else {
      this.info.members.set(this.currentKey, value);
      this.state = AFTER_MEMBER;
    }
  }

  /** Scans one chunk; completed features are pushed to `out`. */
  write(chunk: Uint8Array, out: ScannedFeature[]): void {
    this.scan(chunk, (value, index, line) => out.push({ index, value, line }));
  }

  /**
   * Scans one chunk and calls `sink` for each completed feature, synchronously and in order. The sink may
   * throw to stop the scan; the scanner is then unusable.
   */
  scan(input: Uint8Array, sink: FeatureSink): void {
    // A Node Buffer (the server's read streams) overrides subarray/indexOf with slower versions and would
    // make the hot loop see two receiver types; a plain view of the same bytes costs one object per chunk.
    const chunk =
      // Stryker disable next-line ConditionalExpression,EqualityOperator: speed only, a Buffer is a Uint8Array with the same bytes
      input.constructor === Uint8Array
        ? input
        : new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
    const n = chunk.length;
    let i = 0;
    while (i < n) {
      if (this.state === CAPTURE) {
        i = this.scanCapture(chunk, i, sink);
        continue;
      }
      // Inside a member name, newlines and spaces are part of the name (or an error), not whitespace
      // between tokens: a chunk may start in the middle of a name.
      if (this.state === IN_KEY) {
        i = this.scanKey(chunk, i);
        continue;
      }
      const b = chunk[i]!;
      if (b === 0x0a) {
        this.line++;
        this.lineStart = this.abs + i + 1;
        this.contOnLine = 0;
        i++;
        continue;
      }
      if (isWs(b)) {
        i++;
        continue;
      }
      switch (this.state) {
        case BEFORE_TOP:
          // A UTF-8 BOM is allowed before the top value; it may be split across chunks.
          if (this.abs + i === this.bom && this.bom < 3 && b === [0xef, 0xbb, 0xbf][this.bom]) {
            this.bom++;
            this.contOnLine++; // the BOM takes no column
            break;
          }
          if (b === 0x7b) {
            this.info.topKind = 'object';
            this.state = KEY_OR_END;
          } else {
            const at = this.position(i);
            if (b === 0x5b) this.info.topKind = 'array';
            else if (b === 0x22) this.info.topKind = 'string';
            else if (b === 0x2d || (b >= 0x30 && b <= 0x39)) this.info.topKind = 'number';
            else if (b === 0x74 || b === 0x66 || b === 0x6e) this.info.topKind = 'literal';
            else this.fail('file-not-json', 'The file does not start with a JSON value', at);
            this.fail('file-not-geojson', `The top level is a JSON ${this.info.topKind}, not an object`, at);
          }
          break;
        case KEY_OR_END:
        case KEY:
          if (b === 0x22) {
            this.state = IN_KEY;
            this.keyBytes.length = 0;
            this.keyEscaped = false;
            i++;
            i = this.scanKey(chunk, i);
            continue;
          }
          if (b === 0x7d && this.state === KEY_OR_END) this.state = DONE;
          else this.fail('file-not-json', 'Expected a member name in double quotes', this.position(i));
          break;
        case COLON:
          if (b !== 0x3a) this.fail('file-not-json', "Expected ':' after a member name", this.position(i));
          this.state = MEMBER_VALUE;
          break;
        case MEMBER_VALUE:
          if (this.currentKey === 'features' && b === 0x5b) {
            this.info.hasFeaturesArray = true;
            this.state = ELEMENT_OR_END;
            break;
          }
          this.startCapture(chunk, i, false);
          i++;
          continue;
        case AFTER_MEMBER:
          if (b === 0x2c) this.state = KEY;
          else if (b === 0x7d) this.state = DONE;
          else this.fail('file-not-json', "Expected ',' or '}' after a member", this.position(i));
          break;
        case ELEMENT_OR_END:
        case ELEMENT:
          if (b === 0x5d && this.state === ELEMENT_OR_END) {
            this.state = AFTER_MEMBER;
            break;
          }
          if (b === 0x5d || b === 0x2c || b === 0x7d || b === 0x3a)
            this.fail('file-not-json', 'Expected a feature', this.position(i));
          this.startCapture(chunk, i, true);
          i++;
          continue;
        case AFTER_ELEMENT:
          if (b === 0x2c) this.state = ELEMENT;
          else if (b === 0x5d) this.state = AFTER_MEMBER;
          else this.fail('file-not-json', "Expected ',' or ']' after a feature", this.position(i));
          break;
        case DONE:
          this.fail('file-not-json', 'Unexpected content after the end of the JSON value', this.position(i));
      }
      i++;
    }
    if (this.state === CAPTURE) {
      this.appendCarry(chunk, this.capStart, n);
      this.capStart = 0;
    }
    // The next chunk (and end()) must not slice this one's text.
    this.winText = null;
    this.winStart = 0;
    // Stryker disable next-line UnaryOperator: with winText null no value is sliced from the old window
    this.winEnd = -1;
    this.abs += n;
    this.info.bytes = this.abs;
    this.info.lines = this.line;
  }

  /** Reads a member name up to its closing quote; returns the next offset. */
  private scanKey(chunk: Uint8Array, i: number): number {
    const n = chunk.length;
    for (; i < n; i++) {
      const b = chunk[i]!;
      if (this.keyEscaped) this.keyEscaped = false;
      else if (b === 0x5c) this.keyEscaped = true;
      else if (b === 0x22) {
        const raw = Uint8Array.from(this.keyBytes);
        try {
          this.currentKey = JSON.parse(`"${this.decoder.decode(raw)}"`) as string;
        } catch {
          this.fail('file-not-json', 'Invalid member name', this.position(i));
        }
        this.state = COLON;
        return i + 1;
      } else if (b === 0x0a) this.fail('file-not-json', 'Unterminated member name', this.position(i));
      if ((b & 0xc0) === 0x80) this.contOnLine++;
      this.keyBytes.push(b);
    }
    return i;
  }

  /**
   * The hot loop: finds where the captured value ends, tracking strings, escapes and bracket depth.
   * Newlines between tokens are counted; string contents (UTF-8, escapes) are only skipped.
   */
  private scanCapture(chunk: Uint8Array, i: number, sink: FeatureSink): number {
    const n = chunk.length;
    if (this.capPrimitive) {
      for (; i < n; i++) {
        const b = chunk[i]!;
        if (b === 0x2c || b === 0x7d || b === 0x5d || isWs(b)) {
          this.endCapture(chunk, i, sink);
          return i;
        }
      }
      return n;
    }
    let depth = this.capDepth;
    if (this.capInString) {
      // Resume a string cut by the previous chunk's end.
      if (this.capEscaped && i < n) i++;
      for (;;) {
        if (i >= n) {
          this.capEscaped = false;
          return n;
        }
        const b = chunk[i]!;
        if (b === 0x22) break;
        if (b === 0x5c) {
          if (++i >= n) {
            this.capEscaped = true;
            return n;
          }
        }
        i++;
      }
      this.capInString = false;
      // Stryker disable next-line BooleanLiteral: capEscaped is read only while capInString, which is always set with it
      this.capEscaped = false;
      if (depth === 0) {
        this.endCapture(chunk, i + 1, sink);
        return i + 1;
      }
      i++;
    }
    for (; i < n; i++) {
      const c = CLASS[chunk[i]!]!;
      if (c === 0) continue;
      if (c === OPEN) depth++;
      else if (c === CLOSE) {
        if (--depth === 0) {
          this.capDepth = 0;
          this.endCapture(chunk, i + 1, sink);
          return i + 1;
        }
      } else if (c === NEWLINE) {
        this.line++;
        this.lineStart = this.abs + i + 1;
        this.contOnLine = 0;
      } else {
        // QUOTE: skip the string's contents; a backslash always escapes the next byte.
        for (i++; ; i++) {
          if (i >= n) {
            this.capDepth = depth;
            this.capInString = true;
            this.capEscaped = false;
            return n;
          }
          const b = chunk[i]!;
          if (b === 0x22) break;
          if (b === 0x5c && ++i >= n) {
            this.capDepth = depth;
            this.capInString = true;
            this.capEscaped = true;
            return n;
          }
        }
      }
    }
    this.capDepth = depth;
    return n;
  }

  /** Call after the last chunk: a file that stops mid-way is not JSON. */
  end(out: ScannedFeature[] | FeatureSink): void {
    const sink: FeatureSink = Array.isArray(out)
      ? (value, index, line) => out.push({ index, value, line })
      : out;
    if (this.state === CAPTURE && this.capPrimitive) this.endCapture(new Uint8Array(0), 0, sink);
    if (this.state !== DONE) {
      // A value cut off by the end of the file: recount its lines, including newlines inside strings.
      if (this.state === CAPTURE) {
        this.line = this.capPos.line;
        this.lineStart = this.capLineStart;
        this.contOnLine = this.capContOnLine;
        this.account(this.carry.subarray(0, this.carryLen), this.capAbs);
      }
      const at = this.position(0);
      this.fail(
        'file-not-json',
        this.abs === this.bom
          ? 'The file is empty'
          : 'The file ends before the JSON is complete (truncated?)',
        at,
      );
    }
  }
}
