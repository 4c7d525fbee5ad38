/**
 * How the stand-in refuses a call (lifecycle.ts): a SOAP fault with a detail, or the XSD's "Unmarshalling
 * Error"; nothing was changed either way. The codes are the Commission's (see lifecycle.ts's header).
 */
import type { RuleViolation } from '@core/eudr/rules.ts';
import type { FaultError } from './soap-xml.ts';

export type FaultDetail =
  | 'BusinessRulesValidationException'
  | 'NotFoundException'
  | 'PermissionDeniedException';

/** A refusal answered as a SOAP fault with a detail (nothing was changed). */
export class OperationFault extends Error {
  constructor(
    readonly detailName: FaultDetail,
    readonly errors: FaultError[],
    message: string,
  ) {
    super(message);
  }
}

/** The request breaks the XSD: answered as JAX-WS answers it, a `S:Client` "Unmarshalling Error". */
export class SchemaFault extends Error {}

export const businessRules = (errors: FaultError[]) =>
  new OperationFault('BusinessRulesValidationException', errors, 'Some business rules are not met');

export const notFound = (id: string, message: string, field?: string) =>
  new OperationFault('NotFoundException', [{ id, message, field }], 'Not found');

/** The rule module's violations as a fault: XSD ones as JAX-WS's unmarshalling error, the rest as CF4's. */
export function refuse(violations: RuleViolation[]): never {
  const schema = violations.filter((v) => v.code === 'XSD');
  if (schema.length) {
    throw new SchemaFault(
      `Unmarshalling Error: ${schema.map((v) => `${v.path || 'request'}: ${v.message}`).join('; ')}`,
    );
  }
  throw businessRules(violations.map((v) => ({ id: v.code, message: v.message, field: v.path })));
}

/** §6.1.6's checks of a reference or verification number. */
export function checkNumbers(
  referenceNumber: string | undefined,
  verificationNumber: string | undefined,
): void {
  const errors: FaultError[] = [];
  for (const [field, value, max] of [
    ['referenceNumber', referenceNumber, 14],
    ['verificationNumber', verificationNumber, 35],
  ] as const) {
    if (!value) errors.push({ id: 'EUDR_NUMBER_EMPTY', message: 'Is empty.', field });
    else if (value.length > max) errors.push({ id: 'EUDR_NUMBER_TOO_LONG', message: 'Too long.', field });
    // Letters, digits and hyphens: the Downstream reference's own sample sends `VN-2025-ABC12` (§5.1.1).
    else if (!/^[A-Za-z0-9-]+$/.test(value))
      errors.push({ id: 'EUDR_NUMBER_INVALID', message: 'Has not allowed characters.', field });
  }
  if (errors.length) throw businessRules(errors);
}
