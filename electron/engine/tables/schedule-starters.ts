// runtime: pure. Who starts at each table of the open rounds (2.1: nobody starts twice): a
// bipartite matching of tables to players who have not started yet, grown by augmenting paths,
// so it seats a fresh starter at every table whenever any choice of starters can.

/** `starts[p]`: rounds p already started. Returns each table's starter, -1 where none is left. */
export function matchStarters(tables: readonly (readonly number[])[], starts: Int32Array): Int32Array {
  const startOf = new Int32Array(starts.length).fill(-1);
  const starter = new Int32Array(tables.length).fill(-1);
  const seen = new Int32Array(starts.length).fill(-1);
  const augment = (node: number, stamp: number): boolean => {
    for (const p of tables[node]!) {
      if (starts[p]! > 0 || seen[p] === stamp) continue;
      seen[p] = stamp;
      if (startOf[p]! < 0 || augment(startOf[p]!, stamp)) {
        startOf[p] = node;
        starter[node] = p;
        return true;
      }
    }
    return false;
  };
  tables.forEach((_, node) => augment(node, node));
  return starter;
}
