import { describe, expect, it } from 'vitest';
import { reviewItemKey, type Decision } from '../api/review.ts';
import {
  decisionIndex,
  isSettled,
  NEEDS_ATTENTION,
  type ReviewState,
  reviewStates,
} from './review-decisions.ts';

const decision = (over: Partial<Decision> & Pick<Decision, 'id' | 'plotId' | 'kind'>): Decision => ({
  verdict: 'cleared',
  reason: 'other',
  note: '',
  evidence: null,
  decidedBy: 'Amara',
  decidedAt: '2026-12-07T09:00:00.000Z',
  ...over,
});

describe('decisionIndex', () => {
  it('keeps the newest per key, and of two at the same moment the later in the list', () => {
    const index = decisionIndex([
      decision({
        id: 'a',
        plotId: 'p1',
        kind: 'risk',
        verdict: 'excluded',
        decidedAt: '2026-12-07T10:00:00.000Z',
      }),
      decision({
        id: 'b',
        plotId: 'p1',
        kind: 'risk',
        verdict: 'cleared',
        decidedAt: '2026-12-07T09:00:00.000Z',
      }),
      decision({ id: 'c', plotId: 'p2', kind: 'risk', verdict: 'cleared' }),
      decision({ id: 'd', plotId: 'p2', kind: 'risk', verdict: 'needs-information' }),
    ]);
    expect(index.get(reviewItemKey({ kind: 'risk', plotId: 'p1' }))!.id).toBe('a');
    expect(index.get(reviewItemKey({ kind: 'risk', plotId: 'p2' }))!.id).toBe('d');
  });

  it('lets a double claim answer for the pair within one supplier, unless the pair’s own is newer', () => {
    const alias = decision({ id: 'a', plotId: 'p1', otherPlotId: 'p2', kind: 'double-claim' });
    const own = (decidedAt: string) =>
      decision({ id: 'o', plotId: 'p1', otherPlotId: 'p2', kind: 'overlap-in-supplier', decidedAt });
    const key = reviewItemKey({ kind: 'overlap-in-supplier', plotId: 'p1', otherPlotId: 'p2' });
    expect(decisionIndex([alias]).get(key)!.id).toBe('a');
    expect(decisionIndex([alias, own('2026-12-07T09:30:00.000Z')]).get(key)!.id).toBe('o');
    expect(decisionIndex([own('2026-12-07T08:30:00.000Z'), alias]).get(key)!.id).toBe('a');
  });
});

describe('reviewStates', () => {
  const item = (plotId: string, kind: Decision['kind'] = 'risk') => ({
    plotId,
    key: reviewItemKey({ kind, plotId }),
  });

  it('takes the strictest of a plot’s items and of a decision on the whole plot', () => {
    const index = decisionIndex([
      decision({ id: '1', plotId: 'p1', kind: 'risk', verdict: 'cleared' }),
      decision({ id: '2', plotId: 'p2', kind: 'risk', verdict: 'cleared' }),
      decision({ id: '3', plotId: 'p2', kind: 'plot', verdict: 'needs-information' }),
      decision({ id: '4', plotId: 'p3', kind: 'plot', verdict: 'excluded' }),
    ]);
    const states = reviewStates([item('p1'), item('p2'), item('p3'), item('p3', 'protected-area')], index);
    expect(Object.fromEntries(states)).toEqual({ p1: 'cleared', p2: 'needs-information', p3: 'excluded' });
  });

  it('reads only decisions on whole plots for plots without items, and no other kind', () => {
    const index = decisionIndex([
      decision({ id: '1', plotId: 'lone', kind: 'plot', verdict: 'cleared' }),
      decision({ id: '2', plotId: 'other', kind: 'risk', verdict: 'excluded' }),
      decision({ id: '3', plotId: 'odd', otherPlotId: 'x', kind: 'plot', verdict: 'excluded' }),
    ]);
    expect(Object.fromEntries(reviewStates([], index))).toEqual({ lone: 'cleared' });
  });

  it('open and waiting need attention, settled ones do not', () => {
    const states: ReviewState[] = ['open', 'needs-information', 'excluded', 'cleared'];
    expect(states.filter((s) => NEEDS_ATTENTION.has(s))).toEqual(['open', 'needs-information']);
    expect(isSettled(undefined)).toBe(false);
    expect(isSettled(decision({ id: 'n', plotId: 'p', kind: 'risk', verdict: 'needs-information' }))).toBe(
      false,
    );
    expect(isSettled(decision({ id: 'x', plotId: 'p', kind: 'risk', verdict: 'excluded' }))).toBe(true);
  });
});
