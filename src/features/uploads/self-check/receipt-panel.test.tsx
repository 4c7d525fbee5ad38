/**
 * The receipt's files are hashed by the streaming hash worker, never read whole on the page (issue 52: a file
 * of up to 2 GB was read into one ArrayBuffer on the main thread): how far it has read is shown meanwhile, the
 * receipt names each file by the worker's SHA-256, and a file that cannot be read again says so and what to do.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { EMPTY_PRESET } from '@/lib/self-check/check-link.ts';
import type { HashProgress } from '@/lib/self-check/hash-file.ts';
import { fileResult } from '@tests/support/uploads.ts';
import { renderWithProviders } from '@tests/support/render.tsx';
import type { CheckResult } from '../check/check-protocol.ts';
import { ReceiptPanel } from './receipt-panel.tsx';

const hashing = vi.hoisted(() => ({
  calls: [] as {
    file: File;
    progress?: (p: HashProgress) => void;
    resolve: (hex: string) => void;
    reject: (e: Error) => void;
  }[],
}));
vi.mock('@/lib/self-check/hash-file.ts', () => ({
  hashFile: (file: File, progress?: (p: HashProgress) => void) =>
    new Promise<string>((resolve, reject) => hashing.calls.push({ file, progress, resolve, reject })),
}));

/** A file the page must not read itself: reading it whole, as text or as a stream fails the test. */
function untouchable(name: string, size: number): File {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  for (const read of ['arrayBuffer', 'text', 'stream', 'bytes', 'slice'] as const)
    Object.defineProperty(file, read, {
      value: () => {
        throw new Error(`the page read ${name} with ${read}()`);
      },
    });
  return file;
}

const GB = 1024 ** 3;
const result = {
  files: [fileResult({}, { fileName: 'big.geojson', featureCount: 4, notAccepted: 1, tracesRefused: 0 })],
} as unknown as CheckResult;

function show(files: File[], locale: 'en' | 'fr' = 'en') {
  hashing.calls.length = 0;
  return renderWithProviders(
    <ReceiptPanel files={files} result={result} preset={EMPTY_PRESET} corrected={new Set()} />,
    { locale },
  );
}

describe('ReceiptPanel', () => {
  it('hashes a 2 GB file in the worker with its progress shown, never reading it on the page', async () => {
    const big = untouchable('big.geojson', 2 * GB);
    show([big]);
    expect(hashing.calls.map((c) => c.file)).toEqual([big]);
    expect(screen.getByRole('status')).toHaveTextContent('Preparing the receipt…');

    act(() => hashing.calls[0]!.progress!({ done: 0.4 * 2 * GB, total: 2 * GB }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Working out the fingerprint (SHA-256) of the files to send: 40% read…',
    );
    expect(screen.getByRole('progressbar', { name: 'Reading the files for the receipt' })).toHaveAttribute(
      'value',
      '0.4',
    );

    await act(async () => hashing.calls[0]!.resolve('ab'.repeat(32)));
    expect(screen.getByTestId('receipt-sha256')).toHaveTextContent('ab'.repeat(32));
    expect(screen.getByText('4 plots checked, 3 accepted.', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('adds up the progress of several files by their sizes', () => {
    show([untouchable('a.geojson', 3 * GB), untouchable('b.geojson', GB)], 'fr');
    act(() => hashing.calls[1]!.progress!({ done: GB, total: GB }));
    // 1 GB of 4 read: 25 %, said in French.
    expect(screen.getByRole('status')).toHaveTextContent(/des fichiers à envoyer : 25\s%\slus…/);
    act(() => hashing.calls[0]!.progress!({ done: 1.5 * GB, total: 3 * GB }));
    expect(screen.getByRole('status')).toHaveTextContent(/62\s%/);
  });

  it('says why there is no receipt when a file cannot be read again, and what to do', async () => {
    show([untouchable('big.geojson', GB)]);
    await act(async () => hashing.calls[0]!.reject(new Error('The file is no longer on the device')));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The receipt could not be made: The file is no longer on the device. Drop the file again to check it and make its receipt.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
