/**
 * How often the page asks a filing's status again: at the server's next check, never sooner than every 2 s,
 * every 5 s for an unsettled filing that names no next check, and never again once every filing is final.
 */
import { describe, expect, it } from 'vitest';
import { MIN_REFRESH_MS, isFinal, refreshInterval } from './filing-queries.ts';

const NOW = Date.parse('2026-12-06T14:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('refreshInterval', () => {
  it('waits until the server’s next check', () => {
    expect(refreshInterval([{ state: 'filed', nextCheckAt: at(7_000) }], NOW)).toBe(7_000);
  });

  it('never asks faster than every 2 s, even for a check due now or past', () => {
    expect(MIN_REFRESH_MS).toBe(2_000);
    expect(refreshInterval([{ state: 'filed', nextCheckAt: at(1_999) }], NOW)).toBe(2_000);
    expect(refreshInterval([{ state: 'filed', nextCheckAt: at(2_001) }], NOW)).toBe(2_001);
    expect(refreshInterval([{ state: 'filed', nextCheckAt: at(-60_000) }], NOW)).toBe(2_000);
  });

  it('takes the soonest of the filings not final', () => {
    const filings = [
      { state: 'filed' as const, nextCheckAt: at(30 * 60_000) },
      { state: 'filed' as const, nextCheckAt: null },
      { state: 'filed' as const, nextCheckAt: at(4_000) },
    ];
    expect(refreshInterval(filings, NOW)).toBe(4_000);
  });

  it('asks an unsettled filing with no next check every 5 s', () => {
    expect(refreshInterval([{ state: 'sending', nextCheckAt: null }], NOW)).toBe(5_000);
    expect(refreshInterval([{ state: 'unknown', nextCheckAt: null }], NOW)).toBe(5_000);
  });

  it('stops once every filing is final, and with none', () => {
    expect(
      refreshInterval(
        [
          { state: 'filed', nextCheckAt: null },
          { state: 'refused', nextCheckAt: at(5_000) },
        ],
        NOW,
      ),
    ).toBe(false);
    expect(refreshInterval([], NOW)).toBe(false);
    expect(refreshInterval(undefined, NOW)).toBe(false);
  });
});

it('calls refused, and filed with no check planned, final; anything else not', () => {
  expect(isFinal({ state: 'refused', nextCheckAt: null })).toBe(true);
  expect(isFinal({ state: 'filed', nextCheckAt: null })).toBe(true);
  expect(isFinal({ state: 'filed', nextCheckAt: at(1) })).toBe(false);
  expect(isFinal({ state: 'sending', nextCheckAt: null })).toBe(false);
  expect(isFinal({ state: 'unknown', nextCheckAt: null })).toBe(false);
});
