import { describe, expect, it } from 'vitest';
import { TileVersions } from './tile-versions.ts';

const mask = (...kept: number[]) => Uint8Array.from(kept);

describe('tile options by version', () => {
  it('shows every plot, unclustered, until the page says otherwise', () => {
    expect(new TileVersions().of(0)).toEqual({ mask: null, clusterMaxZoom: -1 });
    expect(new TileVersions().of(3)).toEqual({ mask: null, clusterMaxZoom: -1 });
  });

  it('cuts a tile of the version the map is on, even after a newer version was told', () => {
    const v = new TileVersions();
    v.set(7, { mask: mask(1, 0), clusterMaxZoom: -1 });
    v.set(8, { mask: mask(0, 1), clusterMaxZoom: 5 });
    expect(v.of(7)).toEqual({ mask: mask(1, 0), clusterMaxZoom: -1 });
    expect(v.of(8)).toEqual({ mask: mask(0, 1), clusterMaxZoom: 5 });
  });

  it('keeps the 8 newest versions: a tile of an older one is superseded', () => {
    const v = new TileVersions();
    for (let version = 1; version <= 10; version++)
      v.set(version, { mask: mask(version), clusterMaxZoom: -1 });
    expect(v.of(2)).toBeNull();
    expect(v.of(3)!.mask).toEqual(mask(3));
    expect(v.of(10)!.mask).toEqual(mask(10));
    expect(v.of(0)).toBeNull();
  });

  it('answers a version not told yet with the newest options, and one between two told versions with none', () => {
    const v = new TileVersions();
    v.set(4, { mask: mask(1), clusterMaxZoom: -1 });
    v.set(9, { mask: mask(0), clusterMaxZoom: -1 });
    expect(v.of(12)!.mask).toEqual(mask(0));
    expect(v.of(6)).toBeNull();
  });
});
