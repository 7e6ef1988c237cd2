// A division's rounds for other programs: each round's tables and results with the standings after
// it as they stood then, read by the room as by the desk; and the CSV of the standings after every
// round, block by block.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { roundsExportSchema, type RoundsExport } from '../../../../../shared/model/rounds-export';
import type { Round } from '../../../../../shared/model/round';
import type { Standings } from '../../../../../shared/model/standings';
import { netrunnerGames } from '../../../../fixtures/netrunner-results';
import { parseCsv } from '../../../../fixtures/parse-csv';
import { tempCore, type TempCore } from '../../../../fixtures/temp-core';

let t: TempCore;
let eventId: number;
const room = { actor: 'display', readOnly: true, room: true };

function enterAll(round: Round): void {
  for (const table of round.tables.filter((x) => !x.bye)) {
    const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
    t.call('result.enter', { tableId: table.id, version: table.version, games: netrunnerGames(a, b, [['a', 7, 2], ['b', 3, 7]]) });
  }
}

beforeEach(() => {
  t = tempCore();
  eventId = t.call<{ id: number }>('event.create', { name: 'Winter Open', date: '2026-12-05', ruleset: 'netrunner-1996', plannedRounds: 3 }).id;
  for (const name of ['Ann', 'Bo', 'Cy', 'Di', 'Ed']) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name, contact: `${name}@example.org` });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  enterAll(t.publishNext(eventId));
  const r2 = t.publishNext(eventId);
  enterAll(r2);
  const di = t.call<{ id: number; version: number; name: string }[]>('entry.list', { eventId }).find((e) => e.name === 'Di')!;
  t.call('entry.drop', { entryId: di.id, version: di.version, reason: 'Train home' });
  t.publishNext(eventId);
});
afterEach(() => t.dispose());

describe('the rounds for other programs', () => {
  it('carries each round as round.get shows it, and the standings after it as they stood then', () => {
    const data = t.call<RoundsExport>('export.rounds', { eventId }, room);
    expect(roundsExportSchema.parse(JSON.parse(JSON.stringify(data)))).toEqual(data);
    expect(data).toMatchObject({ format: 'arbiter-rounds', version: 1, event: { name: 'Winter Open', ruleset: 'netrunner-1996' }, division: { position: 1, name: 'Open' }, primary: 'games_won' });
    expect(data.rounds.map((r) => [r.number, r.status, r.standings?.length ?? null])).toEqual([
      [1, 'closed', 5],
      [2, 'closed', 5],
      // Round 3 is under way: no standings after it yet.
      [3, 'published', null],
    ]);
    for (const round of data.rounds) {
      const live = t.call<Round>('round.get', { roundId: t.call<{ id: number; number: number }[]>('round.list', { eventId }).find((r) => r.number === round.number)!.id });
      expect(round.tables.map((x) => [x.table, x.bye, x.seats.map((s) => s.entryId)])).toEqual(live.tables.map((x) => [x.number, x.bye, x.seats.map((s) => s.entryId)]));
      expect(round.tables.filter((x) => !x.bye).every((x) => (round.status === 'closed') === (x.games?.length === 2))).toBe(true);
    }
    // After round 2 the standings are today's; Di dropped after round 2, so after round 1 Di was still in.
    expect(data.rounds[1]!.standings).toEqual(t.call<Standings>('standings.get', { eventId }).rows);
    const di = (n: number) => data.rounds[n]!.standings!.find((r) => r.name === 'Di')!;
    expect([di(0).status, di(0).droppedAfterRound, di(1).status, di(1).droppedAfterRound]).toEqual(['active', null, 'dropped', 2]);
    // Nothing the room does not see.
    expect(JSON.stringify(data)).not.toContain('@example.org');
  });

  it('writes the standings after every round as one CSV, a block per round', () => {
    const csv = t.call<{ filename: string; content: string }>('export.csv', { eventId, sheet: 'standings-rounds' });
    expect(csv.filename).toBe(`arbiter-${eventId}-winter-open-standings-rounds.csv`);
    const [header, ...rows] = parseCsv(csv.content.replace(/^\uFEFF/, ''));
    expect(header!.slice(0, 6)).toEqual(['Round', 'Rank', 'Entry ID', 'Player', 'Status', 'Score']);
    expect(header!.slice(13)).toEqual(['match_record', 'agenda', 'opponents_agenda']);
    expect(rows.map((r) => r[0])).toEqual(['1', '1', '1', '1', '1', '2', '2', '2', '2', '2']);
    const data = t.call<RoundsExport>('export.rounds', { eventId });
    expect(rows.map((r) => r[3])).toEqual(data.rounds.flatMap((r) => (r.standings ?? []).map((s) => s.name)));
    expect(rows.filter((r) => r[3] === 'Di').map((r) => r[4])).toEqual(['', 'dropped']);
  });
});
