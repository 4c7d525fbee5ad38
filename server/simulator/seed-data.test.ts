import { describe, expect, it } from 'vitest';
import { seedPlotCountFromEnv, seedProjectFromEnv, seedStore } from './seed-data.ts';
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

describe('seedStore', () => {
  const counts = (onlyProject: string | null) => {
    const store = new SimStore(':memory:', (s) => {
      seedStore(s, 300, onlyProject);
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
});
