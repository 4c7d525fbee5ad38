import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_PRESET } from '@/lib/self-check/check-link.ts';
import { receiptOf } from '@/lib/self-check/receipt.ts';
import { RECEIPTS_KEPT, useReceipts } from './use-receipts.ts';

const receipt = (sha: string) =>
  receiptOf({
    checkedAt: new Date(Date.UTC(2026, 10, 27)),
    rulesVersion: '2026.11.1',
    preset: { ...EMPTY_PRESET, buyer: 'Acme' },
    files: [
      {
        name: 'plots.geojson',
        sha256: sha.repeat(32),
        bytes: 10,
        plots: 3,
        accepted: 3,
        errors: 0,
        warnings: 0,
        corrected: false,
      },
    ],
  });

const json = (name: string, value: unknown) => new File([JSON.stringify(value)], name);

afterEach(() => sessionStorage.clear());

describe('receipts dropped on Uploads', () => {
  it('are taken out of the dropped files; the other files go on in their order', async () => {
    const { result } = renderHook(() => useReceipts());
    const plots = json('plots.json', { type: 'FeatureCollection', features: [] });
    const kml = new File(['<kml/>'], 'farms.kml');
    const r = receipt('ab');
    const damaged = json('bad-receipt.json', { ...r, version: 9 });
    const rest = vi.fn();
    act(() => result.current.take([plots, json('receipt.json', r), kml, damaged], rest));
    await waitFor(() => expect(rest).toHaveBeenCalledTimes(1));
    expect(rest).toHaveBeenCalledWith([plots, kml]);
    expect(result.current.kept).toEqual([{ fileName: 'receipt.json', receipt: r }]);
    expect(result.current.damaged).toEqual(['bad-receipt.json']);
  });

  it('hands files on at once when none may be a receipt, and says nothing when only receipts came', async () => {
    const { result } = renderHook(() => useReceipts());
    const rest = vi.fn();
    const kml = new File(['<kml/>'], 'farms.kml');
    act(() => result.current.take([kml], rest));
    expect(rest).toHaveBeenCalledWith([kml]);
    act(() => result.current.take([json('receipt.json', receipt('ab'))], rest));
    await waitFor(() => expect(result.current.kept).toHaveLength(1));
    expect(rest).toHaveBeenCalledTimes(1);
  });

  it('are kept for the tab’s session, once each, the newest RECEIPTS_KEPT', async () => {
    const first = renderHook(() => useReceipts());
    const rest = vi.fn();
    const many = Array.from({ length: RECEIPTS_KEPT + 1 }, (_, i) =>
      json(`r${i}.json`, receipt(i.toString(16).padStart(2, '0'))),
    );
    act(() => first.result.current.take(many, rest));
    await waitFor(() => expect(first.result.current.kept).toHaveLength(RECEIPTS_KEPT));
    // The same receipt dropped again is not kept twice.
    act(() => first.result.current.take([json('again.json', receipt('01'))], rest));
    await waitFor(() => expect(first.result.current.kept.at(-1)?.fileName).toBe('again.json'));
    expect(first.result.current.kept).toHaveLength(RECEIPTS_KEPT);
    expect(first.result.current.kept[0]?.fileName).toBe('r2.json');

    const later = renderHook(() => useReceipts());
    expect(later.result.current.kept).toEqual(first.result.current.kept);
    act(() => later.result.current.forget());
    expect(renderHook(() => useReceipts()).result.current.kept).toEqual([]);
  });

  it('read back from storage are checked again: a tampered one is dropped', () => {
    const r = receipt('ab');
    sessionStorage.setItem(
      'uploads.self-check-receipts',
      JSON.stringify([
        { fileName: 'good.json', receipt: r },
        { fileName: 'bad.json', receipt: { ...r, files: [] } },
        'junk',
      ]),
    );
    expect(renderHook(() => useReceipts()).result.current.kept).toEqual([
      { fileName: 'good.json', receipt: r },
    ]);
    sessionStorage.setItem('uploads.self-check-receipts', '{not json');
    expect(renderHook(() => useReceipts()).result.current.kept).toEqual([]);
  });
});
