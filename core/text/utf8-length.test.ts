import { describe, expect, it } from 'vitest';
import { utf8Length } from './utf8-length.ts';

describe('utf8Length', () => {
  it('counts UTF-8 bytes as TextEncoder writes them, not UTF-16 units', () => {
    const encoder = new TextEncoder();
    const samples = [
      '',
      'abc',
      '\u007f',
      '\u0080',
      'Coopérative',
      '\u07ff',
      '\u0800',
      '€',
      '北',
      '\uffff',
      '😀x',
      // Lone surrogates become U+FFFD; a high one before a non-low one is lone too.
      '\uD83D',
      '\uDE00',
      'x\uD83Dy',
      '\uD83D\uD83D\uDE00',
      'a😀b\uDE00',
    ];
    for (const s of samples) expect(utf8Length(s), JSON.stringify(s)).toBe(encoder.encode(s).length);
  });
});
