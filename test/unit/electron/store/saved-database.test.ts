// A database saved by an earlier version (test/fixtures/databases/, made by make-v5.ts with the
// code of schema version 5) opens with today's code, reads as it read then (events, players,
// entries, rounds, standings and the standings CSV: all it said then, and the same; fields the
// contract gained since may come on top), and both of its events go on.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Round } from '../../../../shared/model/round';
import type { Standings } from '../../../../shared/model/standings';
import { netrunnerGames } from '../../../fixtures/netrunner-results';
import { openSaved, savedExpected, type SavedCore } from '../../../fixtures/databases/saved';

const expected = savedExpected<Record<'netrunner' | 'generic', { eventId: number } & Record<string, unknown>>>(5);

let saved: SavedCore;
beforeEach(() => {
  saved = openSaved(5);
});
afterEach(() => saved.close());
const call = <T>(name: string, input: unknown): T => saved.call<T>(name, input);

describe('a database saved at schema version 5', () => {
  it('reads as it did: events, players, entries, rounds, standings and the standings sheet', () => {
    for (const which of ['netrunner', 'generic'] as const) {
      const { eventId, ...then } = expected[which];
      const rounds = call<{ id: number }[]>('round.list', { eventId }).map((r) => call('round.get', { roundId: r.id }));
      expect({
        event: call('event.get', { id: eventId }),
        players: call('player.list', { eventId }),
        entries: call('entry.list', { eventId }),
        rounds,
        standings: call('standings.get', { eventId }),
        csv: call('export.csv', { eventId, sheet: 'standings' }),
      }, which).toMatchObject(then);
    }
  });

  it('goes on: the Netrunner event finishes round 2 and pairs round 3, the Generic one plays its draft', () => {
    const nr = expected.netrunner.eventId;
    const r2 = call<Round>('round.get', { roundId: call<{ id: number }[]>('round.list', { eventId: nr }).at(-1)!.id });
    for (const t of r2.tables.filter((x) => !x.bye && !x.result)) {
      const [a, b] = t.seats.map((s) => s.entryId) as [number, number];
      call('result.enter', { tableId: t.id, version: t.version, games: netrunnerGames(a, b, [['b', 1, 7], ['b', 2, 7]]) });
    }
    const r3 = call<Round>('round.pair', { eventId: nr, newest: { roundId: r2.id, version: call<Round>('round.get', { roundId: r2.id }).version } });
    const seated = r3.tables.flatMap((t) => t.seats.map((s) => s.entryId));
    const active = call<{ id: number; droppedAfterRound: number | null }[]>('entry.list', { eventId: nr }).filter((e) => e.droppedAfterRound === null);
    expect(seated.sort()).toEqual(active.map((e) => e.id).sort());
    expect(call<Standings>('standings.get', { eventId: nr }).throughRound).toBe(2);

    const gen = expected.generic.eventId;
    const draft = call<{ id: number; version: number }[]>('round.list', { eventId: gen }).at(-1)!;
    const g2 = call<Round>('round.publish', { roundId: draft.id, version: draft.version });
    for (const t of g2.tables.filter((x) => !x.bye)) {
      const [a, b] = t.seats.map((s) => s.entryId) as [number, number];
      call('result.enter', { tableId: t.id, version: t.version, games: [{ seats: [{ entryId: a, outcome: 'win', score: 0 }, { entryId: b, outcome: 'loss', score: 0 }] }] });
    }
    const standings = call<Standings>('standings.get', { eventId: gen });
    expect(standings).toMatchObject({ throughRound: 2, columns: [{ id: 'omw' }, { id: 'buchholz' }] });
    expect(standings.rows).toHaveLength(6);
  });
});
