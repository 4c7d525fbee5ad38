import { describe, expect, it } from 'vitest';
import type { Plot } from '../api/schemas.ts';
import { figuresBySupplier, packFigures } from './pack-figures.ts';
import { packPlots } from './pack-plots.ts';

const plot = (id: string, supplier: string, updatedAt: string): Plot => ({
  id,
  name: id,
  supplier,
  projectId: 'p',
  country: 'CI',
  areaHa: 1,
  createdAt: '',
  updatedAt,
  properties: {},
  geometry: { type: 'Point', coordinates: [0, 0] },
  riskAssessment: null,
});

describe('pack figures', () => {
  it('counts a pack’s plots by class and keeps the latest date that parses', () => {
    const pack = packPlots([
      plot('a', 'S', '2026-11-02T10:00:00.000Z'),
      plot('b', 'S', 'not a date'),
      plot('c', 'S', '2026-11-01T10:00:00.000Z'),
    ]);
    expect(packFigures(pack)).toEqual({
      plots: 3,
      risk: { high: 0, medium: 0, low: 0, none: 0, unassessed: 3 },
      changedAt: Date.parse('2026-11-02T10:00:00.000Z'),
    });
  });

  it('has no date when no plot has one', () => {
    expect(packFigures(packPlots([plot('a', 'S', ''), plot('b', 'S', 'x')])).changedAt).toBeNull();
    expect(packFigures(packPlots([]))).toEqual({
      plots: 0,
      risk: { high: 0, medium: 0, low: 0, none: 0, unassessed: 0 },
      changedAt: null,
    });
  });

  it('adds each supplier up across packs, as the pack figures of its plots alone', () => {
    const first = packPlots([plot('a', 'S', '2026-11-02T10:00:00.000Z'), plot('b', 'T', '')]);
    const second = packPlots([plot('c', 'S', '2026-11-05T10:00:00.000Z')]);
    const by = figuresBySupplier([first, second]);
    expect([...by.keys()]).toEqual(['S', 'T']);
    expect(by.get('S')).toEqual({
      plots: 2,
      risk: { high: 0, medium: 0, low: 0, none: 0, unassessed: 2 },
      changedAt: Date.parse('2026-11-05T10:00:00.000Z'),
    });
    expect(by.get('T')).toEqual(packFigures(packPlots([plot('b', 'T', '')])));
  });
});
