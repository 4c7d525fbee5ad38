/**
 * Endpoints no public source of the service shows (contract §7 and §9): supplier management and the
 * detections export. The simulator offers them; the live service may not. The first 404 or 405 on one of
 * them marks it as not offered for that connection, so the page says so once, stops asking, and the rest of
 * the dashboard keeps working.
 */
import { ApiError } from './errors.ts';
import type { ConnectionKind } from './connection.ts';

export type OptionalCapability = 'suppliers' | 'detectionsExport';

const NAMES: Record<OptionalCapability, string> = {
  suppliers: 'supplier management',
  detectionsExport: 'the monthly detections export',
};

export class NotOfferedError extends Error {
  constructor(readonly capability: OptionalCapability) {
    super(`The service does not offer ${NAMES[capability]}.`);
    this.name = 'NotOfferedError';
  }
}

const missing = new Set<string>();

/** A 404 or 405 on the endpoint itself: the service has no such endpoint. */
export const meansNotOffered = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 405);

export const isOffered = (connection: ConnectionKind, capability: OptionalCapability): boolean =>
  !missing.has(`${connection}:${capability}`);

/**
 * Runs a request to an optional endpoint: throws NotOfferedError without asking when the service is known
 * not to offer it, and learns that from a 404/405.
 */
export async function requestOptional<T>(
  connection: ConnectionKind,
  capability: OptionalCapability,
  request: () => Promise<T>,
): Promise<T> {
  if (!isOffered(connection, capability)) throw new NotOfferedError(capability);
  try {
    return await request();
  } catch (error) {
    if (meansNotOffered(error)) {
      missing.add(`${connection}:${capability}`);
      throw new NotOfferedError(capability);
    }
    throw error;
  }
}
