/**
 * The stand-in's statement records as the answers show them: the overview of getDds / getSd, the statement
 * with its internal reference filled, and without the geolocation a downstream reader may not see.
 */
import { randomInt } from 'node:crypto';
import type { DdsStatement, EudrStatus, Overview } from '@core/eudr/dds-v3.ts';
import type { StoredStatement } from './store.ts';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** The statuses a grouping, a downstream retrieval and verify-declaration count as usable. */
export const USABLE: readonly EudrStatus[] = ['AVAILABLE', 'ARCHIVED'];

export const randomText = (length: number) =>
  Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');

export function overviewOf(s: StoredStatement): Overview {
  return {
    uuid: s.uuid,
    internalReferenceNumber: s.internalReferenceNumber,
    ...(s.referenceNumber ? { referenceNumber: s.referenceNumber } : {}),
    ...(s.verificationNumber ? { verificationNumber: s.verificationNumber } : {}),
    status: s.status,
    ...(s.rejectionReason ? { rejectionReason: s.rejectionReason } : {}),
    ...(s.communicationToOperator ? { communicationToOperator: s.communicationToOperator } : {}),
    date: new Date(s.updatedAt).toISOString(),
    updatedBy: s.updatedBy,
    // §5.2.4's getSd answer carries no version (updateSd's does); §5.1.5's getDds answer does.
    ...(s.kind === 'dds' ? { version: s.version } : {}),
  };
}

/** The request with `internalReference` in its statement when it names none (or an empty one). */
export function withInternalReference(request: unknown, internalReference: string): unknown {
  if (typeof request !== 'object' || request === null) return request;
  const statement = (request as { statement?: unknown }).statement;
  if (typeof statement !== 'object' || statement === null) return request;
  if ((statement as { internalReferenceNumber?: unknown }).internalReferenceNumber !== undefined)
    return request;
  return { ...request, statement: { ...statement, internalReferenceNumber: internalReference } };
}

/** The statement without its producers' geolocation (a downstream reader's view of a confidential one). */
export function withoutGeolocation(s: StoredStatement): StoredStatement {
  if (s.kind !== 'dds') return s;
  const statement = s.statement as DdsStatement;
  return {
    ...s,
    statement: {
      ...statement,
      commodities: statement.commodities.map((c) => ({
        ...c,
        producers: c.producers?.map(
          ({ geometryGeojson: _hidden, ...p }) => p as typeof p & { geometryGeojson: string },
        ),
      })),
    },
  };
}
