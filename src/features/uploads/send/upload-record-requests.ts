/**
 * The requests behind an upload's record (upload-record.ts): the note taken at start (the supplier's plot
 * count, fresh from the service, the sent files' SHA-256 and the upload's provenance, provenance.ts) and
 * the supplier's plots read again at the end. The record's POST is `recordUpload` in
 * src/lib/review/review-queries.ts.
 */
import type { Plot } from '@core/api/schemas.ts';
import type { UploadRecordInput } from '@core/api/review.ts';
import { sameSupplierName } from '@core/api/supplier-names.ts';
import { ApiError } from '@/lib/api/errors.ts';
import type { ConnectionKind } from '@/lib/api/connection.ts';
import { projectPlotPages } from '@/lib/plot-loader/shared/plot-walk.ts';
import { supplierQueries, type SupplierList } from '@/lib/project/supplier-queries.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { FileOrigin, Hasher } from './file-origin.ts';
import type { UploadOptions } from '../shared/start-options.ts';
import { provenanceOf } from './provenance.ts';
import { writeUploadStartNote } from './upload-record.ts';

/** The supplier's plot count in a fresh supplier list; null without supplier management. */
function plotCountIn(list: SupplierList, supplier: string): number | null {
  if (!list.offered) return null;
  return list.results.find((s) => sameSupplierName(s.name, supplier))?.plotCount ?? 0;
}

const freshSupplierList = (client: QueryClient, connection: ConnectionKind, projectId: string | undefined) =>
  client.fetchQuery({ ...supplierQueries.list(connection, projectId), staleTime: 0 });

/**
 * Taken just before the upload is started, while the supplier's plots are still those of before. Never
 * throws: the upload must start even when the count cannot be had (the record then says less).
 */
export async function noteUploadStart({
  client,
  connection,
  uploadId,
  supplier,
  projectId,
  options,
  files,
  hash,
}: {
  client: QueryClient;
  connection: ConnectionKind;
  uploadId: string;
  supplier: string;
  projectId: string | undefined;
  options: Pick<UploadOptions, 'overwrite' | 'shouldMatchOnName'>;
  /**
   * The files sent, in order, with where each came from (the session's origin, hashes included); a file
   * of a session from before origins is hashed now when at hand (after a reload it may not be: the hash
   * is then left out).
   */
  files: { fileName: string; size: number; file: File | undefined; origin?: FileOrigin | undefined }[];
  /** The hashing worker in the page (the origin's hash is taken when there: a file is not hashed twice). */
  hash: Hasher;
}): Promise<void> {
  const [plotsBefore, hashes] = await Promise.all([
    freshSupplierList(client, connection, projectId)
      .then((list) => plotCountIn(list, supplier))
      .catch(() => null),
    // An origin's hash was worked out at the first send (null: it could not be, and is not tried again).
    Promise.all(
      files.map((f) => (f.origin ? f.origin.sha256 : f.file ? hash(f.file).catch(() => null) : null)),
    ),
  ]);
  const fileSha256 = hashes.every((h): h is string => h !== null) ? hashes : undefined;
  const provenance = provenanceOf(files, hashes);
  writeUploadStartNote({
    uploadId,
    supplier,
    ...(projectId === undefined ? {} : { projectId }),
    overwrite: options.overwrite,
    shouldMatchOnName: options.shouldMatchOnName,
    plotsBefore,
    fileNames: files.map((f) => f.fileName),
    ...(fileSha256 ? { fileSha256 } : {}),
    ...provenance,
    startedAt: new Date().toISOString(),
    recorded: false,
  });
}

/** Every plot of one supplier (its walks by risk level side by side, as the plot loader does), and the list it was counted from. */
export async function supplierPlots(
  client: QueryClient,
  connection: ConnectionKind,
  projectId: string,
  supplier: string,
): Promise<{ plots: Plot[]; supplierList: SupplierList }> {
  const supplierList = await freshSupplierList(client, connection, projectId);
  const count = plotCountIn(supplierList, supplier);
  // A count of 0 would walk the whole project (projectPlotPages skips suppliers without plots).
  if (count === 0) return { plots: [], supplierList };
  const plots: Plot[] = [];
  // Without supplier management the count is not known: the walk then also looks for unassessed plots.
  const walk = projectPlotPages({
    projectId,
    suppliers: [{ name: supplier, plotCount: count ?? Number.MAX_SAFE_INTEGER }],
  });
  for await (const page of walk) plots.push(...page);
  return { plots, supplierList };
}

/** The record without the provenance fields (what a store from before issue 50 takes). */
export function withoutProvenance(body: UploadRecordInput): UploadRecordInput {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { originalFiles, sentFiles, fieldMapping, fixes, ...rest } = body;
  return rest;
}

/**
 * Posts the record. A store from before the provenance fields refuses them (400, unknown keys): the
 * record then goes again without them, so it is never lost; fileNames and fileSha256 still say what was
 * sent. Any other failure is the caller's to retry (the POST is idempotent by upload id).
 */
export async function postUploadRecord(
  post: (body: UploadRecordInput) => Promise<unknown>,
  body: UploadRecordInput,
): Promise<unknown> {
  try {
    return await post(body);
  } catch (e) {
    const lean = withoutProvenance(body);
    if (!(e instanceof ApiError && e.status === 400) || Object.keys(lean).length === Object.keys(body).length)
      throw e;
    return post(lean);
  }
}
