// runtime: pure
// Scheduled tables: the stage's rounds come from a schedule made in advance for all its planned
// rounds (Catan 2.1: each player's table and starting position in every round), tables of 4 and
// the last of 3 (1.23), seat 1 the starting player. The schedule is made with round 1 and stored
// by the core, which hands it back for every later round. A round whose field is not the one the
// schedule seats (a no-show or a drop, a player back in), a played round seated otherwise than
// scheduled (changed by hand) or a new number of planned rounds makes it again from this round
// on, the played rounds kept as they were played (makeSchedule's `played`). Ranked by the
// ruleset's standings; over once the last planned round is closed.
import { rankedActive } from '../rounds/ranked-active';
import { makeSchedule, ScheduleRefused, type ScheduleRound } from '../tables';
import type { EntryId, Note, TableRecord } from '../types';
import { plannedStage } from './planned';
import type { MadeSchedule, StageKind } from './types';

/** The stage's rounds before `round` as they were played: tables in table order, seat order. */
export function playedRounds(tables: readonly TableRecord[], round: number): ScheduleRound[] {
  return Array.from({ length: round - 1 }, (_, r) =>
    tables
      .filter((t) => t.round === r + 1 && !t.bye)
      .sort((a, b) => a.table - b.table)
      .map((t) => [...t.entries]),
  );
}

const sameRound = (a: ScheduleRound | undefined, b: ScheduleRound) => JSON.stringify(a) === JSON.stringify(b);

/** Why a stored schedule no longer fits round `round`: its notes, none when it still does. */
export function scheduleChanges(stored: readonly ScheduleRound[], played: readonly ScheduleRound[], players: readonly EntryId[], planned: number, round: number): Note[] {
  const notes: Note[] = [];
  if (stored.length !== planned) notes.push({ code: 'schedule_rounds_changed', params: { from: stored.length, to: planned } });
  played.forEach((r, i) => {
    if (!sameRound(stored[i], r)) notes.push({ code: 'schedule_round_by_hand', params: { round: i + 1 } });
  });
  const seated = new Set(stored.slice(round - 1).flatMap((r) => r.flat()));
  const field = new Set(players);
  for (const id of [...seated].sort((a, b) => a - b)) if (!field.has(id)) notes.push({ code: 'schedule_player_left', params: { entryId: id } });
  for (const id of players) if (!seated.has(id)) notes.push({ code: 'schedule_player_joined', params: { entryId: id } });
  return notes;
}

/** The schedule round `round` is played from: the stored one, or one made (again) now. */
function scheduleFor(stored: readonly ScheduleRound[] | null, played: ScheduleRound[], players: EntryId[], planned: number, round: number, seed: string): { rounds: ScheduleRound[]; made?: MadeSchedule } {
  const changes = stored ? scheduleChanges(stored, played, players, planned, round) : [];
  if (stored && changes.length === 0) return { rounds: [...stored] };
  const schedule = makeSchedule({ players, rounds: planned, seed, played });
  const lead: Note = stored
    ? { code: 'schedule_remade', params: { from: round, to: planned } }
    : { code: 'schedule_made', params: { rounds: planned, players: players.length } };
  return { rounds: schedule.rounds, made: { ...schedule, madeAtRound: round, notes: [lead, ...changes] } };
}

export const scheduledTables: StageKind = {
  ...plannedStage,
  id: 'scheduled_tables',
  nextRound(input) {
    const { standings, active } = rankedActive(input);
    const players = active.map((a) => a.row.entryId).sort((a, b) => a - b);
    // A schedule covers a known number of rounds; the core asks for them before round 1.
    const planned = input.plannedRounds ?? null;
    if (planned === null) throw new ScheduleRefused('no_rounds', players.length);
    const played = playedRounds(input.tables, input.round);
    const { rounds, made } = scheduleFor(input.schedule ?? null, played, players, planned, input.round, input.seed);
    const tables = rounds[input.round - 1]!.map((entries, i) => ({ table: i + 1, entries, notes: [] }));
    return { tables, byes: [], warnings: made ? made.notes : [], standings, ...(made ? { schedule: made } : {}) };
  },
  // Registration closes when the schedule is made: a player checked in later joins no round.
  lateEntries: false,
  madeInAdvance: true,
  seating: 'given',
};
