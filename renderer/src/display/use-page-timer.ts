// runtime: dom. Which page of a long list is on screen: the next one every `ms`, round and round.
import { useEffect, useState } from 'react';

export function usePageTimer(pages: number, ms: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (pages <= 1) return;
    const id = setInterval(() => setTick((t) => t + 1), ms);
    return () => clearInterval(id);
  }, [pages, ms]);
  return pages > 0 ? tick % pages : 0;
}
