// The results report of events that record more than Doomtrooper does: an Attacktix match's
// penalties (with what the escalation made of them) and its games, and a Catan player
// disqualified at a table by a referee, with the rule and the referee.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { racePlaces, raceOutcomes } from '../../../../../shared/model/race';
import type { Report } from '../../../../../shared/model/report';
import type { Round, RoundTable } from '../../../../../shared/model/round';
import { tempCore, type TempCore } from '../../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

function event(ruleset: string, players: number, options: Record<string, unknown> = {}): { eventId: number; round: Round } {
  const eventId = t.call<{ id: number }>('event.create', { name: 'Cup', date: '2026-12-05', ruleset, options }).id;
  for (let i = 1; i <= players; i++) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  return { eventId, round: t.publishNext(eventId) };
}

describe('the results report', () => {
  it('lists an Attacktix table’s penalties in order, with the penalty each became, and its games', () => {
    const { eventId, round } = event('attacktix', 2, { gamesToWin: 2 });
    let table = round.tables.find((x) => !x.bye)!;
    const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
    for (const offence of ['4.3.1.1', '4.3.2.2']) table = t.call<RoundTable>('penalty.record', { tableId: table.id, version: table.version, entryId: a, game: 1, offence });
    const games = [1, 2].map((g) => ({ seats: [a, b].map((entryId, i) => ({ entryId, outcome: i === 1 ? 'win' : 'loss', score: 0, role: (g % 2 === 1) === (i === 0) ? 'first' : 'second' })) }));
    t.call('result.enter', { tableId: table.id, version: table.version, games });

    const report = t.call<Report>('report.get', { eventId });
    expect(report.event).toMatchObject({ ruleset: 'attacktix', entry: 'winner' });
    expect(report.features.penalties).toEqual([
      { round: 1, table: table.number, game: 1, entryId: a, name: table.seats[0]!.name, offence: '4.3.1.1', penalty: 'forfeit_attack' },
      { round: 1, table: table.number, game: 1, entryId: a, name: table.seats[0]!.name, offence: '4.3.2.2', penalty: 'forfeit_turn' },
    ]);
    expect(report.rounds[0]!.tables[0]!.games.map((g) => g.seats.map((s) => s.outcome))).toEqual([
      ['loss', 'win'],
      ['loss', 'win'],
    ]);
  });

  it('says who a referee disqualified at a table, with the rule and the referee', () => {
    const { eventId, round } = event('catan', 8);
    const [one, two] = [...round.tables].sort((x, y) => x.number - y.number) as [RoundTable, RoundTable];
    const offender = one.seats[2]!;
    const entry = t.call<{ id: number; version: number }[]>('entry.list', { eventId }).find((e) => e.id === offender.entryId)!;
    t.call('table.disqualify', { tableId: one.id, entryId: entry.id, version: entry.version, rule: '1.15', reason: 'Insulted another player', referee: 'Oleg Referee' });
    for (const table of [one, two]) {
      const vps = [10, 8, 5, 3];
      const places = racePlaces(vps, 'target', 0);
      const outcomes = raceOutcomes(vps, 'target', 0);
      const seats = table.seats.map((s, i) => ({ entryId: s.entryId, outcome: outcomes[i]!, place: places[i]!, score: vps[i]! }));
      t.call('result.enter', { tableId: table.id, version: table.version, games: [{ ending: 'target', seats }], signing: { by: 'players' } });
    }

    const report = t.call<Report>('report.get', { eventId });
    expect(report.players).toMatchObject({ registered: 8, played: 8, disqualified: 1, dropped: 0 });
    expect(report.entries.find((e) => e.entryId === offender.entryId)).toMatchObject({
      status: 'disqualified',
      afterRound: 1,
      reason: 'Insulted another player',
      disqualification: { cause: 'at_table', rule: '1.15', table: one.number, referee: 'Oleg Referee' },
    });
  });
});
