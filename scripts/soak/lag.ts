// Display lag: from a result's POST answered ok to the moment each display (and each phone showing
// that table) first holds it, on the clock the processes share. A display may print its sighting
// before the desk's answer is handed back, so sightings and answers are matched when swept, a
// grace period after the answer, not as they come.

/** Watchers are named "d<n>" (a display) or "p<n>" (a phone). */
export function lagTracker() {
  const tables = new Map<number, { watchers: Set<string>; seen: Map<string, number>; okAt: number | null }>();
  return {
    /** Before its result is typed: who is to show this table. */
    watch(tableId: number, watchers: readonly string[]): void {
      const t = tables.get(tableId);
      if (t) for (const w of watchers) t.watchers.add(w);
      else tables.set(tableId, { watchers: new Set(watchers), seen: new Map(), okAt: null });
    },
    seen(watcher: string, tableId: number, at: number): void {
      const t = tables.get(tableId);
      if (t?.watchers.has(watcher) && !t.seen.has(watcher)) t.seen.set(watcher, at);
    },
    entered(tableId: number, okAt: number): void {
      const t = tables.get(tableId);
      if (t && t.okAt === null) t.okAt = okAt;
    },
    /** The lags of the results answered before `before`, which are then forgotten; a watcher that
     * has not shown one by then is missed. */
    sweep(before: number): { display: number[]; phone: number[]; missed: string[] } {
      const out = { display: [] as number[], phone: [] as number[], missed: [] as string[] };
      for (const [tableId, t] of tables) {
        if (t.okAt === null || t.okAt >= before) continue;
        for (const w of t.watchers) {
          const at = t.seen.get(w);
          if (at === undefined) out.missed.push(`${w} never showed table ${tableId}`);
          else (w.startsWith('d') ? out.display : out.phone).push(at - t.okAt);
        }
        tables.delete(tableId);
      }
      return out;
    },
  };
}
export type LagTracker = ReturnType<typeof lagTracker>;
