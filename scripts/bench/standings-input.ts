// Input for the standings case (design.md: 4,096 players x 12 rounds with every tiebreaker
// <= 50 ms): a Netrunner-like event as the engine's TableRecords, paired by Arbiter round by round.
// Each match is two games with the roles swapped (seat 1 is Corp in game 1); each game's winner
// follows the bench's outcome rule (field.ts); the winner scores 7 agenda points, the loser 0-6.
// Group score = games won (Netrunner 2.3.2); a bye counts as two games won. After round 6 every
// 50th entry drops, so later rounds have an odd field and byes.
import { createRng } from '../../electron/engine/random';
import { pairSwissRound, type PairingCandidate } from '../../electron/engine/swiss';
import type { EntryId, EntryState, GameResult, TableRecord } from '../../electron/engine/types';
import { createField, matchDraw, matchWinner } from './field';

export interface StandingsInput {
  players: number;
  rounds: number;
  entries: EntryState[];
  /** Every table of every round, byes included, in round then table order. */
  tables: TableRecord[];
}

export const STANDINGS_PLAYERS = 4096;
export const STANDINGS_ROUNDS = 12;
const DROP_AFTER_ROUND = 6;
const DROP_EVERY = 50;

interface Rec extends PairingCandidate {
  opponents: EntryId[];
}

function game(seed: string, field: ReturnType<typeof createField>, round: number, corp: EntryId,
  runner: EntryId, g: number): GameResult {
  const winner = matchWinner(field, round, corp, runner, g);
  const loserPoints = Math.floor(matchDraw(seed, round, corp, runner, 100 + g) * 7);
  const seat = (id: EntryId, role: string) => ({
    entryId: id,
    role,
    outcome: id === winner ? ('win' as const) : ('loss' as const),
    score: id === winner ? 7 : loserPoints,
  });
  return { seats: [seat(corp, 'corp'), seat(runner, 'runner')] };
}

export function buildStandingsInput(
  seed = 'arbiter-bench|standings',
  players = STANDINGS_PLAYERS,
  rounds = STANDINGS_ROUNDS,
): StandingsInput {
  const field = createField(seed, players);
  const recs = new Map<EntryId, Rec>();
  for (const id of field.ids) {
    recs.set(id, {
      id,
      groupScore: 0,
      byes: 0,
      opponents: [],
      firstSeatCount: 0,
      secondSeatCount: 0,
    });
  }
  const entries: EntryState[] = field.ids.map((id) => ({ id, dropped: false, joinedRound: 1 }));
  const tables: TableRecord[] = [];
  for (let round = 1; round <= rounds; round++) {
    if (round === DROP_AFTER_ROUND + 1) {
      for (const e of entries) if (e.id % DROP_EVERY === 0) e.dropped = true;
    }
    const active = entries.filter((e) => !e.dropped).map((e) => recs.get(e.id)!);
    // Ranking for pairing: group score, then id (the standings engine is what ranks properly).
    active.sort((a, b) => b.groupScore - a.groupScore || a.id - b.id);
    const result = pairSwissRound({
      round,
      candidates: active.map((c) => ({ ...c, opponents: c.opponents.slice() })),
      byePolicy: 'highest_in_lowest_odd_group',
      rng: createRng(`${seed}|pair|${round}`),
    });
    for (const t of result.tables) {
      const [a, b] = t.entries;
      const games = [game(seed, field, round, a, b, 1), game(seed, field, round, b, a, 2)];
      tables.push({ round, table: t.table, entries: [a, b], bye: false, games });
      const ra = recs.get(a)!;
      const rb = recs.get(b)!;
      ra.opponents.push(b);
      rb.opponents.push(a);
      ra.firstSeatCount++;
      rb.secondSeatCount++;
      for (const g of games) {
        for (const s of g.seats) if (s.outcome === 'win') recs.get(s.entryId)!.groupScore++;
      }
    }
    if (result.bye) {
      const r = recs.get(result.bye.entryId)!;
      r.byes++;
      r.groupScore += 2;
      tables.push({ round, table: 0, entries: [r.id], bye: true, games: [] });
    }
  }
  return { players, rounds, entries, tables };
}
