import { useEffect, useState } from 'react';

/**
 * How many items of a long list to draw now: `first` at once, then `step` more in each following
 * task until all `total` are drawn. Twenty cards drawn in one go held a phone's main thread for a
 * quarter of a second (their render, then the style and layout of ~1,300 elements); a few at a time
 * leave it free between them, and the first ones, the ones on screen, are there just as soon
 * (docs/performance.md, "Work a page does before it is used"). The count never goes down: a list
 * refetched or filtered draws as many at once as were drawn before, so nothing on screen
 * disappears; more items (the next page) are drawn in steps again.
 */
export function useDrawnInSteps(total: number, first = 3, step = 3): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((c) => c + step));
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
