/**
 * What the stand-in does with statements (Operator API Reference §4.1.2, §4.2.2; Downstream reference
 * §4.1): a submission is SUBMITTED, then after the delay AVAILABLE with a reference and a verification
 * number, or REJECTED with a reason; amend and withdraw within 72 hours of submission; grouping; retrieval;
 * verify-declaration. Statuses advance lazily against the injectable clock (settle() before every read and
 * write), so no timer is lost to a restart and tests move time step by step.
 *
 * The refusals use the codes the Commission publishes: CF4 (EUDR_REFERENCED_STATEMENT_NOT_FOUND), CF5
 * amend (EUDR_API_AMEND_ACTIVITY_TYPE_CHANGE_NOT_ALLOWED, EUDR_API_AMEND_OR_WITHDRAW_DDS_NOT_POSSIBLE,
 * EUDR_API_AMEND_NOT_ALLOWED_FOR_STATUS, EUDR_API_NO_DDS), CF6 withdraw
 * (EUDR_API_AMEND_OR_WITHDRAW_NOT_ALLOWED_FOR_STATUS) and the retrieval codes of §6.1.6 (EUDR_NUMBER_EMPTY,
 * EUDR_NUMBER_INVALID, EUDR_NUMBER_TOO_LONG, EUDR_WEBSERVICE_STATEMENT_NOT_FOUND).
 */
import { randomUUID } from 'node:crypto';
import {
  EUDR_LIMITS,
  submitDdsRequestSchema,
  submitSdRequestSchema,
  type EudrStatus,
  type Overview,
  type SubmitDdsRequest,
  type SubmitSdRequest,
  type VerifyResult,
} from '@core/eudr/dds-v3.ts';
import {
  checkDdsGeolocation,
  checkDdsRequest,
  checkSdGeolocation,
  checkSdRequest,
} from '@core/eudr/rules.ts';
import { groupTargets, regroup, releaseGroupedBy } from './grouping.ts';
import { businessRules, checkNumbers, notFound, refuse } from './refusals.ts';
import {
  overviewOf,
  randomText,
  USABLE,
  withInternalReference,
  withoutGeolocation,
} from './statement-records.ts';
import type { StandInStore, StatementKind, StoredStatement } from './store.ts';
import type { EuStandInAccount } from './wss.ts';

// The refusals are answered by the SOAP routes (soap-routes.ts), which import them from here.
export { OperationFault, SchemaFault } from './refusals.ts';

const WINDOW_MS = EUDR_LIMITS.amendWindowHours * 3_600_000;

export interface SubmitOptions {
  /**
   * A rejection to apply when the delay ends (the "reject" fault): asked only once the statement passed
   * every check, so a refused submission does not spend the fault.
   */
  rejectReason?: () => string | undefined;
}

export class StandInLifecycle {
  constructor(
    private readonly store: StandInStore,
    private readonly now: () => number,
    private readonly delayMs: number,
  ) {}

  /** Statements whose delay has ended become AVAILABLE (with their numbers) or REJECTED. */
  settle(): void {
    const now = this.now();
    const due = this.store.submitted().filter((s) => s.decideAt !== null && s.decideAt <= now);
    if (!due.length) return;
    this.store.transaction(() => {
      for (const s of due) {
        const decided: StoredStatement = { ...s, decideAt: null, updatedAt: s.decideAt! };
        if (s.pendingRejection) {
          decided.status = 'REJECTED';
          decided.rejectionReason = s.pendingRejection;
          decided.pendingRejection = null;
          releaseGroupedBy(this.store, this.now, s.uuid);
        } else {
          decided.status = 'AVAILABLE';
          decided.referenceNumber = this.newReferenceNumber(s, s.decideAt!);
          decided.verificationNumber = randomText(8);
        }
        this.store.put(decided);
      }
    });
  }

  /**
   * 14 characters like `26FRYUI34JTQKB` (§5.1.2): the year's two digits, the country of activity (or the
   * operator's), 10 letters and digits; a simplified declaration's starts with S (`S26BECB39D2GRX`, §5.2.4).
   */
  private newReferenceNumber(s: StoredStatement, atMs: number): string {
    const year = String(new Date(atMs).getUTCFullYear() % 100).padStart(2, '0');
    for (;;) {
      const ref =
        s.kind === 'sd'
          ? `S${year}${s.referenceCountry}${randomText(9)}`
          : `${year}${s.referenceCountry}${randomText(10)}`;
      if (!this.store.byReferenceNumber(ref)) return ref;
    }
  }

  /**
   * The rule module's checks (core/eudr/rules.ts), told what the stand-in holds: the statuses and kinds of
   * the declarations a grouping may name (those this statement groups already count as before they were
   * grouped), and its own reference number. Any violation refuses the call.
   */
  private check(kind: StatementKind, request: unknown, self: StoredStatement | null): void {
    const knownStatements = new Map<string, string>();
    const knownKinds = new Map<string, StatementKind>();
    for (const r of this.store.references()) {
      const grouped = self !== null && r.groupedBy === self.uuid;
      knownStatements.set(r.referenceNumber, grouped ? (r.statusBeforeGrouping ?? 'AVAILABLE') : r.status);
      knownKinds.set(r.referenceNumber, r.kind);
    }
    const options = { knownStatements, knownKinds, ownReferenceNumber: self?.referenceNumber ?? undefined };
    const violations = kind === 'dds' ? checkDdsRequest(request, options) : checkSdRequest(request, options);
    if (violations.length) refuse(violations);
  }

  /**
   * §9's GeoJSON rules on each producer's geolocation: the Information System runs them after it took the
   * statement, so a breach makes it REJECTED with the reason (not a fault).
   */
  private async geolocationRejection(
    kind: StatementKind,
    parsed: SubmitDdsRequest | SubmitSdRequest,
  ): Promise<string | null> {
    const violations =
      kind === 'dds'
        ? await checkDdsGeolocation(parsed as SubmitDdsRequest)
        : await checkSdGeolocation(parsed as SubmitSdRequest);
    if (!violations.length) return null;
    const reason = `Geolocation check failed: ${violations.map((v) => `${v.message} (${v.code}, ${v.path})`).join('; ')}`;
    return reason.length > 1_000 ? `${reason.slice(0, 999)}…` : reason;
  }

  async submit(
    kind: StatementKind,
    account: EuStandInAccount,
    request: unknown,
    options: SubmitOptions = {},
  ): Promise<string> {
    this.settle();
    // "If not provided, generated by the Information System" (§4.1.3, §4.2.3): §5.2.1's own sample sends
    // an empty one, which the SD's schema needs filled.
    const year = String(new Date(this.now()).getUTCFullYear() % 100).padStart(2, '0');
    const filled = withInternalReference(request, `${year}${randomText(12)}`);
    this.check(kind, filled, null);
    const parsed =
      kind === 'dds' ? submitDdsRequestSchema.parse(filled) : submitSdRequestSchema.parse(filled);
    groupTargets(this.store, kind, null, parsed.statement);
    const geolocation = await this.geolocationRejection(kind, parsed);
    // Checked again after the wait: another call may have grouped or withdrawn a target meanwhile.
    this.settle();
    const targets = groupTargets(this.store, kind, null, parsed.statement);
    const now = this.now();
    const uuid = randomUUID();
    const record: StoredStatement = {
      uuid,
      kind,
      account: account.username,
      updatedBy: account.operatorName ?? account.username,
      operatorRole: parsed.operatorRole,
      statement: parsed.statement,
      internalReferenceNumber: parsed.statement.internalReferenceNumber!,
      status: 'SUBMITTED',
      referenceNumber: null,
      verificationNumber: null,
      rejectionReason: null,
      communicationToOperator: null,
      submittedAt: now,
      updatedAt: now,
      decideAt: now + this.delayMs,
      pendingRejection: geolocation ?? options.rejectReason?.() ?? null,
      version: 1,
      groupedBy: null,
      statusBeforeGrouping: null,
      referenceCountry: parsed.statement.countryOfActivity ?? account.country ?? 'BE',
    };
    this.store.transaction(() => {
      this.store.put(record);
      regroup(this.store, this.now, uuid, targets);
    });
    this.settle();
    return uuid;
  }

  private own(kind: StatementKind, account: EuStandInAccount, uuid: string): StoredStatement | undefined {
    const s = this.store.get(uuid);
    return s && s.kind === kind && s.account === account.username ? s : undefined;
  }

  /**
   * The operator's own statement that may still be amended or withdrawn (§4.1.2: AVAILABLE, not GROUPED, a
   * DDS within 72 hours of its submission; an SD has no window), or the fault the system answers.
   */
  private changeable(
    kind: StatementKind,
    account: EuStandInAccount,
    uuid: string,
    action: 'amend' | 'withdraw',
  ): StoredStatement {
    this.settle();
    const s = this.own(kind, account, uuid);
    if (!s) {
      const message = `No ${kind === 'dds' ? 'DDS' : 'simplified declaration'} of this operator has the UUID ${uuid}.`;
      if (kind === 'sd') throw notFound('EUDR_API_NO_DDS', message, 'sdIdentifier');
      throw businessRules([{ id: 'EUDR_API_NO_DDS', message, field: 'uuid' }]);
    }
    const done = action === 'amend' ? 'amended' : 'withdrawn';
    if (s.status === 'GROUPED')
      throw businessRules([
        {
          id: 'EUDR_API_AMEND_OR_WITHDRAW_DDS_NOT_POSSIBLE',
          message: `The statement is GROUPED in another declaration: it cannot be ${done} while that one is active.`,
          field: 'uuid',
        },
      ]);
    if (s.status !== 'AVAILABLE')
      throw businessRules([
        {
          id:
            action === 'amend'
              ? 'EUDR_API_AMEND_NOT_ALLOWED_FOR_STATUS'
              : 'EUDR_API_AMEND_OR_WITHDRAW_NOT_ALLOWED_FOR_STATUS',
          message: `Only an AVAILABLE statement can be ${done}; this one is ${s.status}.`,
          field: 'uuid',
        },
      ]);
    if (kind === 'dds' && this.now() - s.submittedAt > WINDOW_MS)
      throw businessRules([
        {
          id: 'EUDR_API_AMEND_OR_WITHDRAW_DDS_NOT_POSSIBLE',
          message:
            action === 'amend'
              ? `The ${EUDR_LIMITS.amendWindowHours}-hour amendment window has closed: submit a new statement instead.`
              : `The ${EUDR_LIMITS.amendWindowHours}-hour window has closed: the statement can no longer be withdrawn.`,
          field: 'uuid',
        },
      ]);
    return s;
  }

  /**
   * amendDds (within 72 hours, AVAILABLE, not GROUPED, same activity: the reference number stays, the
   * version goes up) and updateSd (no window, §4.2.2).
   */
  async amend(
    kind: StatementKind,
    account: EuStandInAccount,
    uuid: string,
    statement: unknown,
  ): Promise<{ uuid: string; status: EudrStatus; version: number }> {
    const s = this.changeable(kind, account, uuid, 'amend');
    const request = withInternalReference(
      { operatorRole: s.operatorRole, statement },
      s.internalReferenceNumber,
    );
    this.check(kind, request, s);
    const parsed =
      kind === 'dds' ? submitDdsRequestSchema.parse(request) : submitSdRequestSchema.parse(request);
    if (parsed.statement.activityType !== s.statement.activityType)
      throw businessRules([
        {
          id: 'EUDR_API_AMEND_ACTIVITY_TYPE_CHANGE_NOT_ALLOWED',
          message: `The activity of a filed statement cannot change (${s.statement.activityType}).`,
          field: 'statement.activityType',
        },
      ]);
    groupTargets(this.store, kind, s.uuid, parsed.statement);
    // An amendment is refused outright when its geolocation breaks §9 (the statement stays as it was).
    const geolocation = await this.geolocationRejection(kind, parsed);
    if (geolocation)
      throw businessRules([
        { id: 'EUDR_COMMODITIES_PRODUCER_GEO_INVALID', message: geolocation, field: 'statement' },
      ]);
    const current = this.own(kind, account, uuid);
    if (!current || current.status !== 'AVAILABLE' || current.version !== s.version)
      throw businessRules([
        {
          id: 'EUDR_API_AMEND_NOT_ALLOWED_FOR_STATUS',
          message: 'The statement changed while the amendment was checked: read it again and retry.',
          field: 'uuid',
        },
      ]);
    const targets = groupTargets(this.store, kind, s.uuid, parsed.statement);
    const amended: StoredStatement = {
      ...s,
      statement: parsed.statement,
      internalReferenceNumber: parsed.statement.internalReferenceNumber ?? s.internalReferenceNumber,
      version: s.version + 1,
      updatedAt: this.now(),
      updatedBy: account.operatorName ?? account.username,
    };
    this.store.transaction(() => {
      this.store.put(amended);
      regroup(this.store, this.now, s.uuid, targets);
    });
    return { uuid: s.uuid, status: amended.status, version: amended.version };
  }

  /** withdrawDds (within 72 hours, AVAILABLE, not GROUPED) and withdrawSd (no window). */
  withdraw(
    kind: StatementKind,
    account: EuStandInAccount,
    uuid: string,
  ): { uuid: string; status: EudrStatus; version: number } {
    const s = this.changeable(kind, account, uuid, 'withdraw');
    const withdrawn: StoredStatement = { ...s, status: 'WITHDRAWN', updatedAt: this.now() };
    this.store.transaction(() => {
      this.store.put(withdrawn);
      releaseGroupedBy(this.store, this.now, s.uuid);
    });
    return { uuid: s.uuid, status: 'WITHDRAWN', version: s.version };
  }

  overview(s: StoredStatement): Overview {
    return overviewOf(s);
  }

  /** getDds / getSd: the operator's own statements among the UUIDs; NotFoundException when none is. */
  get(kind: StatementKind, account: EuStandInAccount, uuids: string[]): Overview[] {
    this.settle();
    const found = uuids.map((u) => this.own(kind, account, u)).filter((s): s is StoredStatement => !!s);
    if (!found.length)
      throw notFound(
        'EUDR_WEBSERVICE_STATEMENT_NOT_FOUND',
        'No statement of this operator has these UUIDs.',
        'uuid',
      );
    return found.map((s) => this.overview(s));
  }

  /** Every statement of the operator with this internal reference (§4.1.2), oldest first. */
  byInternalReference(kind: StatementKind, account: EuStandInAccount, internalReference: string): Overview[] {
    this.settle();
    const found = this.store.byInternalReference(account.username, kind, internalReference);
    if (!found.length)
      throw notFound(
        'EUDR_WEBSERVICE_STATEMENT_NOT_FOUND',
        `No statement of this operator has the internal reference ${internalReference}.`,
        'internalReference',
      );
    return found.map((s) => this.overview(s));
  }

  /** getDdsByIdentifiers / getSdByIdentifiers: the whole statement, if AVAILABLE or ARCHIVED (§6.1.6). */
  byIdentifiers(
    kind: StatementKind,
    account: EuStandInAccount,
    referenceNumber: string | undefined,
    verificationNumber: string | undefined,
  ): StoredStatement {
    this.settle();
    checkNumbers(referenceNumber, verificationNumber);
    const s = this.store.byReferenceNumber(referenceNumber!);
    if (!s || s.kind !== kind || s.verificationNumber !== verificationNumber || !USABLE.includes(s.status))
      throw notFound(
        'EUDR_WEBSERVICE_STATEMENT_NOT_FOUND',
        'No AVAILABLE or ARCHIVED statement has this reference and verification number.',
        'referenceNumber',
      );
    // Geolocation marked confidential is not disclosed down the supply chain (§4.1.3 geoLocationConfidential).
    if (s.account !== account.username && s.statement.geoLocationConfidential) return withoutGeolocation(s);
    return s;
  }

  /** Downstream reference §4.1.2: usable when AVAILABLE or ARCHIVED, else not usable; unknown: NON_EXISTENT. */
  verify(
    referenceNumber: string | undefined,
    verificationNumber: string | undefined,
  ): { result: VerifyResult; status: EudrStatus | null; dateTime: string } {
    this.settle();
    checkNumbers(referenceNumber, verificationNumber);
    const dateTime = new Date(this.now()).toISOString();
    const s = this.store.byReferenceNumber(referenceNumber!);
    if (!s || s.verificationNumber !== verificationNumber)
      return { result: 'NON_EXISTENT', status: null, dateTime };
    return {
      result: USABLE.includes(s.status) ? 'EXISTING_USABLE' : 'EXISTING_NON_USABLE',
      status: s.status,
      dateTime,
    };
  }

  /** A competent authority's message to the operator (a _sim route): shown in the overview. */
  communicate(uuid: string, content: string): StoredStatement | undefined {
    this.settle();
    const s = this.store.get(uuid);
    if (!s) return undefined;
    const changed = { ...s, communicationToOperator: { date: new Date(this.now()).toISOString(), content } };
    this.store.put(changed);
    return changed;
  }

  all(): StoredStatement[] {
    this.settle();
    return this.store.all();
  }
}
