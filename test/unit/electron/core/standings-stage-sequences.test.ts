// standings.get over stage sequences played at random (Doomtrooper free-for-all → team → head-to-head
// → semifinals, free-for-all → team, Generic Swiss → cut): after every round, the ranks and every
// column come from the same rounds, the ones docs/stages.md says a stage's standings count (a stage
// that takes the registration counts its own rounds, or every round so far when it carries them;
// a cut places its rows and keeps the columns of the stage it was cut from). Each row's wins, byes
// (a team round's bye among them) and PP are this test's own count over those rounds, and below the
// playoff line the order agrees with the columns under the ruleset's order.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { raceOutcomes, racePlaces } from '../../../../shared/model/race';
import type { Round } from '../../../../shared/model/round';
import type { Standings } from '../../../../shared/model/standings';
import { spreadTeamGame, teamSeats } from '../../../../shared/model/teams';
import { tempCore, testDesk, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  let n = 0;
  t = tempCore({ random: () => `sequence-${++n}` });
});
afterEach(() => t.dispose());

interface Sequence {
  name: string;
  ruleset: 'doomtrooper' | 'generic';
  options: Record<string, unknown>;
  plannedRounds?: number;
  /** Per stage position: whether it is a cut, and whether it carries the rounds before it. */
  stages: { cut?: true; carries?: true }[];
  players: number;
}

const sequences: Sequence[] = [
  {
    name: 'Doomtrooper free-for-all, team, head-to-head, semifinals',
    ruleset: 'doomtrooper',
    options: { tableSize: 3, teamRounds: 1, headToHeadRounds: 2, cut: 4 },
    stages: [{}, {}, { carries: true }, { cut: true }],
    players: 13,
  },
  { name: 'Doomtrooper free-for-all, two team rounds', ruleset: 'doomtrooper', options: { tableSize: 3, teamRounds: 2, headToHeadRounds: 0, playoff: 'none' }, stages: [{}, {}], players: 11 },
  { name: 'Generic Swiss, cut to a bracket', ruleset: 'generic', options: { playoff: 'elimination', cut: 4, drawsAllowed: false }, plannedRounds: 3, stages: [{}, { cut: true }], players: 9 },
];

interface Seat {
  round: number;
  position: number;
  entryId: number;
  won: boolean;
  bye: boolean;
  pp: number;
}

/** One game's seats: places and outcomes of a race reached by `winner`, each place its PP. */
function race(entries: number[], pp: number[], winner: number) {
  const places = racePlaces(pp, 'target', winner, []);
  const outcomes = raceOutcomes(pp, 'target', winner, []);
  return { ending: 'target' as const, seats: entries.map((entryId, i) => ({ entryId, outcome: outcomes[i]!, place: places[i]!, score: pp[i]! })) };
}

/** Enters every table of `round` with a winner drawn from `luck`; returns what each seat got. */
function enter(seq: Sequence, round: Round, luck: number): Seat[] {
  const position = round.stage!.position;
  const out: Seat[] = [];
  round.tables.forEach((x, k) => {
    const ids = x.seats.map((s) => s.entryId);
    if (x.bye) {
      out.push({ round: round.number, position, entryId: ids[0]!, won: true, bye: true, pp: 0 });
      return;
    }
    if (seq.ruleset === 'generic') {
      const winner = ids[(luck >> k) & 1]!;
      t.call('result.enter', { tableId: x.id, version: x.version, games: [{ seats: ids.map((entryId) => ({ entryId, outcome: entryId === winner ? 'win' : 'loss', score: 0 })) }] });
      for (const id of ids) out.push({ round: round.number, position, entryId: id, won: id === winner, bye: false, pp: 0 });
      return;
    }
    const target = ids.length === 2 ? 40 : 25;
    if (x.teams) {
      const teams = teamSeats(x.teams);
      const winner = (luck + k) % teams.length;
      const pp = teams.map((_, i) => (i === winner ? target : (luck + 3 * i + k) % target));
      const leads = teams.map((seats) => ids[seats[0]!]!);
      t.call('result.enter', { tableId: x.id, version: x.version, games: [spreadTeamGame(race(leads, pp, winner), x.teams, ids)] });
      ids.forEach((id, s) => out.push({ round: round.number, position, entryId: id, won: x.teams![s] === winner + 1, bye: false, pp: pp[x.teams![s]! - 1]! }));
      return;
    }
    const winner = (luck + k) % ids.length;
    const pp = ids.map((_, i) => (i === winner ? target : (luck + 5 * i + k) % target));
    t.call('result.enter', { tableId: x.id, version: x.version, games: [race(ids, pp, winner)] });
    ids.forEach((id, s) => out.push({ round: round.number, position, entryId: id, won: s === winner, bye: false, pp: pp[s]! }));
  });
  return out;
}

/** The stage positions whose rounds the columns count, per docs/stages.md: the newest stage that
 * took the registration (and every one before it when it carries them); a cut adds none. */
function countedPositions(seq: Sequence, played: readonly Seat[]): Set<number> {
  const reached = Math.max(...played.map((s) => s.position).filter((p) => !seq.stages[p - 1]!.cut));
  return new Set(seq.stages.map((_, i) => i + 1).filter((p) => p === reached || (seq.stages[reached - 1]!.carries && p < reached)));
}

function check(seq: Sequence, standings: Standings, played: readonly Seat[]) {
  const positions = countedPositions(seq, played);
  const counted = played.filter((s) => positions.has(s.position));
  for (const row of standings.rows) {
    const mine = counted.filter((s) => s.entryId === row.entryId);
    expect([row.entryId, row.matchWins, row.byes]).toEqual([row.entryId, mine.filter((s) => s.won).length, mine.filter((s) => s.bye).length]);
    if (seq.ruleset === 'doomtrooper') expect([row.entryId, row.tiebreaks.pp]).toEqual([row.entryId, mine.reduce((n, s) => n + s.pp, 0)]);
  }
  const key = (row: Standings['rows'][number]) => [row.groupScore, ...standings.columns.map((c) => (c.better === 'desc' ? 1 : -1) * row.tiebreaks[c.id]!)];
  const ranked = standings.rows.slice(standings.playoff?.rows ?? 0);
  for (let i = 1; i < ranked.length; i++) {
    const [a, b] = [key(ranked[i - 1]!), key(ranked[i]!)];
    const first = a.findIndex((v, j) => Math.abs(v - b[j]!) > 1e-9);
    // Non-increasing under the ruleset's order; a strictly better row is placed strictly above.
    if (first >= 0) {
      expect(a[first]!).toBeGreaterThan(b[first]!);
      expect(ranked[i - 1]!.rank).toBeLessThan(ranked[i]!.rank);
    }
  }
}

function playOut(seq: Sequence, luck: number[]): number {
  const eventId = t.call<{ id: number }>('event.create', { name: seq.name, date: '2026-12-05', ruleset: seq.ruleset, options: seq.options, ...(seq.plannedRounds ? { plannedRounds: seq.plannedRounds } : {}) }).id;
  for (let i = 1; i <= seq.players; i++) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  const played: Seat[] = [];
  let rounds = 0;
  for (let k = 0; k < 12; k++) {
    const r = t.core.dispatch('round.pair', { eventId, newest: t.newestRound(eventId) }, testDesk);
    if (!r.ok) break;
    const draft = r.value as Round;
    const round = t.call<Round>('round.publish', { roundId: draft.id, version: draft.version });
    played.push(...enter(seq, round, luck[k]!));
    rounds++;
    check(seq, t.call<Standings>('standings.get', { eventId }), played);
  }
  return rounds;
}

describe('standings over stage sequences', () => {
  it.each(sequences)('$name: ranks and columns from the same rounds after every round', (seq) => {
    let longest = 0;
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 12, maxLength: 12 }), (luck) => {
        t.dispose();
        let n = 0;
        t = tempCore({ random: () => `sequence-${luck[0]}-${++n}` });
        longest = Math.max(longest, playOut(seq, luck));
      }),
      { numRuns: 6 },
    );
    // Every stage of the sequence was reached.
    expect(longest).toBeGreaterThanOrEqual(seq.stages.length);
  });
});
