import type { ComponentProps } from 'react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEFAULT_CHECK_OPTIONS, type CheckOptions } from '@core/plot-rules/index.ts';
import { renderWithProviders } from '@tests/support/render.tsx';
import { fileResult, fixOutcome } from '@tests/support/uploads.ts';
import type { FileResult } from './check-protocol.ts';
import { FIX_MAX_BYTES, type FixOutcome } from './run-fix.ts';
import { FixesPanel } from './fixes-panel.tsx';

type RequestFix = ComponentProps<typeof FixesPanel>['requestFix'];
type UseCorrected = ComponentProps<typeof FixesPanel>['onUseCorrected'];

const OPTIONS: CheckOptions = { ...DEFAULT_CHECK_OPTIONS, validateForTraces: true };

function sized(name: string, size: number): File {
  const file = new File(['{}'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderPanel({
  result = fileResult({ hole: [2, 0], 'unclosed-ring': [1, 0] }),
  file = new File(['{}'], 'farms.geojson'),
  requestFix = vi.fn<RequestFix>(),
  onUseCorrected = vi.fn<UseCorrected>(),
}: {
  result?: FileResult;
  file?: File;
  requestFix?: Mock<RequestFix>;
  onUseCorrected?: Mock<UseCorrected>;
} = {}) {
  const rendered = renderWithProviders(
    <FixesPanel
      file={file}
      fileResult={result}
      options={OPTIONS}
      requestFix={requestFix}
      onUseCorrected={onUseCorrected}
    />,
  );
  return { ...rendered, requestFix, onUseCorrected, file };
}

describe('FixesPanel', () => {
  it('offers only the fixes for problems the file has, with how many problems each addresses', () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Fix farms.geojson' })).toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(3); // close rings, split holes, fill holes
    expect(screen.getByRole('checkbox', { name: /Close open rings .* — 1 problem$/ })).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: /Remove holes by cutting .* — 2 problems/ }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('checkbox', { name: /Remove repeated consecutive vertices/ }),
    ).not.toBeInTheDocument();
  });

  it('shows nothing for a file without a fixable problem, or one that cannot be read', () => {
    const { unmount } = renderPanel({ result: fileResult({ 'missing-name': [3, 0] }) });
    expect(screen.queryByRole('heading', { name: /^Fix / })).not.toBeInTheDocument();
    unmount();
    renderPanel({
      result: fileResult(
        { hole: [1, 0] },
        {
          fatal: {
            code: 'file-not-json',
            severity: 'error',
            fileName: 'farms.geojson',
            message: 'Not JSON.',
          },
        },
      ),
    });
    expect(screen.queryByRole('heading', { name: /^Fix / })).not.toBeInTheDocument();
  });

  it('fixes a file up to the size limit in the browser, and says where to fix a larger one', () => {
    const { unmount } = renderPanel({ file: sized('big.geojson', FIX_MAX_BYTES) });
    expect(screen.getByRole('button', { name: 'Preview the fixes' })).toBeInTheDocument();
    unmount();
    renderPanel({ file: sized('big.geojson', FIX_MAX_BYTES + 1) });
    expect(screen.getByText(/too large to fix in the browser/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview the fixes' })).not.toBeInTheDocument();
  });

  it('changes nothing until a fix is chosen, and splitting or filling holes are one choice', async () => {
    const { user } = renderPanel();
    const preview = screen.getByRole('button', { name: 'Preview the fixes' });
    expect(preview).toBeDisabled();
    const split = screen.getByRole('checkbox', { name: /Remove holes by cutting/ });
    const fill = screen.getByRole('checkbox', { name: /Fill holes instead/ });
    await user.click(split);
    expect(preview).toBeEnabled();
    await user.click(fill);
    expect(fill).toBeChecked();
    expect(split).not.toBeChecked();
    await user.click(fill);
    expect(preview).toBeDisabled();
  });

  it('previews the chosen fixes: the counts that change, then uses the corrected file', async () => {
    let resolve!: (o: FixOutcome) => void;
    const requestFix = vi.fn<RequestFix>(() => new Promise<FixOutcome>((r) => (resolve = r)));
    const { user, file, onUseCorrected } = renderPanel({ requestFix });
    await user.click(screen.getByRole('checkbox', { name: /Close open rings/ }));
    // Keyboard: Space toggles the focused box.
    screen.getByRole('checkbox', { name: /Remove holes by cutting/ }).focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Preview the fixes' }));
    expect(requestFix).toHaveBeenCalledWith(file, ['close-rings', 'split-holes'], OPTIONS);
    expect(screen.getByRole('button', { name: 'Fixing…' })).toBeDisabled();

    const corrected = new File(['{}'], 'farms.geojson');
    const applied = [
      { kind: 'close-rings', plotCount: 1, plots: ['4'] },
      { kind: 'split-holes', plotCount: 2, plots: ['2', '7'] },
    ];
    resolve(
      fixOutcome({
        file: corrected,
        counts: {
          hole: { before: 2, after: 0 },
          'unclosed-ring': { before: 1, after: 0 },
          'missing-name': { before: 3, after: 3 },
        },
        changedFeatures: 3,
        featuresBefore: 10,
        featuresAfter: 12,
        applied,
      }),
    );
    const table = await screen.findByRole('table', { name: 'Before and after fixing farms.geojson' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Polygon with a hole (hole)20',
      'Ring not closed (unclosed-ring)10',
    ]);
    expect(screen.getByText(/3 plots changed; 10 plots before, 12 after\./)).toBeInTheDocument();
    expect(screen.queryByText(/Shapes repaired/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use the corrected file for the upload' }));
    // What the fixes changed goes with the file, for the upload's record.
    expect(onUseCorrected).toHaveBeenCalledWith(file, corrected, applied);
  });

  it('counts shape repairs, including those refused, when there are any', async () => {
    const requestFix = vi.fn<RequestFix>(async () => fixOutcome({ repaired: 2, refused: 1 }));
    const { user } = renderPanel({ result: fileResult({ 'self-intersection': [3, 0] }), requestFix });
    await user.click(screen.getByRole('checkbox', { name: /Repair crossing/ }));
    await user.click(screen.getByRole('button', { name: 'Preview the fixes' }));
    expect(
      await screen.findByText(/Shapes repaired: 2; no clean repair \(left as they were\): 1\./),
    ).toBeInTheDocument();
  });

  it('says what went wrong when the fix fails, and lets the person try again', async () => {
    const requestFix = vi.fn<RequestFix>(async () => {
      throw new Error('The fixer stopped: out of memory.');
    });
    const { user } = renderPanel({ requestFix });
    await user.click(screen.getByRole('checkbox', { name: /Close open rings/ }));
    await user.click(screen.getByRole('button', { name: 'Preview the fixes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The fixer stopped: out of memory.');
    expect(screen.getByRole('button', { name: 'Preview the fixes' })).toBeEnabled();
  });
});
