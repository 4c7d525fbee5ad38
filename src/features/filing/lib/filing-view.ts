/**
 * What a filing shows and offers (issue 51), worked out from the server's record alone: its phase in words
 * a person reads (our side of the filing first, then the Information System's status), whether it may still
 * be amended or withdrawn (the 72-hour window of the Operator API Reference §4.1.2, never a GROUPED one,
 * §11.3.1), which filings may be grouped (AVAILABLE ones, §5.1.2: "blocked if any referenced statement is
 * not in AVAILABLE status"), and the requests the amend and group forms send. Pure.
 */
import type { AmendRequest, FileRequest, Filing } from '@core/api/filing.ts';
import type { DdsStatement, SdStatement, SubmitDdsRequest, SubmitSdRequest } from '@core/eudr/dds-v3.ts';

export type FilingPhase =
  | 'sending'
  | 'unknown'
  | 'refused'
  | 'submitted'
  | 'available'
  | 'rejected'
  | 'withdrawn'
  | 'grouped'
  | 'archived'
  | 'obsolete';

/** The one word of a filing's state: our journal's while nothing was filed, then the system's status. */
export function phaseOf(f: Pick<Filing, 'state' | 'euStatus'>): FilingPhase {
  if (f.state !== 'filed') return f.state;
  switch (f.euStatus) {
    case 'AVAILABLE':
    case 'UPDATED':
      return 'available';
    case 'REJECTED':
      return 'rejected';
    case 'WITHDRAWN':
      return 'withdrawn';
    case 'GROUPED':
      return 'grouped';
    case 'ARCHIVED':
      return 'archived';
    case 'OBSOLETE':
      return 'obsolete';
    default:
      // SUBMITTED, SUSPENDED, or no status read yet: the system holds it and has not decided.
      return 'submitted';
  }
}

/** How a phase is drawn: settled well, waiting, or gone wrong. */
export function toneOf(phase: FilingPhase): 'good' | 'waiting' | 'bad' | 'neutral' {
  if (phase === 'available') return 'good';
  if (phase === 'sending' || phase === 'unknown' || phase === 'submitted') return 'waiting';
  if (phase === 'refused' || phase === 'rejected') return 'bad';
  return 'neutral';
}

const withinWindow = (f: Pick<Filing, 'amendableUntil'>, now: number) => {
  const until = Date.parse(f.amendableUntil);
  return Number.isFinite(until) && now < until;
};

/** Amend: a filed statement the system holds as submitted or available, before its window closes. */
export function mayAmend(f: Pick<Filing, 'state' | 'euStatus' | 'amendableUntil'>, now: number): boolean {
  const phase = phaseOf(f);
  return (phase === 'submitted' || phase === 'available') && withinWindow(f, now);
}

/** Withdraw: the same, and never a GROUPED one (phaseOf keeps it out: it is 'grouped'). */
export function mayWithdraw(f: Pick<Filing, 'state' | 'euStatus' | 'amendableUntil'>, now: number): boolean {
  return mayAmend(f, now);
}

/** A filing another statement may group: AVAILABLE, with its reference number, a DDS with DDS, an SD with SD. */
export function mayGroup(f: Pick<Filing, 'state' | 'euStatus' | 'referenceNumber'>): boolean {
  return f.state === 'filed' && f.euStatus === 'AVAILABLE' && f.referenceNumber !== null;
}

/** What an amendment may change: each commodity's description of goods and quantities (the rest as sent). */
export interface CommodityEdit {
  descriptionOfGoods: string;
  /** Net mass in kg; null: none. */
  netWeight: number | null;
  /** Supplementary unit (e.g. cubic metres); null: none. */
  supplementaryUnit: number | null;
}

type AnyStatement = DdsStatement | SdStatement;

/** The commodities' editable parts, as the amend form starts from them. */
export function editsOf(statement: AnyStatement): CommodityEdit[] {
  return statement.commodities.map((c) => ({
    descriptionOfGoods: c.descriptors.descriptionOfGoods,
    netWeight: c.descriptors.goodsMeasure.netWeight ?? null,
    supplementaryUnit: c.descriptors.goodsMeasure.supplementaryUnit ?? null,
  }));
}

/** The whole statement again with the edits (an amendment replaces the statement: amendDds, §4.1.2). */
export function amendedStatement(statement: AnyStatement, edits: readonly CommodityEdit[]): AmendRequest {
  const commodities = statement.commodities.map((c, i) => {
    const e = edits[i];
    if (!e) return c;
    // The qualifier goes with its unit: a unit cleared takes its qualifier along.
    const {
      netWeight: _n,
      supplementaryUnit: _s,
      supplementaryUnitQualifier: _q,
      ...measure
    } = c.descriptors.goodsMeasure;
    return {
      ...c,
      descriptors: {
        ...c.descriptors,
        descriptionOfGoods: e.descriptionOfGoods.trim(),
        goodsMeasure: {
          ...measure,
          ...(e.netWeight === null ? {} : { netWeight: e.netWeight }),
          ...(e.supplementaryUnit === null
            ? {}
            : {
                supplementaryUnit: e.supplementaryUnit,
                // A unit without its qualifier is refused (§10.3): kept as sent.
                ...(c.descriptors.goodsMeasure.supplementaryUnitQualifier
                  ? { supplementaryUnitQualifier: c.descriptors.goodsMeasure.supplementaryUnitQualifier }
                  : {}),
              }),
        },
      },
    };
  });
  return { statement: { ...statement, commodities } as AnyStatement };
}

const isSdRequest = (r: SubmitDdsRequest | SubmitSdRequest): r is SubmitSdRequest =>
  r.operatorRole === 'MICRO_OPERATOR' || r.operatorRole === 'REPRESENTATIVE_MSPO';

/**
 * A new statement grouping AVAILABLE filings (§5.1.2): their commodities together (renumbered), the first
 * one's activity and operator role, and the reference numbers of those it groups (an SD groups SDs by
 * reference and verification number, §4.2.3). Null when they cannot be grouped (fewer than two, a mix of
 * DDS and SD, one not AVAILABLE, one without its request).
 */
export function groupRequest(
  filings: readonly Filing[],
  internalReferenceNumber: string,
): FileRequest | null {
  if (filings.length < 2 || !filings.every(mayGroup)) return null;
  const first = filings[0]!;
  if (!filings.every((f) => f.kind === first.kind && f.request)) return null;
  const requests = filings.map((f) => f.request!);
  const supplierIds = [...new Set(filings.flatMap((f) => f.supplierIds))];
  const head = requests[0]!;
  const common = {
    snapshotId: first.snapshotId,
    part: 1,
    supplierIds,
  };
  if (first.kind === 'sd') {
    if (!requests.every(isSdRequest) || !isSdRequest(head)) return null;
    const commodities = requests
      .flatMap((r) => r.statement.commodities)
      .map((c, i) => ({ ...c, position: i + 1 }));
    return {
      kind: 'sd',
      ...common,
      request: {
        operatorRole: head.operatorRole,
        statement: {
          ...head.statement,
          internalReferenceNumber,
          commodities,
          geoLocationConfidential: requests.some((r) => r.statement.geoLocationConfidential),
          groupedDeclarations: filings.map((f) => ({
            referenceNumber: f.referenceNumber!,
            verificationNumber: f.verificationNumber ?? '',
          })),
        },
      },
    };
  }
  if (requests.some(isSdRequest) || isSdRequest(head)) return null;
  const dds = requests as SubmitDdsRequest[];
  const commodities = dds.flatMap((r) => r.statement.commodities).map((c, i) => ({ ...c, position: i + 1 }));
  const statement: DdsStatement & { internalReferenceNumber: string } = {
    ...head.statement,
    internalReferenceNumber,
    commodities,
    geoLocationConfidential: dds.some((r) => r.statement.geoLocationConfidential),
    groupedDeclarations: filings.map((f) => f.referenceNumber!),
  };
  return { kind: 'dds', ...common, request: { operatorRole: head.operatorRole, statement } } as FileRequest;
}

/** Newest first by filing time, whatever order the answer came in. */
export const newestFirst = (filings: readonly Filing[]): Filing[] =>
  [...filings].sort((a, b) => (a.filedAt < b.filedAt ? 1 : a.filedAt > b.filedAt ? -1 : 0));
