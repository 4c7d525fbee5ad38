/** A value shown one main-thread task later than it changes, so what is drawn from it gets a task of its own. */
import { useEffect, useState } from 'react';

/**
 * `value` one main-thread task after it changes (the first value at once): what is drawn from it is drawn in
 * a task of its own, once the rest of the page's change is on screen.
 */
export function useNextTask<T>(value: T): T {
  const [shown, setShown] = useState(() => value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    const timer = setTimeout(() => setShown(() => value), 0);
    return () => clearTimeout(timer);
  }, [value, shown]);
  return shown;
}
