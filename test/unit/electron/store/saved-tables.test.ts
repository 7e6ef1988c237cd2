// A database saved at schema version 27 (test/fixtures/databases/v27.sqlite, made by make-v27.ts
// with the code of that version), whose tables kept the features' state in columns of
// round_tables: penalties and the repair clock (Attacktix), a wait, a time-out and signed sheets
// (Catan), a clock stop and a team's Player #1 (Doomtrooper). It opens with today's code, every
// round and standing reads as it did, each feature goes on from what it held, and the columns
// are gone: the features keep their state as records of their own.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Round, RoundTable } from '../../../../shared/model/round';
import { openSaved, savedExpected, type SavedCore } from '../../../fixtures/databases/saved';

type Which = 'attacktix' | 'catan' | 'doomtrooper';
const expected = savedExpected<Record<Which, { eventId: number; rounds: Round[]; standings: unknown }>>(27);

const now = '2026-12-05T11:00:00.000Z';
let saved: SavedCore;
beforeEach(() => {
  saved = openSaved(27, () => new Date(now));
});
afterEach(() => saved.close());
const call = <T>(name: string, input: unknown): T => saved.call<T>(name, input);
const roundOf = (which: Which, index = -1) => call<Round>('round.get', { roundId: expected[which].rounds.at(index)!.id });
const tableAt = (round: Round, number: number) => round.tables.find((x) => x.number === number)!;
/** A round as that version answered it, in today's words: its stage's `seatsChosen` is now the
 * kind's `seating`. */
function asToday(round: Round): Round {
  if (!round.stage) return round;
  const { seatsChosen, ...stage } = round.stage as Round['stage'] & { seatsChosen?: boolean };
  return { ...round, stage: seatsChosen === undefined ? stage : { ...stage, seating: seatsChosen ? 'chosen' : 'given' } };
}

describe('a database saved at schema version 27', () => {
  it('reads every round and standing as it did', () => {
    for (const which of ['attacktix', 'catan', 'doomtrooper'] as const) {
      const { eventId, rounds, standings } = expected[which];
      const now = call<{ id: number }[]>('round.list', { eventId }).map((r) => call('round.get', { roundId: r.id }));
      expect(now, which).toMatchObject(rounds.map(asToday));
      expect(call('standings.get', { eventId }), which).toMatchObject(standings as object);
    }
  });

  it('goes on: a penalty removed, the wait and the time-out ended, the clock run again', () => {
    const attacktix = tableAt(roundOf('attacktix'), 1);
    expect(attacktix.penalties).toHaveLength(3);
    const fewer = call<RoundTable>('penalty.remove', { tableId: attacktix.id, version: attacktix.version, index: 2, reason: 'Recorded at the wrong table' });
    expect(fewer.penalties?.map((p) => p.offence)).toEqual(['4.3.2.2', '4.3.2.2']);

    const catan = roundOf('catan');
    const waiting = tableAt(catan, 1);
    expect(waiting.waitStartedAt).toBe('2026-12-05T10:03:00.000Z');
    const back = call<RoundTable>('table.timeOut', { tableId: waiting.id, version: waiting.version, entryId: waiting.timeOuts![0]!.entryId, game: 1, action: 'end' });
    expect(back.timeOuts).toEqual([{ ...waiting.timeOuts![0]!, endedAt: now }]);
    const came = call<RoundTable>('table.wait', { tableId: waiting.id, version: back.version, action: 'stop' });
    expect([came.waitStartedAt, came.timeOuts?.length]).toEqual([null, 1]);
    const refused = tableAt(catan, 3);
    expect(refused.signing).toMatchObject({ by: 'referee', referee: 'Ольга Судейская' });

    const doom = roundOf('doomtrooper');
    const stopped = doom.tables.find((x) => x.clockStops?.length)!;
    const running = call<RoundTable>('table.clockStop', { tableId: stopped.id, version: stopped.version, action: 'restart' });
    expect(running.clockStops).toEqual([{ startedAt: '2026-12-05T10:08:00.000Z', endedAt: now }]);
    expect(doom.tables.find((x) => x.startingPositions)?.startingPositions).toEqual([4, 2, 3, 1, 5, 6]);
  });
});

describe('the features’ table state moved out of round_tables', () => {
  it('leaves no feature column in round_tables, and each feature’s record where a table had state', () => {
    const { db } = saved.core.store;
    const columns = db.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('round_tables')").all().map((c) => c.name);
    expect(columns).toEqual(['id', 'round_id', 'number', 'is_bye', 'notes', 'manual', 'extra_minutes', 'result', 'result_entered_at', 'version', 'teams']);
    const records = db.prepare<[], { feature: string; n: number }>("SELECT feature, COUNT(*) AS n FROM feature_records WHERE owner = 'table' GROUP BY feature ORDER BY feature").all();
    expect(records).toEqual([
      { feature: 'figure-repair', n: 1 },
      { feature: 'penalties', n: 1 },
      { feature: 'seat-order', n: 1 },
      { feature: 'signed-sheet', n: 2 },
      { feature: 'table-timers', n: 2 },
    ]);
  });
});
