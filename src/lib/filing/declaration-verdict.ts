/**
 * What a supplier's declaration's last check came to (Downstream Operator and Trader API Reference §4.1.2,
 * VerifyResultType), in one word for a badge or a report line. Pure: the supplier page and the report worker
 * share it.
 */
import type { Declaration, DeclarationCheck } from '@core/api/filing.ts';

/** What a declaration's last check came to, for a badge: the system's result, or that none was had. */
export type DeclarationVerdict = 'usable' | 'not-usable' | 'not-found' | 'not-checked' | 'unchecked';

/** The newest check (the contract lists checks newest first; the page does not rely on it). */
export function lastCheck(d: Pick<Declaration, 'checks'>): DeclarationCheck | null {
  let last: DeclarationCheck | null = null;
  for (const c of d.checks) if (!last || c.checkedAt > last.checkedAt) last = c;
  return last;
}

/** `not-checked`: the last check could not be made; `unchecked`: none was ever tried. */
export function verdictOf(check: DeclarationCheck | null): DeclarationVerdict {
  if (!check) return 'unchecked';
  switch (check.result) {
    case 'EXISTING_USABLE':
      return 'usable';
    case 'EXISTING_NON_USABLE':
      return 'not-usable';
    case 'NON_EXISTENT':
      return 'not-found';
    default:
      return 'not-checked';
  }
}
