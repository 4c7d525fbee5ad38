/**
 * Sign-in attempts are limited (OWASP Authentication Cheat Sheet, "Protect against automated attacks"): at
 * most 5 failures for one address and 20 from one client within 15 minutes; beyond, a 429 with Retry-After
 * until the oldest failure ages out. A success clears the address's failures. Kept in this server's memory:
 * a restart forgets them, which costs an attacker a restart per 5 guesses.
 */
const WINDOW_MS = 15 * 60 * 1000;
export const MAX_PER_ADDRESS = 5;
export const MAX_PER_CLIENT = 20;
/** Keys remembered at once; the oldest go first (a flood of made-up addresses stays bounded). */
const MAX_KEYS = 10_000;

export class SignInLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  private recent(key: string): number[] {
    const since = this.now() - WINDOW_MS;
    const times = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  /** Seconds to wait before another attempt, or 0 when one may be made now. */
  waitSeconds(address: string, client: string): number {
    let wait = 0;
    for (const [key, max] of [
      [`a:${address}`, MAX_PER_ADDRESS],
      [`c:${client}`, MAX_PER_CLIENT],
    ] as const) {
      const times = this.recent(key);
      if (times.length >= max) {
        wait = Math.max(wait, Math.ceil((times[times.length - max]! + WINDOW_MS - this.now()) / 1000));
      }
    }
    return wait;
  }

  fail(address: string, client: string): void {
    for (const key of [`a:${address}`, `c:${client}`]) {
      const times = this.recent(key);
      times.push(this.now());
      this.failures.delete(key);
      this.failures.set(key, times);
    }
    while (this.failures.size > MAX_KEYS) this.failures.delete(this.failures.keys().next().value!);
  }

  succeed(address: string): void {
    this.failures.delete(`a:${address}`);
  }
}
