// runtime: pure. An exact minimum-weight perfect matching for fields and clusters too big for
// the subset program (exact.ts): Edmonds' blossom algorithm, O(m^3), from edmonds-blossom-fixed (a port of
// van Rantwijk's mwmatching). It maximises, so each weight w becomes top - w; with every
// matching of the same size (maximum cardinality on a complete graph), the most of (top - w) is
// the least of w.
import blossom from 'edmonds-blossom-fixed';

export function blossomMatching(m: number, weights: Float64Array): Int32Array {
  if (m % 2 !== 0) throw new Error(`blossomMatching: odd size ${m}`);
  let top = 0;
  for (const w of weights) if (w > top) top = w;
  top += 1;
  const edges: [number, number, number][] = [];
  for (let i = 0; i < m; i++) {
    for (let j = i + 1; j < m; j++) edges.push([i, j, top - weights[i * m + j]!]);
  }
  const mate = blossom(edges, true);
  const partner = new Int32Array(m);
  for (let i = 0; i < m; i++) {
    if (mate[i] === undefined || mate[i]! < 0) throw new Error('blossomMatching: no perfect matching');
    partner[i] = mate[i]!;
  }
  return partner;
}
