// runtime: dom. The results desk: open a match by table number or slip code, enter, correct.
export function ResultsPage(_props: { eventId: number }) {
  return <section className="panel" />;
}
