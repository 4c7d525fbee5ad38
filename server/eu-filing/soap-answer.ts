/**
 * The answers of the EU client (eu-client.ts), read with XMLParser with the namespace prefixes removed (the
 * real system numbers its prefixes ns1, ns3, ns5... and they vary), and sorted into the three failures the
 * journal acts on (EuFault, EuAccountRefused, EuAnswerLost; see eu-client.ts).
 */
import { XMLParser } from 'fast-xml-parser';
import { EUDR_STATUSES, type EudrStatus, type Overview } from '@core/eudr/dds-v3.ts';
import type { EuError } from '@core/api/filing.ts';
import { EuAccountRefused, EuAnswerLost, EuFault } from './eu-client-types.ts';

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  // Keep every value as its text: a reference number of digits stays a string.
  parseTagValue: false,
  trimValues: true,
  isArray: (name) =>
    ['ddsOverviewList', 'sdOverviewList', 'Error', 'error', 'communicationToOperator'].includes(name),
});

export type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
export const textOf = (v: unknown): string | undefined =>
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
export function readAnswer(status: number, text: string, expected: string): Node {
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
export function statusOf(v: unknown): EudrStatus {
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

export const overviewsOf = (answer: Node, list: string): Overview[] =>
  (Array.isArray(answer[list]) ? (answer[list] as unknown[]) : []).map(overviewOf);
