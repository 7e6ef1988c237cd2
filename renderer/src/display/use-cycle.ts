// runtime: dom. Cycling: stays on a view for N seconds, or longer when the view has more pages
// than fit in N seconds, so every page of the standings gets its turn before the clock.
import { useEffect, useRef } from 'react';
import { nextInCycle, type DisplayView } from './display-views';

export function useCycle(options: {
  cycling: boolean;
  view: DisplayView;
  seconds: number;
  pageMs: number;
  pages: number;
  offered: readonly DisplayView[];
  advance: (view: DisplayView) => void;
}): void {
  const { cycling, view, seconds, pageMs, offered, advance } = options;
  // Read on each check, not as a dependency: a result entered mid-view must not restart the wait.
  const pages = useRef(options.pages);
  pages.current = options.pages;

  useEffect(() => {
    if (!cycling) return;
    const start = Date.now();
    const id = setInterval(() => {
      const dwell = Math.max(seconds * 1000, pages.current * pageMs);
      if (Date.now() - start >= dwell) advance(nextInCycle(view, offered));
    }, 250);
    return () => clearInterval(id);
  }, [cycling, view, seconds, pageMs, offered, advance]);
}
