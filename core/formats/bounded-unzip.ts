/**
 * Zips from outside, opened with limits: how many members, how many bytes each member inflates to, and how
 * many all of them do together, counted on the bytes the inflater actually produces (the sizes a zip
 * claims are never trusted). The zip is fed to fflate's streaming inflater in small pieces, so one step
 * produces at most ~1,000 times a piece (deflate's best ratio) before the counters are looked at: a 2 MB zip
 * that inflates to 2 GB stops after the limit, not after the 2 GB.
 */
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { said } from '@core/i18n/messages.ts';
import { DEFAULT_READ_LIMITS, ReadLimitError, mb, type ReadLimits } from './limits.ts';

/** Compressed bytes fed per step (at most ~16 MB inflated per step). */
const PIECE = 16 * 1024;

export class ZipDamagedError extends Error {}

/** Members never read: macOS resource forks and folders. */
export const isJunkMember = (name: string): boolean =>
  name.startsWith('__MACOSX/') || /(^|\/)\._/.test(name) || name.endsWith('/');

export interface BoundedUnzipOptions {
  /** Which members to inflate (the others are counted, never inflated). */
  want: (name: string) => boolean;
  /** Keep the inflated bytes (false: only count them, e.g. to vet an XLSX before its library opens it). */
  keep?: boolean;
  limits?: Pick<ReadLimits, 'zipMembers' | 'zipMemberBytes' | 'zipTotalBytes'>;
}

/**
 * The wanted members of a zip, inflated under the limits. Throws ReadLimitError (a limit passed; the
 * message names it, the size found and what to do) or ZipDamagedError (not a zip, or damaged).
 */
export function unzipBounded(
  bytes: Uint8Array,
  fileName: string,
  opts: BoundedUnzipOptions,
): { files: Record<string, Uint8Array>; names: string[] } {
  const limits = opts.limits ?? DEFAULT_READ_LIMITS;
  const keep = opts.keep ?? true;
  const files: Record<string, Uint8Array> = Object.create(null) as Record<string, Uint8Array>;
  const names: string[] = [];
  let total = 0;
  let failure: Error | null = null;
  const overMember = (member: string, n: number) =>
    new ReadLimitError(
      said('read.zip.member-too-large', {
        member,
        file: fileName,
        size: mb(n),
        limit: mb(limits.zipMemberBytes),
      }),
    );
  const unzip = new Unzip((file: UnzipFile) => {
    if (failure) return;
    names.push(file.name);
    if (names.length > limits.zipMembers) {
      failure = new ReadLimitError(
        said('read.zip.too-many-members', { file: fileName, limit: limits.zipMembers }),
      );
      return;
    }
    if (!opts.want(file.name)) return;
    const parts: Uint8Array[] = [];
    let size = 0;
    file.ondata = (err, chunk, final) => {
      if (failure) return;
      if (err) {
        failure = new ZipDamagedError(err.message);
        return;
      }
      size += chunk.length;
      total += chunk.length;
      if (size > limits.zipMemberBytes) {
        failure = overMember(file.name, size);
        file.terminate();
        return;
      }
      if (total > limits.zipTotalBytes) {
        failure = new ReadLimitError(
          said('read.zip.too-large', { file: fileName, size: mb(total), limit: mb(limits.zipTotalBytes) }),
        );
        file.terminate();
        return;
      }
      if (keep) parts.push(chunk);
      if (final && keep) files[file.name] = join(parts, size);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !failure; at += PIECE) {
      const end = Math.min(bytes.length, at + PIECE);
      unzip.push(bytes.subarray(at, end), end === bytes.length);
    }
  } catch (e) {
    failure ??=
      e instanceof ReadLimitError ? e : new ZipDamagedError(e instanceof Error ? e.message : String(e));
  }
  if (failure) throw failure as Error;
  if (names.length === 0) throw new ZipDamagedError('no member found');
  return { files, names };
}

function join(parts: Uint8Array[], size: number): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
