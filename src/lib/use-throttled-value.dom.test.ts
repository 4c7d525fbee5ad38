import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useThrottledValue } from './use-throttled-value.ts';

afterEach(() => vi.useRealTimers());

const render = (flush = false) =>
  renderHook(
    ({ value, flush: f }: { value: number[]; flush: boolean }) =>
      useThrottledValue(value, 1000, f, (shown) => shown.length === 0),
    { initialProps: { value: [] as number[], flush } },
  );

describe('useThrottledValue', () => {
  it('passes the first rows at once after an empty start, then at most once per interval', async () => {
    vi.useFakeTimers();
    const { result, rerender } = render();
    // A stream starts with an empty set of its own: shown at once, it opens the interval.
    rerender({ value: [], flush: false });
    await act(() => vi.advanceTimersByTimeAsync(0));
    rerender({ value: [1], flush: false });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toEqual([1]);
    rerender({ value: [1, 2], flush: false });
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(result.current).toEqual([1]);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(result.current).toEqual([1, 2]);
  });

  it('holds a non-empty value for the interval, unless told to flush', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(
      ({ value, flush }: { value: number[]; flush: boolean }) => useThrottledValue(value, 1000, flush),
      { initialProps: { value: [] as number[], flush: false } },
    );
    rerender({ value: [1], flush: false });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toEqual([1]); // the first change passes at once
    rerender({ value: [1, 2], flush: false });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(result.current).toEqual([1]);
    rerender({ value: [1, 2, 3], flush: true });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toEqual([1, 2, 3]);
  });

  it('passes a flushed value in the same render, never a render of the old value beside the flag', async () => {
    vi.useFakeTimers();
    const seen: { value: number[]; flush: boolean }[] = [];
    const { result, rerender } = renderHook(
      ({ value, flush }: { value: number[]; flush: boolean }) => {
        const shown = useThrottledValue(value, 1000, flush, (s) => s.length === 0);
        seen.push({ value: shown, flush });
        return shown;
      },
      { initialProps: { value: [] as number[], flush: false } },
    );
    rerender({ value: [1], flush: false });
    expect(result.current).toEqual([1]); // the first rows, in the render that brought them
    await act(() => vi.advanceTimersByTimeAsync(0));
    rerender({ value: [1, 2], flush: false });
    expect(result.current).toEqual([1]); // held for the interval
    seen.length = 0;
    rerender({ value: [1, 2, 3], flush: true });
    expect(result.current).toEqual([1, 2, 3]);
    // No render paired the flag with the value held back.
    expect(seen.filter((r) => r.flush && r.value.length !== 3)).toEqual([]);
  });

  it('without the empty test, an empty start holds the next value for the interval', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(
      ({ value }: { value: number[] }) => useThrottledValue(value, 1000),
      { initialProps: { value: [9] } },
    );
    rerender({ value: [] });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toEqual([]);
    rerender({ value: [1] });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(result.current).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(result.current).toEqual([1]);
  });
});
