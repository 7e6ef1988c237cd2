// Every ruleset and stage kind, in events of several divisions, carried to another computer by
// the event file: exported, imported into a fresh database, every division the same (players,
// entries, rounds, results, standings, schedules); and the imported event's file imported again
// gives the same file, features' parts included.
import { afterEach, describe, expect, it } from 'vitest';
import type { EventFile } from '../../../../../shared/model/export';
import type { TournamentEvent } from '../../../../../shared/model/event';
import type { Round } from '../../../../../shared/model/round';
import type { VerifyReport } from '../../../../../shared/model/verify';
import { comparableFile } from '../../../../fixtures/event-files';
import { seatOneWins } from '../../../../fixtures/any-result';
import { tempCore, type TempCore } from '../../../../fixtures/temp-core';

const cores: TempCore[] = [];
afterEach(() => {
  for (const c of cores.splice(0)) c.dispose();
});
function core(): TempCore {
  let n = 0;
  const t = tempCore({ random: () => `seed-${++n}` });
  cores.push(t);
  return t;
}

interface DivisionPlan {
  name: string;
  options?: Record<string, unknown>;
  players: number;
  /** Its first stage's planned rounds. */
  planned?: number;
  /** Rounds to play; the last is left under way when `underway`. */
  rounds: number;
  underway?: boolean;
}

/** Plays an event of `divisions` (the first is the event's own) and returns its id. */
function play(t: TempCore, ruleset: string, options: Record<string, unknown>, divisions: DivisionPlan[]): number {
  const planned = (d: DivisionPlan) => (d.planned ? { plannedRounds: d.planned } : {});
  const eventId = t.call<{ id: number }>('event.create', { name: `Cup ${ruleset}`, date: '2026-12-05', ruleset, options, ...planned(divisions[0]!) }).id;
  const ids = divisions.map((d, i) => {
    if (i === 0) return t.call<TournamentEvent>('event.get', { id: eventId }).divisionId;
    return t.call<{ id: number }>('division.create', { eventId, name: d.name, ...(d.options ? { options: d.options } : {}), ...planned(d) }).id;
  });
  divisions.forEach((d, i) => {
    for (let p = 1; p <= d.players; p++) {
      const player = t.call<{ id: number; version: number }>('player.register', { eventId, name: `${d.name} ${p}`, ...(i > 0 ? { divisionId: ids[i] } : {}) });
      t.call('player.checkIn', { id: player.id, version: player.version });
    }
  });
  divisions.forEach((d, i) => {
    const divisionId = ids[i]!;
    const { format } = t.call<TournamentEvent>('event.get', { id: eventId, divisionId });
    for (let r = 1; r <= d.rounds; r++) {
      const round = t.publishNext(eventId, divisionId);
      if (r === d.rounds && d.underway) break;
      for (const table of round.tables.filter((x) => !x.bye)) {
        const fresh = t.call<Round>('round.get', { roundId: round.id }).tables.find((x) => x.id === table.id)!;
        t.call('result.enter', { tableId: fresh.id, version: fresh.version, ...seatOneWins(format, round, fresh) });
      }
    }
  });
  return eventId;
}

/** Exports, imports on a fresh computer, and checks the two agree; returns both files. */
function carried(t: TempCore, eventId: number): { original: EventFile; again: EventFile } {
  const original = JSON.parse(JSON.stringify(t.call<EventFile>('export.event', { eventId }))) as EventFile;
  const there = core();
  const imported = there.call<{ id: number }>('event.import', { document: original });
  const again = JSON.parse(JSON.stringify(there.call<EventFile>('export.event', { eventId: imported.id }))) as EventFile;
  expect(comparableFile(again)).toEqual(comparableFile(original));
  // The file of an imported event is a fixed point: imported once more on a third computer, the
  // same file comes out, ids and features' parts included.
  const third = core();
  const twice = third.call<{ id: number }>('event.import', { document: again });
  const thrice = JSON.parse(JSON.stringify(third.call<EventFile>('export.event', { eventId: twice.id }))) as EventFile;
  const stable = (f: EventFile) => ({ ...f, exportedAt: '', event: { ...f.event, createdAt: '' }, audit: [] });
  expect(stable(thrice)).toEqual(stable(again));
  // Both files check: the original's rounds replay from its audit trail, the copy's from what the
  // import brought.
  for (const f of [original, again]) expect(t.call<VerifyReport>('event.verify', { document: f }).problems).toEqual([]);
  return { original, again };
}

const stages = (file: EventFile) => file.divisions.map((d) => [...new Set(d.rounds.map((r) => r.stage?.kind))]);

describe('an event of several divisions carried in its file', () => {
  it('Generic: Swiss with a playoff, a round robin, a double and a single elimination side by side', () => {
    const t = core();
    const eventId = play(t, 'generic', { playoff: 'elimination', cut: 4 }, [
      { name: 'Open', players: 9, planned: 3, rounds: 5 },
      { name: 'Juniors', options: { format: 'round_robin' }, players: 5, rounds: 2 },
      { name: 'Veterans', options: { format: 'double_elimination' }, players: 6, rounds: 3, underway: true },
      { name: 'Ladies', options: { format: 'elimination', thirdPlace: true }, players: 4, rounds: 2 },
    ]);
    const { original } = carried(t, eventId);
    expect(original.divisions.map((d) => d.name)).toEqual(['Open', 'Juniors', 'Veterans', 'Ladies']);
    expect(stages(original)).toEqual([['swiss', 'elimination'], ['round_robin'], ['double_elimination'], ['elimination']]);
  });

  it('Netrunner: two divisions, one with its own playoff', () => {
    const t = core();
    const eventId = play(t, 'netrunner-1996', {}, [
      { name: 'Main', players: 7, planned: 3, rounds: 2 },
      { name: 'Side event', options: { playoff: 'elimination', cut: 2 }, players: 6, planned: 2, rounds: 3 },
    ]);
    const { original } = carried(t, eventId);
    expect(stages(original)).toEqual([['swiss'], ['swiss', 'elimination']]);
    expect(original.divisions[1]!.ownOptions).toBe(true);
  });

  it('Attacktix: a single elimination and a round robin', () => {
    const t = core();
    const eventId = play(t, 'attacktix', {}, [
      { name: '100 points', players: 8, rounds: 3 },
      { name: '200 points', options: { format: 'round_robin' }, players: 4, rounds: 3 },
    ]);
    expect(stages(carried(t, eventId).original)).toEqual([['elimination'], ['round_robin']]);
  });

  it('Doomtrooper: free-for-all tables, head-to-head rounds and a seated playoff; a division without a playoff; one of team games', () => {
    const t = core();
    const eventId = play(t, 'doomtrooper', { headToHeadRounds: 1, playoff: 'seated_playoff' }, [
      { name: 'Główna', players: 9, planned: 1, rounds: 4 },
      { name: 'Juniorzy', options: { tableSize: 3, headToHeadRounds: 2, playoff: 'none' }, players: 6, planned: 1, rounds: 3, underway: true },
      { name: 'Drużyny', options: { teamRounds: 1, headToHeadRounds: 0, playoff: 'none' }, players: 8, planned: 1, rounds: 2 },
    ]);
    expect(stages(carried(t, eventId).original)).toEqual([['table_rounds', 'swiss', 'seated_playoff'], ['table_rounds', 'swiss'], ['table_rounds', 'team_rounds']]);
  });

  it('Catan: the qualifying schedule made in advance and its seated playoff, beside a second division', () => {
    const t = core();
    const eventId = play(t, 'catan', {}, [
      { name: 'Чемпионат', players: 16, planned: 3, rounds: 4, underway: true },
      { name: 'Любители', players: 8, planned: 3, rounds: 1 },
    ]);
    const { original } = carried(t, eventId);
    expect(original.divisions.every((d) => d.schedules.length === 1)).toBe(true);
    expect(stages(original)).toEqual([['scheduled_tables', 'seated_playoff'], ['scheduled_tables']]);
  });
});
