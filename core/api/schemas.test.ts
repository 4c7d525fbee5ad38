/** The wire shapes tolerate what the live service does differently (docs/api-contract.md §1, §2, §6). */
import { describe, expect, it } from 'vitest';
import {
  UPLOAD_LIMITS,
  uploadBytesFit,
  uploadFileCountFits,
  errorBodySchema,
  riskInfoResponseSchema,
  startUploadRequestSchema,
  uploadActionResponseSchema,
  uploadOptionsSchema,
  uploadSchema,
} from './schemas.ts';

const riskInfo = {
  totalSizeHa: 12.5,
  yearToMonthToDeforestationHa: { '2016': { '1': 0, '2': 0.4 } },
  remainingForestHa: 3,
  protectedAreasHa: 0,
  indigenousTerritoriesHa: 0,
};

describe('risk info answers', () => {
  it('are read as riskInfo or as risk_info', () => {
    expect(riskInfoResponseSchema.parse({ riskInfo }).riskInfo).toEqual(riskInfo);
    expect(riskInfoResponseSchema.parse({ risk_info: riskInfo }).riskInfo).toEqual(riskInfo);
  });

  it('prefer riskInfo when both are present, and refuse an answer with neither', () => {
    const other = { ...riskInfo, totalSizeHa: 99 };
    expect(riskInfoResponseSchema.parse({ riskInfo, risk_info: other }).riskInfo.totalSizeHa).toBe(12.5);
    expect(riskInfoResponseSchema.safeParse({ info: riskInfo }).success).toBe(false);
    expect(riskInfoResponseSchema.safeParse(null).success).toBe(false);
  });
});

describe('the live service may add fields', () => {
  it('extra fields are dropped, never refused', () => {
    const action = uploadActionResponseSchema.parse({
      status: 'accepted',
      uploadId: 'u1',
      message: 'ok',
      requestId: 'r-9',
    });
    expect(action).toEqual({ status: 'accepted', uploadId: 'u1', message: 'ok' });
    expect(errorBodySchema.parse({ errorCode: 'new_code', errorMessage: 'm', hint: 'h' })).toEqual({
      errorCode: 'new_code',
      errorMessage: 'm',
    });
  });

  it('an upload outside evaluated/ingesting may omit errorMessages, files and numNotAccepted', () => {
    const upload = uploadSchema.parse({
      uploadId: 'u1',
      supplier: 'Coop',
      kind: 'orgPlotsForSupplier',
      status: 'created',
      createdAt: '2026-01-01T00:00:00Z',
      isOverwrite: false,
    });
    expect(upload.errorMessages).toEqual([]);
    expect(upload.files).toEqual([]);
    expect(upload.numNotAccepted).toBeUndefined();
    expect(uploadSchema.safeParse({ ...upload, numNotAccepted: 1.5 }).success).toBe(false);
  });
});

describe('the options of start: one shape for the wire, the form and a kept session (contract §2)', () => {
  const form = {
    overwrite: true,
    validateForTraces: false,
    allowDuplicateGeometries: true,
    designatedNameField: '',
    shouldMatchOnName: true,
  };
  it('a start request may leave every option out; the form and a kept session hold each one', () => {
    expect(startUploadRequestSchema.safeParse({ uploadId: 'u1' }).success).toBe(true);
    expect(startUploadRequestSchema.safeParse({ uploadId: 'u1', designatedNameField: null }).success).toBe(
      true,
    );
    expect(uploadOptionsSchema.parse(form)).toEqual(form);
  });
  it('a kept session missing an option, or with a null name field, is not read as options', () => {
    const { shouldMatchOnName: _, ...missing } = form;
    expect(uploadOptionsSchema.safeParse(missing).success).toBe(false);
    expect(uploadOptionsSchema.safeParse({ ...form, designatedNameField: null }).success).toBe(false);
    expect(uploadOptionsSchema.safeParse({ ...form, overwrite: 'yes' }).success).toBe(false);
  });
});

describe('the upload limits (contract §2: fewer than 100 files, under 2 GB)', () => {
  it('takes 99 files and refuses 100', () => {
    expect(uploadFileCountFits(99)).toBe(true);
    expect(uploadFileCountFits(100)).toBe(false);
  });

  it('takes one byte under 2 GiB and refuses 2 GiB exactly', () => {
    expect(UPLOAD_LIMITS.bytesUnder).toBe(2_147_483_648);
    expect(uploadBytesFit(2_147_483_647)).toBe(true);
    expect(uploadBytesFit(2_147_483_648)).toBe(false);
  });
});
