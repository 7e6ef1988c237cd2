// runtime: pure. Starting positions for the open rounds of a schedule (2.1; position 1 starts).
// Who starts comes from a matching (schedule-starters.ts), so nobody starts twice whenever some
// choice of starters allows it; where none does, the table's player who started least starts. The
// other seats go, round by round and table by table, to the order that gives the fewest players a
// position they already had; then each table is ordered again seeing all the others.
import { shuffle } from '../random';
import type { Rng } from '../types';
import { SCHEDULE_SEATS } from './schedule-sizes';
import { matchStarters } from './schedule-starters';

const MAX_SEATS = SCHEDULE_SEATS.max;
const PASSES = 4;
/** Starting a second time outweighs any number of positions given twice. */
const STARTED = 1000;

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/** `rounds[r][t]`: players of table t in round r; the open rounds' tables are reordered in place
 * into starting order. `played`: every position (0 = starts) a player had in a played round; a
 * played table's order alone would not say it, as its starter may have left the field. */
export function assignPositions(rounds: number[][][], open: readonly number[], players: number, played: readonly { player: number; position: number }[], rng: Rng): void {
  const starts = new Int32Array(players);
  const had = new Int32Array(players * MAX_SEATS);
  const count = (p: number, pos: number, by: number) => (had[p * MAX_SEATS + pos] = had[p * MAX_SEATS + pos]! + by);
  const record = (table: number[], by: number) => table.forEach((p, pos) => count(p, pos, by));
  for (const { player, position } of played) {
    count(player, position, 1);
    if (position === 0) starts[player] = starts[player]! + 1;
  }
  const nodes = shuffle(open.flatMap((r) => rounds[r]!.map((table) => table)), rng);
  const starter = matchStarters(nodes, starts);
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
  // The first pass only saw earlier rounds: each table again, seeing all the others, takes the
  // order (starter included) that starts nobody a second time and gives the fewest positions
  // twice, while some table still finds a better one.
  const cost = (order: number[]) => (starts[order[0]!]! > 0 ? STARTED : 0) + order.reduce((sum, p, i) => sum + had[p * MAX_SEATS + i]!, 0);
  for (let pass = 0, changed = true; pass < PASSES && changed; pass++) {
    changed = false;
    for (const r of open) {
      rounds[r] = rounds[r]!.map((table) => {
        record(table, -1);
        starts[table[0]!] = starts[table[0]!]! - 1;
        let best = table;
        let bestCost = cost(table);
        for (const order of permutations(table)) {
          const c = cost(order);
          if (c < bestCost) [best, bestCost, changed] = [order, c, true];
        }
        record(best, 1);
        starts[best[0]!] = starts[best[0]!]! + 1;
        return best;
      });
    }
  }
}
