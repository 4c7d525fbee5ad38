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
    // Quantities the person stated: nothing to give before filing.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
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

/** One plot of Coop Nawa, as a statement's producer carries it (base64 GeoJSON). */
const PLOT = btoa(
  JSON.stringify({
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-5.5, 7.5] },
        properties: { ProducerCountry: 'CI', ProducerName: 'Coop Nawa', Area: 1 },
      },
    ],
  }),
);
/** A split package: the requests carry shares by plots of 1,200 kg (and 3 MTQ) the person never stated. */
const shared = (part: number, netWeight: number, supplementaryUnit?: number) => {
  const request = ddsRequest(`PKG-7-${part}`);
  request.statement.commodities[0]!.producers![0]!.geometryGeojson = PLOT;
  request.statement.commodities[0]!.descriptors.goodsMeasure = {
    netWeight,
    ...(supplementaryUnit !== undefined ? { supplementaryUnit, supplementaryUnitQualifier: 'MTQ' } : {}),
  };
  return {
    kind: 'dds' as const,
    part,
    request,
    sharedQuantities: {
      netWeight: { share: netWeight, total: 1200 },
      ...(supplementaryUnit !== undefined
        ? { supplementaryUnit: { share: supplementaryUnit, total: 3, qualifier: 'MTQ' } }
        : {}),
    },
  };
};
const measureOf = (body: unknown) =>
  (body as { request: ReturnType<typeof ddsRequest> }).request.statement.commodities[0]!.descriptors
    .goodsMeasure;
const splitStep = (statements: ReturnType<typeof shared>[]) => (
  <FileStep projectId="p-palm" snapshotId="snap-8" supplierIds={['sup-1']} statements={statements} />
);

describe('FileStep, a package split by plots', () => {
  it('asks each statement’s net mass, empty, the share only a hint, and files nothing until both are given', async () => {
    const sent = serve(true);
    const { user } = await renderFiling(splitStep([shared(1, 700.5), shared(2, 499.5)]), {
      role: 'approver',
    });
    const first = await screen.findByRole('textbox', {
      name: 'Net mass (kg) of the goods statement 1 covers',
    });
    const second = screen.getByRole('textbox', { name: 'Net mass (kg) of the goods statement 2 covers' });
    expect(first).toHaveValue('');
    expect(second).toHaveValue('');
    expect(first).toBeRequired();
    expect(first).toHaveAccessibleDescription('Its share by plots: 700.5 kg of the package’s 1,200 kg.');
    expect(second).toHaveAccessibleDescription('Its share by plots: 499.5 kg of the package’s 1,200 kg.');
    const file = screen.getByRole('button', { name: 'File 2 statements with the EU' });
    expect(file).toBeDisabled();
    expect(file).toHaveAccessibleDescription(
      'To file, give the net mass of statement 1 and the net mass of statement 2.',
    );

    // 7 decimals: refused (DecimalSixteenTotalSixPrecType), said beside the field; File stays off.
    await user.type(first, '812.1234567');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription(
      'Its share by plots: 700.5 kg of the package’s 1,200 kg. Enter a positive number with at most 6 decimals, e.g. 1250.5.',
    );
    expect(file).toHaveAccessibleDescription(
      'To file, give the net mass of statement 1 and the net mass of statement 2.',
    );
    // 6 decimals: taken.
    await user.clear(first);
    await user.type(first, '812.123456');
    expect(first).not.toHaveAttribute('aria-invalid');
    expect(file).toBeDisabled();
    expect(file).toHaveAccessibleDescription('To file, give the net mass of statement 2.');
    for (const bad of ['0', '-4', 'abc']) {
      await user.clear(second);
      await user.type(second, bad);
      expect(second).toHaveAttribute('aria-invalid', 'true');
      expect(file).toBeDisabled();
    }
    await user.clear(second);
    await user.type(second, '388');
    expect(file).toBeEnabled();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);

    await user.click(file);
    // The first check of a run loads the rule module: longer than findBy's default second on a shared machine.
    await screen.findByText('Statement 2 (PKG-7-2): Submitted.', {}, { timeout: 15_000 });
    const posts = sent.filter((s) => s.method === 'POST');
    // The values typed, not the shares by plots; the rest of the request as the draft wrote it.
    expect(posts.map((p) => measureOf(p.body))).toEqual([{ netWeight: 812.123456 }, { netWeight: 388 }]);
    const expected = shared(1, 812.123456).request;
    expect((posts[0]!.body as { request: unknown }).request).toEqual(expected);
  });

  it('asks the supplementary unit too when the package has one, and files both values', async () => {
    const sent = serve(true);
    const { user } = await renderFiling(splitStep([shared(1, 700, 2), shared(2, 500, 1)]), {
      role: 'approver',
    });
    const unit = await screen.findByRole('textbox', {
      name: 'Supplementary unit (MTQ) of the goods statement 2 covers',
    });
    expect(unit).toHaveAccessibleDescription('Its share by plots: 1 MTQ of the package’s 3 MTQ.');
    const file = screen.getByRole('button', { name: 'File 2 statements with the EU' });
    await user.type(screen.getByRole('textbox', { name: /^Net mass .* statement 1/ }), '650');
    await user.type(screen.getByRole('textbox', { name: /^Net mass .* statement 2/ }), '550');
    await user.type(screen.getByRole('textbox', { name: /^Supplementary unit .* statement 1/ }), '1.5');
    expect(file).toHaveAccessibleDescription('To file, give the supplementary unit of statement 2.');
    await user.type(unit, '1.25');
    await user.click(file);
    await screen.findByText('Statement 2 (PKG-7-2): Submitted.', {}, { timeout: 15_000 });
    const posts = sent.filter((s) => s.method === 'POST');
    expect(posts.map((p) => measureOf(p.body))).toEqual([
      { netWeight: 650, supplementaryUnit: 1.5, supplementaryUnitQualifier: 'MTQ' },
      { netWeight: 550, supplementaryUnit: 1.25, supplementaryUnitQualifier: 'MTQ' },
    ]);
  });

  it('runs the rule module on the statements with the typed values and sends none the EU would refuse', async () => {
    const sent = serve(true);
    const broken = shared(2, 500);
    broken.request.statement.commodities[0]!.producers![0]!.country = 'XX';
    const { user } = await renderFiling(splitStep([shared(1, 700), broken]), { role: 'approver' });
    await user.type(await screen.findByRole('textbox', { name: /statement 1 covers$/ }), '700');
    await user.type(screen.getByRole('textbox', { name: /statement 2 covers$/ }), '500');
    await user.click(screen.getByRole('button', { name: 'File 2 statements with the EU' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Statement 2 was not filed: the EU would refuse it.');
    expect(alert).toHaveTextContent(/XX/);
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
  });
});
