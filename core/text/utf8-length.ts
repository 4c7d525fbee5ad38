/**
 * UTF-8 bytes of `s` as TextEncoder writes them, without encoding it: a surrogate pair is 4 bytes, a lone
 * surrogate becomes U+FFFD (3 bytes). The one count for the loader's packed text and for export files split
 * by size.
 */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c < 0xdc00 && i + 1 < s.length) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next < 0xe000) {
        n += 4;
        i++;
      } else n += 3;
    } else n += 3;
  }
  return n;
}
