/**
 * Nothing left in English on a French or Indonesian page (issue 52): the legal basis line of the EU country
 * benchmark, the detections' confidence words ("high", "nominal"), role names and the country names the
 * offline basemap writes on the maps. Each is rendered as a person meets it, in French and in Indonesian,
 * and searched for the English words.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Locale } from '@core/i18n/locales.ts';
import { ROLES } from '@core/api/team.ts';
import { renderWithProviders } from '@tests/support/render.tsx';
import { offlineStyle, OFFLINE_LABELS_LAYER } from '@/components/map/basemap-style.ts';
import { EuBenchmarkSource } from '@/components/eu-benchmark-badge.tsx';
import { roleLabel } from '@/lib/people/grant-words.ts';
import { DetectionsLegend } from './detections-legend.tsx';
import { TouchedPlotsSection } from './touched-plots-section.tsx';
import type { TouchedPlot } from '@/lib/detections/touched-plots.ts';

const LOCALES: Locale[] = ['fr', 'id'];

/** The label the offline basemap writes for a country the labels file names `name` (its Natural Earth name). */
function mapLabel(locale: Locale, name: string): unknown {
  const layer = offlineStyle('https://dash.example', locale).layers.find(
    (l) => l.id === OFFLINE_LABELS_LAYER,
  );
  const field = (layer as { layout: { 'text-field': unknown } }).layout['text-field'];
  if (!Array.isArray(field) || field[0] !== 'match') return field;
  // ['match', input, label, output, …, fallback]
  const pairs = field.slice(2, -1);
  for (let i = 0; i < pairs.length; i += 2) {
    const labels: unknown = pairs[i];
    if (labels === name || (Array.isArray(labels) && labels.includes(name))) return pairs[i + 1];
  }
  return field.at(-1);
}

const square: GeoJSON.Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ],
  ],
};
const touched: TouchedPlot[] = [
  {
    plot: { id: 'p1', name: 'Kossou 7', supplier: 'Coop Nord', geometry: square },
    detections: [
      { id: 'f1', kind: 'fire', date: '2024-03-09', confidence: 'nominal', areaHa: null, geometry: square },
      { id: 'f2', kind: 'fire', date: '2024-03-10', confidence: 'high', areaHa: null, geometry: square },
    ],
  },
];

describe.each(LOCALES)('no English left in %s', (locale) => {
  it('writes the legal basis of the EU benchmark in the reader’s language', () => {
    const { container } = renderWithProviders(<EuBenchmarkSource />, { locale });
    const text = container.textContent ?? '';
    expect(text).toMatch(/2025\/1093/);
    expect(text).toMatch(/2023\/1115/);
    expect(text).not.toMatch(/Commission Implementing Regulation|Article 29 of Regulation|\bof Regulation\b/);
  });

  it('says the detections’ confidence words in the reader’s language', () => {
    const { container } = renderWithProviders(
      <>
        <TouchedPlotsSection
          monthLabel="2024-03"
          plots={{ complete: true, loaded: 1, failed: false }}
          focusedId={null}
          onFocus={() => undefined}
          error={null}
          onRetry={() => undefined}
          touched={touched}
          empty={false}
        />
        <DetectionsLegend />
      </>,
      { locale },
    );
    const shown = [
      container.textContent ?? '',
      ...[...container.querySelectorAll('[title]')].map((e) => e.getAttribute('title') ?? ''),
    ].join('\n');
    expect(shown).not.toMatch(/\b(high|nominal|low)\b/);
    expect(screen.getAllByText(locale === 'fr' ? /nominale/ : /sedang/).length).toBeGreaterThan(0);
  });

  it('names the roles in the reader’s language', () => {
    const names = ROLES.map((role) => roleLabel(role, locale)).join(' ');
    expect(names).not.toMatch(/\b(viewer|reviewer|approver)\b/i);
  });

  it('names the countries on the maps in the reader’s language', () => {
    const expected: Record<string, Record<'fr' | 'id', string>> = {
      Germany: { fr: 'Allemagne', id: 'Jerman' },
      "Côte d'Ivoire": { fr: 'Côte d’Ivoire', id: 'Côte d’Ivoire' },
      'United States of America': { fr: 'États-Unis', id: 'Amerika Serikat' },
      'Dem. Rep. Congo': { fr: 'Congo-Kinshasa', id: 'Kongo - Kinshasa' },
      Netherlands: { fr: 'Pays-Bas', id: 'Belanda' },
    };
    for (const [name, words] of Object.entries(expected))
      expect(mapLabel(locale, name), name).toBe(words[locale as 'fr' | 'id']);
  });
});
