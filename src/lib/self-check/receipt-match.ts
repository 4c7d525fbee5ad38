/**
 * The buyer's side of the self-check receipt: reading a receipt a supplier sent (hostile JSON: bounded
 * before it is parsed, checked against the receipt's shape, its texts cleaned of control and direction
 * characters and only ever shown as text), and telling whether a dropped file is the one a receipt describes
 * (same SHA-256), a changed copy of it (same name, other bytes), or a file no receipt names. A receipt is
 * written on the supplier's device and signed by no one: a match says the file is unchanged since that
 * check, not who ran it. Pure: no DOM.
 */
import { z } from 'zod';
import { BUYER_MAX, COMMODITIES, COUNTRIES_MAX, NAME_FIELD_MAX, safeText } from './check-link.ts';
import { RECEIPT_KIND, type Receipt, type ReceiptFile } from './receipt.ts';

/** A receipt for 99 files (the dropzone's most) is under 40 KB; anything bigger is not one. */
export const RECEIPT_MAX_BYTES = 64 * 1024;
const FILES_MAX = 99;
const FILE_NAME_MAX = 255;
/** Counts beyond any file the service takes (2 GB) are not a real check's. */
const COUNT_MAX = 100_000_000;

const count = z.number().int().min(0).max(COUNT_MAX);
/** A text as it may be shown (safeText), '' when nothing is left of it. */
const cleaned = (max: number) =>
  z
    .string()
    .max(max * 4)
    .transform((v) => safeText(v, max) ?? '');
const optional = (max: number) =>
  cleaned(max)
    .transform((v) => v || null)
    .nullable();

const receiptFileSchema = z
  .object({
    name: cleaned(FILE_NAME_MAX).pipe(z.string().min(1)),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    bytes: z
      .number()
      .int()
      .min(0)
      .max(4 * 1024 ** 3),
    plots: count,
    accepted: count,
    errors: count,
    warnings: count,
    corrected: z.boolean(),
  })
  .refine((f) => f.accepted <= f.plots);

const receiptSchema = z.object({
  kind: z.literal(RECEIPT_KIND),
  version: z.literal(1),
  checkedAt: z.iso.datetime(),
  rulesVersion: z.string().regex(/^[0-9A-Za-z.+-]{1,40}$/),
  buyer: optional(BUYER_MAX),
  rules: z.object({
    validateForTraces: z.boolean(),
    nameField: optional(NAME_FIELD_MAX),
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/))
      .max(COUNTRIES_MAX)
      .transform((c) => [...new Set(c)]),
    commodity: z.enum(COMMODITIES).nullable(),
  }),
  files: z.array(receiptFileSchema).min(1).max(FILES_MAX),
});

/**
 * What a dropped file's text is: a receipt, a damaged or hand-edited receipt (it says it is one but does not
 * hold together), or something else (a GeoJSON file, to be read as plots).
 */
export type ReceiptReading =
  | { kind: 'receipt'; receipt: Receipt }
  | { kind: 'damaged' }
  | { kind: 'not-a-receipt' };

/** Whether a dropped file may be a receipt, by name and size alone (the rest goes straight to the reader). */
export const mayBeReceipt = (file: { name: string; size: number }): boolean =>
  /\.json$/i.test(file.name) && file.size <= RECEIPT_MAX_BYTES;

export function readReceipt(text: string): ReceiptReading {
  if (text.length > RECEIPT_MAX_BYTES) return { kind: 'not-a-receipt' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'not-a-receipt' };
  }
  if (typeof value !== 'object' || value === null || (value as { kind?: unknown }).kind !== RECEIPT_KIND)
    return { kind: 'not-a-receipt' };
  const parsed = receiptSchema.safeParse(value);
  if (!parsed.success) return { kind: 'damaged' };
  return { kind: 'receipt', receipt: parsed.data };
}

export type ReceiptVerdict =
  /** The file's bytes are those the receipt names. */
  | { kind: 'match'; receipt: Receipt; file: ReceiptFile }
  /** A receipt names a file of this name, with other bytes: it changed since the check. */
  | { kind: 'changed'; receipt: Receipt; file: ReceiptFile }
  | { kind: 'none' };

/** "plots-corrected (1).geojson", as a browser saves a second download, is "plots-corrected.geojson". */
const baseName = (name: string) => name.replace(/ \(\d{1,3}\)(?=\.[^.]*$|$)/, '').toLowerCase();

const newestFirst = (receipts: readonly Receipt[]) =>
  [...receipts].sort((a, b) => b.checkedAt.localeCompare(a.checkedAt));

/** What the receipts say of a dropped file, given its name and SHA-256 (hex). The newest receipt wins. */
export function verdictOf(name: string, sha256: string, receipts: readonly Receipt[]): ReceiptVerdict {
  const sorted = newestFirst(receipts);
  for (const receipt of sorted) {
    const file = receipt.files.find((f) => f.sha256 === sha256);
    if (file) return { kind: 'match', receipt, file };
  }
  for (const receipt of sorted) {
    const file = receipt.files.find((f) => baseName(f.name) === baseName(name));
    if (file) return { kind: 'changed', receipt, file };
  }
  return { kind: 'none' };
}
