/** useNextTask: the first value at once, each change one task later, and only the latest of quick changes. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useNextTask } from './use-next-task.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useNextTask', () => {
  it('gives the first value at once and a new one only after the task it changed in', () => {
    const first = ['a'];
    const second = ['b'];
    const { result, rerender } = renderHook(({ value }) => useNextTask(value), {
      initialProps: { value: first as string[] | null },
    });
    expect(result.current).toBe(first);
    rerender({ value: second });
    // Same task: still the value before.
    expect(result.current).toBe(first);
    act(() => void vi.advanceTimersByTime(0));
    expect(result.current).toBe(second);
    rerender({ value: null });
    expect(result.current).toBe(second);
    act(() => void vi.advanceTimersByTime(0));
    expect(result.current).toBeNull();
  });

  it('skips a value replaced before its task came: the latest is the one shown', () => {
    const { result, rerender } = renderHook(({ value }) => useNextTask(value), {
      initialProps: { value: 1 },
    });
    rerender({ value: 2 });
    rerender({ value: 3 });
    expect(result.current).toBe(1);
    act(() => void vi.advanceTimersByTime(0));
    expect(result.current).toBe(3);
    // Given the value it shows, nothing is scheduled.
    rerender({ value: 3 });
    expect(vi.getTimerCount()).toBe(0);
  });
});
