/**
 * A lazily loaded chunk fetched while the server restarts (a deploy, a crash) fails once and would break the
 * page for good. Trying again a few times, waiting longer each time, rides out such a gap.
 */
import { sleep } from './sleep.ts';

export async function importWithRetry<T>(
  load: () => Promise<T>,
  attempts = 6,
  firstDelayMs = 500,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await sleep(firstDelayMs * 2 ** (attempt - 1));
    }
  }
}
