import { describe, expect, it } from 'vitest';
import { checkOptionsOf, DEFAULT_UPLOAD_OPTIONS, normaliseOptions, startRequestOf } from './start-options.ts';

describe('start options', () => {
  it('match on name with the default field names ProductionPlace (the mapped name), as the service needs', () => {
    const o = normaliseOptions({ ...DEFAULT_UPLOAD_OPTIONS, shouldMatchOnName: true });
    expect(o).toMatchObject({ shouldMatchOnName: true, allowDuplicateGeometries: true });
    expect(startRequestOf('u', o)).toMatchObject({
      designatedNameField: 'ProductionPlace',
      shouldMatchOnName: true,
      allowDuplicateGeometries: true,
    });
    expect(checkOptionsOf(o)).toMatchObject({
      designatedNameField: 'ProductionPlace',
      shouldMatchOnName: true,
    });
  });
  it('without matching, the default name field is sent as null', () => {
    expect(startRequestOf('u', DEFAULT_UPLOAD_OPTIONS)).toMatchObject({
      designatedNameField: null,
      shouldMatchOnName: false,
      allowDuplicateGeometries: false,
    });
  });
  it('match on name forces duplicate geometries on', () => {
    const o = normaliseOptions({
      ...DEFAULT_UPLOAD_OPTIONS,
      designatedNameField: 'PlotId',
      shouldMatchOnName: true,
    });
    expect(o).toMatchObject({ shouldMatchOnName: true, allowDuplicateGeometries: true });
    expect(startRequestOf('u', o)).toMatchObject({
      uploadId: 'u',
      designatedNameField: 'PlotId',
      shouldMatchOnName: true,
      allowDuplicateGeometries: true,
    });
  });
  it('maps the default name field to null and proceedWithErrors only when asked', () => {
    expect(checkOptionsOf(DEFAULT_UPLOAD_OPTIONS).designatedNameField).toBeNull();
    expect(startRequestOf('u', DEFAULT_UPLOAD_OPTIONS)).not.toHaveProperty('proceedWithErrors');
    expect(startRequestOf('u', DEFAULT_UPLOAD_OPTIONS, true).proceedWithErrors).toBe(true);
  });
});
