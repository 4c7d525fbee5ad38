/**
 * What the server asks of the EU Information System (or its stand-in), as typed calls: one implementation
 * (eu-client.ts) builds the SOAP envelopes with WS-Security (Operator API Reference §1.2.3, §3.5) and reads
 * the answers and faults; the filing journal and the declaration register use only this interface, so
 * their tests can hand them a fake.
 */
import type {
  EudrStatus,
  DdsStatement,
  Overview,
  SdStatement,
  SubmitDdsRequest,
  SubmitSdRequest,
  VerifyResult,
} from '@core/eudr/dds-v3.ts';
import type { EuError } from '@core/api/filing.ts';

export interface EuClient {
  /** Echo service (§3.3.1): the account's credentials work. */
  echo(message: string): Promise<string>;
  submitDds(request: SubmitDdsRequest): Promise<{ uuid: string }>;
  amendDds(uuid: string, statement: DdsStatement): Promise<{ uuid: string; status: EudrStatus }>;
  withdrawDds(uuid: string): Promise<{ uuid: string; status: EudrStatus }>;
  /** At most 100 UUIDs per call (§2.3.2). */
  getDds(uuids: readonly string[]): Promise<Overview[]>;
  getDdsByInternalReference(internalReference: string): Promise<Overview[]>;
  submitSd(request: SubmitSdRequest): Promise<{ uuid: string }>;
  updateSd(uuid: string, statement: SdStatement): Promise<{ uuid: string; status: EudrStatus }>;
  withdrawSd(uuid: string): Promise<{ uuid: string; status: EudrStatus }>;
  getSd(uuids: readonly string[]): Promise<Overview[]>;
  getSdByInternalReference(internalReference: string): Promise<Overview[]>;
  /** Downstream reference §4.1: whether a supplier's declaration exists and may be used. */
  verifyDeclaration(
    referenceNumber: string,
    verificationNumber: string,
  ): Promise<{ result: VerifyResult; status: EudrStatus | null; dateTime: string }>;
}

/** The system answered with a SOAP fault: nothing was done. */
export class EuFault extends Error {
  constructor(
    /** The fault's detail element: BusinessRulesValidationException, PermissionDeniedException, NotFoundException, or the faultstring. */
    readonly faultName: string,
    readonly errors: EuError[],
    message: string,
  ) {
    super(message);
    this.name = 'EuFault';
  }
}

/**
 * No answer that can be read (network error, timeout, HTTP 5xx without a fault, a cut connection): the
 * request may or may not have been carried out. A submission in this state is reconciled, never re-sent.
 */
export class EuAnswerLost extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EuAnswerLost';
  }
}

/** The account is refused (authentication failed, timestamp, client id) or throttled: retry later or fix it. */
export class EuAccountRefused extends Error {
  constructor(
    message: string,
    readonly throttled = false,
  ) {
    super(message);
    this.name = 'EuAccountRefused';
  }
}
