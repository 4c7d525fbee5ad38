import { describe, expect, it } from 'vitest';
import { leftOutFix } from '../check/applied-fixes.ts';
import { leftOutCount, withoutFeatures } from './leave-out.ts';

const feature = (name: string) => ({
  type: 'Feature',
  properties: { ProductionPlace: name },
  geometry: { type: 'Point', coordinates: [-5, 7] },
});
const read = async (f: File) =>
  JSON.parse(await f.text()) as { name?: string; features: { properties: { ProductionPlace: string } }[] };

describe('withoutFeatures', () => {
  it('writes the file again without the features left out, keeping the others and the top level', async () => {
    const text = JSON.stringify({
      type: 'FeatureCollection',
      name: 'farm',
      features: ['A', 'B', 'C', 'D'].map(feature),
    });
    const out = await withoutFeatures(new File([text], 'plots.geojson'), new Set([0, 2]));
    expect([out.kept, out.left]).toEqual([2, 2]);
    expect(out.file.name).toBe('plots.geojson');
    const json = await read(out.file);
    expect(json.name).toBe('farm');
    expect(json.features.map((f) => f.properties.ProductionPlace)).toEqual(['B', 'D']);
  });

  it('leaves every feature out, and reads a bare Feature as feature 0', async () => {
    const all = await withoutFeatures(
      new File([JSON.stringify({ type: 'FeatureCollection', features: [feature('A')] })], 'a.geojson'),
      new Set([0]),
    );
    expect((await read(all.file)).features).toEqual([]);
    const bare = await withoutFeatures(
      new File([JSON.stringify(feature('Solo'))], 'b.geojson'),
      new Set([1]),
    );
    expect((await read(bare.file)).features.map((f) => f.properties.ProductionPlace)).toEqual(['Solo']);
    const gone = await withoutFeatures(
      new File([JSON.stringify(feature('Solo'))], 'b.geojson'),
      new Set([0]),
    );
    expect([gone.kept, gone.left]).toEqual([0, 1]);
  });
});

describe('leftOutCount', () => {
  it('counts the plots left out over every file, and nothing else the files went through', () => {
    expect(leftOutCount([])).toEqual(0);
    expect(
      leftOutCount([
        { fixes: [{ kind: 'close-rings', plotCount: 5, plots: ['1'] }, leftOutFix([0, 2])] },
        {},
        { fixes: [leftOutFix([7])] },
      ]),
    ).toEqual(3);
    expect(leftOutCount([{ fixes: [{ kind: 'make-valid', plotCount: 2, plots: ['1', '2'] }] }])).toEqual(0);
  });
});
