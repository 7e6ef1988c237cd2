// runtime: dom. True once nobody has moved the mouse or pressed a key for a while: the control
// bar and the pointer then get out of the room's way.
import { useEffect, useState } from 'react';

export function useIdle(afterMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let timer = setTimeout(() => setIdle(true), afterMs);
    const wake = () => {
      setIdle(false);
      clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), afterMs);
    };
    const kinds = ['mousemove', 'pointerdown', 'keydown', 'focusin'] as const;
    for (const k of kinds) window.addEventListener(k, wake);
    return () => {
      clearTimeout(timer);
      for (const k of kinds) window.removeEventListener(k, wake);
    };
  }, [afterMs]);
  return idle;
}
