import { describe, expect, it } from 'vitest';
import {
  seedPlotCountFromEnv,
  seedProjectFromEnv,
  seedStore,
  seedSupplierPlotsFromEnv,
} from './seed-data.ts';
import { SimStore } from './store.ts';

describe('seedProjectFromEnv', () => {
  it('names a seed project only when SIM_SEED_PROJECT is one', () => {
    expect(seedProjectFromEnv({ SIM_SEED_PROJECT: 'p-palm' })).toBe('p-palm');
    expect(seedProjectFromEnv({ SIM_SEED_PROJECT: 'p-nowhere' })).toBeNull();
    expect(seedProjectFromEnv({ SIM_SEED_PROJECT: '' })).toBeNull();
    expect(seedProjectFromEnv({})).toBeNull();
  });
});

describe('seedPlotCountFromEnv', () => {
  it('reads a whole count, 0 included, and falls back to 3,000 otherwise', () => {
    expect(seedPlotCountFromEnv({ SIM_SEED_PLOTS: '1000000' })).toBe(1_000_000);
    expect(seedPlotCountFromEnv({ SIM_SEED_PLOTS: '0' })).toBe(0);
    expect(seedPlotCountFromEnv({ SIM_SEED_PLOTS: '-1' })).toBe(3000);
    expect(seedPlotCountFromEnv({ SIM_SEED_PLOTS: '1.5' })).toBe(3000);
    expect(seedPlotCountFromEnv({})).toBe(3000);
  });
});

describe('seedSupplierPlotsFromEnv', () => {
  it('reads a whole count, 0 included, and is null otherwise', () => {
    expect(seedSupplierPlotsFromEnv({ SIM_SEED_SUPPLIER_PLOTS: '10000' })).toBe(10_000);
    expect(seedSupplierPlotsFromEnv({ SIM_SEED_SUPPLIER_PLOTS: '0' })).toBe(0);
    expect(seedSupplierPlotsFromEnv({ SIM_SEED_SUPPLIER_PLOTS: '-1' })).toBeNull();
    expect(seedSupplierPlotsFromEnv({ SIM_SEED_SUPPLIER_PLOTS: '2.5' })).toBeNull();
    expect(seedSupplierPlotsFromEnv({})).toBeNull();
  });
});

describe('seedStore', () => {
  const counts = (onlyProject: string | null, firstSupplierPlots: number | null = null) => {
    const store = new SimStore(':memory:', (s) => {
      seedStore(s, 300, onlyProject, firstSupplierPlots);
      return 'secret';
    });
    const total = (id: string) => [...store.plotCounts(id).values()].reduce((a, b) => a + b, 0);
    const out = { cocoa: total('p-cocoa'), palm: total('p-palm'), coffee: total('p-coffee') };
    store.close();
    return out;
  };

  it('puts every plot in the one project asked for', () => {
    expect(counts('p-palm')).toEqual({ cocoa: 0, palm: 300, coffee: 0 });
  });

  it('spreads the plots over every seed project otherwise', () => {
    const c = counts(null);
    expect(c.cocoa + c.palm + c.coffee).toBe(300);
    expect(Math.min(c.cocoa, c.palm, c.coffee)).toBeGreaterThan(0);
  });

  it("gives the project's first supplier the plots asked for, the rest to its others", () => {
    const store = new SimStore(':memory:', (s) => {
      seedStore(s, 300, 'p-palm', 40);
      return 'secret';
    });
    const byId = new Map(store.suppliersOfProject('p-palm').map((x) => [x.id, x.name]));
    const counts = [...store.plotCounts('p-palm')].map(([id, n]) => [byId.get(id) ?? id, n] as const);
    store.close();
    expect(counts.find(([name]) => name === 'PT Riau Sawit Lestari')?.[1]).toBe(40);
    expect(counts.reduce((a, [, n]) => a + n, 0)).toBe(300);
    expect(counts.filter(([, n]) => n > 0)).toHaveLength(3);
  });

  it('gives the first supplier every plot when it asks for more than there are', () => {
    expect(counts('p-palm', 1000)).toEqual({ cocoa: 0, palm: 300, coffee: 0 });
  });
});
