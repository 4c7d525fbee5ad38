/**
 * Every word a reader sees comes from the catalogues (docs/languages.md): lint refuses literal text in a
 * component's JSX (i18next/no-literal-string, eslint.config.js), in a page of any feature, in shared
 * components and in the app shell, as text and as a label attribute; the same words through react-intl
 * pass, and so do tests, which may write English freely. Props that are never words (a route, a map
 * control's position, a layer id) pass, while every prop a person reads is still refused.
 */
import { describe, expect, it } from 'vitest';
import { lintProbe } from '../support/lint-probe.ts';

const RULE = 'i18next/no-literal-string';

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const messages = await lintProbe(file, code);
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return [...new Set(messages.map((m) => m.ruleId))].filter((r) => r === RULE);
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

  // Props that are never words (eslint.config.js, notWords) pass; every prop a person reads is still checked,
  // on a component as on a plain tag.
  const probe = (jsx: string) => `import { Link } from '@tanstack/react-router';
import { Layer, NavigationControl, Source } from '@vis.gl/react-maplibre';
import { useIntl } from 'react-intl';
export function Probe() {
  const t = useIntl().formatMessage;
  return <div aria-label={t({ id: 'app.menu' })}>${jsx}</div>;
}
`;
  const file = 'src/features/plots/components/probe.tsx';

  for (const jsx of [
    `<Link to="/plots" />`,
    `<Link to="/plots/$plotId" params={{ plotId: 'p-1' }} search={{ overlaps: 'yes' }} />`,
    `<Link to="/plots" activeProps={{ className: 'font-semibold' }} />`,
    `<NavigationControl position="top-right" />`,
    `<Source id="plots" type="vector" promoteId="id" />`,
    `<Layer id="plot-fill" type="fill" beforeId="plot-line" />`,
    `<a href="/plots" className="underline" />`,
  ]) {
    it(`lets a prop that is never words pass: ${jsx}`, async () => {
      expect(await rulesBroken(file, probe(jsx))).toEqual([]);
    });
  }

  for (const jsx of [
    `<button type="button" aria-label="Close" />`,
    `<Link to="/plots" aria-label="Close" />`,
    `<Link to="/plots" title="Plots" />`,
    `<abbr title="Plots" />`,
    `<input placeholder="Search" />`,
    `<img alt="Plot outline" src="/x.png" />`,
    `<Source id="plots" label="Plots" />`,
    `<Link to="/plots">Plots</Link>`,
    `<p>{'Plots'}</p>`,
  ]) {
    it(`still refuses words a person reads: ${jsx}`, async () => {
      expect(await rulesBroken(file, probe(jsx))).toEqual([RULE]);
    });
  }

  it('is allowed in a component test', async () => {
    expect(await rulesBroken('src/features/plots/components/probe.test.tsx', literal)).toEqual([]);
  });
});
