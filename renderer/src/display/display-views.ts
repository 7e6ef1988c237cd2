// runtime: dom. The room's views, their keys, and the order cycling walks through.

export const displayViews = ['name', 'table', 'standings', 'clock', 'bracket'] as const;
export type DisplayView = (typeof displayViews)[number];

/** Players look for their table first, then the standings (or the bracket), then how long is left. */
export const cycleOrder: readonly DisplayView[] = ['name', 'standings', 'bracket', 'clock'];

export const cycleChoices = [10, 20, 30, 60] as const;

/** The views the room is offered: the bracket only while the event has one to draw. */
export function offeredViews(hasBracket: boolean): DisplayView[] {
  return displayViews.filter((v) => v !== 'bracket' || hasBracket);
}

export function nextInCycle(view: DisplayView, offered: readonly DisplayView[] = displayViews): DisplayView {
  const order = cycleOrder.filter((v) => offered.includes(v));
  const i = order.indexOf(view);
  return order[(i + 1) % order.length]!;
}
