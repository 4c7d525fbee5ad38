/** The risk explanation in words: English as it always read, and French with French dates, areas and shares. */
import { describe, expect, it } from 'vitest';
import type { Plot } from '@core/api/schemas.ts';
import { explainRisk } from './risk-explanation.ts';

const plot: Plot = {
  id: 'p1',
  projectId: 'proj',
  name: 'Farm A',
  supplier: 'Coop',
  country: 'CI',
  areaHa: 4,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  properties: {},
  geometry: { type: 'Point', coordinates: [-5.5, 7.5] },
  riskAssessment: {
    riskLevel: 'high',
    assessedAt: '2025-02-03T00:00:00Z',
    framework: 'EUDR',
    deforestation: { areaHa: 0.5, hasDeforestation: true },
    remainingForestHa: 0,
    protectedAreasHa: 1.25,
    indigenousTerritoriesHa: 0,
  },
};

const texts = (locale: 'en' | 'fr') => explainRisk(plot, locale).map((s) => s.text);

describe('explainRisk', () => {
  it('says in English what was found, with the share of the plot and the cut-off date', () => {
    const t = texts('en');
    expect(t[1]).toBe(
      'Deforestation detected since the EUDR cut-off date of 31 Dec 2020: 0.5 ha (13% of the plot).',
    );
    expect(t[2]).toBe('No forest remains on the plot.');
    expect(t[5]).toBe('Assessed on 3 Feb 2025 under EUDR.');
    expect(explainRisk(plot, 'en').map((s) => s.concern)).toEqual([true, true, false, true, false, false]);
  });

  it('says it in French, with French dates, decimal commas and percent spacing', () => {
    const t = texts('fr');
    expect(t[0]).toMatch(/^Risque élevé : /);
    expect(t[1]).toMatch(
      /^Déforestation détectée depuis la date butoir de EUDR, le 31 déc\. 2020 : 0,5 ha \(13\s%/,
    );
    expect(t[3]).toMatch(/^Chevauche des aires protégées sur 1,25 ha\.$/);
    expect(t[5]).toBe('Évaluée le 3 févr. 2025 selon EUDR.');
  });

  it('says a plot without an assessment is pending, in the reader’s language', () => {
    const pending = { ...plot, riskAssessment: null };
    expect(explainRisk(pending, 'pt')[0]!.text).toMatch(/^Esta parcela ainda não foi avaliada\./);
  });

  it('never says "no risk found" above its own findings: a plot rated none with 3.73 ha protected says the rating does not settle it', () => {
    const base = plot.riskAssessment!;
    const rated = (over: Partial<typeof base>) =>
      explainRisk({ ...plot, riskAssessment: { ...base, riskLevel: 'none', ...over } }, 'en');
    const clean = rated({ deforestation: { areaHa: 0, hasDeforestation: false }, protectedAreasHa: 0 });
    expect(clean[0]).toEqual({
      key: 'level',
      text: 'Rated no risk by the service; its figures follow.',
      concern: false,
    });
    const inPark = rated({ deforestation: { areaHa: 0, hasDeforestation: false }, protectedAreasHa: 3.73 });
    expect(inPark[0]!.text).toMatch(/the rating alone does not settle it/);
    expect(inPark[0]!.concern).toBe(true);
    expect(inPark.map((s) => s.text).join(' ')).not.toMatch(/No risk found|no overlap with protected/i);
    // Indigenous land alone and the assessment's deforestation alone do the same; low risk too.
    const onIndigenous = rated({
      deforestation: { areaHa: 0, hasDeforestation: false },
      protectedAreasHa: 0,
      indigenousTerritoriesHa: 0.01,
    });
    expect(onIndigenous[0]!.concern).toBe(true);
    expect(explainRisk({ ...plot, riskAssessment: { ...base, riskLevel: 'low' } }, 'en')[0]!.text).toMatch(
      /does not settle/,
    );
  });

  it('says the rating does not settle a plot with review items, and never "no deforestation" above a detection', () => {
    const base = plot.riskAssessment!;
    const clean: Plot = {
      ...plot,
      riskAssessment: {
        ...base,
        riskLevel: 'low',
        deforestation: { areaHa: 0, hasDeforestation: false },
        protectedAreasHa: 0,
      },
    };
    // No item (the decision on the plot as a whole is none): the service's words stand.
    const alone = explainRisk(clean, 'en', [{ kind: 'plot' }]);
    expect(alone[0]!.text).toMatch(/^Low risk: /);
    expect(alone[1]!.text).toMatch(/^No deforestation detected since/);
    const touched = explainRisk(clean, 'en', [
      { kind: 'deforestation', detection: { date: '2026-11-01', areaHa: 6.05, touches: true } },
    ]);
    expect(touched[0]).toMatchObject({
      text: expect.stringMatching(/^The service rates this plot “Low risk”, but the plot has review items/),
      concern: true,
    });
    expect(touched[1]).toMatchObject({
      text: 'The service’s assessment finds no deforestation since the EUDR cut-off date of 31 Dec 2020, but 1 deforestation detection lies on or near the plot (see Review).',
      concern: true,
    });
    expect(explainRisk(clean, 'en', [{ kind: 'double-claim' }])[0]!.concern).toBe(true);
  });
});
