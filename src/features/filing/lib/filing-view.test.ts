/**
 * What a filing shows and offers: its phase from our journal then the system's status, the 72-hour window
 * on both sides of its end (Operator API Reference §4.1.2), never withdrawing a GROUPED one, which filings
 * may be grouped (AVAILABLE ones, §5.1.2), an amendment that changes only the description and quantities,
 * and a grouping statement that names the reference numbers it groups.
 */
import { describe, expect, it } from 'vitest';
import { ddsStatementSchema } from '@core/eudr/dds-v3.ts';
import { ddsRequest, filing } from '@tests/support/filing-fixtures.ts';
import {
  amendedStatement,
  editsOf,
  groupRequest,
  mayAmend,
  mayGroup,
  mayWithdraw,
  newestFirst,
  phaseOf,
} from './filing-view.ts';

const UNTIL = Date.parse('2026-12-09T14:02:00Z');

describe('phaseOf', () => {
  it('says our side while nothing was filed, then the system’s status', () => {
    expect(phaseOf({ state: 'sending', euStatus: null })).toBe('sending');
    expect(phaseOf({ state: 'unknown', euStatus: null })).toBe('unknown');
    expect(phaseOf({ state: 'refused', euStatus: null })).toBe('refused');
    expect(phaseOf({ state: 'filed', euStatus: null })).toBe('submitted');
    expect(phaseOf({ state: 'filed', euStatus: 'SUBMITTED' })).toBe('submitted');
    expect(phaseOf({ state: 'filed', euStatus: 'AVAILABLE' })).toBe('available');
    expect(phaseOf({ state: 'filed', euStatus: 'REJECTED' })).toBe('rejected');
    expect(phaseOf({ state: 'filed', euStatus: 'WITHDRAWN' })).toBe('withdrawn');
    expect(phaseOf({ state: 'filed', euStatus: 'GROUPED' })).toBe('grouped');
  });
});

describe('the 72-hour window', () => {
  it('offers amend and withdraw until the last millisecond, and not at its end', () => {
    const f = filing();
    expect(mayAmend(f, UNTIL - 1)).toBe(true);
    expect(mayWithdraw(f, UNTIL - 1)).toBe(true);
    expect(mayAmend(f, UNTIL)).toBe(false);
    expect(mayWithdraw(f, UNTIL)).toBe(false);
  });

  it('offers neither for a grouped, withdrawn, rejected or refused statement within the window', () => {
    for (const over of [
      { euStatus: 'GROUPED' as const },
      { euStatus: 'WITHDRAWN' as const },
      { euStatus: 'REJECTED' as const },
      { state: 'refused' as const, euStatus: null },
      { state: 'unknown' as const, euStatus: null },
    ]) {
      const f = filing(over);
      expect(mayAmend(f, UNTIL - 3_600_000)).toBe(false);
      expect(mayWithdraw(f, UNTIL - 3_600_000)).toBe(false);
    }
    // A submitted one may be amended while the system checks it.
    expect(mayAmend(filing({ euStatus: 'SUBMITTED' }), UNTIL - 1)).toBe(true);
  });
});

describe('grouping', () => {
  const a = filing({ id: 'a', referenceNumber: '26FRYUI34JTQKB', supplierIds: ['sup-1'] });
  const b = filing({
    id: 'b',
    referenceNumber: '26FRLSCV861ZVV',
    supplierIds: ['sup-2'],
    internalReferenceNumber: 'PKG-2026-001-2',
    request: ddsRequest('PKG-2026-001-2', 'Cocoa butter'),
  });

  it('takes only AVAILABLE filings with a reference number', () => {
    expect(mayGroup(a)).toBe(true);
    expect(mayGroup(filing({ euStatus: 'SUBMITTED' }))).toBe(false);
    expect(mayGroup(filing({ euStatus: 'GROUPED' }))).toBe(false);
    expect(mayGroup(filing({ referenceNumber: null }))).toBe(false);
  });

  it('files a new statement naming the reference numbers, with both statements’ commodities', () => {
    const body = groupRequest([a, b], 'GRP-2026-12');
    expect(body).not.toBeNull();
    expect(body!.kind).toBe('dds');
    expect(body!.supplierIds).toEqual(['sup-1', 'sup-2']);
    const statement = ddsStatementSchema.parse(body!.request.statement);
    expect(statement.groupedDeclarations).toEqual(['26FRYUI34JTQKB', '26FRLSCV861ZVV']);
    expect(statement.internalReferenceNumber).toBe('GRP-2026-12');
    expect(statement.commodities.map((c) => [c.position, c.descriptors.descriptionOfGoods])).toEqual([
      [1, 'Cocoa beans'],
      [2, 'Cocoa butter'],
    ]);
  });

  it('refuses one statement, a statement not AVAILABLE, or one whose request is unknown', () => {
    expect(groupRequest([a], 'GRP')).toBeNull();
    expect(groupRequest([a, filing({ id: 'c', euStatus: 'SUBMITTED' })], 'GRP')).toBeNull();
    expect(groupRequest([a, { ...b, request: undefined }], 'GRP')).toBeNull();
  });
});

describe('amending', () => {
  it('changes the description and quantities and keeps everything else as sent', () => {
    const { statement } = ddsRequest('PKG-1');
    const edits = editsOf(statement);
    expect(edits).toEqual([{ descriptionOfGoods: 'Cocoa beans', netWeight: 1200, supplementaryUnit: 3 }]);
    const { statement: amended } = amendedStatement(statement, [
      { descriptionOfGoods: '  Cocoa beans, fermented ', netWeight: 1150.5, supplementaryUnit: null },
    ]);
    const c = ddsStatementSchema.parse(amended).commodities[0]!;
    expect(c.descriptors).toEqual({
      descriptionOfGoods: 'Cocoa beans, fermented',
      goodsMeasure: { netWeight: 1150.5 },
    });
    expect(c.producers).toEqual(statement.commodities[0]!.producers);
    expect(c.hsHeading).toBe('1801');
    expect(amended.internalReferenceNumber).toBe('PKG-1');
  });

  it('keeps the unit’s qualifier with a supplementary unit', () => {
    const { statement } = ddsRequest('PKG-1');
    const { statement: amended } = amendedStatement(statement, [
      { descriptionOfGoods: 'Cocoa beans', netWeight: null, supplementaryUnit: 4 },
    ]);
    expect(amended.commodities[0]!.descriptors.goodsMeasure).toEqual({
      supplementaryUnit: 4,
      supplementaryUnitQualifier: 'MTQ',
    });
  });
});

it('lists the newest filing first', () => {
  const old = filing({ id: 'old', filedAt: '2026-12-01T00:00:00Z' });
  const young = filing({ id: 'young', filedAt: '2026-12-05T00:00:00Z' });
  expect(newestFirst([old, young]).map((f) => f.id)).toEqual(['young', 'old']);
});
