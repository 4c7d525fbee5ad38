/**
 * Text the dashboard server stores must read back exactly as it was acknowledged, on SQLite and PostgreSQL
 * alike. Two kinds of string cannot: one holding NUL (PostgreSQL's text type refuses U+0000, SQLite keeps it)
 * and one holding a lone surrogate (not Unicode: both drivers write UTF-8 and turn it into U+FFFD). Both are
 * refused with a message that says why, before anything is stored.
 */
import { z } from 'zod';

/** A string with no NUL and no lone surrogate (well-formed UTF-16, so it has an exact UTF-8 form). */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && isWellFormed(value);
}

function isWellFormed(value: string): boolean {
  // String.prototype.isWellFormed is in Node 20 and every browser of 2024 on; the loop is for the rest.
  const native = (value as { isWellFormed?: () => boolean }).isWellFormed;
  if (typeof native === 'function') return native.call(value);
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return false;
  }
  return true;
}

export const STORED_TEXT_MESSAGE =
  'must not contain a NUL character or a lone surrogate (text that is not valid Unicode)';

/** `z.string()` that only accepts text the store keeps exactly. */
export const storedTextSchema = z.string().refine(isStorableText, STORED_TEXT_MESSAGE);
