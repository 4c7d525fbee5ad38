/**
 * docs/api-contract.md names every error code, upload status and wire field the schemas define, so a field
 * or code added to schemas.ts fails here until the contract page describes it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createSupplierRequestSchema,
  createUploadRequestSchema,
  detectionsExportSchema,
  ERROR_CODES,
  FRAMEWORKS,
  jurisdictionAssessmentSchema,
  jurisdictionSchema,
  ongoingUploadSchema,
  plotRiskAssessmentSchema,
  plotSchema,
  projectSchema,
  riskInfoSchema,
  startUploadRequestSchema,
  supplierSchema,
  UPLOAD_STATUSES,
  uploadSchema,
} from './schemas.ts';

const doc = readFileSync(join(import.meta.dirname, '../../docs/api-contract.md'), 'utf8');

/** The text of section `## n. …` up to the next `## `. */
function section(n: number): string {
  const start = doc.indexOf(`\n## ${n}. `);
  expect(start, `section ${n}`).toBeGreaterThan(-1);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end === -1 ? undefined : end);
}

const keys = (schema: z.ZodObject<z.ZodRawShape>) => Object.keys(schema.shape);
const missing = (text: string, names: readonly string[]) => names.filter((n) => !text.includes(`\`${n}\``));

describe('docs/api-contract.md', () => {
  it('lists every error code in the error table of §1, with its status', () => {
    const table = [...section(1).matchAll(/^\| (\d{3})\s*\| `([a-z_]+)`/gm)].map((m) => m[2]);
    expect(ERROR_CODES.filter((code) => !table.includes(code))).toEqual([]);
  });

  it('describes every upload status in the state table of §3', () => {
    const table = section(3)
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .join('\n');
    expect(missing(table, UPLOAD_STATUSES)).toEqual([]);
  });

  it('names every field of the upload requests and answers in §2', () => {
    const uploads = section(2);
    expect(missing(uploads, keys(createUploadRequestSchema))).toEqual([]);
    expect(missing(uploads, keys(startUploadRequestSchema))).toEqual([]);
    expect(missing(uploads, keys(uploadSchema))).toEqual([]);
    expect(missing(uploads, keys(ongoingUploadSchema))).toEqual([]);
  });

  it('names every field of plots, jurisdictions, risk info, detections, projects and suppliers', () => {
    expect(missing(section(4), [...keys(plotSchema), ...keys(plotRiskAssessmentSchema)])).toEqual([]);
    expect(
      missing(section(5), [
        ...keys(jurisdictionSchema),
        ...keys(jurisdictionAssessmentSchema),
        ...FRAMEWORKS,
      ]),
    ).toEqual([]);
    expect(missing(section(6), keys(riskInfoSchema))).toEqual([]);
    expect(missing(section(7), keys(detectionsExportSchema))).toEqual([]);
    expect(missing(section(8), keys(projectSchema))).toEqual([]);
    expect(missing(section(9), [...keys(supplierSchema), ...keys(createSupplierRequestSchema)])).toEqual([]);
  });
});
