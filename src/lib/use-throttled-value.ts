import { useEffect, useRef, useState } from 'react';

/**
 * `value`, passed on at most every `intervalMs`, and in the same render when `flush` is true or while
 * what is shown is still `empty`. For data that streams in (500 pages of plots): re-deriving a 100,000-row table or
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
  // Passed on in this very render, not a task later: a render that showed the flushed state (a load now
  // complete) next to the value held back (the table's first 10 rows) said "All 1,117 plots loaded" over a
  // table of 10 rows, for as long as the main thread was busy.
  const passNow = flush || shownIsEmpty;

  useEffect(() => {
    if (Object.is(value, shown)) return;
    // What is returned now is kept as shown a task later (the interval counts from then).
    const wait = passNow ? 0 : Math.max(0, lastShownAt.current + intervalMs - performance.now());
    const timer = setTimeout(() => {
      lastShownAt.current = performance.now();
      setShown(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, shown, intervalMs, passNow]);

  return passNow ? value : shown;
}
