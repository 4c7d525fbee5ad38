import { describe, expect, it, vi } from 'vitest';
import { importWithRetry } from './import-with-retry.ts';

describe('importWithRetry', () => {
  it('answers as soon as a try succeeds, after waiting 100 ms, then 200 ms, between failures', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const load = () => (++calls < 3 ? Promise.reject(new Error('down')) : Promise.resolve('chunk'));
    let answer: string | null = null;
    const result = importWithRetry(load, 6, 100).then((r) => (answer = r));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(199);
    expect(calls).toBe(2);
    expect(answer).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(3);
    await expect(result).resolves.toBe('chunk');
    // No try after the one that succeeded.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(3);
    vi.useRealTimers();
  });

  it('gives up with the last error after the last try, and not before', async () => {
    let calls = 0;
    const load = () => {
      calls++;
      return Promise.reject(new Error(`down ${calls}`));
    };
    await expect(importWithRetry(load, 3, 1)).rejects.toThrow('down 3');
    expect(calls).toBe(3);
  });
});
