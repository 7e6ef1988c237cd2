// runtime: pure
// Random but valid events from a seed, for the reference and property tests: late entries,
// drops, byes, rematches, unreported tables in the last round, random Generic configurations.
import { genericRuleset, GENERIC_TIEBREAKER_IDS, NETRUNNER_1996, type GenericRuleset, type NetrunnerRuleset } from '../../../../electron/engine/rulesets';

/** The built-in rulesets, whose own fields the reference reads. */
export type BuiltinRuleset = NetrunnerRuleset | GenericRuleset;
import type { EntryState, GameResult, SeatGameResult, TableRecord } from '../../../../electron/engine/types';

export interface RandomEvent {
  ruleset: BuiltinRuleset;
  entries: EntryState[];
  tables: TableRecord[];
}

export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(xs: T[], r: () => number): T[] {
  const a = xs.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

const int = (r: () => number, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));

function randomGeneric(r: () => number): BuiltinRuleset {
  const win = int(r, 1, 3);
  return genericRuleset({
    gamesPerMatch: int(r, 1, 3),
    matchPoints: { win, draw: int(r, 0, win), loss: 0, bye: int(r, 0, win) },
    lateEntry: { missedRound: (['loss', 'draw', 'none'] as const)[int(r, 0, 2)]! },
    tiebreakers: shuffle([...GENERIC_TIEBREAKER_IDS], r).slice(0, int(r, 0, GENERIC_TIEBREAKER_IDS.length)),
  });
}

function netrunnerGame(a: number, b: number, gameNo: number, r: () => number): GameResult {
  const roles = gameNo === 1 ? ['corp', 'runner'] : ['runner', 'corp'];
  const x = r();
  const seat = (entryId: number, i: number, outcome: SeatGameResult['outcome'], score: number): SeatGameResult => ({ entryId, role: roles[i]!, outcome, score });
  if (x < 0.2) return { seats: [seat(a, 0, 'unfinished', int(r, 0, 6)), seat(b, 1, 'unfinished', int(r, 0, 6))] };
  const winScore = r() < 0.7 ? 7 : int(r, 0, 10);
  return x < 0.6
    ? { seats: [seat(a, 0, 'win', winScore), seat(b, 1, 'loss', int(r, 0, 6))] }
    : { seats: [seat(a, 0, 'loss', int(r, 0, 6)), seat(b, 1, 'win', winScore)] };
}

function genericGame(a: number, b: number, r: () => number): GameResult {
  const x = r();
  const s = (entryId: number, outcome: SeatGameResult['outcome']): SeatGameResult => ({ entryId, outcome, score: int(r, 0, 20) });
  if (x < 0.35) return { seats: [s(a, 'win'), s(b, 'loss')] };
  if (x < 0.7) return { seats: [s(a, 'loss'), s(b, 'win')] };
  if (x < 0.9) return { seats: [s(a, 'draw'), s(b, 'draw')] };
  return { seats: [s(a, 'unfinished'), s(b, 'unfinished')] };
}

/** Up to `count` games of a best of `gamesPerMatch`, which ends with the win that decides it. */
function genericGames(a: number, b: number, count: number, gamesPerMatch: number, r: () => number): GameResult[] {
  const toWin = Math.floor(gamesPerMatch / 2) + 1;
  const won = new Map([[a, 0], [b, 0]]);
  const games: GameResult[] = [];
  while (games.length < count && Math.max(...won.values()) < toWin) {
    const game = genericGame(a, b, r);
    for (const seat of game.seats) if (seat.outcome === 'win') won.set(seat.entryId, won.get(seat.entryId)! + 1);
    games.push(game);
  }
  return games;
}

export function randomEvent(seed: number, kind: 'netrunner' | 'generic'): RandomEvent {
  const r = rng(seed);
  const ruleset = kind === 'netrunner' ? NETRUNNER_1996 : randomGeneric(r);
  const n = int(r, 1, 12);
  const rounds = int(r, 1, 5);
  const ids = shuffle(Array.from({ length: 60 }, (_, i) => i + 1), r).slice(0, n);
  const dropAfter = new Map<number, number>();
  const entries: EntryState[] = ids.map((id) => {
    const joinedRound = r() < 0.8 ? 1 : int(r, 2, rounds + 1);
    const drops = r() < 0.15;
    if (drops) dropAfter.set(id, int(r, joinedRound, rounds + 1));
    return { id, dropped: drops, joinedRound };
  });
  const tables: TableRecord[] = [];
  for (let round = 1; round <= rounds; round++) {
    const active = shuffle(entries.filter((e) => e.joinedRound <= round && (dropAfter.get(e.id) ?? Infinity) >= round).map((e) => e.id), r);
    if (active.length % 2 === 1) tables.push({ round, table: 0, entries: [active.pop()!], bye: true, games: [] });
    for (let t = 0; t * 2 < active.length; t++) {
      const a = active[2 * t]!;
      const b = active[2 * t + 1]!;
      const unreported = round === rounds && r() < 0.2;
      const count = kind === 'netrunner' ? 2 : int(r, 1, ruleset.gamesPerMatch);
      const games = unreported ? [] : kind === 'netrunner' ? [1, 2].map((g) => netrunnerGame(a, b, g, r)) : genericGames(a, b, count, ruleset.gamesPerMatch, r);
      tables.push({ round, table: t + 1, entries: [a, b], bye: false, games });
    }
  }
  return { ruleset, entries, tables: shuffle(tables, r) };
}
