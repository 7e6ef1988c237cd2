// A database saved at schema version 27 with players waiting (test/fixtures/databases/
// v27-waiting.sqlite, made by make-v27-waiting.ts with the code of that version), when a player's
// number on the list was a column of players. It opens with today's code: the same players wait in
// the same order with the same numbers, the list goes on (a place that frees goes to the first,
// a newcomer waits last), and the column is gone: the waiting list keeps its own table.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Player } from '../../../../shared/model/player';
import { openSaved, savedExpected, type SavedCore } from '../../../fixtures/databases/saved';

const expected = savedExpected<{ eventId: number; players: Player[]; waiting: Player[] }>('27-waiting');
let saved: SavedCore;
beforeEach(() => {
  saved = openSaved('27-waiting');
});
afterEach(() => saved.close());
const { eventId } = expected;
const byName = (players: readonly Player[], name: string) => players.find((p) => p.name === name)!;

describe('a waiting list saved at schema version 27', () => {
  it('reads every player and the waiting list as they were', () => {
    expect(saved.call<Player[]>('player.list', { eventId })).toEqual(expected.players);
    expect(saved.call<Player[]>('player.waitlist', { eventId })).toEqual(expected.waiting);
    expect(expected.waiting.map((p) => p.waitlistOrder)).toEqual([1, 2]);
    expect(saved.call<{ waitingForPlace: number }>('player.counts', { eventId }).waitingForPlace).toBe(2);
  });

  it('goes on: a freed place goes to the first waiting, a newcomer waits last', () => {
    const anna = byName(expected.players, 'Анна Смирнова');
    const back = saved.call<Player & { promoted: { name: string }[] }>('player.undoCheckIn', { id: anna.id, version: anna.version });
    expect(back.promoted.map((p) => p.name)).toEqual(['Zofia Wiśniewska']);
    const eve = byName(expected.players, 'Eve Late');
    expect(saved.call<Player>('player.checkIn', { id: eve.id, version: eve.version }).waitlistOrder).toBe(2);
    expect(saved.call<Player[]>('player.waitlist', { eventId }).map((p) => [p.name, p.waitlistOrder])).toEqual([
      ['Oliver Smith', 1],
      ['Eve Late', 2],
    ]);
  });

  it('leaves no waiting-list column in players', () => {
    const columns = saved.core.store.db.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('players')").all().map((c) => c.name);
    expect(columns).not.toContain('waitlist_order');
    expect(saved.core.store.db.prepare('SELECT COUNT(*) AS n FROM waiting_players').get()).toEqual({ n: 2 });
  });
});
