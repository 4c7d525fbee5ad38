/**
 * "Leave out the plots already uploaded": a checked GeoJSON file written again without the given features,
 * so the file that is PUT no longer holds them (the page then checks it again, like after a fix). Streamed
 * feature by feature from the file, each kept feature written back as it was read; other top-level members
 * (a name, a WGS84 crs) stay. Bounded like the fixes: files up to FIX_MAX_BYTES, and a plot too large to
 * parse (over MAX_FEATURE_BYTES) copied by its bytes, as run-fix.ts does.
 */
import { streamCappedFeatures, TopLevelInfo } from '@core/plot-rules/index.ts';
import { fileChunks } from '../check/file-chunks.ts';
import { FIX_MAX_BYTES, rewrittenHead, rewrittenText, type RewritableFile } from '../check/run-fix.ts';
import { sayNow } from '@core/i18n/messages.ts';
import type { AppliedFix } from '@core/api/review.ts';
import { LEAVE_OUT_KIND } from '../check/applied-fixes.ts';

/**
 * How many plots were left out of the checked files as already uploaded, from what each file's record keeps
 * of the changes made to it (a leave-out is recorded like a fix: `leftOutFix`).
 */
export const leftOutCount = (files: readonly { fixes?: readonly AppliedFix[] }[]): number =>
  files.reduce(
    (sum, f) =>
      sum + (f.fixes ?? []).reduce((n, fix) => n + (fix.kind === LEAVE_OUT_KIND ? fix.plotCount : 0), 0),
    0,
  );

export async function withoutFeatures(
  file: RewritableFile,
  leaveOut: ReadonlySet<number>,
): Promise<{ file: File; kept: number; left: number }> {
  if (file.size > FIX_MAX_BYTES) throw new Error(sayNow('uploads.diff.too-large'));
  const info = new TopLevelInfo();
  const parts: BlobPart[] = [];
  let kept = 0;
  let left = 0;
  for await (const sf of streamCappedFeatures(fileChunks(file), info)) {
    if (leaveOut.has(sf.index)) {
      left++;
      continue;
    }
    if (kept++) parts.push(',\n');
    parts.push(rewrittenText(file, sf));
  }
  const type = { type: 'application/geo+json' };
  // A file that is one bare Feature is plot 0; kept with a shape too large to parse, the file stays as it was.
  if (!info.hasFeaturesArray && info.members.get('type') === 'Feature') {
    if (leaveOut.has(0)) left++;
    else if (info.oversizedShape())
      return { file: new File([file.slice(0, file.size)], file.name, type), kept: 1, left };
    else parts.push(`${kept++ ? ',\n' : ''}${JSON.stringify(Object.fromEntries(info.members))}`);
  }
  const body = [rewrittenHead(info), ...parts, '\n]}\n'];
  return { file: new File(body, file.name, type), kept, left };
}
