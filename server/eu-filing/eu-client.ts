/**
 * The one SOAP client of the EU Information System (or its stand-in), implementing EuClient
 * (eu-client-types.ts). Envelopes are built with fast-xml-parser's XMLBuilder from objects whose keys are the
 * element names (never string templates: every value is escaped by the builder), shaped as the Operator API
 * Reference's sample requests (§5.1 DDS, §5.2 SD, §3.6 echo; Downstream reference §5.1.1 verify):
 * prefixes soapenv / v4 / dds / sd / verify / echo / eudrCommon, a WS-Security header with a Timestamp and a
 * UsernameToken whose password is the digest Base64(SHA-1(nonce + Created + authentication key)) over a fresh
 * 16-byte nonce (WSS UsernameToken Profile 1.0; §1.2.3), and `v4:WebServiceClientId`.
 *
 * Answers are read with XMLParser with the namespace prefixes removed (the real system numbers its prefixes
 * ns1, ns3, ns5... and they vary). What comes back is sorted into three failures the journal acts on:
 * - EuFault: a SOAP fault (business rules, permission, not found): nothing was done;
 * - EuAccountRefused: authentication, timestamp or client id refused, or HTTP 429 (throttled);
 * - EuAnswerLost: nothing readable (timeout, cut connection, 5xx without a fault): it may have been done.
 * The credentials are never part of an error's message.
 */
import {
  SERVICE_PATHS,
  submitDdsRequestSchema,
  submitSdRequestSchema,
  type Overview,
  type SubmitDdsRequest,
  type SubmitSdRequest,
  type VerifyResult,
} from '@core/eudr/dds-v3.ts';
import { EuAnswerLost, EuFault, type EuClient } from './eu-client-types.ts';
import { overviewsOf, readAnswer, statusOf, textOf, type Node } from './soap-answer.ts';
import {
  buildEnvelope,
  SERVICE_PREFIX,
  SOAP_ACTIONS,
  statementXml,
  type Credentials,
  type Service,
  type XmlObject,
} from './soap-envelope.ts';

// The envelope's parts are tested as the reference's samples, element by element (eu-client.test.ts).
export { buildEnvelope, passwordDigest, statementXml } from './soap-envelope.ts';

export interface EuClientOptions {
  /** The environment's origin (ENVIRONMENT_ORIGINS) or any base URL the service paths are appended to. */
  baseUrl: string;
  username: string;
  authenticationKey: string;
  clientId: string;
  /** Global fetch for the real environments; the stand-in's Hono app (in-process) for the stand-in. */
  fetch?: (url: string, init: RequestInit) => Promise<Response> | Response;
  /** Per call (default 60 s); past it the answer is taken as lost. */
  timeoutMs?: number;
  now?: () => Date;
  /** Awaited before each call: the server's shared pace under the 5 calls a second per address (§2.3.2). */
  pace?: () => Promise<void>;
}

/**
 * Spaces calls at most `perSecond` a second, in order (the Information System allows 5 a second per
 * address, §2.3.2; one pace is shared by every client of the server, which is one address).
 */
export function callPace(perSecond: number): () => Promise<void> {
  let next = 0;
  return () => {
    const now = Date.now();
    const at = Math.max(now, next);
    next = at + 1000 / perSecond;
    return at > now ? new Promise((resolve) => setTimeout(resolve, at - now)) : Promise.resolve();
  };
}

// ---------------------------------------------------------------------------------------------------------
// The client

export function createEuClient(options: EuClientOptions): EuClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
  const timeoutMs = options.timeoutMs ?? 60_000;
  const now = options.now ?? (() => new Date());
  const credentials: Credentials = {
    username: options.username,
    authenticationKey: options.authenticationKey,
    clientId: options.clientId,
  };

  async function call(
    service: Service,
    operation: string,
    request: string,
    body: XmlObject,
    expected: string,
  ) {
    await options.pace?.();
    const prefix = SERVICE_PREFIX[service];
    const xml = buildEnvelope(service, { [`${prefix}:${request}`]: body }, credentials, now());
    const signal = AbortSignal.timeout(timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await doFetch(`${base}${SERVICE_PATHS[service]}`, {
        method: 'POST',
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          soapaction: `"${SOAP_ACTIONS[service](operation)}"`,
        },
        body: xml,
        signal,
        redirect: 'manual',
      });
      status = response.status;
      text = await response.text();
    } catch (e) {
      // Never the URL's or the request's text: only what went wrong.
      const why = signal.aborted ? `no answer within ${timeoutMs} ms` : 'the connection failed';
      throw new EuAnswerLost(`The Information System's answer to ${operation} was lost: ${why}.`, {
        cause: e instanceof Error ? new Error(e.name) : undefined,
      });
    }
    return readAnswer(status, text, expected);
  }

  const modification = (answer: Node) => ({
    uuid: textOf(answer.uuid) ?? textOf(answer.sdIdentifier) ?? '',
    status: statusOf(answer.status),
  });
  const notFoundIsEmpty = async (get: () => Promise<Overview[]>): Promise<Overview[]> => {
    try {
      return await get();
    } catch (e) {
      // getDds... answer NotFoundException when nothing matches (§4.1.2): an empty list to the caller.
      if (e instanceof EuFault && /notfound/i.test(e.faultName)) return [];
      throw e;
    }
  };
  const ddsList = (uuids: readonly string[]) => {
    if (uuids.length > 100) throw new RangeError('At most 100 UUIDs per call (§2.3.2).');
  };

  return {
    async echo(message) {
      const answer = await call(
        'echo',
        'testEcho',
        'EudrEchoRequest',
        { 'echo:query': message },
        'EudrEchoResponse',
      );
      return textOf(answer.status) ?? '';
    },
    async submitDds(request: SubmitDdsRequest) {
      const r = submitDdsRequestSchema.parse(request);
      const answer = await call(
        'dds',
        'submitDds',
        'SubmitDdsRequest',
        { 'dds:operatorRole': r.operatorRole, 'dds:statement': statementXml(r.statement, 'dds') },
        'SubmitDdsResponse',
      );
      const uuid = textOf(answer.uuid);
      if (!uuid) throw new EuAnswerLost('The answer to submitDds holds no uuid.');
      return { uuid };
    },
    async amendDds(uuid, statement) {
      const answer = await call(
        'dds',
        'amendDds',
        'AmendDdsRequest',
        { 'dds:uuid': uuid, 'dds:statement': statementXml(statement, 'dds') },
        'AmendDdsResponse',
      );
      return modification(answer);
    },
    async withdrawDds(uuid) {
      return modification(
        await call('dds', 'withdrawDds', 'WithdrawDdsRequest', { 'dds:uuid': uuid }, 'WithdrawDdsResponse'),
      );
    },
    async getDds(uuids) {
      ddsList(uuids);
      if (uuids.length === 0) return [];
      return notFoundIsEmpty(async () =>
        overviewsOf(
          await call('dds', 'getDds', 'GetDdsRequest', { 'dds:uuidList': [...uuids] }, 'GetDdsResponse'),
          'ddsOverviewList',
        ),
      );
    },
    async getDdsByInternalReference(internalReference) {
      return notFoundIsEmpty(async () =>
        overviewsOf(
          await call(
            'dds',
            'getDdsByInternalReference',
            'GetDdsByInternalReferenceRequest',
            { 'dds:internalReference': internalReference },
            'GetDdsByInternalReferenceResponse',
          ),
          'ddsOverviewList',
        ),
      );
    },
    async submitSd(request: SubmitSdRequest) {
      const r = submitSdRequestSchema.parse(request);
      const answer = await call(
        'sd',
        'submitSd',
        'SubmitSdRequest',
        { 'sd:operatorRole': r.operatorRole, 'sd:statement': statementXml(r.statement, 'sd') },
        'SubmitSdResponse',
      );
      const uuid = textOf(answer.sdIdentifier) ?? textOf(answer.uuid);
      if (!uuid) throw new EuAnswerLost('The answer to submitSd holds no sdIdentifier.');
      return { uuid };
    },
    async updateSd(uuid, statement) {
      const answer = await call(
        'sd',
        'updateSd',
        'UpdateSdRequest',
        { 'sd:sdIdentifier': uuid, 'sd:statement': statementXml(statement, 'sd') },
        'UpdateSdResponse',
      );
      return modification(answer);
    },
    async withdrawSd(uuid) {
      return modification(
        await call(
          'sd',
          'withdrawSd',
          'WithdrawSdRequest',
          { 'sd:sdIdentifier': uuid },
          'WithdrawSdResponse',
        ),
      );
    },
    async getSd(uuids) {
      ddsList(uuids);
      if (uuids.length === 0) return [];
      return notFoundIsEmpty(async () =>
        overviewsOf(
          await call(
            'sd',
            'getSd',
            'GetSdRequest',
            { 'sd:uuidAndVersionNumberList': uuids.map((u) => ({ 'eudrCommon:uuid': u })) },
            'GetSdResponse',
          ),
          'sdOverviewList',
        ),
      );
    },
    async getSdByInternalReference(internalReference) {
      return notFoundIsEmpty(async () =>
        overviewsOf(
          await call(
            'sd',
            'getSdByInternalReference',
            'GetSdByInternalReferenceRequest',
            { 'sd:internalReference': internalReference },
            'GetSdByInternalReferenceResponse',
          ),
          'sdOverviewList',
        ),
      );
    },
    async verifyDeclaration(referenceNumber, verificationNumber) {
      const answer = await call(
        'verify',
        'verifyDeclaration',
        'VerifyDeclarationRequest',
        { 'verify:referenceNumber': referenceNumber, 'verify:verificationNumber': verificationNumber },
        'VerifyDeclarationResponse',
      );
      const result = textOf(answer.result);
      if (result !== 'EXISTING_USABLE' && result !== 'EXISTING_NON_USABLE' && result !== 'NON_EXISTENT')
        throw new EuAnswerLost(`Unknown verify result in the answer: ${result ?? 'none'}.`);
      const status = textOf(answer.status);
      return {
        result: result as VerifyResult,
        status: status ? statusOf(status) : null,
        dateTime: textOf(answer.dateTime) ?? '',
      };
    },
  };
}
