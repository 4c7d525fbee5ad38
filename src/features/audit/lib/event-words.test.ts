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

describe('event words of filing with the EU', () => {
  beforeAll(async () => {
    await loadCatalogue('fr');
  });
  const filing = {
    filingId: 'f-1',
    kind: 'dds',
    internalReferenceNumber: 'PALM-2026-001',
    referenceNumber: null,
    verificationNumber: null,
    euStatus: 'SUBMITTED',
    uuid: '071874bd-8c62-4cac-8eb6-b2fbe003410c',
  };
  const numbered = { ...filing, referenceNumber: '26BE7XTVCZAQ2S', verificationNumber: 'SFFCB4Y3' };

  it('says a filing by its internal reference before the EU numbers it, its kind in words', () => {
    expect(words('statement-filed', filing)).toEqual({
      what: 'Due diligence statement PALM-2026-001 filed with the EU',
      more: [],
    });
    expect(words('statement-filed', { ...filing, kind: 'sd' }).what).toBe(
      'Simplified declaration PALM-2026-001 filed with the EU',
    );
    expect(words('statement-filed', filing, 'fr').what).toBe(
      'Déclaration de diligence raisonnée PALM-2026-001 déposée auprès de l’UE',
    );
    expect(words('statement-filed', { kind: 'dds' }).what).toBe('Statement filed with the EU');
  });

  it('says a status by the EU reference number, with both numbers and the reason given', () => {
    expect(words('statement-status', { ...numbered, euStatus: 'AVAILABLE' })).toEqual({
      what: 'EU status of 26BE7XTVCZAQ2S: available',
      more: ['Reference number 26BE7XTVCZAQ2S, verification number SFFCB4Y3'],
    });
    expect(
      words('statement-status', {
        ...filing,
        euStatus: 'REJECTED',
        rejectionReason: 'Overlaps a protected area.',
      }),
    ).toEqual({
      what: 'EU status of PALM-2026-001: rejected',
      more: ['Reason given: “Overlaps a protected area.”'],
    });
    expect(words('statement-status', { ...numbered, euStatus: 'GROUPED' }, 'fr').what).toBe(
      'Statut UE de 26BE7XTVCZAQ2S : regroupée dans une déclaration ultérieure',
    );
    // A status this page does not know: the plainer sentence, never a wrong one.
    expect(words('statement-status', { ...numbered, euStatus: 'LOST' }).what).toBe(
      'EU status of a statement changed',
    );
  });

  it('says an amendment and a withdrawal', () => {
    expect(words('statement-amended', numbered).what).toBe('26BE7XTVCZAQ2S amended with the EU');
    expect(words('statement-withdrawn', { ...numbered, euStatus: 'WITHDRAWN' })).toEqual({
      what: '26BE7XTVCZAQ2S withdrawn from the EU',
      more: ['Reference number 26BE7XTVCZAQ2S, verification number SFFCB4Y3'],
    });
    expect(words('statement-withdrawn', {}).what).toBe('Statement withdrawn from the EU');
  });

  it('says a verified declaration by its result', () => {
    const detail = { declarationId: 'd-1', referenceNumber: '26FRYUI34JTQKB', euStatus: 'AVAILABLE' };
    expect(words('declaration-verified', { ...detail, result: 'EXISTING_USABLE' }).what).toBe(
      'Declaration 26FRYUI34JTQKB checked with the EU: exists and may be used',
    );
    expect(words('declaration-verified', { ...detail, result: 'EXISTING_NON_USABLE' }).what).toBe(
      'Declaration 26FRYUI34JTQKB checked with the EU: exists but may not be used',
    );
    expect(words('declaration-verified', { ...detail, result: 'NON_EXISTENT' }, 'fr').what).toBe(
      'Déclaration 26FRYUI34JTQKB vérifiée auprès de l’UE : introuvable',
    );
    expect(words('declaration-verified', { ...detail, result: null }).what).toBe(
      'Declaration checked with the EU',
    );
  });

  it('says an EU account change by its environment and action, never more', () => {
    expect(words('eu-account-changed', { environment: 'stand-in', action: 'set' }).what).toBe(
      'EU account set (stand-in)',
    );
    expect(words('eu-account-changed', { environment: 'production', action: 'removed' }).what).toBe(
      'EU account removed (production)',
    );
    expect(words('eu-account-changed', { environment: 'acceptance', action: 'set' }, 'fr').what).toBe(
      'Compte UE enregistré (recette)',
    );
    expect(words('eu-account-changed', { environment: 'elsewhere', action: 'set' }).what).toBe(
      'EU account changed',
    );
  });
});
