import { describe, expect, it } from 'vitest';
import { checkOptionsOf, DEFAULT_UPLOAD_OPTIONS, normaliseOptions, startRequestOf } from './start-options.ts';

describe('start options', () => {
  it('match on name needs a designated name field', () => {
    expect(normaliseOptions({ ...DEFAULT_UPLOAD_OPTIONS, shouldMatchOnName: true }).shouldMatchOnName).toBe(
      false,
    );
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
