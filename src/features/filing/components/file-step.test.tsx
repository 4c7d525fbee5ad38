/**
 * "File with the EU" under a pinned package: an approver files each statement once (POST .../filings with
 * the snapshot, its part, the suppliers and the draft's request; the Idempotency-Key is the snapshot and
 * part, so a retry never files twice); an unsigned conclusion stops it and links to the supplier's
 * conclusion; a viewer or reviewer is told only an approver files; a failure is said per statement.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Conclusion } from '@core/api/statements.ts';
import { ddsRequest, filing } from '@tests/support/filing-fixtures.ts';
import { renderFiling, stubFetch } from '@tests/support/filing-render.tsx';
import { FileStep } from './file-step.tsx';

afterEach(() => vi.unstubAllGlobals());

const SUPPLIERS = {
  results: [
    { id: 'sup-1', name: 'Coop Nawa', projectId: 'p-palm', plotCount: 3, createdAt: '2026-01-01T00:00:00Z' },
  ],
};
const conclusion = (signed: boolean): Conclusion => ({
  id: 'c1',
  supplierId: 'sup-1',
  conclusion: 'negligible',
  reasoning: 'No plot at risk after review.',
  openItems: 0,
  preparedBy: 'Lucas Meyer',
  preparedById: 'demo-lucas',
  preparedAt: '2026-12-01T10:00:00Z',
  signOff: signed
    ? { signedBy: 'Inês Costa', signedById: 'demo-ines', signedAt: '2026-12-01T11:00:00Z' }
    : null,
});
const STATEMENTS = [
  { kind: 'dds' as const, part: 1, request: ddsRequest('PKG-7-1') },
  { kind: 'dds' as const, part: 2, request: ddsRequest('PKG-7-2') },
];
const FILINGS = '/api/filing/simulator/projects/p-palm/filings';

function serve(signed: boolean, fileStatus: (part: number) => number = () => 202) {
  return stubFetch((method, path, body) => {
    if (path.endsWith('/v1/suppliers')) return [200, SUPPLIERS];
    if (path.endsWith('/conclusions')) return [200, { conclusions: [conclusion(signed)] }];
    if (method === 'POST' && path === FILINGS) {
      const { part } = body as { part: number };
      const status = fileStatus(part);
      if (status >= 400)
        return [status, { errorCode: 'bad', errorMessage: 'EUDR_COMMODITIES_HS_CODE_INVALID' }];
      return [
        status,
        {
          filing: filing({
            id: `f-${part}`,
            part,
            internalReferenceNumber: `PKG-7-${part}`,
            euStatus: 'SUBMITTED',
            referenceNumber: null,
          }),
        },
      ];
    }
    return null;
  });
}

const step = (
  <FileStep projectId="p-palm" snapshotId="snap-7" supplierIds={['sup-1']} statements={STATEMENTS} />
);

describe('FileStep', () => {
  it('files each statement of the package once, with its snapshot, part, suppliers and request', async () => {
    const sent = serve(true);
    const { user } = await renderFiling(step, { role: 'approver' });
    await user.click(await screen.findByRole('button', { name: 'File 2 statements with the EU' }));
    const results = await screen.findByRole('list', { name: 'What was filed' });
    await within(results).findByText('Statement 2 (PKG-7-2): Submitted.');
    expect(results).toHaveTextContent('Statement 1 (PKG-7-1): Submitted.');
    const posts = sent.filter((s) => s.method === 'POST');
    expect(posts.map((p) => p.body)).toEqual([
      { kind: 'dds', snapshotId: 'snap-7', part: 1, supplierIds: ['sup-1'], request: ddsRequest('PKG-7-1') },
      { kind: 'dds', snapshotId: 'snap-7', part: 2, supplierIds: ['sup-1'], request: ddsRequest('PKG-7-2') },
    ]);
    expect(posts.map((p) => p.key)).toEqual(['filing:snap-7:1', 'filing:snap-7:2']);
    // Everything filed: nothing left to file.
    expect(screen.queryByRole('button', { name: /with the EU$/ })).not.toBeInTheDocument();
  });

  it('says which statement failed and files only that one again, with the same key', async () => {
    let refuse = true;
    const sent = serve(true, (part) => (part === 2 && refuse ? 400 : 202));
    const { user } = await renderFiling(step, { role: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'File 2 statements with the EU' }));
    expect(
      await screen.findByText(/Statement 2 was not filed\..*EUDR_COMMODITIES_HS_CODE_INVALID/),
    ).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'File 1 statement with the EU' }));
    await screen.findByText('Statement 2 (PKG-7-2): Submitted.');
    const posts = sent.filter((s) => s.method === 'POST');
    expect(posts.map((p) => [(p.body as { part: number }).part, p.key])).toEqual([
      [1, 'filing:snap-7:1'],
      [2, 'filing:snap-7:2'],
      [2, 'filing:snap-7:2'],
    ]);
  });

  it('stops at an unsigned conclusion and links to the supplier’s conclusion', async () => {
    const sent = serve(false);
    await renderFiling(step, { role: 'approver' });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'Filing needs an approver’s sign-off of the supplier’s risk conclusion, and 1 supplier has none:',
    );
    const link = within(note).getByRole('link', { name: 'sign off the conclusion of Coop Nawa' });
    expect(link).toHaveAttribute('href', '/suppliers/sup-1#conclusion-title');
    expect(screen.queryByRole('button', { name: /with the EU/ })).not.toBeInTheDocument();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
  });

  it.each(['viewer', 'reviewer'] as const)(
    'tells a %s only an approver files, and offers no button',
    async (role) => {
      serve(true);
      await renderFiling(step, { role });
      expect(await screen.findByRole('note')).toHaveTextContent(
        'Only an approver or an admin files statements with the EU: your role lets you read them.',
      );
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
  );

  it('says it in French', async () => {
    serve(true);
    await renderFiling(step, { role: 'approver', locale: 'fr' });
    expect(
      await screen.findByRole('button', { name: 'Déposer 2 déclarations auprès de l’UE' }),
    ).toBeInTheDocument();
  });
});
