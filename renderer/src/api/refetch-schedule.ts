// runtime: pure. When a window asks a query again after change events: at once for the first
// change, then at most once per gap while changes keep coming, and never twice at the same time.
// Ten check-ins a second on twenty projectors become a few refetches per projector, each showing
// every check-in before it, instead of ten full answers each.

export interface ScheduleTimers {
  now(): number;
  /** Calls `f` after `ms`; returns a cancel. */
  after(ms: number, f: () => void): () => void;
}

export const realTimers: ScheduleTimers = {
  now: () => performance.now(),
  after(ms, f) {
    const id = setTimeout(f, ms);
    return () => clearTimeout(id);
  },
};

/** The least time between two refetches of one query started by changes. */
export const REFETCH_GAP_MS = 250;

export function createRefetchSchedule(run: () => Promise<unknown>, timers: ScheduleTimers = realTimers, gapMs = REFETCH_GAP_MS) {
  let running = false;
  let wanted = false;
  let lastStart = -Infinity;
  let cancel: (() => void) | null = null;

  const start = () => {
    cancel = null;
    wanted = false;
    running = true;
    lastStart = timers.now();
    void run().finally(() => {
      running = false;
      // Changes that came while it ran may not be in its answer.
      if (wanted) request();
    });
  };

  function request(): void {
    wanted = true;
    if (running || cancel) return;
    const wait = lastStart + gapMs - timers.now();
    if (wait <= 0) start();
    else cancel = timers.after(wait, start);
  }

  return {
    /** A change concerns the query: refetch when the schedule allows. */
    request,
    stop(): void {
      cancel?.();
      cancel = null;
      wanted = false;
    },
  };
}
