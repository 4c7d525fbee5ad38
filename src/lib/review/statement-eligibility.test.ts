import { describe, expect, it } from 'vitest';
import { reviewItemKey, type Decision, type ReviewItemKind, type Verdict } from '@core/api/review.ts';
import type { StatementOverride } from '@core/api/statements.ts';
import type { RiskClass } from '@/lib/risk/risk-classes.ts';
import { decisionIndex } from '@core/review/review-decisions.ts';
import { leftOutOf, statementEligibility } from './statement-eligibility.ts';

type Item = {
  key: string;
  kind: ReviewItemKind;
  plotId: string;
  risk: RiskClass;
  otherPlotId?: string;
  signalId?: string;
};
const item = (
  plotId: string,
  kind: ReviewItemKind,
  extra: { other?: string; risk?: RiskClass } = {},
): Item => ({
  key: reviewItemKey({
    kind,
    plotId,
    otherPlotId: extra.other,
    signalId: kind === 'deforestation' ? 'assessment' : undefined,
  }),
  kind,
  plotId,
  risk: extra.risk ?? 'high',
  ...(extra.other !== undefined ? { otherPlotId: extra.other } : {}),
  ...(kind === 'deforestation' ? { signalId: 'assessment' } : {}),
});

let n = 0;
const decision = (of: Item | { kind: 'plot'; plotId: string }, verdict: Verdict): Decision => ({
  id: `d${++n}`,
  plotId: of.plotId,
  kind: of.kind,
  ...('otherPlotId' in of && of.otherPlotId !== undefined ? { otherPlotId: of.otherPlotId } : {}),
  ...('signalId' in of && of.signalId !== undefined ? { signalId: of.signalId } : {}),
  verdict,
  reason: 'other',
  note: '',
  evidence: null,
  decidedBy: 'Ines',
  decidedAt: `2026-01-01T00:00:0${n % 10}Z`,
});

const override = (plotId: string, itemKeys: string[]): StatementOverride => ({
  id: `o-${plotId}-${itemKeys.length}`,
  plotId,
  itemKeys,
  reason: 'Field visit on 3 March confirmed no clearing.',
  overriddenBy: 'Inês',
  overriddenById: 'demo-ines',
  overriddenAt: '2026-02-01T10:00:00Z',
});

const run = (
  plots: string[],
  items: Item[],
  decisions: Decision[] = [],
  overrides: StatementOverride[] = [],
) =>
  statementEligibility({
    plots: plots.map((id) => ({ id })),
    items,
    decisions: decisionIndex(decisions),
    overrides,
  });

const statusOf = (r: ReturnType<typeof run>) => Object.fromEntries(r.plots.map((p) => [p.plotId, p.status]));

describe('statementEligibility', () => {
  it('takes a plot without items, and a plot whose every item is cleared', () => {
    const risk = item('b', 'risk');
    const r = run(['a', 'b'], [risk], [decision(risk, 'cleared')]);
    expect(statusOf(r)).toEqual({ a: 'included', b: 'included' });
    expect([...r.eligible]).toEqual(['a', 'b']);
    expect(r.held).toEqual([]);
    expect(r.excluded).toEqual([]);
  });

  it('holds a plot with an item without decision, and says which kind', () => {
    const risk = item('a', 'risk');
    const r = run(['a', 'b'], [risk]);
    expect(statusOf(r)).toEqual({ a: 'held', b: 'included' });
    expect([...r.eligible]).toEqual(['b']);
    expect(r.held[0]!.uncovered).toEqual([
      { key: risk.key, kind: 'risk', reason: 'high-risk', state: 'open' },
    ]);
    expect(r.heldByReason.map((g) => [g.reason, g.plots.map((p) => p.plotId)])).toEqual([
      ['high-risk', ['a']],
    ]);
  });

  it('tells a medium-risk item from a high-risk one', () => {
    const r = run(['a'], [item('a', 'risk', { risk: 'medium' })]);
    expect(r.heldByReason.map((g) => g.reason)).toEqual(['medium-risk']);
  });

  it('holds a plot whose item needs information: a question is not an answer', () => {
    const pa = item('a', 'protected-area');
    const r = run(['a'], [pa], [decision(pa, 'needs-information')]);
    expect(statusOf(r)).toEqual({ a: 'held' });
    expect(r.held[0]!.uncovered[0]!.state).toBe('needs-information');
    expect(r.eligible.size).toBe(0);
  });

  it('holds a plot whose decision as a whole needs information, though it has no item', () => {
    const r = run(['a', 'b'], [], [decision({ kind: 'plot', plotId: 'a' }, 'needs-information')]);
    expect(statusOf(r)).toEqual({ a: 'held', b: 'included' });
    expect(r.heldByReason.map((g) => g.reason)).toEqual(['plot']);
  });

  it('leaves out a plot with an excluded item, or excluded as a whole, whatever the other items say', () => {
    const riskA = item('a', 'risk');
    const riskB = item('b', 'risk');
    const overlapB = item('b', 'double-claim', { other: 'x' });
    const r = run(
      ['a', 'b', 'c'],
      [riskA, riskB, overlapB],
      [
        decision(riskA, 'cleared'),
        decision({ kind: 'plot', plotId: 'a' }, 'excluded'),
        decision(riskB, 'cleared'),
        decision(overlapB, 'excluded'),
      ],
    );
    expect(statusOf(r)).toEqual({ a: 'excluded', b: 'excluded', c: 'included' });
    expect(r.excluded.map((p) => p.decisions.map((d) => d.kind))).toEqual([['plot'], ['double-claim']]);
    expect(r.held).toEqual([]);
  });

  it('keeps an excluded plot out even with an override of all its items', () => {
    const risk = item('a', 'risk');
    const r = run(
      ['a'],
      [risk],
      [decision(risk, 'excluded')],
      [override('a', [risk.key, reviewItemKey({ kind: 'plot', plotId: 'a' })])],
    );
    expect(statusOf(r)).toEqual({ a: 'excluded' });
    expect(r.eligible.size).toBe(0);
    expect(r.overridden).toEqual([]);
  });

  it('lets a held plot in when overrides cover every open key, and not when one is left', () => {
    const risk = item('a', 'risk');
    const defo = item('a', 'deforestation');
    const pa = item('a', 'protected-area');
    const items = [risk, defo, pa];
    const decided = [decision(pa, 'needs-information')];

    const all = run(['a'], items, decided, [override('a', [risk.key, defo.key, pa.key])]);
    expect(statusOf(all)).toEqual({ a: 'overridden' });
    expect([...all.eligible]).toEqual(['a']);
    expect(all.overridden[0]!.overrides.map((o) => o.id)).toEqual(['o-a-3']);

    const allButOne = run(['a'], items, decided, [override('a', [risk.key, defo.key])]);
    expect(statusOf(allButOne)).toEqual({ a: 'held' });
    expect(allButOne.held[0]!.uncovered.map((i) => i.key)).toEqual([pa.key]);
    // Held for what is left only: the overridden items are not counted against the plot.
    expect(allButOne.heldByReason.map((g) => g.reason)).toEqual(['protected-area']);

    // Two overrides in force together cover what each covers.
    const split = run(['a'], items, decided, [override('a', [risk.key]), override('a', [defo.key, pa.key])]);
    expect(statusOf(split)).toEqual({ a: 'overridden' });
  });

  it('does not let an override of another plot, or of a closed item, cover an open one', () => {
    const riskA = item('a', 'risk');
    const riskB = item('b', 'risk');
    const r = run(['a'], [riskA, riskB], [], [override('b', [riskB.key]), override('a', [riskB.key])]);
    expect(statusOf(r)).toEqual({ a: 'held' });
  });

  it('holds a plot again when an item opens after the override (a new detection)', () => {
    const old = item('a', 'deforestation');
    const fresh = { ...old, key: reviewItemKey({ kind: 'deforestation', plotId: 'a', signalId: 'det-9' }) };
    const r = run(['a'], [old, fresh], [], [override('a', [old.key])]);
    expect(statusOf(r)).toEqual({ a: 'held' });
    expect(r.held[0]!.uncovered.map((i) => i.key)).toEqual([fresh.key]);
  });

  it('ignores items and overrides of plots not exported', () => {
    const r = run(['a'], [item('z', 'risk')], [], [override('z', ['k'])]);
    expect(statusOf(r)).toEqual({ a: 'included' });
    expect(r.plots).toHaveLength(1);
  });

  it('groups held plots by reason, most serious first, a plot under each of its reasons', () => {
    const r = run(
      ['a', 'b', 'c'],
      [
        item('a', 'double-claim', { other: 'b' }),
        item('b', 'risk', { risk: 'high' }),
        item('b', 'double-claim', { other: 'a' }),
        item('c', 'risk', { risk: 'medium' }),
      ],
    );
    expect(r.heldByReason.map((g) => [g.reason, g.plots.map((p) => p.plotId)])).toEqual([
      ['high-risk', ['b']],
      ['medium-risk', ['c']],
      ['double-claim', ['a', 'b']],
    ]);
    expect(r.held.map((p) => p.plotId)).toEqual(['a', 'b', 'c']);
    // Each plot once, under the set of its reasons; the larger group first, then the most serious.
    expect(r.heldGroups.map((g) => [g.reasons, g.plots.map((p) => p.plotId)])).toEqual([
      [['high-risk', 'double-claim'], ['b']],
      [['medium-risk'], ['c']],
      [['double-claim'], ['a']],
    ]);
    const more = run(
      ['a', 'b', 'c'],
      [item('a', 'protected-area'), item('b', 'risk'), item('c', 'protected-area')],
    );
    expect(more.heldGroups.map((g) => [g.reasons, g.plots.length])).toEqual([
      [['protected-area'], 2],
      [['high-risk'], 1],
    ]);
  });
});

describe('leftOutOf', () => {
  it('names the excluded and held plots and why, not the ones that go in', () => {
    const riskB = item('b', 'risk');
    const pa = item('b', 'protected-area');
    const riskC = item('c', 'risk');
    const r = run(
      ['a', 'b', 'c', 'd'],
      [riskB, pa, riskC],
      [decision({ kind: 'plot', plotId: 'a' }, 'excluded')],
      [override('c', [riskC.key])],
    );
    expect(leftOutOf(r)).toEqual([
      { plotId: 'a', why: 'excluded' },
      { plotId: 'b', why: 'held:high-risk,protected-area' },
    ]);
  });
});
