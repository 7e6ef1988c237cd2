// A database saved at schema version 27 with sides formed at the desk (test/fixtures/databases/
// v27-sides.sqlite, made by make-v27-sides.ts with the code of that version), when a side no
// pairing had taken was an entry of joined round 0. It opens with today's code: the desk lists
// the same sides, the event the same entries and round; the waiting sides are the feature's own
// rows (ids kept), and the event goes on: the draft paired again takes a side whose partner
// arrived, a stale desk's split is told the side was paired, a new side is formed and split.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Side } from '../../../../shared/features/sides/model';
import type { Round } from '../../../../shared/model/round';
import { openSaved, savedExpected, type SavedCore } from '../../../fixtures/databases/saved';

const expected = savedExpected<{ eventId: number; sides: Side[]; entries: unknown[]; round: Round }>('27-sides');
let saved: SavedCore;
beforeEach(() => {
  saved = openSaved('27-sides');
});
afterEach(() => saved.close());
const { eventId } = expected;
const sideNamed = (name: string) => expected.sides.find((s) => s.name.startsWith(name))!;

describe('sides saved at schema version 27', () => {
  it('reads every side, entry and the round as they were', () => {
    expect(saved.call<Side[]>('side.list', { eventId })).toEqual(expected.sides);
    expect(saved.call<unknown[]>('entry.list', { eventId })).toEqual(expected.entries);
    expect(saved.call<Round>('round.get', { roundId: expected.round.id })).toEqual(expected.round);
    expect(expected.sides.map((s) => s.paired)).toEqual([true, true, false, false]);
  });

  it('keeps every side in the feature’s tables by its id, its players in the order its name lists them, and no entry of round 0', () => {
    const db = saved.core.store.db;
    expect(db.prepare('SELECT COUNT(*) AS n FROM entries WHERE joined_round = 0').get()).toEqual({ n: 0 });
    const rows = db
      .prepare('SELECT s.id, s.name, s.entry_id AS entryId, (SELECT group_concat(player_id) FROM (SELECT player_id FROM formed_side_players WHERE side_id = s.id ORDER BY position)) AS players FROM formed_sides s ORDER BY s.id')
      .all();
    // The sides paired before were entries 1 and 2, and keep those ids.
    expect(rows).toEqual(expected.sides.map((s) => ({ id: s.id, name: s.name, entryId: s.paired ? s.id : null, players: s.players.map((p) => p.id).join(',') })));
    expect(db.pragma('user_version', { simple: true })).toBe(28);
  });

  it('goes on: the draft paired again takes the side whose partner arrived and the one formed late; a stale split is told it was paired', () => {
    const zofia = sideNamed('Zofia');
    const late = zofia.players[1]!;
    const player = saved.call<{ id: number; version: number }[]>('player.list', { eventId }).find((p) => p.id === late.id)!;
    saved.call('player.checkIn', { id: player.id, version: player.version });

    const draft = saved.call<Round>('round.get', { roundId: expected.round.id });
    const again = saved.call<Round>('round.pair', { eventId, newest: { roundId: draft.id, version: draft.version } });
    const seated = again.tables.flatMap((x) => x.seats.map((s) => s.name)).sort();
    expect(seated).toEqual(expected.sides.map((s) => s.name).sort());
    expect(again.warnings).toEqual([]);

    const sides = saved.call<Side[]>('side.list', { eventId });
    expect(sides.map((s) => [s.name, s.paired])).toEqual(expected.sides.map((s) => [s.name, true]));
    const failed = saved.core.dispatch('side.split', { id: zofia.id, version: zofia.version }, { actor: 'desk', readOnly: false });
    expect(failed).toMatchObject({ ok: false, error: { code: 'conflict', details: { reason: 'side_paired', name: zofia.name, round: 1 } } });
  });

  it('forms a new side after the ones it kept, and splits it', () => {
    const players = saved.call<{ id: number; version: number; name: string }[]>('player.list', { eventId });
    const eve = saved.call<{ id: number }>('player.register', { eventId, name: 'Ewa Zielińska' });
    const petr = players.find((p) => p.name === 'Пётр Иванов')!;
    const split = saved.call<Side>('side.split', { id: sideNamed('Пётр').id, version: sideNamed('Пётр').version });
    expect(split.name).toBe('Пётр Иванов / Oliver Smith');
    const side = saved.call<Side>('side.form', { eventId, playerIds: [petr.id, eve.id] });
    expect(expected.sides.map((s) => s.id)).not.toContain(side.id);
    expect(saved.call<Side[]>('side.list', { eventId }).map((s) => s.name)).toEqual([...expected.sides.slice(0, 3).map((s) => s.name), 'Пётр Иванов / Ewa Zielińska']);
    expect(saved.call<Side>('side.split', { id: side.id, version: side.version }).paired).toBe(false);
  });
});
