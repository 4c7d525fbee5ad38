/**
 * The report's statements filed with the EU: newest first, each with its state in the reader's words, its
 * reference and verification numbers (or "not given" while the system has given none), who filed it and
 * when in UTC, a rejection's reason; a hundred rows at most, the rest counted.
 */
import { describe, expect, it } from 'vitest';
import { filing } from '@tests/support/filing-fixtures.ts';
import { filingText, REPORT_FILINGS, reportFilings } from './report-filings.ts';
import { wordsIn } from './report-text.ts';

describe('reportFilings', () => {
  it('writes each statement with its numbers, state, filer and time, newest first', () => {
    const older = filing({ id: 'a', filedAt: '2026-12-01T09:00:00Z' });
    const rejected = filing({
      id: 'b',
      part: 2,
      internalReferenceNumber: 'PKG-2026-001-2',
      euStatus: 'REJECTED',
      referenceNumber: null,
      verificationNumber: null,
      rejectionReason: 'Geolocation overlaps a protected area',
      filedAt: '2026-12-06T14:02:00Z',
    });
    const r = reportFilings([older, rejected], 'en');
    expect(r.total).toBe(2);
    const w = wordsIn('en');
    expect(r.rows.map((row) => filingText(w, row))).toEqual([
      'PKG-2026-001-2 (statement 2): Rejected; reference number not given; verification number not given; filed 2026-12-06 14:02 UTC by Inês Costa. Rejected: Geolocation overlaps a protected area',
      'PKG-2026-001-1 (statement 1): Available; reference number 26FRYUI34JTQKB; verification number KX3HBD7Q; filed 2026-12-01 09:00 UTC by Inês Costa',
    ]);
  });

  it('says the state in the reader’s language', () => {
    const [row] = reportFilings([filing({ euStatus: 'WITHDRAWN' })], 'fr').rows;
    expect(row!.state).toBe('Retirée');
    expect(reportFilings([filing({ state: 'unknown', euStatus: null })], 'en').rows[0]!.state).toBe(
      'Answer lost, checking',
    );
  });

  it('keeps a hundred rows and counts the rest', () => {
    const many = Array.from({ length: REPORT_FILINGS + 1 }, (_, i) =>
      filing({ id: `f-${i}`, filedAt: new Date(Date.UTC(2026, 11, 1, 0, i)).toISOString() }),
    );
    const r = reportFilings(many, 'en');
    expect(r.total).toBe(101);
    expect(r.rows).toHaveLength(100);
    // The oldest (minute 0) is the one left out.
    expect(r.rows.map((x) => x.id)).not.toContain('f-0');
    expect(reportFilings([], 'en')).toEqual({ total: 0, rows: [] });
  });
});
