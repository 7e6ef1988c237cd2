// A division's entries are kept between reads (pairing and standings read them for every
// command): whatever changed them since, through the core or the store, inside a transaction that
// was then rolled back, or an entry removed and another made with the same id, the kept ones must
// equal a fresh read.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Entry } from '../../../../shared/model/entry';
import { entriesRepository } from '../../../../electron/store/repositories/entries';
import { shownNamesRepository } from '../../../../electron/store/repositories/shown-names';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

type Player = { id: number; version: number; name: string };

function setUp() {
  const eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
  const players = Array.from({ length: 5 }, (_, i) => {
    const p = t.call<Player>('player.register', { eventId, name: `Player ${i}` });
    return t.call<Player>('player.checkIn', { id: p.id, version: p.version });
  });
  const divisionId = t.core.store.divisions.first(eventId)!.id;
  return { eventId, divisionId, players };
}

/** The division's entries read from SQL by a repository that has kept nothing. */
const fresh = (divisionId: number): readonly Entry[] => entriesRepository(t.core.store.db, { generation: 0 }, shownNamesRepository(t.core.store.db)).inDivision(divisionId);

describe('kept entries', () => {
  it('follow every change made through the core', () => {
    const { eventId, divisionId, players } = setUp();
    t.publishNext(eventId);
    const kept = t.core.store.entries.inDivision(divisionId);
    expect(kept).toHaveLength(5);
    expect(t.core.store.entries.inDivision(divisionId)).toBe(kept);

    const renamed = t.call<Player>('player.update', { id: players[0]!.id, version: players[0]!.version, name: 'Player Z', club: null, contact: null });
    expect(renamed.name).toBe('Player Z');
    expect(t.core.store.entries.inDivision(divisionId)).toEqual(fresh(divisionId));
    expect(t.core.store.entries.inDivision(divisionId).map((e) => e.name)).toContain('Player Z');

    const entry = t.core.store.entries.inDivision(divisionId)[1]!;
    t.call('entry.drop', { entryId: entry.id, version: entry.version, reason: 'left early' });
    expect(t.core.store.entries.inDivision(divisionId)).toEqual(fresh(divisionId));
    expect(t.core.store.entries.inDivision(divisionId)[1]!.droppedAfterRound).toBe(1);
  });

  it('follow a namesake registered later, who changes the name an entry shows', () => {
    const { eventId, divisionId } = setUp();
    t.publishNext(eventId);
    expect(t.core.store.entries.inDivision(divisionId)[0]!.name).toBe('Player 0');
    t.call('player.register', { eventId, name: 'player 0', club: 'Gdańsk', confirmDuplicate: true });
    expect(t.core.store.entries.inDivision(divisionId)[0]!.name).toBe('Player 0 (1)');
    expect(t.core.store.entries.inDivision(divisionId)).toEqual(fresh(divisionId));
  });

  it('forget what a rolled-back transaction read', () => {
    const { eventId, divisionId, players } = setUp();
    t.publishNext(eventId);
    const before = t.core.store.entries.inDivision(divisionId);
    const player = t.core.store.players.get(players[0]!.id)!;
    expect(() =>
      t.core.store.transaction(() => {
        t.core.store.players.update(player.id, player.version, { ...player, name: 'Player Z' });
        expect(t.core.store.entries.inDivision(divisionId).map((e) => e.name)).toContain('Player Z');
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(t.core.store.entries.inDivision(divisionId)).toEqual(before);
    expect(fresh(divisionId)).toEqual(before);
  });

  it('tell an entry removed from another made with its id', () => {
    const { eventId, divisionId } = setUp();
    t.publishNext(eventId);
    const first = t.call<Player>('player.register', { eventId, name: 'First' });
    const second = t.call<Player>('player.register', { eventId, name: 'Second' });
    const id = t.core.store.entries.insertSingle(eventId, divisionId, first, 2);
    expect(t.core.store.entries.inDivision(divisionId).at(-1)!.name).toBe('First');
    t.core.store.players.removeEntry(id);
    expect(t.core.store.entries.insertSingle(eventId, divisionId, second, 2)).toBe(id);
    expect(t.core.store.entries.inDivision(divisionId).at(-1)!.name).toBe('Second');
    expect(t.core.store.entries.inDivision(divisionId)).toEqual(fresh(divisionId));
  });

  it('are mended entry by entry after their own writes: a late entry, a drop, a reinstatement', () => {
    const { eventId, divisionId } = setUp();
    t.publishNext(eventId);
    const before = t.core.store.entries.inDivision(divisionId);
    const late = t.call<Player>('player.register', { eventId, name: 'Late' });
    const lateId = t.core.store.entries.insertSingle(eventId, divisionId, late, 2);
    const after = t.core.store.entries.inDivision(divisionId);
    expect(after).toEqual(fresh(divisionId));
    expect(after.at(-1)!.id).toBe(lateId);
    // The entries no write touched are the ones kept, not read again.
    expect(after[0]).toBe(before[0]);

    const dropped = after[2]!;
    expect(t.core.store.entries.drop(dropped.id, dropped.version, 1, 'left')).toBe(true);
    const afterDrop = t.core.store.entries.inDivision(divisionId);
    expect(afterDrop).toEqual(fresh(divisionId));
    expect(afterDrop[2]!.droppedAfterRound).toBe(1);
    expect(afterDrop[0]).toBe(before[0]);
    expect(t.core.store.entries.reinstate(dropped.id, afterDrop[2]!.version)).toBe(true);
    expect(t.core.store.entries.inDivision(divisionId)).toEqual(fresh(divisionId));

    // A write that changed nothing reads only its own entry again.
    const kept = t.core.store.entries.inDivision(divisionId);
    expect(t.core.store.entries.reinstate(dropped.id, 999)).toBe(false);
    const again = t.core.store.entries.inDivision(divisionId);
    expect(again).toEqual(fresh(divisionId));
    expect(again.filter((e, k) => e !== kept[k]).map((e) => e.id)).toEqual([dropped.id]);
  });

  it('are read again after a write made outside the repositories', () => {
    const { eventId, divisionId } = setUp();
    t.publishNext(eventId);
    const entry = t.core.store.entries.inDivision(divisionId)[0]!;
    t.core.store.db.prepare('UPDATE entries SET dropped_after_round = 1, version = version + 1 WHERE id = ?').run(entry.id);
    expect(t.core.store.entries.inDivision(divisionId)[0]!.droppedAfterRound).toBe(1);
  });
});
