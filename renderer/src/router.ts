// runtime: dom. Hash routes: they work the same under app:// and http://.
//   #/desk, #/desk/rounds, #/desk/results, #/desk/standings — the desk and its tabs
//   #/display/12 — the projector for event 12 (#/display: the newest event); ?division=3 shows
//   that division of it (the first when absent)
//   #/print/<sheet>/<id>?… — printable sheets
//   #/join, #/join/<code> — another computer joins the venue as a desk with a role
import { useEffect, useState } from 'react';

export const deskTabs = ['registration', 'rounds', 'results', 'standings'] as const;
export type DeskTab = (typeof deskTabs)[number];

export type Route =
  | { page: 'desk'; tab: DeskTab }
  | { page: 'display'; eventId: number | null; divisionId: number | undefined }
  | { page: 'print'; sheet: string; id: number; params: URLSearchParams }
  | { page: 'join'; code: string };

export function parseRoute(hash: string): Route {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?');
  const display = /^\/display(?:\/(\d+))?$/.exec(path);
  if (display) return { page: 'display', eventId: display[1] ? Number(display[1]) : null, divisionId: Number(new URLSearchParams(query).get('division')) || undefined };
  const print = /^\/print\/([a-z-]+)\/(\d+)$/.exec(path);
  if (print) return { page: 'print', sheet: print[1]!, id: Number(print[2]), params: new URLSearchParams(query) };
  const join = /^\/join(?:\/([A-Za-z0-9-]*))?$/.exec(path);
  if (join) return { page: 'join', code: join[1] ?? '' };
  const tab = /^\/desk\/([a-z]+)$/.exec(path)?.[1];
  return { page: 'desk', tab: deskTabs.find((t) => t === tab) ?? 'registration' };
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
