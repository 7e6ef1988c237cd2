// runtime: dom. The room's views, their keys, and the order cycling walks through.

export const displayViews = ['name', 'table', 'standings', 'clock'] as const;
export type DisplayView = (typeof displayViews)[number];

/** Players look for their table first, then the standings, then how long is left. */
export const cycleOrder: readonly DisplayView[] = ['name', 'standings', 'clock'];

export const cycleChoices = [10, 20, 30, 60] as const;

export function nextInCycle(view: DisplayView): DisplayView {
  const i = cycleOrder.indexOf(view);
  return cycleOrder[(i + 1) % cycleOrder.length]!;
}
