import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EMPTY_PRESET } from './check-link.ts';
import { fileSha256, streamSha256, WEBCRYPTO_MAX_BYTES } from './file-sha256.ts';
import { mayBeReceipt, readReceipt, RECEIPT_MAX_BYTES, verdictOf } from './receipt-match.ts';
import { receiptOf, type Receipt, type ReceiptFile } from './receipt.ts';

const nodeSha = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

const FILE_TEXT = '{"type":"FeatureCollection","features":[]}\n';

function fileEntry(over: Partial<ReceiptFile> = {}): ReceiptFile {
  return {
    name: 'parcelles-corrected.geojson',
    sha256: nodeSha(FILE_TEXT),
    bytes: FILE_TEXT.length,
    plots: 3,
    accepted: 2,
    errors: 1,
    warnings: 0,
    corrected: true,
    ...over,
  };
}

function receipt(
  files: ReceiptFile[] = [fileEntry()],
  checkedAt = new Date(Date.UTC(2026, 10, 27, 3)),
): Receipt {
  return receiptOf({
    checkedAt,
    rulesVersion: '2026.11.1',
    preset: { ...EMPTY_PRESET, buyer: 'Chocolaterie Exemple', countries: ['CI'], commodity: 'cocoa' },
    files,
  });
}

/** The receipt as the page downloads it, read back. */
const roundTrip = (r: unknown) => readReceipt(`${JSON.stringify(r, null, 2)}\n`);

describe('reading a receipt a supplier sent', () => {
  it('reads back the receipt the self-check page writes', () => {
    const r = receipt();
    expect(roundTrip(r)).toEqual({ kind: 'receipt', receipt: r });
  });

  it('takes other JSON (a GeoJSON file, an array, a number) as no receipt, so the plot reader gets it', () => {
    expect(readReceipt(FILE_TEXT)).toEqual({ kind: 'not-a-receipt' });
    expect(readReceipt('[1,2]')).toEqual({ kind: 'not-a-receipt' });
    expect(readReceipt('42')).toEqual({ kind: 'not-a-receipt' });
    expect(readReceipt('null')).toEqual({ kind: 'not-a-receipt' });
    expect(readReceipt('{"kind":"plot-self-check-receipt"')).toEqual({ kind: 'not-a-receipt' });
    expect(readReceipt('')).toEqual({ kind: 'not-a-receipt' });
  });

  it('calls a receipt that does not hold together damaged', () => {
    const r = receipt();
    const damaged = (change: (r: Record<string, unknown>) => void) => {
      const copy = structuredClone(r) as unknown as Record<string, unknown>;
      change(copy);
      return roundTrip(copy).kind;
    };
    const firstFile = (c: Record<string, unknown>) => (c.files as Record<string, unknown>[])[0]!;
    expect(damaged((c) => (c.version = 2))).toBe('damaged');
    expect(damaged((c) => (c.checkedAt = 'yesterday'))).toBe('damaged');
    expect(damaged((c) => (c.rulesVersion = '<script>'))).toBe('damaged');
    expect(damaged((c) => (c.files = []))).toBe('damaged');
    expect(damaged((c) => (firstFile(c).sha256 = 'AB'.repeat(32)))).toBe('damaged');
    expect(damaged((c) => (firstFile(c).sha256 = 'ab'.repeat(31)))).toBe('damaged');
    expect(damaged((c) => (firstFile(c).plots = -1))).toBe('damaged');
    expect(damaged((c) => (firstFile(c).plots = 1.5))).toBe('damaged');
    expect(damaged((c) => (firstFile(c).plots = '3'))).toBe('damaged');
    // More plots accepted than checked cannot come from a check.
    expect(damaged((c) => (firstFile(c).accepted = 4))).toBe('damaged');
    expect(damaged((c) => (firstFile(c).accepted = 3))).toBe('receipt');
    expect(damaged((c) => (firstFile(c).name = '\u202e\u0000'))).toBe('damaged');
    expect(damaged((c) => ((c.rules as Record<string, unknown>).commodity = 'gold'))).toBe('damaged');
    expect(damaged((c) => ((c.rules as Record<string, unknown>).countries = ['ci']))).toBe('damaged');
  });

  it('bounds the files listed and the lengths of texts', () => {
    const files = (n: number) => Array.from({ length: n }, (_, i) => fileEntry({ name: `f${i}.geojson` }));
    expect(roundTrip(receipt(files(99))).kind).toBe('receipt');
    expect(roundTrip(receipt(files(100))).kind).toBe('damaged');
    expect(roundTrip(receipt([fileEntry({ name: 'a'.repeat(1020) })])).kind).toBe('receipt');
    expect(roundTrip(receipt([fileEntry({ name: 'a'.repeat(1021) })])).kind).toBe('damaged');
    // Text over the size bound is not parsed at all.
    const big = JSON.stringify({ ...receipt(), padding: ' '.repeat(RECEIPT_MAX_BYTES) });
    expect(readReceipt(big)).toEqual({ kind: 'not-a-receipt' });
  });

  it('treats texts as data: control and direction characters removed, lengths cut', () => {
    const r = receipt([fileEntry({ name: 'plots\u202egnp.exe\u0007.geojson' })]);
    const copy = { ...r, buyer: `  Evil\u202e Corp\u0000${'x'.repeat(300)}` };
    const read = roundTrip(copy);
    expect(read.kind).toBe('receipt');
    if (read.kind !== 'receipt') return;
    expect(read.receipt.files[0]!.name).toBe('plotsgnp.exe.geojson');
    expect(read.receipt.buyer).toBe(`Evil Corp${'x'.repeat(111)}`);
    // A buyer of nothing but such characters is no buyer.
    const plain = receipt();
    expect(roundTrip({ ...plain, buyer: '\u202e ' })).toEqual({
      kind: 'receipt',
      receipt: { ...plain, buyer: null },
    });
  });

  it('is looked for only in small .json files', () => {
    expect(mayBeReceipt({ name: 'self-check-receipt-2026-11-27.json', size: 800 })).toBe(true);
    expect(mayBeReceipt({ name: 'RECEIPT.JSON', size: RECEIPT_MAX_BYTES })).toBe(true);
    expect(mayBeReceipt({ name: 'receipt.json', size: RECEIPT_MAX_BYTES + 1 })).toBe(false);
    expect(mayBeReceipt({ name: 'plots.geojson', size: 800 })).toBe(false);
    expect(mayBeReceipt({ name: 'receipt.json.txt', size: 800 })).toBe(false);
  });
});

describe('whether a dropped file is the one a receipt describes', () => {
  const sha = nodeSha(FILE_TEXT);
  const changed = nodeSha(FILE_TEXT.replace('[]', '[ ]'));

  it('matches on the SHA-256 of the bytes, whatever the file is called now', () => {
    const r = receipt();
    expect(verdictOf('parcelles-corrected.geojson', sha, [r])).toEqual({
      kind: 'match',
      receipt: r,
      file: r.files[0],
    });
    expect(verdictOf('renamed.geojson', sha, [r]).kind).toBe('match');
  });

  it('says a file of the receipt’s name with other bytes has changed', () => {
    const r = receipt();
    expect(verdictOf('parcelles-corrected.geojson', changed, [r])).toEqual({
      kind: 'changed',
      receipt: r,
      file: r.files[0],
    });
    // A browser's second download of the same name, and another case, are the same name.
    expect(verdictOf('parcelles-corrected (1).geojson', changed, [r]).kind).toBe('changed');
    expect(verdictOf('Parcelles-Corrected.GeoJSON', changed, [r]).kind).toBe('changed');
  });

  it('says nothing of a file no receipt names', () => {
    expect(verdictOf('other.geojson', changed, [receipt()])).toEqual({ kind: 'none' });
    expect(verdictOf('parcelles-corrected.geojson', sha, [])).toEqual({ kind: 'none' });
  });

  it('prefers a match in any receipt, then the newest receipt of that name', () => {
    const old = receipt([fileEntry({ sha256: 'cd'.repeat(32) })], new Date(Date.UTC(2026, 0, 1)));
    const newer = receipt([fileEntry({ sha256: 'ef'.repeat(32) })], new Date(Date.UTC(2026, 5, 1)));
    const matching = receipt([fileEntry()], new Date(Date.UTC(2025, 0, 1)));
    expect(verdictOf('parcelles-corrected.geojson', sha, [old, newer, matching])).toEqual({
      kind: 'match',
      receipt: matching,
      file: matching.files[0],
    });
    expect(verdictOf('parcelles-corrected.geojson', changed, [old, newer, matching])).toEqual({
      kind: 'changed',
      receipt: newer,
      file: newer.files[0],
    });
  });
});

describe('the SHA-256 of a dropped file', () => {
  it('is the same read whole (Web Crypto) or streamed chunk by chunk', async () => {
    const bytes = new Uint8Array(300 * 1024 + 7).map((_, i) => (i * 7919) & 255);
    const blob = new Blob([bytes.slice(0, 1000), bytes.slice(1000)]);
    expect(await fileSha256(blob)).toBe(nodeSha(bytes));
    expect(await streamSha256(blob.stream())).toBe(nodeSha(bytes));
    expect(await streamSha256(new Blob([]).stream())).toBe(nodeSha(''));
  });

  it('streams a file above the whole-read bound', async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(97);
    const parts = Array.from({ length: WEBCRYPTO_MAX_BYTES / chunk.length }, () => chunk);
    const blob = new Blob([...parts, 'b']);
    const hash = createHash('sha256');
    for (const p of parts) hash.update(p);
    expect(await fileSha256(blob)).toBe(hash.update('b').digest('hex'));
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(streamSha256(new Blob(['x']).stream(), controller.signal)).rejects.toThrow();
  });
});
