/**
 * The dropped files' reducer, action by action: what each does to the record it names (values, not counts),
 * and that it leaves alone a record at another stage, another record, and a record that is gone.
 */
import { describe, expect, it } from 'vitest';
import { EMPTY_MAPPING, type ConversionStats, type FileReading } from './field-mapping.ts';
import { fileRecordsReducer as reduce, initialFileRecords, type FileRecordAction } from './file-records.ts';
import type { FileRecord } from './file-record.ts';

const reading = (over: Partial<FileReading> = {}): FileReading => ({
  fileName: 'farms.kml',
  format: 'kml',
  bytes: 10,
  featureCount: 3,
  fatal: null,
  notes: [],
  fields: [],
  proposal: { ...EMPTY_MAPPING, nameField: 'name' },
  inTracesFormat: false,
  pointColumns: null,
  pointSample: [],
  offLand: null,
  ...over,
});
const stats: ConversionStats = {
  features: 3,
  countryFromPosition: 0,
  countryUnknown: 0,
  areaComputed: 3,
  areaFromSquareMetres: 0,
  areaText: 0,
  nameMissing: 0,
  namesNumbered: 0,
};
const mapping = { ...EMPTY_MAPPING, nameField: 'plot_id' };
const kml = new File(['<kml/>'], 'farms.kml');
const traces = new File(['{}'], 'traces.geojson');
const converted = new File(['{"type":"FeatureCollection","features":[]}'], 'farms.geojson');

const run = (actions: FileRecordAction[], from: readonly FileRecord[] = initialFileRecords) =>
  actions.reduce(reduce, from);
const dropped = (files: File[], firstId = 1): FileRecordAction => ({
  type: 'dropped',
  files: files.map((source, i) => ({ id: firstId + i, source })),
});
const read = (id: number, r = reading(), remembered = false): FileRecordAction => ({
  type: 'read',
  id,
  reading: r,
  mapping,
  remembered,
});
/** kml (1) waiting on its mapping, traces (2) going as it is. */
const twoRead = () => run([dropped([kml, traces]), read(1), read(2, reading({ inTracesFormat: true }))]);
const ready = () =>
  run([{ type: 'confirmed' }, { type: 'converted', id: 1, checked: converted, stats }], twoRead());

describe('dropping files', () => {
  it('adds one record per file, in drop order, each reading under its own id', () => {
    expect(run([dropped([kml, traces])])).toEqual([
      { id: 1, source: kml, stage: 'reading' },
      { id: 2, source: traces, stage: 'reading' },
    ]);
  });

  it('a file dropped again by name replaces the record of that name (at the end); others stay', () => {
    const again = new File(['<kml>2</kml>'], 'farms.kml');
    const after = run([dropped([again], 3)], twoRead());
    expect(after.map((r) => [r.id, r.source, r.stage])).toEqual([
      [2, traces, 'direct'],
      [3, again, 'reading'],
    ]);
  });
});

describe('reading', () => {
  it('a file the reader cannot read is unreadable, with the reading that says why', () => {
    const fatal = reading({ fatal: { code: 'x', message: 'no plots' } });
    expect(run([dropped([kml]), read(1, fatal)])).toEqual([
      { id: 1, source: kml, stage: 'unreadable', reading: fatal },
    ]);
  });

  it('a TRACES file goes to the check as dropped, with no fixes yet', () => {
    const r = reading({ inTracesFormat: true });
    expect(run([dropped([traces]), read(1, r)])).toEqual([
      { id: 1, source: traces, stage: 'direct', reading: r, checked: traces, fixes: [] },
    ]);
  });

  it('another file waits on its mapping: the one given, no axis swap, no numbering', () => {
    expect(run([dropped([kml]), read(1, reading(), true)])).toEqual([
      {
        id: 1,
        source: kml,
        stage: 'mapping',
        reading: reading(),
        mapping,
        swapAxes: false,
        numberNames: false,
        pointsConfirmed: true,
        remembered: true,
      },
    ]);
  });

  it('a lat/lon table waits for its points to be confirmed on the map; a file with shapes does not', () => {
    const table = reading({ pointColumns: { latitude: 'lat', longitude: 'lon' } });
    expect(run([dropped([kml]), read(1, table)])[0]).toMatchObject({
      stage: 'mapping',
      pointsConfirmed: false,
    });
    expect(run([dropped([kml]), read(1)])[0]).toMatchObject({ stage: 'mapping', pointsConfirmed: true });
  });

  it('a reading for a record no longer reading, or gone, changes nothing (the same state)', () => {
    const state = twoRead();
    expect(reduce(state, read(1, reading({ fatal: { code: 'x', message: 'late' } })))).toBe(state);
    expect(reduce(state, read(9))).toBe(state);
  });

  it('keeps a hash that arrived before the reading', () => {
    const state = run([dropped([kml]), { type: 'hashed', id: 1, hash: { sha256: 'ab' } }, read(1)]);
    expect(state[0]).toMatchObject({ stage: 'mapping', hash: { sha256: 'ab' } });
  });
});

describe('failing', () => {
  it('a file the reader stopped on is failed with the message, keeping its hash; the others stay', () => {
    const state = run([dropped([kml, traces]), { type: 'hashed', id: 1, hash: { sha256: 'ab' } }]);
    const after = reduce(state, { type: 'failed', id: 1, message: 'The reader stopped.' });
    expect(after).toEqual([
      { id: 1, source: kml, hash: { sha256: 'ab' }, stage: 'failed', message: 'The reader stopped.' },
      { id: 2, source: traces, stage: 'reading' },
    ]);
  });

  it('a conversion that fails leaves the mapped record failed; a failure for a gone record changes nothing', () => {
    const converting = run([{ type: 'confirmed' }], twoRead());
    expect(reduce(converting, { type: 'failed', id: 1, message: 'm' })[0]).toEqual({
      id: 1,
      source: kml,
      stage: 'failed',
      message: 'm',
    });
    expect(reduce(converting, { type: 'failed', id: 9, message: 'm' })).toBe(converting);
  });
});

describe('hashing', () => {
  it('keeps the dropped file’s hash, or why it could not be had, at any stage', () => {
    const state = ready();
    const hashed = reduce(state, { type: 'hashed', id: 1, hash: { sha256: 'ab' } });
    expect(hashed[0]).toMatchObject({ stage: 'ready', checked: converted, hash: { sha256: 'ab' } });
    expect(hashed[1]).toBe(state[1]);
    const failed = reduce(state, { type: 'hashed', id: 2, hash: { error: 'gone' } });
    expect(failed[1]).toMatchObject({ stage: 'direct', hash: { error: 'gone' } });
    expect(reduce(state, { type: 'hashed', id: 9, hash: { sha256: 'ab' } })).toBe(state);
  });
});

describe('mapping', () => {
  it('a changed mapping, axis order or numbering is kept while the file waits', () => {
    const other = { ...mapping, producerField: 'farmer' };
    const state = run(
      [
        { type: 'mappingChanged', id: 1, mapping: other },
        { type: 'pointsChanged', id: 1, swapAxes: true, pointsConfirmed: false },
        { type: 'numberingChanged', id: 1, numberNames: true },
      ],
      twoRead(),
    );
    expect(state[0]).toMatchObject({
      stage: 'mapping',
      mapping: other,
      swapAxes: true,
      pointsConfirmed: false,
      numberNames: true,
    });
  });

  it('a change to a converted file sends it back to mapping, without its converted file, stats or fixes', () => {
    const fixed = run(
      [{ type: 'fixed', id: 1, checked: traces, applied: [{ kind: 'k', plotCount: 1, plots: ['1'] }] }],
      ready(),
    );
    for (const change of [
      { type: 'mappingChanged', id: 1, mapping: EMPTY_MAPPING },
      { type: 'pointsChanged', id: 1, swapAxes: true, pointsConfirmed: true },
      { type: 'numberingChanged', id: 1, numberNames: true },
    ] as FileRecordAction[]) {
      const r = reduce(fixed, change)[0]!;
      expect(r.stage).toBe('mapping');
      expect(Object.keys(r).sort()).toEqual(
        [
          'id',
          'source',
          'stage',
          'reading',
          'mapping',
          'swapAxes',
          'numberNames',
          'pointsConfirmed',
          'remembered',
        ].sort(),
      );
    }
  });

  it('changes nothing on a file that needs no mapping, or is gone', () => {
    const state = twoRead();
    expect(reduce(state, { type: 'mappingChanged', id: 2, mapping: EMPTY_MAPPING })).toBe(state);
    expect(reduce(state, { type: 'pointsChanged', id: 2, swapAxes: true, pointsConfirmed: true })).toBe(
      state,
    );
    expect(reduce(state, { type: 'numberingChanged', id: 9, numberNames: true })).toBe(state);
  });
});

describe('confirming and converting', () => {
  it('confirming converts the files waiting with their points confirmed, not one whose points are not', () => {
    const table = new File(['lat,lon'], 'table.csv');
    const state = run([
      dropped([kml, table, traces]),
      read(1),
      read(2, reading({ fileName: 'table.csv', pointColumns: { latitude: 'lat', longitude: 'lon' } })),
      read(3, reading({ inTracesFormat: true })),
      { type: 'confirmed' },
    ]);
    expect(state.map((r) => r.stage)).toEqual(['converting', 'mapping', 'direct']);
  });

  it('confirming with nothing to convert changes nothing', () => {
    const state = run([{ type: 'confirmed' }], twoRead());
    expect(reduce(state, { type: 'confirmed' })).toBe(state);
  });

  it('a converted file is ready with its file and stats, and no fixes', () => {
    expect(ready()[0]).toEqual({
      id: 1,
      source: kml,
      stage: 'ready',
      reading: reading(),
      mapping,
      swapAxes: false,
      numberNames: false,
      pointsConfirmed: true,
      remembered: false,
      checked: converted,
      stats,
      fixes: [],
    });
  });

  it('a conversion that ends after the mapping changed again is dropped', () => {
    const converting = run([{ type: 'confirmed' }, { type: 'mappingChanged', id: 1, mapping }], twoRead());
    expect(reduce(converting, { type: 'converted', id: 1, checked: converted, stats })).toBe(converting);
  });
});

describe('fixing', () => {
  const a = { kind: 'close-rings', plotCount: 1, plots: ['3'] };
  const b = { kind: 'left-out', plotCount: 2, plots: ['1', '2'] };
  it('replaces the checked file and adds what each fix did, in order, on converted and direct files', () => {
    const once = new File(['1'], 'farms.geojson');
    const twice = new File(['2'], 'farms.geojson');
    const state = run(
      [
        { type: 'fixed', id: 1, checked: once, applied: [a] },
        { type: 'fixed', id: 1, checked: twice, applied: [b] },
        { type: 'fixed', id: 2, checked: once, applied: [] },
      ],
      ready(),
    );
    expect(state[0]).toMatchObject({ stage: 'ready', source: kml, checked: twice, fixes: [a, b] });
    expect(state[1]).toMatchObject({ stage: 'direct', source: traces, checked: once, fixes: [] });
  });

  it('a fix for a file not checked (still mapping) or gone changes nothing', () => {
    const state = twoRead();
    expect(reduce(state, { type: 'fixed', id: 1, checked: converted, applied: [a] })).toBe(state);
    expect(reduce(state, { type: 'fixed', id: 9, checked: converted, applied: [a] })).toBe(state);
  });

  it('converting again starts with no fixes (they were applied to the earlier file)', () => {
    const fixed = run([{ type: 'fixed', id: 1, checked: traces, applied: [a] }], ready());
    const again = run(
      [
        { type: 'mappingChanged', id: 1, mapping },
        { type: 'confirmed' },
        { type: 'converted', id: 1, checked: converted, stats },
      ],
      fixed,
    );
    expect(again[0]).toMatchObject({ stage: 'ready', checked: converted, fixes: [] });
  });
});

describe('removing', () => {
  it('takes out the record named, and only it; a gone id changes nothing', () => {
    const state = twoRead();
    expect(reduce(state, { type: 'removed', id: 1 })).toEqual([state[1]]);
    expect(reduce(state, { type: 'removed', id: 9 })).toBe(state);
  });
});
