import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EMPTY_PRESET } from './check-link.ts';
import { downloadNameOf, receiptOf, RECEIPT_KIND } from './receipt.ts';
import { sha256Hex } from './sha256.ts';

const nodeSha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('the receipt’s file hash', () => {
  it('is the SHA-256 of the bytes, as node:crypto computes it', async () => {
    const empty = new Uint8Array(0);
    expect(await sha256Hex(empty)).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    const text = new TextEncoder().encode('{"type":"FeatureCollection","features":[]}\n');
    expect(await sha256Hex(text)).toBe(nodeSha(text));
    const big = new Uint8Array(256 * 1024).map((_, i) => (i * 7919) & 255);
    expect(await sha256Hex(big)).toBe(nodeSha(big));
  });

  it('changes when one byte of the file changes', async () => {
    const a = new TextEncoder().encode('plots');
    const b = new TextEncoder().encode('plotS');
    expect(await sha256Hex(a)).not.toBe(await sha256Hex(b));
  });

  it('is the hash of a downloaded Blob’s bytes (what the page hashes)', async () => {
    const blob = new Blob(['{"a":', '1}\n']);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(await sha256Hex(await blob.arrayBuffer())).toBe(nodeSha(bytes));
  });
});

describe('the receipt', () => {
  it('carries the date, rules version, buyer, preset rules and files', () => {
    const file = {
      name: 'plots-corrected.geojson',
      sha256: 'ab'.repeat(32),
      bytes: 10,
      plots: 3,
      accepted: 2,
      errors: 1,
      warnings: 0,
      corrected: true,
    };
    const receipt = receiptOf({
      checkedAt: new Date(Date.UTC(2026, 10, 27, 3, 4, 5)),
      rulesVersion: '2026.11.1',
      preset: { ...EMPTY_PRESET, buyer: 'Acme', countries: ['CI'], commodity: 'cocoa' },
      files: [file],
    });
    expect(receipt).toEqual({
      kind: RECEIPT_KIND,
      version: 1,
      checkedAt: '2026-11-27T03:04:05.000Z',
      rulesVersion: '2026.11.1',
      buyer: 'Acme',
      rules: { validateForTraces: false, nameField: null, countries: ['CI'], commodity: 'cocoa' },
      files: [file],
    });
  });

  it('names the downloaded file as GeoJSON, "-corrected" when fixed', () => {
    expect(downloadNameOf('plots.geojson', false)).toBe('plots.geojson');
    expect(downloadNameOf('plots.json', false)).toBe('plots.json');
    expect(downloadNameOf('plots.geojson', true)).toBe('plots-corrected.geojson');
    expect(downloadNameOf('survey.csv', false)).toBe('survey.geojson');
    expect(downloadNameOf('survey.xlsx', true)).toBe('survey-corrected.geojson');
    expect(downloadNameOf('.geojson', true)).toBe('plots-corrected.geojson');
  });
});
