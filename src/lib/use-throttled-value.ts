import { useEffect, useRef, useState } from 'react';

/**
 * `value`, passed on at most every `intervalMs`, and at once when `flush` is true. For data that streams in
 * (500 pages of plots): re-deriving a 100,000-row table or re-sending map data on every page would spend
 * the main thread on work the next page makes obsolete.
 */
export function useThrottledValue<T>(value: T, intervalMs: number, flush = false): T {
  const [shown, setShown] = useState(value);
  // -Infinity: the first change passes at once (performance.now() starts at navigation, not at mount).
  const lastShownAt = useRef(-Infinity);

  useEffect(() => {
    if (Object.is(value, shown)) return;
    const wait = flush ? 0 : Math.max(0, lastShownAt.current + intervalMs - performance.now());
    const timer = setTimeout(() => {
      lastShownAt.current = performance.now();
      setShown(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, shown, intervalMs, flush]);

  return shown;
}
