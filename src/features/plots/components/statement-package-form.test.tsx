/**
 * The statement package pins the supplier's report (issue 50): with one supplier's plots the report the app
 * shell's maker gives back goes into the zip and, the very same bytes, into the snapshot request; a report
 * that fails saves and pins nothing, says why and is tried again; several suppliers' plots go without one.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { strToU8, unzipSync } from 'fflate';
import type { SnapshotRequest } from '@core/api/statements.ts';
import type * as ReviewQueries from '@/lib/review/review-queries.ts';
import { renderWithProviders } from '@tests/support/render.tsx';
import {
  SupplierReportMakerContext,
  type SupplierReportMakerProps,
  type SupplierReportMakerState,
} from '@/lib/report/supplier-report-maker.ts';
import type { EvidenceBase } from './evidence-pin.tsx';
import { StatementPackageForm } from './statement-package-form.tsx';

const saved = vi.hoisted(() => [] as { blob: Blob; name: string }[]);
const sent = vi.hoisted(() => [] as SnapshotRequest[]);

vi.mock('@/lib/download.ts', () => ({
  downloadBlob: (blob: Blob, name: string) => saved.push({ blob, name }),
}));
// The hashes are the worker's (tested with it); here only what the request carries.
vi.mock('../lib/evidence-hash.ts', () => ({
  geometryHashesOf: (features: readonly string[]) => Promise.resolve(features.map(() => 'a'.repeat(64))),
  fileHashesOf: (files: readonly Blob[]) =>
    Promise.resolve(files.map((f) => ({ sha256: 'b'.repeat(64), sizeBytes: f.size }))),
}));
vi.mock('@/lib/review/review-queries.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ReviewQueries>()),
  createSnapshot: (_c: unknown, _p: string, body: SnapshotRequest) => {
    sent.push(body);
    return Promise.resolve({
      snapshot: {
        id: 'snap-1',
        kind: body.kind,
        supplierIds: body.supplierIds,
        plotCount: body.plots.length,
        createdBy: 'Inès',
        createdById: 'demo-ines',
        createdAt: '2026-03-01T00:00:00Z',
        keepUntil: '2031-03-01T00:00:00Z',
        reportSha256: body.report ? 'c'.repeat(64) : null,
      },
    });
  },
}));

const PDF = strToU8('%PDF-1.7\n% the supplier report\n%%EOF\n');

function feature(i: number): string {
  const x = -7 + i * 0.004;
  const ring = [
    [x, 5.5],
    [x + 0.002, 5.5],
    [x + 0.002, 5.502],
    [x, 5.502],
    [x, 5.5],
  ];
  return JSON.stringify({
    type: 'Feature',
    properties: { ProducerName: `Producer ${i}`, ProducerCountry: 'CI', ProductionPlace: `Plot ${i}` },
    geometry: { type: 'Polygon', coordinates: [ring] },
  });
}
const features = [feature(0), feature(1)];
const evidence = (supplierIds: string[]): EvidenceBase => ({
  plots: [{ plotId: 'p0' }, { plotId: 'p1' }].map((p) => ({ ...p, supplierId: supplierIds[0]! })),
  supplierIds,
  leftOut: [],
  riskDataAt: null,
});

/** The maker the app shell would provide: each attempt answers from `answers` in turn. */
function makerOf(answers: SupplierReportMakerState[]) {
  const asked: SupplierReportMakerProps[] = [];
  function FakeMaker(props: SupplierReportMakerProps) {
    const done = useRef(false);
    useEffect(() => {
      if (done.current) return;
      done.current = true;
      asked.push(props);
      props.onState({ status: 'working' });
      const answer = answers.shift()!;
      setTimeout(() => props.onState(answer), 10);
    });
    return null;
  }
  return { asked, render: (props: SupplierReportMakerProps): ReactNode => <FakeMaker {...props} /> };
}

async function fillAndSave(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByText('Statement package (geolocation files and drafts)'));
  await user.type(screen.getByLabelText('HS code'), '1801');
  await user.type(screen.getByLabelText('Description of the goods'), 'Cocoa beans');
  await user.type(screen.getByLabelText('Net mass (kg)'), '1000');
  await user.click(screen.getByRole('button', { name: 'Download statement package' }));
}

const renderForm = (supplierIds: string[], render: ((p: SupplierReportMakerProps) => ReactNode) | null) =>
  renderWithProviders(
    <SupplierReportMakerContext.Provider value={render}>
      <StatementPackageForm
        features={features}
        base="Palm_Coop_2026-03-01"
        evidence={evidence(supplierIds)}
        projectId="p-palm"
      />
    </SupplierReportMakerContext.Provider>,
  );

const unzip = async (blob: Blob) => unzipSync(new Uint8Array(await blob.arrayBuffer()));
const decode = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
/** Bytes as numbers: jsdom's Uint8Array and Node's are not the same class, their contents are compared. */
const bytesOf = (b: Uint8Array | undefined) => (b ? Array.from(b) : b);

beforeEach(() => {
  saved.length = 0;
  sent.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('StatementPackageForm: the supplier report', () => {
  it("one supplier: the zip holds the report's PDF and the snapshot request carries the same bytes", async () => {
    const maker = makerOf([{ status: 'done', report: { fileName: 'due-diligence-palm.pdf', bytes: PDF } }]);
    const { user } = renderForm(['s-coop'], maker.render);
    expect(screen.getByText(/its report \(PDF\) is made when you download/)).toBeInTheDocument();
    await fillAndSave(user);
    // The first package of the run loads the rule modules: more than findBy's second on a busy machine.
    expect(
      await screen.findByText('Building the supplier report…', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download statement package' })).toBeDisabled();
    await screen.findByText(/Pinned as evidence snapshot/, {}, { timeout: 10_000 });
    expect(maker.asked.map((p) => [p.projectId, p.supplierId])).toEqual([['p-palm', 's-coop']]);

    expect(saved.map((s) => s.name)).toEqual(['Palm_Coop_2026-03-01-statement-package.zip']);
    const files = await unzip(saved[0]!.blob);
    const inZip = files['Palm_Coop_2026-03-01-supplier-report.pdf'];
    expect(bytesOf(inZip)).toEqual(bytesOf(PDF));
    expect(Object.keys(files).some((n) => n.endsWith('.geojson'))).toBe(true);

    expect(sent).toHaveLength(1);
    const report = sent[0]!.report!;
    expect(report.fileName).toBe('Palm_Coop_2026-03-01-supplier-report.pdf');
    const bytes = decode(report.pdfBase64);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(bytesOf(bytes)).toEqual(bytesOf(inZip));
    // The report is named among the snapshot's files too, and the page says the store keeps it.
    expect(sent[0]!.files.map((f) => f.name)).toContain('Palm_Coop_2026-03-01-supplier-report.pdf');
    expect(screen.getByText(/The package holds the supplier report/)).toBeInTheDocument();
    expect(
      screen.getByText(/The supplier report is pinned with it \(SHA-256 cccccccccccc\)/),
    ).toBeInTheDocument();
  });

  it('a report that fails saves and pins nothing, says why, and a retry saves the package with it', async () => {
    const maker = makerOf([
      { status: 'failed', reason: 'The review store could not be reached.' },
      { status: 'done', report: { fileName: 'r.pdf', bytes: PDF } },
    ]);
    const { user } = renderForm(['s-coop'], maker.render);
    await fillAndSave(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The supplier report could not be built, so nothing was saved or pinned. The review store could not be reached.',
    );
    expect(saved).toEqual([]);
    expect(sent).toEqual([]);
    expect(screen.queryByText(/Pinned as evidence snapshot/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Build the report again' }));
    await screen.findByText(/Pinned as evidence snapshot/, {}, { timeout: 10_000 });
    expect(maker.asked).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saved).toHaveLength(1);
    expect(bytesOf((await unzip(saved[0]!.blob))['Palm_Coop_2026-03-01-supplier-report.pdf'])).toEqual(
      bytesOf(PDF),
    );
    expect(bytesOf(decode(sent[0]!.report!.pdfBase64))).toEqual(bytesOf(PDF));
  });

  it('no maker on the page: says so and saves nothing rather than a package without its report', async () => {
    const { user } = renderForm(['s-coop'], null);
    await fillAndSave(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The report maker is not available on this page',
    );
    expect(saved).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('several suppliers: the form says no report is pinned, and the package goes without one', async () => {
    const maker = makerOf([]);
    const { user } = renderForm(['s-a', 's-b'], maker.render);
    expect(
      screen.getByText(/These plots are of 2 suppliers: .* this package holds none/),
    ).toBeInTheDocument();
    await fillAndSave(user);
    await screen.findByText(/Pinned as evidence snapshot/, {}, { timeout: 10_000 });
    expect(maker.asked).toEqual([]);
    const files = await unzip(saved[0]!.blob);
    expect(Object.keys(files).filter((n) => n.endsWith('.pdf'))).toEqual([]);
    expect(sent[0]!.report).toBeUndefined();
    await waitFor(() => expect(screen.queryByText(/The supplier report is pinned/)).toBeNull());
  });
});

describe('StatementPackageForm: the V3 fields (issue 51)', () => {
  const open = async (user: ReturnType<typeof renderWithProviders>['user']) =>
    user.click(screen.getByText('Statement package (geolocation files and drafts)'));

  it('shows the represented operator only for a representative, the percentage only for domestic production, the supplementary unit only when customs count the heading in one', async () => {
    const { user } = renderForm(['s-a', 's-b'], makerOf([]).render);
    await open(user);
    const who = screen.getByRole('group', { name: 'Who files' });
    expect(within(who).queryByRole('group', { name: 'Operator represented' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Role'), 'REPRESENTATIVE_OPERATOR');
    const represented = within(who).getByRole('group', { name: 'Operator represented' });
    expect(within(represented).getByLabelText('Name')).toHaveAttribute('maxLength', '200');
    expect(within(represented).getByLabelText('Identifier')).toHaveAccessibleDescription(/EORI number/);

    expect(screen.queryByLabelText('Estimation or deviation (%)')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Activity'), 'DOMESTIC');
    expect(screen.getByLabelText('Estimation or deviation (%)')).toHaveAccessibleDescription(
      'Domestic production only; at most 3 decimals.',
    );

    expect(screen.queryByLabelText(/Supplementary unit/)).toBeNull();
    await user.type(screen.getByLabelText('HS code'), '4403');
    expect(screen.getByLabelText('Supplementary unit (MTQ)')).toHaveAccessibleDescription(
      'Customs count these goods in cubic metres (m³); required for import and export.',
    );
    await user.clear(screen.getByLabelText('HS code'));
    await user.type(screen.getByLabelText('HS code'), '1801');
    expect(screen.queryByLabelText(/Supplementary unit/)).toBeNull();

    // A simplified declaration has its own roles and no species.
    await user.selectOptions(screen.getByLabelText('Kind of statement'), 'sd');
    expect(
      within(screen.getByLabelText('Role'))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['MICRO_OPERATOR', 'REPRESENTATIVE_MSPO']);
    expect(screen.queryByLabelText('Species, common name (wood)')).toBeNull();
  });

  it('shows each limit, and a refused field says what to enter', async () => {
    const { user } = renderForm(['s-a', 's-b'], makerOf([]).render);
    await open(user);
    const reference = screen.getByLabelText('Internal reference');
    expect(reference).toHaveAttribute('maxLength', '35');
    expect(reference).toHaveAccessibleDescription(
      /At most 35 characters; a package of several statements adds -1, -2/,
    );
    expect(screen.getByLabelText('Description of the goods')).toHaveAttribute('maxLength', '150');
    expect(screen.getByLabelText('Species, common name (wood)')).toHaveAttribute('maxLength', '200');
    // 7 digits cannot be typed; 1 digit is refused with what to enter.
    await user.type(screen.getByLabelText('HS code'), '1801000');
    expect(screen.getByLabelText('HS code')).toHaveValue('180100');
    await user.clear(screen.getByLabelText('HS code'));
    await user.type(screen.getByLabelText('HS code'), '1');
    await user.type(screen.getByLabelText('Description of the goods'), 'Cocoa beans');
    await user.type(screen.getByLabelText('Net mass (kg)'), '1.1234567');
    await user.type(screen.getByLabelText('CN code (optional)'), '18020000');
    await user.click(screen.getByRole('button', { name: 'Download statement package' }));
    expect(await screen.findByLabelText('HS code')).toHaveAccessibleDescription(
      /^Enter an HS code of 2 to 6 digits \(e\.g\. 1801\); put an 8-digit code in the CN code field\./,
    );
    expect(screen.getByLabelText('HS code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Net mass (kg)')).toHaveAccessibleDescription(
      /^Enter the net mass in kg, a positive number with at most 6 decimals/,
    );
    expect(screen.getByLabelText('Description of the goods')).toHaveAttribute('aria-invalid', 'false');
    expect(saved).toEqual([]);
  });

  it('a representative without an EORI for an import: the rule module refuses, with the EU code', async () => {
    const { user } = renderForm(['s-a', 's-b'], makerOf([]).render);
    await open(user);
    await user.selectOptions(screen.getByLabelText('Role'), 'REPRESENTATIVE_OPERATOR');
    const represented = screen.getByRole('group', { name: 'Operator represented' });
    await user.type(within(represented).getByLabelText('Name'), 'Cacao Import BV');
    await user.selectOptions(within(represented).getByLabelText('Identifier type'), 'vat');
    await user.type(within(represented).getByLabelText('Identifier'), 'NL0001');
    await user.type(within(represented).getByLabelText('Street and number'), 'Kade 1');
    await user.type(within(represented).getByLabelText('Postal code'), '1011 AB');
    await user.type(within(represented).getByLabelText('City'), 'Amsterdam');
    await user.type(within(represented).getByLabelText('Country (2 letters, e.g. NL)'), 'nl');
    await user.type(screen.getByLabelText('HS code'), '1801');
    await user.type(screen.getByLabelText('Description of the goods'), 'Cocoa beans');
    await user.type(screen.getByLabelText('Net mass (kg)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Download statement package' }));
    expect(
      await screen.findByText(
        /breaks the Information System’s rules, so nothing was saved: .*\(EUDR_OPERATOR_EORI_FOR_ACTIVITY_MISSING\)/,
      ),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);

    // With the EORI the package is saved, its draft the V3 request.
    await user.selectOptions(within(represented).getByLabelText('Identifier type'), 'eori');
    await user.clear(within(represented).getByLabelText('Identifier'));
    await user.type(within(represented).getByLabelText('Identifier'), 'NL123456789');
    await user.type(screen.getByLabelText('Internal reference'), 'PO-7');
    await user.click(screen.getByRole('button', { name: 'Download statement package' }));
    await screen.findByText(/Pinned as evidence snapshot/, {}, { timeout: 10_000 });
    const files = await unzip(saved[0]!.blob);
    const draft = JSON.parse(new TextDecoder().decode(files['Palm_Coop_2026-03-01-statement.json']));
    expect(draft).toMatchObject({
      schemaVersion: 2,
      kind: 'dds',
      request: {
        operatorRole: 'REPRESENTATIVE_OPERATOR',
        statement: {
          internalReferenceNumber: 'PO-7',
          activityType: 'IMPORT',
          representedOperator: {
            operatorReferenceNumber: [{ identifierType: 'eori', identifierValue: 'NL123456789' }],
            operatorAddress: { country: 'NL', street: 'Kade 1', postalCode: '1011 AB', city: 'Amsterdam' },
            operatorName: 'Cacao Import BV',
          },
          commodities: [{ hsHeading: '1801', descriptors: { goodsMeasure: { netWeight: 1000 } } }],
        },
      },
    });
  });
});
