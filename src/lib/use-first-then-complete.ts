import { useEffect, useRef, useState } from 'react';

/**
 * `value` as it first arrives, then held until `complete` (and followed from then on). For a view that
 * should show a first glimpse of streaming data and then wait for all of it, because every intermediate
 * snapshot costs it more than it shows (the plots map re-copies and re-tiles every plot on each update).
 * The update comes in a task of its own, so a view that takes it renders before others that take the same
 * value in the same way.
 */
export function useFirstThenComplete<T>(value: T, complete: boolean): T {
  const [shown, setShown] = useState(value);
  const passedFirst = useRef(false);

  useEffect(() => {
    if (Object.is(value, shown) || (passedFirst.current && !complete)) return;
    const timer = setTimeout(() => {
      passedFirst.current = true;
      setShown(value);
    }, 0);
    return () => clearTimeout(timer);
  }, [value, shown, complete]);

  return shown;
}
