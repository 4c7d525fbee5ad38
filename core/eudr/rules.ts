/**
 * The one rule module for what is filed with the EU Information System: the XSD constraints (dds-v3.ts),
 * the validation rules of the Operator API Reference §10.3, and the GeoJSON file description §9 applied to
 * each producer's geometryGeojson. Used by the dashboard (before a draft is offered), `plot-check` (a draft
 * and its geolocation), the server before filing, and the EU stand-in when it receives a statement.
 *
 * Each violation carries the Information System's own error code where the conformance tests name one
 * (`EUDR_COMMODITIES_HS_CODE_INVALID`, ...: "EUDR - API EO CF4" v1.3/1.4, mirrored at
 * github.com/mfrntic/eudr-api-client) and the section of the reference it comes from. Pure.
 *
 * (Contract written first; the rules of §10.3 and §9 are completed by their owner.)
 */
import type { z } from 'zod';
import {
  submitDdsRequestSchema,
  submitSdRequestSchema,
  type SubmitDdsRequest,
  type SubmitSdRequest,
} from './dds-v3.ts';

export interface RuleViolation {
  /** The Information System's error code (CF4), or `XSD` for a schema constraint. */
  code: string;
  /** Where the rule is written, e.g. "Operator API Reference §10.3, Quantities of a commodity". */
  rule: string;
  /** Path in the request, e.g. `statement.commodities.0.hsHeading`. */
  path: string;
  /** One sentence in English: what is wrong and what to do. */
  message: string;
}

export interface CheckOptions {
  /**
   * Statements already filed that groupedDeclarations may name, with their status (§10.3 "Referenced DDS":
   * AVAILABLE or ARCHIVED). Absent: the references are checked for form only.
   */
  knownStatements?: ReadonlyMap<string, string>;
}

function schemaViolations(error: z.ZodError): RuleViolation[] {
  return error.issues.map((issue) => ({
    code: 'XSD',
    rule: 'Operator API Reference §4.1.3–4.1.4 (XSD constraints)',
    path: issue.path.join('.'),
    message: issue.message,
  }));
}

/** Every rule a submitDds/amendDds request breaks; [] when it may be filed. */
export function checkDdsRequest(request: unknown, _options: CheckOptions = {}): RuleViolation[] {
  const parsed = submitDdsRequestSchema.safeParse(request);
  if (!parsed.success) return schemaViolations(parsed.error);
  return [];
}

/** Every rule a submitSd/updateSd request breaks; [] when it may be filed. */
export function checkSdRequest(request: unknown, _options: CheckOptions = {}): RuleViolation[] {
  const parsed = submitSdRequestSchema.safeParse(request);
  if (!parsed.success) return schemaViolations(parsed.error);
  return [];
}

export type { SubmitDdsRequest, SubmitSdRequest };
