// How many items of a long list to draw now: the first few at once, the rest a few at a time in later commits. A
// React commit cannot be split: drawing twelve resource cards (about 470 elements) in one was a 20 ms task on a fast
// machine, about 90 ms on a cheap phone, in every first visit of a directory page. In steps, no commit is long, and the
// first cards appear as soon as before. Two cards a step: four were still 12 to 17 ms on a loaded two-core machine
// (50 to 70 ms on a cheap phone, past the 50 ms a tap may wait).
import { startTransition, useEffect, useState } from 'react';

/** The count to draw, growing towards `target` by `step` after each commit (started at `first`). */
export function useProgressiveCount(target: number, first = 4, step = 2): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= target) return;
    // A task of its own, so the browser can paint and take her input between steps.
    const timer = setTimeout(() => startTransition(() => setCount((c) => Math.min(target, c + step))), 0);
    return () => clearTimeout(timer);
  }, [count, target, step]);
  return Math.min(count, target);
}
