// runtime: dom. This window's time, once a second: the clock is stored as start and pauses, so
// every window ticks on its own and nothing crosses the wire per second.
import { useEffect, useState } from 'react';

export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
}
