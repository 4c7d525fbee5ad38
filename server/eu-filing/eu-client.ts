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
  type DdsStatement,
  type Overview,
  type SdStatement,
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

type StatementService = 'dds' | 'sd';

/**
 * What tells the DDS and SD operations apart (§4.1.2, §4.2.2): they mirror each other, only the names of
 * their operations and elements differ, so one generic path serves both.
 */
const STATEMENT_ELEMENTS = {
  dds: {
    noun: 'Dds',
    amend: 'amendDds',
    id: 'uuid',
    submitted: ['uuid'],
    list: 'ddsOverviewList',
    uuidList: (uuids: readonly string[]): XmlObject => ({ 'dds:uuidList': [...uuids] }),
  },
  sd: {
    noun: 'Sd',
    amend: 'updateSd',
    id: 'sdIdentifier',
    // The SD's answer names it sdIdentifier; a uuid in its place is read as well.
    submitted: ['sdIdentifier', 'uuid'],
    list: 'sdOverviewList',
    uuidList: (uuids: readonly string[]): XmlObject => ({
      'sd:uuidAndVersionNumberList': uuids.map((u) => ({ 'eudrCommon:uuid': u })),
    }),
  },
} as const;

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

  /** One DDS or SD operation: its request and response elements are named after it (§5.1, §5.2). */
  const statementCall = (kind: StatementService, operation: string, body: XmlObject) => {
    const name = `${operation[0]!.toUpperCase()}${operation.slice(1)}`;
    return call(kind, operation, `${name}Request`, body, `${name}Response`);
  };
  const submit = async (kind: StatementService, r: SubmitDdsRequest | SubmitSdRequest) => {
    const { noun, submitted } = STATEMENT_ELEMENTS[kind];
    const answer = await statementCall(kind, `submit${noun}`, {
      [`${kind}:operatorRole`]: r.operatorRole,
      [`${kind}:statement`]: statementXml(r.statement, kind),
    });
    const uuid = submitted.map((key) => textOf(answer[key])).find((v) => v !== undefined);
    if (!uuid) throw new EuAnswerLost(`The answer to submit${noun} holds no ${submitted[0]}.`);
    return { uuid };
  };
  const amend = async (kind: StatementService, uuid: string, statement: DdsStatement | SdStatement) => {
    const { amend, id } = STATEMENT_ELEMENTS[kind];
    return modification(
      await statementCall(kind, amend, {
        [`${kind}:${id}`]: uuid,
        [`${kind}:statement`]: statementXml(statement, kind),
      }),
    );
  };
  const withdraw = async (kind: StatementService, uuid: string) => {
    const { noun, id } = STATEMENT_ELEMENTS[kind];
    return modification(await statementCall(kind, `withdraw${noun}`, { [`${kind}:${id}`]: uuid }));
  };
  const get = async (kind: StatementService, uuids: readonly string[]) => {
    const { noun, list, uuidList } = STATEMENT_ELEMENTS[kind];
    ddsList(uuids);
    if (uuids.length === 0) return [];
    return notFoundIsEmpty(async () =>
      overviewsOf(await statementCall(kind, `get${noun}`, uuidList(uuids)), list),
    );
  };
  const byInternalReference = (kind: StatementService, internalReference: string) => {
    const { noun, list } = STATEMENT_ELEMENTS[kind];
    return notFoundIsEmpty(async () =>
      overviewsOf(
        await statementCall(kind, `get${noun}ByInternalReference`, {
          [`${kind}:internalReference`]: internalReference,
        }),
        list,
      ),
    );
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
      return submit('dds', submitDdsRequestSchema.parse(request));
    },
    async amendDds(uuid, statement) {
      return amend('dds', uuid, statement);
    },
    async withdrawDds(uuid) {
      return withdraw('dds', uuid);
    },
    async getDds(uuids) {
      return get('dds', uuids);
    },
    async getDdsByInternalReference(internalReference) {
      return byInternalReference('dds', internalReference);
    },
    async submitSd(request: SubmitSdRequest) {
      return submit('sd', submitSdRequestSchema.parse(request));
    },
    async updateSd(uuid, statement) {
      return amend('sd', uuid, statement);
    },
    async withdrawSd(uuid) {
      return withdraw('sd', uuid);
    },
    async getSd(uuids) {
      return get('sd', uuids);
    },
    async getSdByInternalReference(internalReference) {
      return byInternalReference('sd', internalReference);
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
