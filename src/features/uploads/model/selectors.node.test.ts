/**
 * What the stages read from the records: both sides of "still on its way", the files checked and sent in
 * drop order, the repeated names, and each sent file's origin and dropped-file hash.
 */
import { describe, expect, it } from 'vitest';
import { EMPTY_MAPPING, type FieldStats, type FileReading } from './field-mapping.ts';
import type { FileRecord } from './file-record.ts';
import {
  brokenOf,
  checkedFilesOf,
  checkedOf,
  checkedRecordOf,
  mappableOf,
  mappedNameFieldsOf,
  originDraftOf,
  pendingOf,
  preparedSummaryOf,
  readingOf,
  repeatedNamesOf,
  sendItemsOf,
  sourceSha256Of,
  toConvertOf,
} from './selectors.ts';

const field = (key: string, repeats: FieldStats['repeats'] = []): FieldStats => ({
  key,
  filled: 3,
  distinct: 3,
  samples: [],
  repeats,
  countryLike: 0,
  numbers: 0,
  numericStrings: 0,
});
const reading = (over: Partial<FileReading> = {}): FileReading => ({
  fileName: 'farms.kml',
  format: 'kml',
  bytes: 10,
  featureCount: 3,
  fatal: null,
  notes: [],
  fields: [field('plot_id', [{ value: 'A', count: 2 }]), field('other', [{ value: 'B', count: 5 }])],
  proposal: EMPTY_MAPPING,
  inTracesFormat: false,
  pointColumns: null,
  pointSample: [],
  offLand: null,
  ...over,
});
const mapping = { ...EMPTY_MAPPING, nameField: 'plot_id' };
const stats = {
  features: 3,
  countryFromPosition: 0,
  countryUnknown: 0,
  areaComputed: 0,
  areaFromSquareMetres: 0,
  areaText: 0,
  nameMissing: 0,
  namesNumbered: 0,
};
const kml = new File(['<kml/>'], 'farms.kml');
const csv = new File(['lat,lon,plot_id'], 'table.csv');
const traces = new File(['{}'], 'traces.geojson');
const converted = new File(['{"features":[]}'], 'farms.geojson');
const fromCsv = new File(['{"features":[1]}'], 'table.geojson');
const fix = { kind: 'close-rings', plotCount: 1, plots: ['3'] };

const mapped = { reading: reading(), mapping, swapAxes: false, numberNames: false, remembered: false };
const readyKml: FileRecord = {
  id: 1,
  source: kml,
  hash: { sha256: 'a'.repeat(64) },
  stage: 'ready',
  ...mapped,
  swapAxes: true,
  pointsConfirmed: true,
  checked: converted,
  stats,
  fixes: [fix],
};
const readyCsv: FileRecord = {
  id: 2,
  source: csv,
  stage: 'ready',
  ...mapped,
  reading: reading({ fileName: 'table.csv', pointColumns: { latitude: 'lat', longitude: 'lon' } }),
  numberNames: true,
  pointsConfirmed: true,
  checked: fromCsv,
  stats,
  fixes: [],
};
const direct: FileRecord = {
  id: 3,
  source: traces,
  hash: { error: 'gone' },
  stage: 'direct',
  reading: reading({ inTracesFormat: true }),
  checked: traces,
  fixes: [],
};
const failed: FileRecord = { id: 4, source: new File([''], 'bad.kml'), stage: 'failed', message: 'm' };
const unreadable: FileRecord = {
  id: 5,
  source: new File([''], 'empty.kml'),
  stage: 'unreadable',
  reading: reading({ fatal: { code: 'x', message: 'none' } }),
};
const waiting: FileRecord = {
  id: 6,
  source: new File([''], 'w.kml'),
  stage: 'mapping',
  ...mapped,
  pointsConfirmed: true,
};
const unconfirmed: FileRecord = { ...waiting, id: 7, pointsConfirmed: false };
const reading_: FileRecord = { id: 8, source: new File([''], 'r.kml'), stage: 'reading' };

const done = [readyKml, failed, readyCsv, unreadable, direct];

describe('on its way or checked', () => {
  it('reading, mapping and converting hold the check back; every other stage does not', () => {
    expect(pendingOf(done)).toBe(false);
    expect(pendingOf([])).toBe(false);
    expect(pendingOf([...done, reading_])).toBe(true);
    expect(pendingOf([...done, waiting])).toBe(true);
    expect(pendingOf([...done, { ...waiting, stage: 'converting' }])).toBe(true);
  });

  it('the checked files are the ready and direct ones in drop order, none while one is on its way', () => {
    expect(checkedOf(done)).toEqual([readyKml, readyCsv, direct]);
    expect(checkedFilesOf(done)).toEqual([converted, fromCsv, traces]);
    expect(checkedFilesOf([...done, waiting])).toEqual([]);
  });

  it('names the broken, reading and mappable records', () => {
    expect(brokenOf([...done, reading_])).toEqual([failed, unreadable]);
    expect(readingOf([...done, reading_])).toEqual([reading_]);
    expect(mappableOf([...done, waiting])).toEqual([readyKml, readyCsv, waiting]);
  });

  it('converts only the files waiting with their points confirmed', () => {
    expect(toConvertOf([readyKml, waiting, unconfirmed, direct])).toEqual([waiting]);
  });

  it('sums up where the files stand for the upload', () => {
    expect(preparedSummaryOf(done)).toEqual({
      entries: 5,
      mapping: false,
      pending: false,
      unreadable: ['bad.kml', 'empty.kml'],
    });
    expect(preparedSummaryOf([waiting])).toEqual({
      entries: 1,
      mapping: true,
      pending: true,
      unreadable: [],
    });
    expect(preparedSummaryOf([])).toEqual({ entries: 0, mapping: false, pending: false, unreadable: [] });
  });

  it('finds the record of a checked file by that file, and no other', () => {
    expect(checkedRecordOf(done, fromCsv)).toBe(readyCsv);
    expect(checkedRecordOf(done, kml)).toBeUndefined();
  });
});

describe('names', () => {
  it('repeats and name fields come from the field each mapped file writes into ProductionPlace', () => {
    const noName = { ...waiting, id: 9, mapping: EMPTY_MAPPING };
    expect(repeatedNamesOf([readyKml, direct, noName])).toEqual([{ value: 'A', count: 2 }]);
    expect(mappedNameFieldsOf([readyKml, direct, noName])).toEqual(['plot_id']);
    expect(repeatedNamesOf([{ ...waiting, mapping: { ...mapping, nameField: 'other' } }])).toEqual([
      { value: 'B', count: 5 },
    ]);
  });
});

describe('what the upload sends', () => {
  it('a converted file names the dropped file, its mapping, axis order, numbering, columns and fixes', () => {
    expect(originDraftOf(readyKml as Extract<FileRecord, { stage: 'ready' }>)).toEqual({
      name: 'farms.kml',
      size: kml.size,
      mapping,
      swapAxes: true,
      fixes: [fix],
    });
    expect(originDraftOf(readyCsv as Extract<FileRecord, { stage: 'ready' }>)).toEqual({
      name: 'table.csv',
      size: csv.size,
      mapping,
      swapAxes: false,
      numberNames: true,
      pointColumns: { latitude: 'lat', longitude: 'lon' },
    });
  });

  it('a direct file names itself, with no mapping', () => {
    expect(originDraftOf(direct as Extract<FileRecord, { stage: 'direct' }>)).toEqual({
      name: 'traces.geojson',
      size: traces.size,
      mapping: null,
      swapAxes: false,
    });
  });

  it('the dropped file’s hash: known, failed (null) or still being worked out (undefined)', () => {
    expect(sourceSha256Of(readyKml)).toBe('a'.repeat(64));
    expect(sourceSha256Of(direct)).toBeNull();
    expect(sourceSha256Of(readyCsv)).toBeUndefined();
  });

  it('each sent file with its record’s origin, dropped file and hash, in drop order', () => {
    expect(sendItemsOf(done)).toEqual([
      {
        id: 1,
        file: converted,
        origin: originDraftOf(readyKml as never),
        source: kml,
        sourceSha256: 'a'.repeat(64),
      },
      {
        id: 2,
        file: fromCsv,
        origin: originDraftOf(readyCsv as never),
        source: csv,
        sourceSha256: undefined,
      },
      { id: 3, file: traces, origin: originDraftOf(direct as never), source: traces, sourceSha256: null },
    ]);
    expect(sendItemsOf([...done, reading_])).toEqual([]);
  });
});
