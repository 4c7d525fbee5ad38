/**
 * Fault injection (only with SIM_FAULTS=1 / `faults: true`; docs/eu-stand-in.md), set through
 * `POST /eu-is/_sim/faults`: each fault waits for the next call of its operation (any operation when none
 * is named) and is spent `times` times (default once), in the order they were set.
 */
import { z } from 'zod';

export const OPERATIONS = [
  'testEcho',
  'submitDds',
  'amendDds',
  'withdrawDds',
  'getDds',
  'getDdsByInternalReference',
  'getDdsByIdentifiers',
  'submitSd',
  'updateSd',
  'withdrawSd',
  'getSd',
  'getSdByInternalReference',
  'getSdByIdentifiers',
  'verifyDeclaration',
] as const;
export type Operation = (typeof OPERATIONS)[number];

export const FAULT_KINDS = ['timeout', 'http-500', 'lose-answer', 'reject', 'authentication'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export const faultRequestSchema = z.strictObject({
  operation: z.enum(OPERATIONS).optional(),
  fault: z.enum(FAULT_KINDS),
  /** For "reject": the rejection reason (default: a geolocation reason). */
  reason: z.string().min(1).max(1_000).optional(),
  times: z.number().int().min(1).max(1_000).optional(),
  /** For "timeout": how long the answer is held (default: the stand-in's timeoutHoldMs). */
  holdMs: z.number().int().min(0).max(600_000).optional(),
});
export type FaultRequest = z.infer<typeof faultRequestSchema>;

interface PendingFault extends FaultRequest {
  left: number;
}

/** Operations whose statement a "reject" fault applies to: the submissions. */
const SUBMISSIONS: readonly Operation[] = ['submitDds', 'submitSd'];

export class StandInFaults {
  private pending: PendingFault[] = [];

  add(request: FaultRequest): void {
    this.pending.push({ ...request, left: request.times ?? 1 });
  }

  clear(): void {
    this.pending = [];
  }

  list(): FaultRequest[] {
    return this.pending.map(({ left, ...f }) => ({ ...f, times: left }));
  }

  /** Takes the first fault of one of `kinds` that applies to `operation` (spending one of its times). */
  take(operation: Operation, kinds: readonly FaultKind[]): PendingFault | null {
    const i = this.pending.findIndex(
      (f) =>
        kinds.includes(f.fault) &&
        (f.operation ? f.operation === operation : f.fault !== 'reject' || SUBMISSIONS.includes(operation)),
    );
    if (i < 0) return null;
    const f = this.pending[i]!;
    f.left--;
    if (f.left <= 0) this.pending.splice(i, 1);
    return f;
  }
}

/**
 * 5 calls per second per address (§2.3.2), over a sliding second of the stand-in's clock. Refused calls
 * do not count. The address is the connection's remote address, or "in-process" for the server's own
 * client (which calls the stand-in's Hono app directly).
 */
export class RateLimiter {
  private calls = new Map<string, number[]>();

  constructor(private readonly perSecond: number) {}

  /** null when the call may go on; else the seconds to wait (Retry-After). */
  take(address: string, nowMs: number): number | null {
    const recent = (this.calls.get(address) ?? []).filter((t) => t > nowMs - 1_000 && t <= nowMs);
    if (recent.length >= this.perSecond) {
      this.calls.set(address, recent);
      return Math.max(1, Math.ceil((recent[0]! + 1_000 - nowMs) / 1_000));
    }
    recent.push(nowMs);
    this.calls.set(address, recent);
    if (this.calls.size > 10_000) {
      for (const [k, v] of this.calls) if (!v.some((t) => t > nowMs - 1_000)) this.calls.delete(k);
    }
    return null;
  }
}
