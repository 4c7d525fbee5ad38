/**
 * The check's totals and its problems grouped by what they mean: the sentence that says what blocks, one
 * line per kind with its count, "show all" opened from the keyboard, and the link to the problem list.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CHECK_OPTIONS, groupResults, type Problem, type RuleCode } from '@core/plot-rules/index.ts';
import { setCurrentLocale } from '@core/i18n/locales.ts';
import { renderWithProviders } from '@tests/support/render.tsx';
import { fileResult } from '@tests/support/uploads.ts';
import type { CheckResult } from './check-protocol.ts';
import { CheckSummary } from './check-summary.tsx';

const p = (
  code: RuleCode,
  featureIndex: number | undefined,
  severity: Problem['severity'] = 'error',
): Problem => ({
  code,
  severity,
  fileName: 'farms.geojson',
  ...(featureIndex === undefined ? {} : { featureIndex, featureName: `Farm ${featureIndex}` }),
  message: `${code} on plot ${featureIndex}`,
});

function resultOf(problems: Problem[], validateForTraces = false, keep = 500): CheckResult {
  const groups = groupResults(problems, { ...DEFAULT_CHECK_OPTIONS, validateForTraces }, [], keep).filter(
    (g) => g.name !== 'silentChanges',
  );
  const errors = problems.filter((x) => x.severity === 'error').length;
  const file = fileResult({}, { errors, warnings: problems.length - errors, notAccepted: groups[0]!.plots });
  return {
    files: [file],
    totals: { ...file },
    uploadProblems: [],
    problems: [],
    problemsOmitted: 0,
    groups,
    preview: { type: 'FeatureCollection', features: [] },
    previewShown: 0,
    previewTotal: 0,
    undrawable: 0,
    propertyNames: [],
    elapsedMs: 10,
  };
}

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

function renderSummary(result: CheckResult, validateForTraces = false, locale: 'en' | 'fr' = 'en') {
  const onFilterRule = vi.fn();
  // The page's number and date locale follows the language picker (language-choice.ts), as in the app.
  setCurrentLocale(locale);
  renderWithProviders(
    <CheckSummary
      result={result}
      validateForTraces={validateForTraces}
      onRemove={() => {}}
      onFilterRule={onFilterRule}
    />,
    { locale },
  );
  return { onFilterRule };
}

// 5 errors that block, 11 TRACES errors the upload accepts, 451 warnings: what blocks comes first.
const MIXED: Problem[] = [
  ...Array.from({ length: 5 }, (_, i) => p('missing-name', i)),
  ...Array.from({ length: 11 }, (_, i) => p('self-intersection', 10 + i)),
  ...Array.from({ length: 451 }, (_, i) => p('low-precision', 100 + i, 'warning')),
];

describe('CheckSummary', () => {
  it('says why "Errors" and "Plots the service will refuse" differ', () => {
    renderSummary(resultOf(MIXED));
    expect(stat('Errors')).toHaveTextContent('16');
    expect(stat('Plots the service will refuse')).toHaveTextContent('5');
    expect(screen.getByLabelText('Totals')).toHaveAccessibleDescription(
      '5 errors under “Blocks the upload”: the service will refuse 5 plots with these options. ' +
        'The other 11 errors do not stop the upload: the service accepts those 11 plots, but TRACES would reject them. ' +
        'The 451 warnings block nothing.',
    );
  });

  it('groups by kind in the order that matters, each counted', () => {
    renderSummary(resultOf(MIXED));
    const panel = screen.getByRole('region', { name: 'Problems by kind' });
    const groups = within(panel)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(groups).toEqual([
      'Blocks the upload: 5 in 5 plots',
      'Errors the upload accepts, TRACES would reject: 11 in 11 plots',
      'Warnings that block nothing: 451 in 451 plots',
    ]);
    const blocks = within(panel).getByRole('list', { name: 'Blocks the upload' });
    expect(within(blocks).getAllByRole('listitem')[0]).toHaveTextContent(
      /^5 Missing name missing-name · 5 plots/,
    );
    expect(panel.querySelector('[data-rule="low-precision"]')).toHaveTextContent('451 Fewer than 6 decimals');
    expect(panel).toHaveTextContent('“Validate for TRACES” is off');
  });

  it('moves the TRACES errors under "Blocks the upload" when the upload validates for TRACES', () => {
    renderSummary(resultOf(MIXED, true), true);
    const panel = screen.getByRole('region', { name: 'Problems by kind' });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Blocks the upload: 16 in 16 plots', 'Warnings that block nothing: 451 in 451 plots']);
  });

  it('opens "show all" and lists the plots of that kind', async () => {
    const user = userEvent.setup();
    renderSummary(resultOf(MIXED));
    const line = screen
      .getByRole('region', { name: 'Problems by kind' })
      .querySelector('[data-rule="missing-name"]')!;
    const every = within(line as HTMLElement).getByRole('list', { name: 'Every Missing name', hidden: true });
    expect(every).not.toBeVisible();
    // A native disclosure: Enter and Space open it in a browser (the uploads e2e presses Enter).
    const summary = within(line as HTMLElement).getByText('Show all 5');
    expect(summary.tagName).toBe('SUMMARY');
    await user.click(summary);
    expect(every).toBeVisible();
    const items = within(every)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toHaveLength(5);
    expect(items[2]).toBe('Plot 3 (“Farm 2”) in farms.geojson: missing-name on plot 2');
  });

  it('sends to the problem list for the ones not kept, and says how many', async () => {
    const user = userEvent.setup();
    const { onFilterRule } = renderSummary(resultOf(MIXED, false, 3));
    const line = screen
      .getByRole('region', { name: 'Problems by kind' })
      .querySelector('[data-rule="self-intersection"]')!;
    await user.click(within(line as HTMLElement).getByText('Show all 11'));
    expect(line).toHaveTextContent('…and 8 more.');
    await user.click(
      within(line as HTMLElement).getByRole('button', { name: 'List every one in the problem list' }),
    );
    expect(onFilterRule).toHaveBeenCalledWith('self-intersection');
  });

  it('says nothing blocks when nothing was found, and shows no groups', () => {
    renderSummary(resultOf([]));
    expect(screen.getByText('No problems found: the files are ready to upload.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Problems by kind' })).toBeNull();
  });
});

describe('CheckSummary in French', () => {
  afterEach(() => setCurrentLocale('en'));

  it('titles, counts, groups and rule titles in French, numbers with the French grouping', () => {
    const many: Problem[] = [
      ...MIXED,
      ...Array.from({ length: 1000 }, (_, i) => p('low-precision', 1000 + i, 'warning')),
    ];
    renderSummary(resultOf(many), false, 'fr');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Résultat de la vérification' }),
    ).toBeInTheDocument();
    // 1 451 warnings, with French's narrow no-break space between thousands.
    expect(stat('Avertissements')?.textContent?.replace(/\s/g, ' ')).toBe('1 451');
    expect(stat('Parcelles que le service refusera')).toHaveTextContent('5');
    const panel = screen.getByRole('region', { name: 'Problèmes par type' });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      'Bloque l’envoi : 5 dans 5 parcelles',
      'Erreurs que l’envoi accepte, mais que TRACES refuserait : 11 dans 11 parcelles',
      'Avertissements qui ne bloquent rien : 1 451 dans 1 451 parcelles',
    ]);
    expect(panel.querySelector('[data-rule="self-intersection"]')).toHaveTextContent('11 Auto-intersection');
  });
});
