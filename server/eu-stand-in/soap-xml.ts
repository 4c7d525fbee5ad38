/**
 * SOAP 1.1 envelopes read and written with fast-xml-parser (never string templates), namespace-aware: an
 * element is known by its namespace URI and local name, whatever prefix the client chose, as the
 * Information System's JAX-WS stack reads it. Answers are shaped like the Operator API Reference's sample
 * responses (§5.1.1: `S:` envelope, a response Security header with a Timestamp, `ns5:` for the service's
 * namespace, `ns3:` for the common types) and faults like the conformance tests' (CF4 error4.xml: faultcode,
 * faultstring, a detail holding `ns4:Error` entries of `http://ec.europa.eu/sanco/tracesnt/error/v01`).
 */
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { NAMESPACES } from '@core/eudr/dds-v3.ts';

/** An element with its namespace resolved. `text` is the trimmed text content ('' when none). */
export interface XmlElement {
  ns: string | null;
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** The request could not be read as a SOAP envelope: answered as a `S:Client` fault. */
export class SoapReadError extends Error {}

/** The error namespace of the fault details (xsd5-error-v01.xsd of the V3 services). */
export const ERROR_NS = 'http://ec.europa.eu/sanco/tracesnt/error/v01';

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  ignoreDeclaration: true,
  commentPropName: false,
});

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

/**
 * Parses a SOAP message into resolved elements. SOAP 1.1 forbids a document type declaration (§3), and
 * refusing one also shuts out entity expansion.
 */
export function parseXml(xml: string): XmlElement {
  if (/<!DOCTYPE/i.test(xml)) throw new SoapReadError('A SOAP message must not contain a DOCTYPE.');
  let nodes: OrderedNode[];
  try {
    nodes = parser.parse(xml, true) as OrderedNode[];
  } catch (e) {
    throw new SoapReadError(`Unmarshalling Error: ${(e as Error).message}`);
  }
  const roots = nodes.map((n) => resolve(n, {})).filter((e): e is XmlElement => e !== null);
  if (roots.length !== 1)
    throw new SoapReadError('Unmarshalling Error: the message has no single root element.');
  return roots[0]!;
}

function resolve(node: OrderedNode, scope: Record<string, string>): XmlElement | null {
  const tag = Object.keys(node).find((k) => k !== ':@');
  if (!tag || tag === '#text' || tag.startsWith('?')) return null;
  const attrs = node[':@'] ?? {};
  const inner: Record<string, string> = { ...scope };
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'xmlns') inner[''] = v;
    else if (k.startsWith('xmlns:')) inner[k.slice(6)] = v;
  }
  const colon = tag.indexOf(':');
  const prefix = colon >= 0 ? tag.slice(0, colon) : '';
  const name = colon >= 0 ? tag.slice(colon + 1) : tag;
  if (prefix && inner[prefix] === undefined)
    throw new SoapReadError(`Unmarshalling Error: the prefix "${prefix}" of <${tag}> is not bound.`);
  const children: XmlElement[] = [];
  let text = '';
  for (const child of (node[tag] as OrderedNode[] | undefined) ?? []) {
    if ('#text' in child) text += String(child['#text']);
    else {
      const el = resolve(child, inner);
      if (el) children.push(el);
    }
  }
  const ownAttrs: Record<string, string> = {};
  for (const [k, v] of Object.entries(attrs)) if (k !== 'xmlns' && !k.startsWith('xmlns:')) ownAttrs[k] = v;
  return { ns: inner[prefix] ?? null, name, attrs: ownAttrs, children, text: text.trim() };
}

export function child(el: XmlElement | undefined, ns: string, name: string): XmlElement | undefined {
  return el?.children.find((c) => c.ns === ns && c.name === name);
}

export interface SoapRequest {
  header: XmlElement | undefined;
  /** The one element of the Body: the operation's request. */
  operation: XmlElement;
}

/** The envelope's header and the body's request element. */
export function readEnvelope(xml: string): SoapRequest {
  const root = parseXml(xml);
  if (root.ns !== NAMESPACES.soapenv || root.name !== 'Envelope')
    throw new SoapReadError(
      `Unmarshalling Error: expected a SOAP 1.1 Envelope (${NAMESPACES.soapenv}), got {${root.ns ?? ''}}${root.name}.`,
    );
  const body = child(root, NAMESPACES.soapenv, 'Body');
  const operation = body?.children[0];
  if (!operation) throw new SoapReadError('Unmarshalling Error: the SOAP Body holds no request element.');
  return { header: child(root, NAMESPACES.soapenv, 'Header'), operation };
}

// ---------------------------------------------------------------------------------------------------------
// Building answers

/** An element to write: prefixed name, attributes, and either text or children. */
export interface OutElement {
  tag: string;
  attrs?: Record<string, string>;
  text?: string;
  children?: OutElement[];
}

const builder = new XMLBuilder({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  suppressEmptyNode: true,
  processEntities: true,
});

function toOrdered(el: OutElement): OrderedNode {
  const content: OrderedNode[] =
    el.text !== undefined ? [{ '#text': el.text }] : (el.children ?? []).map(toOrdered);
  const node: OrderedNode = { [el.tag]: content };
  if (el.attrs && Object.keys(el.attrs).length) node[':@'] = el.attrs;
  return node;
}

export const el = (
  tag: string,
  content?: string | OutElement[],
  attrs?: Record<string, string>,
): OutElement =>
  typeof content === 'string' ? { tag, text: content, attrs } : { tag, children: content ?? [], attrs };

/** The response header of §5.1.1: a Security header whose Timestamp expires 5 seconds after it was made. */
function securityHeader(nowMs: number): OutElement {
  return el('S:Header', [
    el(
      'ns2:Security',
      [
        el('ns1:Timestamp', [
          el('ns1:Created', new Date(nowMs).toISOString()),
          el('ns1:Expires', new Date(nowMs + 5_000).toISOString()),
        ]),
      ],
      { 'xmlns:ns1': NAMESPACES.wsu, 'xmlns:ns2': NAMESPACES.wsse },
    ),
  ]);
}

/** The `S:` envelope of every answer, with the response Security header. */
export function envelope(nowMs: number, body: OutElement): string {
  const root = el('S:Envelope', [securityHeader(nowMs), el('S:Body', [body])], {
    'xmlns:S': NAMESPACES.soapenv,
  });
  return `<?xml version='1.0' encoding='UTF-8'?>${builder.build([toOrdered(root)]) as string}`;
}

/** One entry of a fault's detail, as CF4's samples carry it. */
export interface FaultError {
  id: string;
  message: string;
  field?: string;
}

/**
 * A SOAP fault (HTTP 500, SOAP 1.1 §6.2). `detailName` is the exception element in the service's
 * namespace (BusinessRulesValidationException, NotFoundException, PermissionDeniedException); without it
 * the fault has no detail (an unreadable request, a failed authentication).
 */
export function faultEnvelope(
  nowMs: number,
  fault: {
    code: 'S:Client' | 'S:Server';
    string: string;
    serviceNs?: string;
    detailName?: string;
    errors?: FaultError[];
    /** A detail element of its own (the echo service's EudrEchoServiceFault, §3.8). */
    detail?: OutElement;
  },
): string {
  const parts: OutElement[] = [el('faultcode', fault.code), el('faultstring', fault.string)];
  if (fault.detail) parts.push(el('detail', [fault.detail]));
  else if (fault.detailName && fault.serviceNs) {
    const errors = (fault.errors ?? []).map((e) =>
      el('ns4:Error', [
        el('ns4:ID', e.id),
        el('ns4:Message', e.message, { languageID: 'en' }),
        ...(e.field !== undefined ? [el('ns4:Field', e.field, { languageID: 'en' })] : []),
      ]),
    );
    parts.push(
      el('detail', [
        el(`ns5:${fault.detailName}`, errors, {
          'xmlns:ns4': ERROR_NS,
          'xmlns:ns3': NAMESPACES.common,
          'xmlns:ns2': NAMESPACES.base,
          'xmlns:ns5': fault.serviceNs,
        }),
      ]),
    );
  }
  return envelope(nowMs, el('S:Fault', parts, { 'xmlns:ns3': 'http://www.w3.org/2003/05/soap-envelope' }));
}
