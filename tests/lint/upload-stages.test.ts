/**
 * The Uploads page's stages (eslint.config.js, src/features/uploads): a dropped file goes shared → model →
 * prepare → check → send, and no import runs back. Probe files in each stage import a later stage (by
 * relative path and by alias: lint must refuse each) and an earlier one (lint must accept it). ESLint's own
 * Node API lints the probes as if they lay at those paths; nothing is written.
 */
import { describe, expect, it } from 'vitest';
import { lintProbe } from '../support/lint-probe.ts';

const BOUNDARY = 'import-x/no-restricted-paths';

/** The rules that refuse an import of `spec` from a file at `file`, with the message of the boundary's. */
async function refusals(file: string, spec: string): Promise<{ rules: string[]; message: string }> {
  const code = `import * as probe from '${spec}';\nvoid probe;\nexport {};\n`;
  const messages = await lintProbe(file, code);
  // A parse error or a missing rule would refuse everything for the wrong reason.
  expect(messages.filter((m) => m.fatal || m.ruleId === null)).toEqual([]);
  return {
    rules: [...new Set(messages.map((m) => m.ruleId!))].sort(),
    message: messages.find((m) => m.ruleId === BOUNDARY)?.message ?? '',
  };
}

const U = 'src/features/uploads';

/** For each stage: imports of later stages (and of the page) refused, of earlier ones allowed. */
const probes: { file: string; backward: string[]; forward: string[] }[] = [
  {
    file: `${U}/shared/probe.ts`,
    backward: [
      '../model/file-records.ts',
      '@/features/uploads/prepare/use-receipts.ts',
      '../use-uploads-page.ts',
    ],
    forward: ['./start-options.ts', '@core/api/schemas.ts'],
  },
  {
    file: `${U}/model/probe.ts`,
    backward: [
      '../prepare/use-preparation.ts',
      '@/features/uploads/check/use-check-stage.ts',
      '../send/upload-run.ts',
    ],
    forward: ['./selectors.ts', '../shared/start-options.ts'],
  },
  {
    file: `${U}/prepare/probe.ts`,
    backward: [
      '../check/check-protocol.ts',
      '@/features/uploads/check/check-protocol.ts',
      '../send/upload-flow.ts',
      '../use-dropped-files.ts',
    ],
    forward: [
      './use-preparation.ts',
      '../model/file-records.ts',
      '@/features/uploads/shared/start-options.ts',
    ],
  },
  {
    file: `${U}/check/probe.ts`,
    backward: ['../send/upload-flow.ts', '@/features/uploads/send/file-origin.ts', '../uploads-page.tsx'],
    forward: [
      './check-protocol.ts',
      '../prepare/prepare-protocol.ts',
      '../model/selectors.ts',
      '../shared/start-options.ts',
    ],
  },
  {
    file: `${U}/send/probe.ts`,
    backward: ['../use-uploads-page.ts', '@/features/uploads/uploads-page.tsx'],
    forward: [
      './upload-flow.ts',
      '../check/check-protocol.ts',
      '../prepare/prepare-protocol.ts',
      '@/features/uploads/model/selectors.ts',
      '../shared/start-options.ts',
    ],
  },
  // The page composes every stage.
  {
    file: `${U}/probe.ts`,
    backward: [],
    forward: [
      './send/use-send-stage.ts',
      './check/use-check-stage.ts',
      './prepare/use-preparation.ts',
      './model/file-records.ts',
      './shared/start-options.ts',
    ],
  },
];

describe('the Uploads stages, in order', { timeout: 180_000 }, () => {
  for (const probe of probes) {
    if (probe.backward.length)
      it(`${probe.file}: refuses an import from a later stage or the page`, async () => {
        for (const spec of probe.backward) {
          const { rules, message } = await refusals(probe.file, spec);
          expect({ spec, rules }).toEqual({ spec, rules: [BOUNDARY] });
          expect(message).toMatch(
            /never imports a later stage nor the page \(shared → model → prepare → check → send\)/,
          );
        }
      });

    it(`${probe.file}: accepts an import from an earlier stage or its own`, async () => {
      for (const spec of probe.forward)
        expect({ spec, ...(await refusals(probe.file, spec)) }).toEqual({ spec, rules: [], message: '' });
    });
  }

  it('the feature boundaries still hold inside the stages', async () => {
    const { rules } = await refusals(`${U}/send/probe.ts`, '@/features/plots/routes.tsx');
    expect(rules).toEqual([BOUNDARY]);
  });
});
