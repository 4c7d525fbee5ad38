import { useEffect, useRef, useState } from 'react';

/**
 * `value`, passed on at most every `intervalMs`, and at once when `flush` is true or while what is shown
 * is still `empty`. For data that streams in (500 pages of plots): re-deriving a 100,000-row table or
 * re-sending map data on every page would spend the main thread on work the next page makes obsolete. The
 * first rows must not wait, though: the empty set a stream starts with used to open a window that held
 * the first page back for a second.
 */
export function useThrottledValue<T>(
  value: T,
  intervalMs: number,
  flush = false,
  empty: (shown: T) => boolean = () => false,
): T {
  const [shown, setShown] = useState(value);
  // -Infinity: the first change passes at once (performance.now() starts at navigation, not at mount).
  const lastShownAt = useRef(-Infinity);
  const shownIsEmpty = empty(shown);

  useEffect(() => {
    if (Object.is(value, shown)) return;
    const wait =
      flush || shownIsEmpty ? 0 : Math.max(0, lastShownAt.current + intervalMs - performance.now());
    const timer = setTimeout(() => {
      lastShownAt.current = performance.now();
      setShown(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, shown, intervalMs, flush, shownIsEmpty]);

  return shown;
}
