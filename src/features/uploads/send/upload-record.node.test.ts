/**
 * An upload's record from the supplier's plots after it: added is created since the upload, changed is
 * older but updated since, removed (overwrite only) is the count before less the plots kept; the record is
 * one the review store accepts, and none is made up when what an overwrite removed is not known.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadRecordInputSchema } from '@core/api/review.ts';
import type { RiskLevel } from '@core/api/schemas.ts';
import {
  readUploadStartNote,
  removedBy,
  uploadOutcomeOf,
  uploadRecordOf,
  writeUploadStartNote,
  type UploadStartNote,
} from './upload-record.ts';

const T0 = '2026-05-01T10:00:00.000Z';
const plot = (createdAt: string, updatedAt: string, riskLevel: RiskLevel | null = 'low') => ({
  createdAt,
  updatedAt,
  riskAssessment: riskLevel === null ? null : ({ riskLevel } as never),
});
const BEFORE = '2026-05-01T09:59:59.999Z';
const AFTER = '2026-05-01T10:00:05.000Z';

describe('uploadOutcomeOf', () => {
  it('counts a plot created at the upload’s instant as added, one a millisecond before as old', () => {
    const o = uploadOutcomeOf([plot(T0, T0), plot(BEFORE, BEFORE)], T0);
    expect(o).toMatchObject({ plotCount: 2, added: 1, changed: 0 });
  });

  it('counts an old plot updated since the upload as changed, not updated before it as untouched', () => {
    const o = uploadOutcomeOf([plot(BEFORE, AFTER, 'high'), plot(BEFORE, BEFORE, 'high')], T0);
    expect(o).toMatchObject({ plotCount: 2, added: 0, changed: 1 });
    // Only the plot written counts in the risk summary.
    expect(o.risk).toEqual({ none: 0, low: 0, medium: 0, high: 1, unassessed: 0 });
  });

  it('sums the written plots by risk, not yet assessed apart', () => {
    const o = uploadOutcomeOf(
      [
        plot(AFTER, AFTER, 'high'),
        plot(AFTER, AFTER, 'medium'),
        plot(AFTER, AFTER, null),
        plot(AFTER, AFTER, 'none'),
      ],
      T0,
    );
    expect(o.risk).toEqual({ none: 1, low: 0, medium: 1, high: 1, unassessed: 1 });
    expect(o.added).toBe(4);
  });

  it('treats timestamps that do not parse as old', () => {
    expect(uploadOutcomeOf([plot('garbage', 'garbage')], T0)).toMatchObject({
      plotCount: 1,
      added: 0,
      changed: 0,
    });
  });
});

describe('removedBy', () => {
  it('is 0 without overwrite, whatever the count before', () => {
    expect(removedBy(false, null, { changed: 0 })).toBe(0);
    expect(removedBy(false, 50, { changed: 3 })).toBe(0);
  });
  it('is the plots before less the ones kept with overwrite, never below 0', () => {
    expect(removedBy(true, 124, { changed: 0 })).toBe(124);
    expect(removedBy(true, 124, { changed: 24 })).toBe(100);
    expect(removedBy(true, 3, { changed: 5 })).toBe(0);
  });
  it('is unknown for an overwrite without the count before', () => {
    expect(removedBy(true, null, { changed: 0 })).toBeNull();
  });
});

describe('uploadRecordOf', () => {
  const upload = {
    uploadId: 'up-1',
    supplier: 'Kumasi Cocoa',
    isOverwrite: false,
    files: [{ fileName: 'farms.geojson', sizeBytes: 10 }],
    createdAt: T0,
  };
  const outcome = uploadOutcomeOf([plot(AFTER, AFTER), plot(AFTER, AFTER), plot(BEFORE, BEFORE)], T0);
  const note: UploadStartNote = {
    uploadId: 'up-1',
    supplier: 'Kumasi Cocoa',
    overwrite: false,
    shouldMatchOnName: true,
    plotsBefore: 1,
    fileNames: ['farms.geojson'],
    fileSha256: ['a'.repeat(64)],
    startedAt: '2026-05-01T10:00:01.000Z',
    recorded: false,
  };

  it('names the upload’s files when the note has none', () => {
    const body = uploadRecordOf({
      upload,
      supplierId: 's-1',
      note: { ...note, fileNames: [], fileSha256: [] },
      outcome,
      endedAt: AFTER,
    });
    expect(body?.fileNames).toEqual(['farms.geojson']);
    expect(body).not.toHaveProperty('fileSha256');
  });

  it('is a record the store accepts, with the counts, options and hashes', () => {
    const body = uploadRecordOf({ upload, supplierId: 's-1', note, outcome, endedAt: AFTER });
    expect(uploadRecordInputSchema.parse(body)).toEqual({
      uploadId: 'up-1',
      supplierId: 's-1',
      supplierName: 'Kumasi Cocoa',
      fileNames: ['farms.geojson'],
      fileSha256: ['a'.repeat(64)],
      overwrite: false,
      shouldMatchOnName: true,
      added: 2,
      changed: 0,
      removed: 0,
      plotCount: 3,
      startedAt: '2026-05-01T10:00:01.000Z',
      endedAt: AFTER,
    });
  });

  it('makes no record without the note taken at start (another tab, or an old upload opened again)', () => {
    expect(uploadRecordOf({ upload, supplierId: 's-1', note: null, outcome, endedAt: AFTER })).toBeNull();
    expect(
      uploadRecordOf({
        upload: { ...upload, isOverwrite: true },
        supplierId: 's-1',
        note: null,
        outcome,
        endedAt: AFTER,
      }),
    ).toBeNull();
  });

  it('leaves hashes out when they do not match the files one for one', () => {
    const body = uploadRecordOf({
      upload,
      supplierId: 's-1',
      note: { ...note, fileNames: ['a.geojson', 'b.geojson'] },
      outcome,
      endedAt: AFTER,
    });
    expect(body).not.toHaveProperty('fileSha256');
  });

  it('makes no record of an overwrite whose count before is not known', () => {
    const over = { ...upload, isOverwrite: true };
    expect(
      uploadRecordOf({ upload: over, supplierId: 's-1', note: null, outcome, endedAt: AFTER }),
    ).toBeNull();
    expect(
      uploadRecordOf({
        upload: over,
        supplierId: 's-1',
        note: { ...note, plotsBefore: 5 },
        outcome,
        endedAt: AFTER,
      }),
    ).toMatchObject({ overwrite: true, removed: 5 });
  });

  it('turns instants into UTC ISO and leaves out one that does not parse', () => {
    const body = uploadRecordOf({
      upload,
      supplierId: 's-1',
      note: { ...note, startedAt: 'yesterday' },
      outcome,
      endedAt: '2026-05-01T12:00:00+02:00',
    });
    expect(body).not.toHaveProperty('startedAt');
    expect(body?.endedAt).toBe('2026-05-01T10:00:00.000Z');
  });
});

describe('the start notes when sessionStorage is full', () => {
  const big = {
    kind: 'make-valid',
    plotCount: 5_000,
    plots: Array.from({ length: 5_000 }, (_, i) => `${i + 1}`),
  };
  const noteOf = (uploadId: string, recorded: boolean): UploadStartNote => ({
    uploadId,
    supplier: 'Acme',
    overwrite: false,
    shouldMatchOnName: false,
    plotsBefore: 0,
    fileNames: ['farms.geojson'],
    fixes: [big],
    fieldMapping: { ProductionPlace: 'plot_id' },
    startedAt: T0,
    recorded,
  });

  function fullAt(limit: number) {
    const items = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => {
        if (v.length > limit) throw new DOMException('Quota exceeded', 'QuotaExceededError');
        items.set(k, v);
      },
    });
  }
  afterEach(() => vi.unstubAllGlobals());

  it('notes already recorded give up their provenance first, so the new note keeps all of its own', () => {
    const one = JSON.stringify([noteOf('u0', true)]).length;
    fullAt(one + 2_000);
    writeUploadStartNote(noteOf('u0', true));
    writeUploadStartNote(noteOf('u1', false));
    expect(readUploadStartNote('u1')?.fixes).toEqual([big]);
    const old = readUploadStartNote('u0');
    expect(old?.recorded).toBe(true);
    expect(old?.fixes).toBeUndefined();
    expect(old?.fieldMapping).toBeUndefined();
  });

  it('with room for one note only, the one just written stays whole', () => {
    fullAt(JSON.stringify([noteOf('u1', false)]).length);
    writeUploadStartNote({ ...noteOf('u0', true), fixes: undefined });
    writeUploadStartNote({ ...noteOf('u2', false), fixes: undefined });
    writeUploadStartNote(noteOf('u1', false));
    expect(readUploadStartNote('u1')?.fixes).toEqual([big]);
    expect(readUploadStartNote('u0')).toBeNull();
    expect(readUploadStartNote('u2')).toBeNull();
  });
});
