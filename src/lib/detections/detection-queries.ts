/**
 * Query factories for a month's detection export (contract §7): the listing, then each file downloaded
 * with the token (the URLs point at our own API) and read in the browser with shpjs. Shared: the Detections
 * page and the review items (src/lib/review/use-review-detections.ts) read the same exports.
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import shp from 'shpjs';
import { detectionsExportSchema } from '@core/api/schemas.ts';
import { requestOptional } from '@/lib/api/capabilities.ts';
import { apiRequest } from '@/lib/api/client.ts';
import type { ConnectionKind } from '@/lib/api/connection.ts';
import { apiDownload } from '@/lib/api/download.ts';
import { detectionOf, type Detection, type DetectionKind } from '@core/detections/detections.ts';

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
        let parsed: Awaited<ReturnType<typeof shp>>;
        try {
          // shpjs keeps a reference to what it reads; give it a copy so `bytes` stays whole for the download.
          parsed = await shp(bytes.slice(0));
        } catch (error) {
          throw new UnreadableDetectionFile(kind, (error as Error).message);
        }
        const layers = Array.isArray(parsed) ? parsed : [parsed];
        const detections = layers
          .flatMap((layer) => layer.features)
          .map((f, i) => detectionOf(kind, f, i))
          .filter((d): d is Detection => d !== null);
        return { bytes, detections };
      },
      staleTime: 10 * 60_000,
    }),
};
