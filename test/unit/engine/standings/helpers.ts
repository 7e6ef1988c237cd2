// runtime: pure
// Builders for small hand-checked events.
import type { EntryState, GameOutcome, GameResult, TableRecord } from '../../../../electron/engine/types';

export function entries(n: number, late: Record<number, number> = {}, dropped: number[] = []): EntryState[] {
  return Array.from({ length: n }, (_, i) => ({ id: i + 1, dropped: dropped.includes(i + 1), joinedRound: late[i + 1] ?? 1 }));
}

/** A Netrunner game: seat a is corp in odd games. `w` is the winner id or 0 for unfinished. */
export function nrGame(a: number, b: number, w: number, agendaA: number, agendaB: number, gameNo: 1 | 2): GameResult {
  const roleA = gameNo === 1 ? 'corp' : 'runner';
  const roleB = gameNo === 1 ? 'runner' : 'corp';
  const out = (id: number): GameOutcome => (w === 0 ? 'unfinished' : w === id ? 'win' : 'loss');
  return {
    seats: [
      { entryId: a, role: roleA, outcome: out(a), score: agendaA },
      { entryId: b, role: roleB, outcome: out(b), score: agendaB },
    ],
  };
}

/** A Netrunner match: [winner or 0, agenda a, agenda b] for each of the two games. */
export function nrMatch(round: number, table: number, a: number, b: number, g1: [number, number, number], g2: [number, number, number]): TableRecord {
  return { round, table, entries: [a, b], bye: false, games: [nrGame(a, b, ...g1, 1), nrGame(a, b, ...g2, 2)] };
}

export function bye(round: number, id: number): TableRecord {
  return { round, table: 0, entries: [id], bye: true, games: [] };
}

/** A one-game Generic match; `w` is the winner id, or 0 for a draw. */
export function gMatch(round: number, table: number, a: number, b: number, w: number): TableRecord {
  const out = (id: number): GameOutcome => (w === 0 ? 'draw' : w === id ? 'win' : 'loss');
  return { round, table, entries: [a, b], bye: false, games: [{ seats: [{ entryId: a, outcome: out(a), score: 0 }, { entryId: b, outcome: out(b), score: 0 }] }] };
}
