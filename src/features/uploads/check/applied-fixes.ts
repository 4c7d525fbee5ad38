/**
 * What a fix run did, in the shape an upload record keeps (core/api/review.ts `AppliedFix`): for each fix
 * kind, the plots it changed, numbered as the page numbers them (from 1, core/plot-rules `plotNumber`).
 * The fix module reports per plot the notes of what changed (`fix.*` messages), not which kind wrote them,
 * so the kind is read back from the note: each note is written by exactly one fix. A plot whose repair was
 * refused is not changed and is named by no kind. Pure: runs in the checking worker and in Node tests.
 */
import { REVIEW_LIMITS, type AppliedFix } from '@core/api/review.ts';
import type { MessageKey, Said } from '@core/i18n/messages.ts';
import { plotNumber, type FixKind } from '@core/plot-rules/index.ts';

/** The order the fix module applies them in (core/plot-rules/fixes.ts), so the record reads in that order. */
const KIND_ORDER: readonly FixKind[] = [
  'truncate-6-decimals',
  'drop-duplicate-vertices',
  'close-rings',
  'swap-axes',
  'make-valid',
  'split-holes',
  'fill-holes',
  'remove-exact-duplicates',
];

/** The note each fix writes when it changes a plot. */
const KIND_OF_NOTE: Partial<Record<MessageKey, FixKind>> = {
  'fix.truncated': 'truncate-6-decimals',
  'fix.dropped-vertices': 'drop-duplicate-vertices',
  'fix.closed-rings': 'close-rings',
  'fix.swapped': 'swap-axes',
  'fix.made-valid': 'make-valid',
  'fix.split-holes': 'split-holes',
  'fix.filled-holes': 'fill-holes',
  'fix.removed-duplicate': 'remove-exact-duplicates',
};

/** The kind a note comes from; `fix.on-grid` is a shape repair's snapping, credited to the repair chosen. */
function kindOf(note: Said, enabled: ReadonlySet<FixKind>): FixKind | null {
  const key = note.args.key;
  if (key === 'fix.on-grid')
    return (['make-valid', 'split-holes', 'fill-holes'] as const).find((k) => enabled.has(k)) ?? null;
  const kind = KIND_OF_NOTE[key];
  return kind && enabled.has(kind) ? kind : null;
}

/** One fix's record: every plot counted, the first maxFixPlots named (in file order). */
export function appliedFixOf(kind: string, indexes: readonly number[]): AppliedFix {
  const sorted = [...new Set(indexes)].sort((a, b) => a - b);
  return {
    kind,
    plotCount: Math.min(sorted.length, REVIEW_LIMITS.maxCount),
    plots: sorted.slice(0, REVIEW_LIMITS.maxFixPlots).map(plotNumber),
  };
}

/**
 * The fixes that changed at least one plot, each with its plots: from the fix module's notes per input
 * plot (`CollectionFixResult.changes`, 0-based indexes of the file fixed) and the kinds chosen.
 */
export function appliedFixesOf(
  changes: ReadonlyMap<number, readonly Said[]>,
  chosen: Iterable<FixKind>,
): AppliedFix[] {
  const enabled = new Set(chosen);
  const byKind = new Map<FixKind, number[]>();
  for (const [index, notes] of changes) {
    for (const note of notes) {
      const kind = kindOf(note, enabled);
      if (!kind) continue;
      const list = byKind.get(kind) ?? [];
      list.push(index);
      byKind.set(kind, list);
    }
  }
  return KIND_ORDER.filter((k) => byKind.has(k)).map((k) => appliedFixOf(k, byKind.get(k)!));
}

/**
 * Not a fix of the rules but a change to the file sent all the same: the plots already uploaded that the
 * person chose to leave out (send/leave-out.ts). Its kind is named here, for the record and the report.
 */
export const LEAVE_OUT_KIND = 'leave-out-already-uploaded';

export const leftOutFix = (indexes: Iterable<number>): AppliedFix =>
  appliedFixOf(LEAVE_OUT_KIND, [...indexes]);
