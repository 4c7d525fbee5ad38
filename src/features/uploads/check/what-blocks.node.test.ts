/** The sentence that says what blocks, from real groupings of real rule codes, on both sides of each case. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHECK_OPTIONS, groupResults, type Problem, type RuleCode } from '@core/plot-rules/index.ts';
import { groupExplanation, noProblems, whatBlocks } from './what-blocks.ts';

const p = (
  code: RuleCode,
  featureIndex: number | undefined,
  severity: Problem['severity'] = 'error',
): Problem => ({
  code,
  severity,
  fileName: 'a.geojson',
  ...(featureIndex === undefined ? {} : { featureIndex }),
  message: code,
});
const noTraces = DEFAULT_CHECK_OPTIONS;
const withTraces = { ...DEFAULT_CHECK_OPTIONS, validateForTraces: true };

describe('whatBlocks', () => {
  it('says nothing blocks when nothing was found', () => {
    expect(whatBlocks(groupResults([], noTraces))).toBe(noProblems());
    expect(noProblems()).toBe('No problems found: the files are ready to upload.');
  });

  it('explains errors the upload accepts (the "Errors 16, refused 0" case)', () => {
    const problems = [
      ...Array.from({ length: 10 }, (_, i) => p('self-intersection', i)),
      ...Array.from({ length: 6 }, (_, i) => p('hole', i + 20)),
    ];
    expect(whatBlocks(groupResults(problems, noTraces))).toBe(
      'None of the 16 errors stops the upload: the service accepts those 16 plots, but TRACES would reject them.',
    );
    // With TRACES validation the same errors block: the sentence turns around.
    expect(whatBlocks(groupResults(problems, withTraces))).toBe(
      '16 errors under “Blocks the upload”: the service will refuse 16 plots with these options.',
    );
  });

  it('counts plots, not occurrences, and says singulars right', () => {
    const twoOnOnePlot = [p('self-intersection', 3), p('hole', 3)];
    expect(whatBlocks(groupResults(twoOnOnePlot, noTraces))).toBe(
      'None of the 2 errors stops the upload: the service accepts that plot, but TRACES would reject it.',
    );
    expect(whatBlocks(groupResults([p('self-intersection', 3)], noTraces))).toBe(
      'The error does not stop the upload: the service accepts that plot, but TRACES would reject it.',
    );
  });

  it('puts what blocks first, then the errors that do not, then warnings', () => {
    const problems = [
      p('missing-name', 1),
      p('missing-name', 2),
      p('self-intersection', 4),
      p('low-precision', 5, 'warning'),
      p('low-precision', 6, 'warning'),
    ];
    expect(whatBlocks(groupResults(problems, noTraces))).toBe(
      '2 errors under “Blocks the upload”: the service will refuse 2 plots with these options. ' +
        'The other 1 error does not stop the upload: the service accepts that plot, but TRACES would reject it. ' +
        'The 2 warnings block nothing.',
    );
  });

  it('says a file-level error stops the upload as it is, and warnings alone block nothing', () => {
    expect(whatBlocks(groupResults([p('file-not-json', undefined)], noTraces))).toBe(
      '1 error under “Blocks the upload”: the upload cannot go as it is.',
    );
    expect(whatBlocks(groupResults([p('low-precision', 1, 'warning')], noTraces))).toBe(
      'No errors: nothing blocks the upload. The warning blocks nothing.',
    );
  });
});

describe('whatBlocks in the reader’s language', () => {
  const problems = [
    p('missing-name', 1),
    p('missing-name', 2),
    p('self-intersection', 4),
    p('low-precision', 5, 'warning'),
    p('low-precision', 6, 'warning'),
  ];
  it('writes French with its plurals and quotes', () => {
    expect(whatBlocks(groupResults(problems, noTraces), 'fr')).toBe(
      '2 erreurs sous « Bloque l’envoi » : le service refusera 2 parcelles avec ces options. ' +
        'L’autre erreur (1) n’arrête pas l’envoi : le service accepte cette parcelle, mais TRACES la refuserait. ' +
        'Les 2 avertissements ne bloquent rien.',
    );
    expect(whatBlocks(groupResults([], noTraces), 'fr')).toBe(
      'Aucun problème trouvé : les fichiers sont prêts à être envoyés.',
    );
  });
  it('writes Indonesian without plural forms, and the singular where it reads differently', () => {
    expect(whatBlocks(groupResults([p('low-precision', 1, 'warning')], noTraces), 'id')).toBe(
      'Tidak ada kesalahan: tidak ada yang menghalangi unggahan. Peringatan itu tidak menghalangi apa pun.',
    );
  });
});

describe('groupExplanation', () => {
  it('names the option that lets TRACES errors through only when it is off', () => {
    expect(groupExplanation('blocksTraces', false)).toContain('“Validate for TRACES” is off');
    expect(groupExplanation('blocksTraces', true)).not.toContain('is off');
    expect(groupExplanation('warnings', false)).toContain('accepts these plots as they are');
  });
});
