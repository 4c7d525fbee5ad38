/**
 * The requests of the EU client (eu-client.ts): envelopes built with fast-xml-parser's XMLBuilder from
 * objects whose keys are the element names (never string templates: every value is escaped by the builder),
 * shaped as the Operator API Reference's sample requests, with the WS-Security header (a Timestamp and a
 * UsernameToken whose password is the digest over a fresh 16-byte nonce, §1.2.3) and `v4:WebServiceClientId`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { XMLBuilder } from 'fast-xml-parser';
import {
  ddsStatementSchema,
  EUDR_LIMITS,
  NAMESPACES,
  sdStatementSchema,
  type DdsStatement,
  type SERVICE_PATHS,
  type SdStatement,
} from '@core/eudr/dds-v3.ts';

const WSS_PASSWORD_DIGEST =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordDigest';
const WSS_BASE64 =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary';

/** SOAPAction per operation: the DDS and verify WSDLs name them; SD and echo follow the same pattern. */
export const SOAP_ACTIONS = {
  dds: (op: string) => `${NAMESPACES.dds}/${op}`,
  sd: (op: string) => `${NAMESPACES.sd}/${op}`,
  verify: () => 'http://ec.europa.eu/tracesnt/certificate/eudr/verification/v3/verify-declaration',
  echo: (op: string) => `${NAMESPACES.echo}/${op}`,
} as const;

export type Service = keyof typeof SERVICE_PATHS;
export const SERVICE_PREFIX: Record<Service, string> = {
  dds: 'dds',
  sd: 'sd',
  verify: 'verify',
  echo: 'echo',
};

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

export type XmlValue = string | XmlObject | XmlValue[];
export interface XmlObject {
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

export interface Credentials {
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
