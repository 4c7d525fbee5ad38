import { describe, expect, it, vi } from 'vitest';
import { importWithRetry } from './import-with-retry.ts';

describe('importWithRetry', () => {
  it('answers as soon as a try succeeds, after waiting between failures', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const load = () => (++calls < 3 ? Promise.reject(new Error('down')) : Promise.resolve('chunk'));
    const result = importWithRetry(load, 6, 100);
    await vi.advanceTimersByTimeAsync(100 + 200);
    await expect(result).resolves.toBe('chunk');
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
