/**
 * Query keys come only from the query factories (eslint.config.js): a key array written in a component or
 * hook is refused, by `useQuery` or by an invalidation; the same array in a `*-queries.ts` factory passes,
 * and so does a key taken from a factory.
 */
import { describe, expect, it } from 'vitest';
import { lintProbe } from '../support/lint-probe.ts';

async function rulesAt(file: string, code: string): Promise<string[]> {
  const messages = await lintProbe(file, code);
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.map((m) => m.ruleId ?? '');
}

const handBuilt = `import { useQuery, useQueryClient } from '@tanstack/react-query';
export function useThing(id: string) {
  const client = useQueryClient();
  void client.invalidateQueries({ queryKey: ['things'] });
  return useQuery({ queryKey: ['things', id] as const, queryFn: () => id });
}
`;
const fromFactory = `import { useQuery, useQueryClient } from '@tanstack/react-query';
import { projectQueries } from '@/lib/project/project-queries.ts';
export function useThing() {
  const client = useQueryClient();
  void client.invalidateQueries({ queryKey: projectQueries.all('simulator') });
  return useQuery(projectQueries.list('simulator'));
}
`;

describe('query keys only from the factories', { timeout: 120_000 }, () => {
  it('refuses key arrays written in a hook or component, in a query and in an invalidation', async () => {
    const rules = await rulesAt('src/features/plots/lib/use-thing.ts', handBuilt);
    expect(rules.filter((r) => r === 'no-restricted-syntax')).toHaveLength(2);
  });

  it('exempts no component or hook: the upload files once listed as debt are refused too', async () => {
    for (const file of [
      'src/features/uploads/send/use-upload-diff.ts',
      'src/features/uploads/send/upload-end-summary.tsx',
      'src/features/uploads/send/upload-overlap-warnings.tsx',
    ]) {
      const rules = await rulesAt(file, handBuilt);
      expect(
        rules.filter((r) => r === 'no-restricted-syntax'),
        file,
      ).toHaveLength(2);
    }
  });

  it('lets a factory file write its keys, and a hook take them from it', async () => {
    expect(await rulesAt('src/features/plots/api/thing-queries.ts', handBuilt)).not.toContain(
      'no-restricted-syntax',
    );
    expect(await rulesAt('src/features/plots/lib/use-thing.ts', fromFactory)).not.toContain(
      'no-restricted-syntax',
    );
  });
});
