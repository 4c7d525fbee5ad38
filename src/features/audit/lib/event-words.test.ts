/**
 * The Audit page's words for issue 50's entries (overrides, evidence snapshots, conclusions and their
 * sign-off), from the detail the server stores (server/audit/audit-rows.ts): the full sentence when the
 * detail has its fields, the plainer one when it does not (an older or a later server's entry).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent, AuditKind } from '@core/api/audit.ts';
import { loadCatalogue } from '@core/i18n/messages.ts';
import { eventWords } from './event-words.ts';

const event = (kind: AuditKind, detail: Record<string, unknown>): AuditEvent => ({
  id: `${kind}:1`,
  at: '2026-12-06T10:00:00.000Z',
  kind,
  projectId: 'p-cocoa',
  personId: 'demo-ines',
  personName: 'Inès Martin (approver)',
  plotId: null,
  supplierId: 's-kofi',
  summary: '',
  detail,
});
const words = (kind: AuditKind, detail: Record<string, unknown>, locale: 'en' | 'fr' = 'en') =>
  eventWords(event(kind, detail), new Map(), locale);

describe('event words of statements', () => {
  beforeAll(async () => {
    await loadCatalogue('fr');
  });

  it('says an override with its item count and reason', () => {
    expect(words('statement-override', { itemCount: 1, reason: 'Field visit done.' })).toEqual({
      what: 'Let into statements despite 1 open item',
      more: ['Why: “Field visit done.”'],
    });
    expect(words('statement-override', { itemCount: 3 }).what).toBe(
      'Let into statements despite 3 open items',
    );
    expect(words('statement-override', {})).toEqual({
      what: 'Let into statements despite open items',
      more: [],
    });
  });

  it('says a snapshot by its kind, plots and the day it is kept until', () => {
    const detail = { snapshotKind: 'traces-export', plotCount: 1120, keepUntil: '2031-12-06T10:00:00.000Z' };
    expect(words('evidence-snapshot', detail).what).toMatch(
      /^TRACES export kept as evidence: 1,120 plots, kept until .*2031/,
    );
    expect(
      words('evidence-snapshot', { ...detail, snapshotKind: 'statement-package', plotCount: 1 }).what,
    ).toMatch(/^Statement package kept as evidence: 1 plot, kept until/);
    expect(words('evidence-snapshot', detail, 'fr').what).toMatch(/^Export TRACES conservé comme preuve : 1/);
    expect(words('evidence-snapshot', { ...detail, keepUntil: 'soon' }).what).toBe('Evidence snapshot kept');
    expect(words('evidence-snapshot', { ...detail, snapshotKind: 'other' }).what).toBe(
      'Evidence snapshot kept',
    );
  });

  it('says a prepared conclusion with its reasoning, mitigation and open items', () => {
    expect(
      words('conclusion-prepared', {
        conclusion: 'mitigated',
        reasoning: 'Two plots overlap a park.',
        mitigation: 'Both excluded.',
        openItems: 0,
      }),
    ).toEqual({
      what: 'Conclusion prepared: risk mitigated',
      more: [
        'Why: “Two plots overlap a park.”',
        'Mitigation: “Both excluded.”',
        'No open items when prepared',
      ],
    });
    expect(words('conclusion-prepared', { conclusion: 'negligible', openItems: 2 }, 'fr')).toEqual({
      what: 'Conclusion préparée : risque négligeable',
      more: ['2 points ouverts lors de la préparation'],
    });
    expect(words('conclusion-prepared', { conclusion: 'maybe' }).what).toBe('Conclusion prepared');
  });

  it('says a sign-off with the conclusion and who prepared it', () => {
    expect(words('conclusion-signed', { conclusion: 'negligible', preparedBy: 'Amara Okafor' }).what).toBe(
      'Conclusion signed off (negligible risk), prepared by Amara Okafor',
    );
    expect(words('conclusion-signed', { conclusion: 'negligible' }).what).toBe('Conclusion signed off');
  });
});
