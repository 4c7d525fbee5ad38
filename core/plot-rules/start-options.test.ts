/** What a start request's options mean for the checks, as both the browser and the simulator read them. */
import { describe, expect, it } from 'vitest';
import { allowsDuplicateGeometries, checkOptionsOfStart } from './start-options.ts';

describe('start options', () => {
  it('absent options, or absent fields, are the defaults: nothing allowed, no name field', () => {
    const defaults = {
      validateForTraces: false,
      allowDuplicateGeometries: false,
      designatedNameField: null,
      shouldMatchOnName: false,
    };
    expect(checkOptionsOfStart(undefined)).toEqual(defaults);
    expect(checkOptionsOfStart(null)).toEqual(defaults);
    expect(checkOptionsOfStart({})).toEqual(defaults);
    expect(checkOptionsOfStart({ designatedNameField: null })).toEqual(defaults);
  });

  it('each option sent is taken as it is', () => {
    expect(checkOptionsOfStart({ validateForTraces: true })).toMatchObject({
      validateForTraces: true,
      allowDuplicateGeometries: false,
      shouldMatchOnName: false,
    });
    expect(checkOptionsOfStart({ allowDuplicateGeometries: true })).toMatchObject({
      validateForTraces: false,
      allowDuplicateGeometries: true,
      shouldMatchOnName: false,
    });
    expect(checkOptionsOfStart({ designatedNameField: 'Farm name' }).designatedNameField).toBe('Farm name');
  });

  it('matching on name allows duplicate geometries, whatever was sent for them', () => {
    expect(checkOptionsOfStart({ shouldMatchOnName: true })).toEqual({
      validateForTraces: false,
      allowDuplicateGeometries: true,
      designatedNameField: null,
      shouldMatchOnName: true,
    });
    expect(
      checkOptionsOfStart({ shouldMatchOnName: true, allowDuplicateGeometries: false })
        .allowDuplicateGeometries,
    ).toBe(true);
  });

  it('duplicates are allowed when either option says so, and only then', () => {
    expect(allowsDuplicateGeometries({})).toBe(false);
    expect(allowsDuplicateGeometries({ allowDuplicateGeometries: false, shouldMatchOnName: false })).toBe(
      false,
    );
    expect(allowsDuplicateGeometries({ allowDuplicateGeometries: true })).toBe(true);
    expect(allowsDuplicateGeometries({ shouldMatchOnName: true })).toBe(true);
    expect(allowsDuplicateGeometries({ allowDuplicateGeometries: true, shouldMatchOnName: true })).toBe(true);
  });
});
