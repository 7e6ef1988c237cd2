// runtime: pure. Starting positions for the open rounds of a schedule (2.1; position 1 starts).
// Who starts is a bipartite matching of the open rounds' tables to players who have not started
// yet (augmenting paths), so nobody starts twice whenever some choice allows it; where none does,
// the table's player who started least starts. The other seats then go, round by round and table
// by table, to the order that gives the fewest players a position they already had.
import { shuffle } from '../random';
import type { Rng } from '../types';
import { SCHEDULE_SEATS } from './schedule-sizes';

const MAX_SEATS = SCHEDULE_SEATS.max;
const PASSES = 4;

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/** `rounds[r][t]`: players of table t (in starting order where round r is played). Reorders the
 * open rounds' tables in place into starting order. */
export function assignPositions(rounds: number[][][], open: readonly number[], players: number, rng: Rng): void {
  const starts = new Int32Array(players);
  const had = new Int32Array(players * MAX_SEATS);
  const record = (table: number[], by: number) => table.forEach((p, pos) => (had[p * MAX_SEATS + pos] = had[p * MAX_SEATS + pos]! + by));
  for (let r = 0; r < rounds.length; r++) {
    if (open.includes(r)) continue;
    for (const table of rounds[r]!) {
      starts[table[0]!] = starts[table[0]!]! + 1;
      record(table, 1);
    }
  }
  const nodes = shuffle(open.flatMap((r) => rounds[r]!.map((table) => table)), rng);
  const startOf = new Int32Array(players).fill(-1);
  const starter = new Int32Array(nodes.length).fill(-1);
  const seen = new Int32Array(players).fill(-1);
  const augment = (node: number, stamp: number): boolean => {
    for (const p of nodes[node]!) {
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
  nodes.forEach((_, node) => augment(node, node));
  nodes.forEach((table, node) => {
    if (starter[node]! < 0) starter[node] = table.reduce((a, b) => (starts[b]! < starts[a]! ? b : a));
    starts[starter[node]!] = starts[starter[node]!]! + 1;
  });
  const starterOf = new Map(nodes.map((table, node) => [table, starter[node]!]));
  const bestOrder = (first: number, rest: number[]): number[] => {
    let best = rest;
    let bestCost = Infinity;
    for (const order of permutations(rest)) {
      const cost = order.reduce((sum, p, i) => sum + had[p * MAX_SEATS + i + 1]!, 0);
      if (cost < bestCost) [best, bestCost] = [order, cost];
    }
    return [first, ...best];
  };
  for (const r of open) {
    rounds[r] = rounds[r]!.map((table) => {
      const first = starterOf.get(table)!;
      const seated = bestOrder(first, table.filter((p) => p !== first));
      record(seated, 1);
      return seated;
    });
  }
  // The first pass only saw earlier rounds; each table again, seeing all the others, while that
  // still lowers the positions given twice (a few passes settle it).
  for (let pass = 0, changed = true; pass < PASSES && changed; pass++) {
    changed = false;
    for (const r of open) {
      rounds[r] = rounds[r]!.map((table) => {
        record(table, -1);
        const seated = bestOrder(table[0]!, table.slice(1));
        record(seated, 1);
        if (seated.some((p, i) => p !== table[i])) changed = true;
        return seated;
      });
    }
  }
}
