/**
 * The upload being made in this tab, kept in sessionStorage so a reload in the middle of any step follows it
 * again. It holds the upload id, the step, the start options and the files' signed URLs (scoped to this one
 * upload, valid 60 minutes, needed to send the files that were not sent yet) and where each file came from
(send/file-origin.ts) — never the API token.
 */
import { z } from 'zod';
import { uploadOptionsSchema } from '@core/api/schemas.ts';
import { fileOriginSchema } from './file-origin.ts';

const KEY = 'uploads.active';

const sessionSchema = z.object({
  uploadId: z.string(),
  step: z.enum(['sending', 'following']),
  supplier: z.string(),
  projectId: z.string().optional(),
  options: uploadOptionsSchema,
  files: z.array(
    z.object({
      fileName: z.string(),
      size: z.number(),
      url: z.string(),
      sent: z.boolean(),
      /** The dropped file it was made from (asked for again after a reload). */
      origin: fileOriginSchema.optional(),
    }),
  ),
});
export type UploadSession = z.infer<typeof sessionSchema>;

export function readUploadSession(): UploadSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = sessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeUploadSession(session: UploadSession | null): void {
  try {
    if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage disabled: the upload still works, it just cannot be resumed after a reload.
  }
}

export function markFileSent(fileName: string): void {
  const s = readUploadSession();
  if (!s) return;
  writeUploadSession({
    ...s,
    files: s.files.map((f) => (f.fileName === fileName ? { ...f, sent: true } : f)),
  });
}
