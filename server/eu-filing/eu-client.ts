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
import { createHash, randomBytes } from 'node:crypto';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import {
  ddsStatementSchema,
  EUDR_LIMITS,
  EUDR_STATUSES,
  NAMESPACES,
  sdStatementSchema,
  SERVICE_PATHS,
  submitDdsRequestSchema,
  submitSdRequestSchema,
  type DdsStatement,
  type EudrStatus,
  type Overview,
  type SdStatement,
  type SubmitDdsRequest,
  type SubmitSdRequest,
  type VerifyResult,
} from '@core/eudr/dds-v3.ts';
import type { EuError } from '@core/api/filing.ts';
import { EuAccountRefused, EuAnswerLost, EuFault, type EuClient } from './eu-client-types.ts';

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

const WSS_PASSWORD_DIGEST =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordDigest';
const WSS_BASE64 =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary';

/** SOAPAction per operation: the DDS and verify WSDLs name them; SD and echo follow the same pattern. */
const SOAP_ACTIONS = {
  dds: (op: string) => `${NAMESPACES.dds}/${op}`,
  sd: (op: string) => `${NAMESPACES.sd}/${op}`,
  verify: () => 'http://ec.europa.eu/tracesnt/certificate/eudr/verification/v3/verify-declaration',
  echo: (op: string) => `${NAMESPACES.echo}/${op}`,
} as const;

type Service = keyof typeof SERVICE_PATHS;
const SERVICE_PREFIX: Record<Service, string> = { dds: 'dds', sd: 'sd', verify: 'verify', echo: 'echo' };

/** WS-Security's PasswordDigest: Base64(SHA-1(nonce bytes + Created + password)). */
export function passwordDigest(nonce: Buffer, created: string, key: string): string {
  return createHash('sha1')
    .update(Buffer.concat([nonce, Buffer.from(created, 'utf8'), Buffer.from(key, 'utf8')]))
    .digest('base64');
}

// ---------------------------------------------------------------------------------------------------------
// Statement JSON -> XML objects

/**
 * Elements whose type is one of the common namespace's (§4.1.4, §4.2.4): their children are written in
 * `eudrCommon`, as §5.1.1 writes descriptors' and §5.1.2 groupedDeclarations' children.
 */
const COMMON_CHILDREN = new Set([
  'descriptors',
  'goodsMeasure',
  'representedOperator',
  'operatorAddress',
  'operatorReferenceNumber',
]);

type XmlValue = string | XmlObject | XmlValue[];
interface XmlObject {
  [key: string]: XmlValue;
}

function scalar(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return String(value);
  return String(value);
}

/** One JSON value as the XML object of an element whose children are in `childPrefix`. */
function toXml(value: unknown, childPrefix: string, service: 'dds' | 'sd'): XmlValue {
  if (value === null || typeof value !== 'object') return scalar(value);
  const out: XmlObject = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (child === undefined) continue;
    const name = `${childPrefix}:${key}`;
    // DDS groupedDeclarations: a string per reference, each its own <dds:groupedDeclarations> holding
    // <eudrCommon:groupedDeclaration> (§5.1.2).
    if (key === 'groupedDeclarations' && service === 'dds' && Array.isArray(child)) {
      out[name] = child.map((ref) => ({ 'eudrCommon:groupedDeclaration': scalar(ref) }));
      continue;
    }
    const grandPrefix = COMMON_CHILDREN.has(key) ? 'eudrCommon' : childPrefix;
    out[name] = Array.isArray(child)
      ? child.map((item) => toXml(item, grandPrefix, service))
      : toXml(child, grandPrefix, service);
  }
  return out;
}

/** The statement in the XSD's element order (the schema's key order), as XML under `prefix`. */
export function statementXml(statement: DdsStatement | SdStatement, service: 'dds' | 'sd'): XmlValue {
  // Parsing by the schema writes the keys in the XSD's order whatever order the caller used.
  const ordered =
    service === 'dds' ? ddsStatementSchema.parse(statement) : sdStatementSchema.parse(statement);
  return toXml(ordered, service, service);
}

// ---------------------------------------------------------------------------------------------------------
// Envelopes

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  suppressEmptyNode: false,
  format: false,
});

interface Credentials {
  username: string;
  authenticationKey: string;
  clientId: string;
}

/** The whole envelope of one call (exported for the tests: the reference's samples, element by element). */
export function buildEnvelope(
  service: Service,
  body: XmlObject,
  credentials: Credentials,
  now: Date,
  nonce: Buffer = randomBytes(16),
): string {
  const created = now.toISOString();
  const expires = new Date(now.getTime() + EUDR_LIMITS.clockSkewMinutes * 60_000).toISOString();
  const prefix = SERVICE_PREFIX[service];
  const envelope = {
    'soapenv:Envelope': {
      '@_xmlns:soapenv': NAMESPACES.soapenv,
      '@_xmlns:v4': NAMESPACES.base,
      [`@_xmlns:${prefix}`]: NAMESPACES[service],
      ...(service === 'dds' || service === 'sd' ? { '@_xmlns:eudrCommon': NAMESPACES.common } : {}),
      'soapenv:Header': {
        'wsse:Security': {
          '@_xmlns:wsse': NAMESPACES.wsse,
          '@_xmlns:wsu': NAMESPACES.wsu,
          'wsu:Timestamp': {
            '@_wsu:Id': 'TS-1',
            'wsu:Created': created,
            'wsu:Expires': expires,
          },
          'wsse:UsernameToken': {
            '@_wsu:Id': 'UT-1',
            'wsse:Username': credentials.username,
            'wsse:Password': {
              '@_Type': WSS_PASSWORD_DIGEST,
              '#text': passwordDigest(nonce, created, credentials.authenticationKey),
            },
            'wsse:Nonce': { '@_EncodingType': WSS_BASE64, '#text': nonce.toString('base64') },
            'wsu:Created': created,
          },
        },
        'v4:WebServiceClientId': credentials.clientId,
      },
      'soapenv:Body': body,
    },
  };
  return builder.build(envelope) as string;
}

// ---------------------------------------------------------------------------------------------------------
// Answers

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  // Keep every value as its text: a reference number of digits stays a string.
  parseTagValue: false,
  trimValues: true,
  isArray: (name) =>
    ['ddsOverviewList', 'sdOverviewList', 'Error', 'error', 'communicationToOperator'].includes(name),
});

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const textOf = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : isNode(v) && typeof v['#text'] === 'string' ? v['#text'] : undefined;

/** Every `Error` / `error` element under a fault's detail: ID (or code), Message, Field. */
function errorsOf(detail: unknown, faultName: string): EuError[] {
  const found: EuError[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isNode(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'Error' || key === 'error') {
        for (const e of Array.isArray(value) ? value : [value]) {
          if (!isNode(e)) {
            const message = textOf(e);
            if (message) found.push({ code: faultName, field: null, message });
            continue;
          }
          found.push({
            code: textOf(e.ID ?? e.id ?? e.code ?? e.Code) ?? faultName,
            field: textOf(e.Field ?? e.field) ?? null,
            message: textOf(e.Message ?? e.message) ?? '',
          });
        }
      } else walk(value);
    }
  };
  walk(detail);
  if (found.length === 0 && isNode(detail)) {
    const inner = detail[faultName];
    const message = isNode(inner) ? textOf(inner.message ?? inner.errorMessage) : textOf(inner);
    if (message) found.push({ code: faultName, field: null, message });
  }
  return found;
}

/** Words of the security layer's refusals (§3.9 troubleshooting; WS-Security's fault codes). */
const ACCOUNT_REFUSAL =
  /authenticat|failedcheck|invalidsecurity|securitytoken|timestamp|expired|clientid|webserviceclientid|username ?token/i;

/** Reads an answer: the body's first element, or throws EuFault / EuAccountRefused / EuAnswerLost. */
function readAnswer(status: number, text: string, expected: string): Node {
  let parsed: unknown;
  try {
    parsed = parser.parse(text);
  } catch {
    parsed = null;
  }
  const body = isNode(parsed) && isNode(parsed.Envelope) ? parsed.Envelope.Body : undefined;
  const fault = isNode(body) ? body.Fault : undefined;
  if (isNode(fault)) {
    const faultcode = textOf(fault.faultcode) ?? '';
    const faultstring = textOf(fault.faultstring) ?? 'SOAP fault';
    const detail = fault.detail;
    const faultName = isNode(detail) ? (Object.keys(detail)[0] ?? faultstring) : faultstring;
    const errors = errorsOf(detail, faultName);
    const words = [faultcode, faultstring, faultName, ...errors.map((e) => `${e.code} ${e.message}`)].join(
      ' ',
    );
    if (ACCOUNT_REFUSAL.test(words)) {
      throw new EuAccountRefused(
        `The Information System refused the account: ${errors[0]?.message ?? faultstring}. Check the username, authentication key and client id (and the server's clock).`,
      );
    }
    throw new EuFault(
      faultName,
      errors,
      `The Information System refused the request (${faultName}): ${errors.map((e) => e.message).join('; ') || faultstring}`,
    );
  }
  if (status === 429) {
    throw new EuAccountRefused('The Information System asks to slow down (HTTP 429): try again later.', true);
  }
  if (status === 401 || status === 403) {
    throw new EuAccountRefused(
      `The Information System refused the account (HTTP ${status}): check the username, authentication key and client id.`,
    );
  }
  const answer = isNode(body) ? body[expected] : undefined;
  if (status < 200 || status >= 300 || answer === undefined) {
    throw new EuAnswerLost(
      `The Information System gave no readable answer (HTTP ${status}${answer === undefined ? `, no ${expected}` : ''}).`,
    );
  }
  return isNode(answer) ? answer : {};
}

const STATUSES = new Set<string>(EUDR_STATUSES);
function statusOf(v: unknown): EudrStatus {
  const s = textOf(v);
  if (s === undefined || !STATUSES.has(s))
    throw new EuAnswerLost(`Unknown status in the answer: ${s ?? 'none'}.`);
  return s as EudrStatus;
}

function overviewOf(node: unknown): Overview {
  if (!isNode(node)) throw new EuAnswerLost('An overview without fields.');
  const uuid = textOf(node.uuid);
  if (!uuid) throw new EuAnswerLost('An overview without a uuid.');
  const communication = Array.isArray(node.communicationToOperator)
    ? node.communicationToOperator.at(-1)
    : undefined;
  const version = textOf(node.version);
  const optional = (key: string) => {
    const v = textOf(node[key]);
    return v === undefined || v === '' ? {} : { [key]: v };
  };
  return {
    uuid,
    internalReferenceNumber: textOf(node.internalReferenceNumber) ?? '',
    ...optional('referenceNumber'),
    ...optional('verificationNumber'),
    status: statusOf(node.status),
    ...optional('rejectionReason'),
    ...(isNode(communication)
      ? {
          communicationToOperator: {
            date: textOf(communication.date) ?? '',
            content: textOf(communication.content) ?? '',
          },
        }
      : {}),
    ...optional('date'),
    ...optional('updatedBy'),
    ...(version !== undefined && /^\d+$/.test(version) ? { version: Number(version) } : {}),
  };
}

const overviewsOf = (answer: Node, list: string): Overview[] =>
  (Array.isArray(answer[list]) ? (answer[list] as unknown[]) : []).map(overviewOf);

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
