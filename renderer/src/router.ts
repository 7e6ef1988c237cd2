// runtime: dom. Hash routes (#/desk, #/display/12): they work the same under app:// and http://.
import { useEffect, useState } from 'react';

export type Route = { page: 'desk' } | { page: 'display'; eventId: number | null };

export function parseRoute(hash: string): Route {
  const m = /^#\/display(?:\/(\d+))?$/.exec(hash);
  if (m) return { page: 'display', eventId: m[1] ? Number(m[1]) : null };
  return { page: 'desk' };
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash));
  useEffect(() => {
    const on = () => setRoute(parseRoute(window.location.hash));
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return route;
}
