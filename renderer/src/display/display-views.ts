// runtime: dom. The room's views, their keys, and the order cycling walks through.

export const displayViews = ['name', 'table', 'standings', 'clock', 'bracket', 'grid', 'chart', 'seats'] as const;
export type DisplayView = (typeof displayViews)[number];

/** Players look for their table first (and, where a schedule made in advance fixes it, their
 * starting position), then the standings (or the bracket, the grid, the playoff chart), then how
 * long is left. */
export const cycleOrder: readonly DisplayView[] = ['seats', 'name', 'standings', 'bracket', 'grid', 'chart', 'clock'];

export const cycleChoices = [10, 20, 30, 60] as const;

/** The views the room is offered: the bracket only while the event has one to draw, the round
 * robin grid and the seated playoff's chart likewise, find your seat while the round is one of a
 * schedule made in advance. Keys follow this order, so a grid is key 5, or 6 after a bracket. */
export function offeredViews(hasBracket: boolean, hasGrid = false, hasSchedule = false, hasChart = false): DisplayView[] {
  return displayViews.filter((v) => (v !== 'bracket' || hasBracket) && (v !== 'grid' || hasGrid) && (v !== 'seats' || hasSchedule) && (v !== 'chart' || hasChart));
}

export function nextInCycle(view: DisplayView, offered: readonly DisplayView[] = displayViews): DisplayView {
  const order = cycleOrder.filter((v) => offered.includes(v));
  const i = order.indexOf(view);
  return order[(i + 1) % order.length]!;
}
