/**
 * Finds the first JSON syntax error in a byte slice and turns a byte offset into a line and column.
 * Only runs after JSON.parse has already failed on a slice, so it favours clarity over speed. V8's own
 * error messages do not always carry a position, and never a line, hence this small validator.
 */

const WS = (b: number): boolean => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
// Stryker disable next-line ConditionalExpression: undefined >= 0x30 is false anyway; the test says what is meant.
const DIGIT = (b: number | undefined): boolean => b !== undefined && b >= 0x30 && b <= 0x39;

/** Byte offset of the first syntax error in `bytes` (bytes.length for an unexpected end), or -1 if valid. */
export function firstJsonErrorOffset(bytes: Uint8Array): number {
  let i = 0;
  const n = bytes.length;
  // Stack of containers: 0x7b object, 0x5b array.
  const stack: number[] = [];
  // What we expect next: value, key (or } when first), colon, comma-or-close.
  let expect: 'value' | 'first-value' | 'key' | 'first-key' | 'colon' | 'after' = 'value';
  const skipWs = (): void => {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: past the end bytes[i] is undefined, which is no whitespace.
    while (i < n && WS(bytes[i]!)) i++;
  };
  const str = (): boolean => {
    i++; // opening quote
    // Stryker disable next-line EqualityOperator: one step past the end reads undefined and stops; every caller clamps the offset to n.
    while (i < n) {
      const b = bytes[i]!;
      if (b === 0x22) {
        i++;
        return true;
      }
      if (b < 0x20) return false;
      if (b === 0x5c) {
        const e = bytes[i + 1];
        if (e === 0x75) {
          for (let k = 2; k < 6; k++) {
            const h = bytes[i + k];
            // Stryker disable next-line BooleanLiteral: i still points at the backslash, which is an error in every state that follows.
            if (h === undefined) return false;
            const isHex = DIGIT(h) || (h >= 0x41 && h <= 0x46) || (h >= 0x61 && h <= 0x66);
            if (!isHex) {
              i += k;
              return false;
            }
          }
          i += 6;
          continue;
        }
        // Stryker disable next-line ConditionalExpression: without `e === undefined`, fromCharCode(undefined) is "\0", not an escape either
        if (e === undefined || !'"\\/bfnrt'.includes(String.fromCharCode(e))) {
          i++;
          return false;
        }
        i += 2;
        continue;
      }
      i++;
    }
    return false;
  };
  const num = (): boolean => {
    if (bytes[i] === 0x2d) i++;
    if (bytes[i] === 0x30) i++;
    else if (DIGIT(bytes[i])) while (DIGIT(bytes[i])) i++;
    else return false;
    if (bytes[i] === 0x2e) {
      i++;
      if (!DIGIT(bytes[i])) return false;
      while (DIGIT(bytes[i])) i++;
    }
    if (bytes[i] === 0x65 || bytes[i] === 0x45) {
      i++;
      if (bytes[i] === 0x2b || bytes[i] === 0x2d) i++;
      if (!DIGIT(bytes[i])) return false;
      while (DIGIT(bytes[i])) i++;
    }
    return true;
  };
  const lit = (word: string): boolean => {
    for (let k = 0; k < word.length; k++) {
      if (bytes[i] !== word.charCodeAt(k)) return false;
      i++;
    }
    return true;
  };

  for (;;) {
    skipWs();
    if (i >= n) return stack.length === 0 && expect === 'after' ? -1 : n;
    const b = bytes[i]!;
    switch (expect) {
      case 'value':
      case 'first-value': {
        if (expect === 'first-value' && b === 0x5d) {
          stack.pop();
          i++;
          expect = 'after';
          break;
        }
        if (b === 0x7b) {
          stack.push(0x7b);
          i++;
          expect = 'first-key';
        } else if (b === 0x5b) {
          stack.push(0x5b);
          i++;
          expect = 'first-value';
        } else {
          const ok =
            b === 0x22
              ? str()
              : b === 0x74
                ? lit('true')
                : b === 0x66
                  ? lit('false')
                  : b === 0x6e
                    ? lit('null')
                    : num();
          if (!ok) return Math.min(i, n);
          expect = 'after';
        }
        break;
      }
      case 'first-key':
      case 'key':
        if (expect === 'first-key' && b === 0x7d) {
          stack.pop();
          i++;
          expect = 'after';
          break;
        }
        if (b !== 0x22 || !str()) return Math.min(i, n);
        expect = 'colon';
        break;
      case 'colon':
        if (b !== 0x3a) return i;
        i++;
        expect = 'value';
        break;
      case 'after': {
        const top = stack[stack.length - 1];
        if (top === undefined) return i; // trailing content after the value
        if (b === 0x2c) {
          i++;
          expect = top === 0x7b ? 'key' : 'value';
        } else if ((b === 0x7d && top === 0x7b) || (b === 0x5d && top === 0x5b)) {
          stack.pop();
          i++;
        } else return i;
        break;
      }
    }
  }
}

/** Position as a person counts it: 1-based line and column (in characters, not bytes). */
export interface TextPosition {
  line: number;
  column: number;
}

/** Advances a position over `bytes[0..end)`: newlines start a line, UTF-8 continuation bytes add no column. */
export function advancePosition(start: TextPosition, bytes: Uint8Array, end: number): TextPosition {
  let { line, column } = start;
  for (let i = 0; i < end && i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 0x0a) {
      line++;
      column = 1;
    } else if ((b & 0xc0) !== 0x80) column++;
  }
  return { line, column };
}
