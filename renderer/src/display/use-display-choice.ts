// runtime: dom. What the organizer picked for the room: a view, or cycling every N seconds. Kept
// in sessionStorage so a reload (or a dropped projector cable) keeps the choice; keys 1 to the
// number of views offered, and C, work from an attached keyboard.
import { useCallback, useEffect, useState } from 'react';
import { cycleChoices, displayViews, type DisplayView } from './display-views';

export interface DisplayChoice {
  view: DisplayView;
  cycling: boolean;
  cycleSeconds: number;
}

const storageKey = 'arbiter.display.choice';
const fallback: DisplayChoice = { view: 'name', cycling: false, cycleSeconds: 20 };

function load(): DisplayChoice {
  try {
    const raw = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as Partial<DisplayChoice> | null;
    if (!raw) return fallback;
    return {
      view: displayViews.includes(raw.view as DisplayView) ? (raw.view as DisplayView) : fallback.view,
      cycling: raw.cycling === true,
      cycleSeconds: cycleChoices.includes(raw.cycleSeconds as never) ? raw.cycleSeconds! : fallback.cycleSeconds,
    };
  } catch {
    // A damaged entry is not worth a blank projector.
    return fallback;
  }
}

export function useDisplayChoice(offered: readonly DisplayView[]) {
  const [choice, setChoice] = useState(load);
  useEffect(() => sessionStorage.setItem(storageKey, JSON.stringify(choice)), [choice]);

  /** Picking a view by hand stops cycling: the organizer wants that view now. */
  const pick = useCallback((view: DisplayView) => setChoice((c) => ({ ...c, view, cycling: false })), []);
  const advance = useCallback((view: DisplayView) => setChoice((c) => ({ ...c, view })), []);
  const toggleCycling = useCallback(() => setChoice((c) => ({ ...c, cycling: !c.cycling })), []);
  const setCycleSeconds = useCallback((cycleSeconds: number) => setChoice((c) => ({ ...c, cycleSeconds })), []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.target instanceof HTMLSelectElement) return;
      const n = Number(e.key);
      if (n >= 1 && n <= offered.length) pick(offered[n - 1]!);
      else if (e.key.toLowerCase() === 'c') toggleCycling();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pick, toggleCycling, offered]);

  return { choice, pick, advance, toggleCycling, setCycleSeconds };
}
