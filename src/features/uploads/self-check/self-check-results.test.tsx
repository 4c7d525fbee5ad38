/**
 * The self-check's counts (issue 52): a plot with an error the service accepts but TRACES would refuse (a bow
 * tie when the buyer did not ask for TRACES validation) is not counted as accepted without a word; it is
 * counted apart and said so, in every language.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { DEFAULT_CHECK_OPTIONS } from '@core/plot-rules/index.ts';
import { EMPTY_PRESET } from '@/lib/self-check/check-link.ts';
import { fileResult, problemRow } from '@tests/support/uploads.ts';
import { renderWithProviders } from '@tests/support/render.tsx';
import type { CheckResult } from '../check/check-protocol.ts';
import type { CheckStage } from '../check/use-check-stage.ts';
import { SelfCheckResults } from './self-check-results.tsx';

vi.mock('@/components/map/lazy-base-map.tsx', () => ({
  LazyBaseMap: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

// Three plots: one clean, two with a self-intersection the service accepts (no TRACES validation).
const file = fileResult(
  { 'self-intersection': [2, 0] },
  { featureCount: 3, notAccepted: 0, tracesRefused: 2 },
);
const bowTie = (featureIndex: number) =>
  problemRow({
    uid: featureIndex,
    featureIndex,
    featureName: `Bow ${featureIndex}`,
    code: 'self-intersection',
    severity: 'error',
    message: `feature ${featureIndex + 1} ("Bow ${featureIndex}") has a self-intersection.`,
  });
const {
  fileName: _,
  fatal: __,
  format: ___,
  proposal: ____,
  mapping: _____,
  readNotes: ______,
  ...totals
} = file;
const RESULT = {
  files: [file],
  totals,
  uploadProblems: [],
  problems: [bowTie(1), bowTie(2)],
  problemsOmitted: 0,
  groups: [],
  preview: { type: 'FeatureCollection', features: [] },
  previewShown: 0,
  previewTotal: 3,
  undrawable: 0,
  propertyNames: [],
  elapsedMs: 1,
} as CheckResult;

const stage = {
  result: RESULT,
  files: [],
  checkOptions: DEFAULT_CHECK_OPTIONS,
  requestFix: vi.fn(),
  selection: { showProblem: vi.fn(), zoomTo: null },
} as unknown as CheckStage;

const show = (locale: 'en' | 'fr' | 'id') =>
  renderWithProviders(
    <SelfCheckResults check={stage} preset={EMPTY_PRESET} corrected={new Set()} onCorrected={() => {}} />,
    { locale },
  );

describe('SelfCheckResults counts', () => {
  it('counts plots TRACES would refuse apart from the accepted ones, and says why', () => {
    show('en');
    const summary = screen.getByRole('region', { name: 'Result of the check' });
    expect(summary).toHaveTextContent('3 plots checked: 1 accepted.');
    expect(summary).toHaveTextContent(
      '2 plots accepted by the service, but TRACES would refuse them: see their errors below.',
    );
  });

  it('says it in French', () => {
    show('fr');
    const fr = screen.getByRole('region', { name: 'Résultat de la vérification' });
    expect(fr).toHaveTextContent('3 parcelles vérifiées : 1 acceptée.');
    expect(fr).toHaveTextContent('2 parcelles acceptées par le service, mais TRACES les refuserait');
  });

  it('says it in Indonesian', () => {
    show('id');
    expect(screen.getByText(/^3 persil diperiksa: 1 diterima\.$/)).toBeInTheDocument();
    expect(
      screen.getByText(/2 persil diterima oleh layanan, tetapi TRACES akan menolaknya/),
    ).toBeInTheDocument();
  });
});
