/**
 * Every word a reader sees comes from the catalogues (docs/languages.md): lint refuses literal text in a
 * component's JSX (i18next/no-literal-string, eslint.config.js), in a page of any feature, in shared
 * components and in the app shell, as text and as a label attribute; the same words through react-intl
 * pass, and so do tests, which may write English freely.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
const RULE = 'i18next/no-literal-string';

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return [...new Set(result!.messages.map((m) => m.ruleId))].filter((r) => r === RULE);
}

const literal = `export function Probe() {
  return <p aria-label="Plot table">No plot matches these filters</p>;
}
`;
const translated = `import { useIntl } from 'react-intl';
export function Probe() {
  const t = useIntl().formatMessage;
  return <p aria-label={t({ id: 'app.menu' })}>{t({ id: 'app.skip' })}</p>;
}
`;

describe('literal text in JSX', () => {
  for (const file of [
    'src/features/plots/components/probe.tsx',
    'src/features/jurisdictions/probe.tsx',
    'src/components/probe.tsx',
    'src/app/probe.tsx',
  ]) {
    it(`is refused in ${file}, and the catalogue's words pass`, async () => {
      expect(await rulesBroken(file, literal)).toEqual([RULE]);
      expect(await rulesBroken(file, translated)).toEqual([]);
    });
  }

  it('is allowed in a component test', async () => {
    expect(await rulesBroken('src/features/plots/components/probe.test.tsx', literal)).toEqual([]);
  });
});
