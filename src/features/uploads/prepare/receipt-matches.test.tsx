/**
 * The receipts' verdicts read each dropped file's hash from its record (worked out once, at the drop): the
 * very file a receipt describes, a changed copy, a file no receipt names, a hash still being worked out,
 * and a hash that failed; the component never hashes a file itself.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { EMPTY_PRESET } from '@/lib/self-check/check-link.ts';
import { receiptOf } from '@/lib/self-check/receipt.ts';
import { renderWithProviders } from '@tests/support/render.tsx';
import type { FileRecord } from '../model/file-record.ts';
import { ReceiptMatches } from './receipt-matches.tsx';
import type { Receipts } from './use-receipts.ts';

vi.mock('@/lib/self-check/hash-file.ts', () => ({
  hashFile: () => {
    throw new Error('the records hold the hashes: nothing is hashed here');
  },
}));

const SHA = 'c'.repeat(64);
const receipt = receiptOf({
  checkedAt: new Date('2026-03-01T10:00:00Z'),
  rulesVersion: '7',
  preset: EMPTY_PRESET,
  files: [
    {
      name: 'farms.geojson',
      sha256: SHA,
      bytes: 10,
      plots: 4,
      accepted: 3,
      errors: 1,
      warnings: 0,
      corrected: false,
    },
  ],
});
const receipts: Receipts = {
  kept: [{ fileName: 'receipt.json', receipt }],
  damaged: [],
  take: () => {},
  forget: () => {},
};
const rec = (id: number, name: string, hash?: FileRecord['hash']): FileRecord => ({
  id,
  source: new File(['x'], name),
  stage: 'reading',
  ...(hash ? { hash } : {}),
});

describe('ReceiptMatches', () => {
  it('gives each dropped file the verdict its record’s hash says', () => {
    const { container } = renderWithProviders(
      <ReceiptMatches
        receipts={receipts}
        records={[
          rec(1, 'farms.geojson', { sha256: SHA }),
          rec(2, 'farms.geojson', { sha256: 'd'.repeat(64) }),
          rec(3, 'other.kml', { sha256: 'e'.repeat(64) }),
          rec(4, 'late.kml'),
          rec(5, 'gone.kml', { error: 'The file was removed.' }),
        ]}
      />,
    );
    // One line per dropped file, in drop order (the one still hashing is a status line).
    const items = [...container.querySelectorAll('ul[aria-live] > li')].map((li) => li.textContent);
    expect(items).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Comparing late.kml with the receipts…');
    expect(items[0]).toMatch(
      /^✓ farms\.geojson: checked on .* with rules version 7: 4 plots checked, 3 accepted\./,
    );
    expect(items[1]).toMatch(/^✗ farms\.geojson does NOT match its receipt of /);
    expect(items[2]).toBe('other.kml: no receipt dropped here describes this file.');
    expect(items[3]).toBe('Comparing late.kml with the receipts…');
    expect(items[4]).toBe(
      'The fingerprint of gone.kml could not be worked out (The file was removed.). Drop the file again.',
    );
  });

  it('shows nothing without a receipt, and asks for the files when none is dropped', () => {
    const { container } = renderWithProviders(
      <ReceiptMatches
        receipts={{ ...receipts, kept: [] }}
        records={[rec(1, 'farms.geojson', { sha256: SHA })]}
      />,
    );
    expect(container).toBeEmptyDOMElement();
    renderWithProviders(<ReceiptMatches receipts={receipts} records={[]} />);
    expect(
      screen.getByText('Drop the plot files the receipt describes to compare them with it.'),
    ).toBeVisible();
  });
});
