/**
 * Query factories for a month's detection export (contract §7): the listing, then each file downloaded
 * with the token (the URLs point at our own API) and read in the browser by the plot files' own shapefile
 * reader (core/formats/shapefile.ts: its zip opened under limits, its records walked before they are
 * parsed), as the server reads them (server/portfolio/detection-signals.ts). Shared: the Detections page
 * and the review items (src/lib/review/use-review-detections.ts) read the same exports.
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import { detectionsExportSchema } from '@core/api/schemas.ts';
import { requestOptional } from '@/lib/api/capabilities.ts';
import { apiRequest } from '@/lib/api/client.ts';
import type { ConnectionKind } from '@/lib/api/connection.ts';
import { apiDownload } from '@/lib/api/download.ts';
import { detectionOf, type Detection, type DetectionKind } from '@core/detections/detections.ts';
import { readShapefileZip } from '@core/formats/shapefile.ts';

/** A detection file that is not a readable zipped shapefile; the page says so in the reader's language. */
export class UnreadableDetectionFile extends Error {
  constructor(
    readonly kind: DetectionKind,
    /** The shapefile reader's own words (English). */
    readonly detail: string,
  ) {
    super(`The ${kind} file is not a readable zipped shapefile (${detail}).`);
    this.name = 'UnreadableDetectionFile';
  }
}

export interface DetectionFile {
  bytes: ArrayBuffer;
  detections: Detection[];
}

export const detectionQueries = {
  all: (connection: ConnectionKind, projectId: string) => ['detections', connection, projectId] as const,
  export: (
    connection: ConnectionKind,
    projectId: string | null | undefined,
    { year, month }: { year: number; month: number },
  ) =>
    queryOptions({
      queryKey: [...detectionQueries.all(connection, projectId ?? ''), 'export', year, month] as const,
      // Waits (skipToken) until a project is chosen; a service without the export says so once.
      queryFn: projectId
        ? ({ signal }) =>
            requestOptional(connection, 'detectionsExport', () =>
              apiRequest('/detections-export', {
                query: { year, month, projectId },
                schema: detectionsExportSchema,
                signal,
              }),
            )
        : skipToken,
      staleTime: 10 * 60_000,
    }),
  file: (connection: ConnectionKind, projectId: string, kind: DetectionKind, url: string) =>
    queryOptions({
      queryKey: [...detectionQueries.all(connection, projectId), 'file', kind, url] as const,
      queryFn: async ({ signal }): Promise<DetectionFile> => {
        const bytes = await apiDownload(url, { signal });
        const name = new URL(url, 'http://x.invalid').pathname.split('/').pop() || `${kind}.zip`;
        let read: Awaited<ReturnType<typeof readShapefileZip>>;
        try {
          // A copy: the reader may keep views on what it reads, and `bytes` stays whole for the download.
          read = await readShapefileZip(new Uint8Array(bytes.slice(0)), name);
        } catch (error) {
          // A limit passed (ReadLimitError): its message says which.
          throw new UnreadableDetectionFile(kind, (error as Error).message);
        }
        if (read.fatal) throw new UnreadableDetectionFile(kind, read.fatal.message);
        const detections = read.features
          .map((f, i) => detectionOf(kind, f, i))
          .filter((d): d is Detection => d !== null);
        return { bytes, detections };
      },
      staleTime: 10 * 60_000,
    }),
};
