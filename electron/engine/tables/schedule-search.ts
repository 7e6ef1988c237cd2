// runtime: pure. Rounds of a schedule that the grid cannot build (small fields, 6 tables, more
// than three rounds, a re-make after rounds were played): each open round is filled greedily,
// every player at a table where they meet nobody again if one has room, then a tabu search swaps
// two players of one round between tables while repeats remain. Each step moves a player of a
// repeated pair to the swap that leaves the fewest repeats (even a worse one, to leave a local
// optimum); a player just moved stays put a few steps. The best board seen is kept. The step cap
// is a count, never a clock, so the same seed gives the same schedule. In a re-make the search and
// a last repair also keep a player who can start at every open table (2.1: nobody starts twice).
import type { Rng } from '../types';
import { matchStarters } from './schedule-starters';

/** Rounds of repair: each fixes every table it can, so one or two suffice in practice. */
const STARTER_REPAIRS = 4;

export interface Board {
  players: number;
  /** tab[r][p]: player p's table in round r, -1 where p did not play it. */
  tab: Int32Array[];
  /** members[r][t]: the players at table t in round r. */
  members: number[][][];
  /** Rounds the search may change; the others were played. */
  open: number[];
}

function meetings(board: Board, x: number, z: number): number {
  let k = 0;
  for (const t of board.tab) if (t[x]! >= 0 && t[x] === t[z]) k++;
  return k;
}

/** Meetings beyond each pair's first, over the given rounds (all by default). */
export function repeatCost(board: Board, rounds: readonly number[] = board.tab.map((_, r) => r)): number {
  const count = new Map<number, number>();
  let cost = 0;
  for (const r of rounds) {
    for (const table of board.members[r]!) {
      for (let i = 0; i < table.length; i++) {
        for (let j = i + 1; j < table.length; j++) {
          const [a, b] = table[i]! < table[j]! ? [table[i]!, table[j]!] : [table[j]!, table[i]!];
          const key = a * board.players + b;
          const k = (count.get(key) ?? 0) + 1;
          count.set(key, k);
          if (k > 1) cost++;
        }
      }
    }
  }
  return cost;
}

/** Fills open round r: each player, in the order given, at the first table with room (from a
 * random one on) where they meet nobody again, else where they meet the fewest again. */
export function fillRound(board: Board, r: number, order: readonly number[], sizes: readonly number[], rng: Rng): void {
  const members: number[][] = sizes.map(() => []);
  const tab = board.tab[r]!;
  tab.fill(-1);
  for (const x of order) {
    const start = Math.floor(rng.next() * sizes.length);
    let best = -1;
    let bestAgain = Infinity;
    for (let i = 0; i < sizes.length && bestAgain > 0; i++) {
      const t = (start + i) % sizes.length;
      if (members[t]!.length === sizes[t]) continue;
      const again = members[t]!.filter((z) => meetings(board, x, z) > 0).length;
      if (again < bestAgain) [best, bestAgain] = [t, again];
    }
    members[best]!.push(x);
    tab[x] = best;
  }
  board.members[r] = members;
}

/** Pairs meeting again at a table of an open round: [round, a, b]. */
function repeatedInOpen(board: Board): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (const r of board.open) {
    for (const table of board.members[r]!) {
      for (let i = 0; i < table.length; i++) {
        for (let j = i + 1; j < table.length; j++) if (meetings(board, table[i]!, table[j]!) > 1) out.push([r, table[i]!, table[j]!]);
      }
    }
  }
  return out;
}

/** How the repeats change if x and y (at different tables of round r) trade places. */
function swapDelta(board: Board, r: number, x: number, y: number): number {
  let d = 0;
  const leave = (p: number, q: number, table: number[]) => {
    for (const z of table) {
      if (z === p) continue;
      if (meetings(board, p, z) > 1) d--;
      if (meetings(board, q, z) > 0) d++;
    }
  };
  leave(x, y, board.members[r]![board.tab[r]![x]!]!);
  leave(y, x, board.members[r]![board.tab[r]![y]!]!);
  return d;
}

function swap(board: Board, r: number, x: number, y: number): void {
  const tab = board.tab[r]!;
  const [a, b] = [tab[x]!, tab[y]!];
  const ta = board.members[r]![a]!;
  const tb = board.members[r]![b]!;
  ta[ta.indexOf(x)] = y;
  tb[tb.indexOf(y)] = x;
  [tab[x], tab[y]] = [b, a];
}

function snapshot(board: Board): { tab: Int32Array[]; members: number[][][] } {
  return { tab: board.tab.map((t) => t.slice()), members: board.members.map((round) => round.map((t) => t.slice())) };
}

/** Steps: enough for small fields to reach their best, a bounded amount of work on large ones. */
function stepCap(players: number): number {
  return Math.min(20000, Math.ceil(2e7 / (players * players)) + 1000);
}

/** Open tables where everyone started in a played round: each would start someone twice. */
function staleTables(board: Board, starts: Int32Array): [number, number[]][] {
  return board.open.flatMap((r) => board.members[r]!.filter((table) => table.every((p) => starts[p]! > 0)).map((table): [number, number[]] => [r, table]));
}

/** How the stale tables change if x and y (at different tables of round r) trade places. */
function staleDelta(board: Board, r: number, x: number, y: number, starts: Int32Array): number {
  const stale = (table: number[], out: number, into: number) => table.every((p) => starts[(p === out ? into : p)]! > 0);
  const [a, b] = [board.members[r]![board.tab[r]![x]!]!, board.members[r]![board.tab[r]![y]!]!];
  const before = (stale(a, -1, -1) ? 1 : 0) + (stale(b, -1, -1) ? 1 : 0);
  return (stale(a, x, y) ? 1 : 0) + (stale(b, y, x) ? 1 : 0) - before;
}

/** Lowers the repeats of the open rounds, and below them (a re-make) the open tables whose
 * players all started in a played round (`starts[p]`: rounds p started), until neither is left
 * that could be moved (`floor`: the repeats among played rounds alone) or the step cap is
 * reached. */
export function searchRepeats(board: Board, rng: Rng, starts: Int32Array): void {
  // A repeat outweighs every stale table there can be.
  const weight = board.open.reduce((sum, r) => sum + board.members[r]!.length, 1);
  const floor = weight * repeatCost(board, board.tab.map((_, r) => r).filter((r) => !board.open.includes(r)));
  let cost = weight * repeatCost(board) + staleTables(board, starts).length;
  let best = { cost, ...snapshot(board) };
  const tabu = board.tab.map(() => new Int32Array(board.players));
  for (let step = 1, cap = stepCap(board.players); step <= cap && cost > floor; step++) {
    const troubles: [number, number[]][] = [...repeatedInOpen(board).map(([r, a, b]): [number, number[]] => [r, [a, b]]), ...staleTables(board, starts)];
    if (troubles.length === 0) break;
    const [r, among] = troubles[Math.floor(rng.next() * troubles.length)]!;
    const x = among[Math.floor(rng.next() * among.length)]!;
    const tab = board.tab[r]!;
    let choice = -1;
    let choiceDelta = Infinity;
    let ties = 0;
    for (let y = 0; y < board.players; y++) {
      if (tab[y]! < 0 || tab[y] === tab[x]) continue;
      const d = weight * swapDelta(board, r, x, y) + staleDelta(board, r, x, y, starts);
      // A recently moved player may move again only to reach a new best.
      if (tabu[r]![y]! >= step && cost + d >= best.cost) continue;
      if (d < choiceDelta) [choice, choiceDelta, ties] = [y, d, 1];
      else if (d === choiceDelta && rng.next() * ++ties < 1) choice = y;
    }
    if (choice < 0) continue;
    swap(board, r, x, choice);
    cost += choiceDelta;
    tabu[r]![x] = step + 3 + Math.floor(rng.next() * 4);
    tabu[r]![choice] = tabu[r]![x]!;
    if (cost < best.cost) best = { cost, ...snapshot(board) };
  }
  board.tab = best.tab;
  board.members = best.members;
}

/** Repairs a re-make whose tables leave some table of an open round no fresh starter (all its
 * players started in a played round, or the few who did not start elsewhere): one of them trades
 * places, where that adds no repeat, with a player of another table of that round who starts
 * nowhere, or else with one who starts there but whose table the matching can still serve
 * (another of its players starts). `starts[p]`: rounds p started among the played ones. */
export function repairStarters(board: Board, starts: Int32Array): void {
  for (let attempt = 0; attempt < STARTER_REPAIRS; attempt++) {
    const nodes = board.open.flatMap((r) => board.members[r]!.map((table) => ({ r, table })));
    // Swaps change the tables in place, so the nodes always hold the current ones.
    const unmatchedNow = () => matchStarters(nodes.map((node) => node.table), starts).filter((p) => p < 0).length;
    const starter = matchStarters(nodes.map((node) => node.table), starts);
    const chosen = new Set(starter);
    const fresh = Array.from({ length: board.players }, (_, p) => p).filter((p) => starts[p] === 0);
    // Spare players first: moving one in takes no starter from another table.
    const candidates = [...fresh.filter((p) => !chosen.has(p)), ...fresh.filter((p) => chosen.has(p))];
    let unmatched = starter.filter((p) => p < 0).length;
    if (unmatched === 0) return;
    let repaired = false;
    nodes.forEach(({ r, table }, i) => {
      if (starter[i]! >= 0) return;
      const at = board.tab[r]![table[0]!];
      for (const y of candidates) {
        if (board.tab[r]![y] === at || board.tab[r]![y]! < 0) continue;
        for (const x of table.filter((p) => swapDelta(board, r, p, y) <= 0)) {
          swap(board, r, x, y);
          const now = unmatchedNow();
          if (now < unmatched) {
            unmatched = now;
            repaired = true;
            return;
          }
          swap(board, r, y, x);
        }
      }
    });
    if (unmatched === 0 || !repaired) return;
  }
}
