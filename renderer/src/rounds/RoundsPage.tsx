// runtime: dom. The head judge's rounds: draft pairings, warnings, manual changes, publish, clock.
export function RoundsPage(_props: { eventId: number }) {
  return <section className="panel" />;
}
