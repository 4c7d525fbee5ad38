/**
 * Where a broken JSON file is broken: the byte offset of the first error (the problems table turns it into
 * line and column), checked against JSON.parse for validity and pinned to the offending character.
 */
import { describe, expect, it } from 'vitest';
import { advancePosition, firstJsonErrorOffset } from './json-error.ts';

const bytes = (s: string) => new TextEncoder().encode(s);
const offset = (s: string) => firstJsonErrorOffset(bytes(s));
const parses = (s: string) => {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
};

describe('first JSON error', () => {
  it.each([
    '{}',
    '[]',
    '[1,2]',
    '{"a":1}',
    ' {"a" : [true,false,null,-0.5e+3,"x\\u00e9\\n"]} ',
    '1E-2',
    '-0',
    '0.5',
    '2e9',
    '"\\/\\b\\f\\r\\t\\"\\\\"',
    '"\\uABCDef"',
    '"\\u09af"',
    '"tab\tinside?"'.replace('\t', ' '),
    '[[[]]]',
    '{"a":{"b":{}},"c":[{}]}',
    '\t\r\n[1]\n',
  ])('%j is valid', (s) => {
    expect(parses(s)).toBe(true);
    expect(offset(s)).toBe(-1);
  });

  it.each([
    ['', 0],
    ['   ', 3],
    ['{', 1],
    ['[', 1],
    ['{"a":1', 6],
    ['[1,', 3],
    ['{"a"', 4],
    ['{"a":', 5],
    ['"abc', 4],
    ['"ab\\u00g1"', 7],
    ['"ab\\u00G1"', 7],
    ['"ab\\u00@1"', 7],
    ['"ab\\u00`1"', 7],
    ['"ab\\u00/1"', 7],
    ['"ab\\u00:1"', 7],
    ['"ab\\u12', 3],
    ['"a\\x"', 3],
    ['"a\\', 3],
    ['"a\u0001"', 2],
    ['"a\u001f"', 2],
    ['{a:1}', 1],
    ['{"a" 1}', 5],
    ['{"a":1,}', 7],
    ['[1,]', 3],
    ['[1 2]', 3],
    ['{"a":1]', 6],
    ['[1}', 2],
    ['1 2', 2],
    ['{} x', 3],
    ['tru', 3],
    ['trux', 3],
    ['nul', 3],
    ['fals', 4],
    ['x', 0],
    ['-', 1],
    ['-a', 1],
    ['-/', 1],
    ['-:', 1],
    ['01', 1],
    ['1.', 2],
    ['1.e5', 2],
    ['1.:', 2],
    ['1e', 2],
    ['1e+', 3],
    ['1e:', 2],
    ['1.5e', 4],
    ['[-]', 2],
    ['{"a":[}', 6],
    ['[,1]', 1],
    ['{,}', 1],
    ['{"a":1 "b":2}', 7],
    ['"\\uGHIJ"', 3],
    ['[]]', 2],
    ['{}}', 2],
    ['{"a":1}x', 7],
    ['\u000b[1]', 0],
    ['\u000c[1]', 0],
    ['[1]\u00a0', 3],
  ])('%j is broken at byte %i', (s, at) => {
    expect(parses(s)).toBe(false);
    expect(offset(s)).toBe(at);
  });

  // Plain test names: Stryker's runner does not find it.each tests whose names hold backslashes.
  it('escapes in strings: hex digits 0-9, A-F and a-f, a cut or bad \\u escape, an unknown escape letter', () => {
    for (const valid of ['"\\u00FF"', '"\\uAbCf"', '"\\u0909"', '["\\n\\u0041"]']) {
      expect(offset(valid), valid).toBe(-1);
    }
    // A bad hex digit that would be valid after a string (a comma) is still the error.
    expect(offset('["\\u12,"]')).toBe(6);
    expect(offset('["\\u12')).toBe(2);
    expect(offset('["ab\\x", 1]')).toBe(5);
    expect(offset('{"a\\q":1}')).toBe(4);
  });

  it('a value at the top level has nothing after it, not even a comma', () => {
    expect(offset('1,2')).toBe(1);
    expect(offset('{},{}')).toBe(2);
    expect(offset('"a" ,')).toBe(4);
  });

  it('a string may hold any character from the space up, and multi-byte UTF-8', () => {
    expect(offset('" ~é€😀"')).toBe(-1);
  });
});

describe('line and column of an offset', () => {
  it('counts lines from 1 and columns in characters, not bytes', () => {
    const b = bytes('ab\ncdé€😀x\n');
    expect(advancePosition({ line: 1, column: 1 }, b, 0)).toEqual({ line: 1, column: 1 });
    expect(advancePosition({ line: 1, column: 1 }, b, 2)).toEqual({ line: 1, column: 3 });
    expect(advancePosition({ line: 1, column: 1 }, b, 3)).toEqual({ line: 2, column: 1 });
    // c d é(2 bytes) €(3 bytes) 😀(4 bytes): 5 characters in 11 bytes.
    expect(advancePosition({ line: 1, column: 1 }, b, 14)).toEqual({ line: 2, column: 6 });
    expect(advancePosition({ line: 1, column: 1 }, b, 15)).toEqual({ line: 2, column: 7 });
    expect(advancePosition({ line: 1, column: 1 }, b, 16)).toEqual({ line: 3, column: 1 });
  });

  it('continues from where the previous slice ended, and stops at the end of the bytes', () => {
    expect(advancePosition({ line: 4, column: 10 }, bytes('xy\r\nz'), 5)).toEqual({ line: 5, column: 2 });
    expect(advancePosition({ line: 4, column: 10 }, bytes('xy'), 99)).toEqual({ line: 4, column: 12 });
  });
});
