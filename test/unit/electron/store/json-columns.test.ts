// JSON columns are read through the schema of what they hold: a value Arbiter did not write there
// (a damaged or hand-edited file) is refused by its column's name, and the command that met it
// answers `internal` without changing anything; values read are shared and frozen.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readJson, StoredJsonError } from '../../../../electron/store/json';
import { resultSchema } from '../../../../shared/model/result';
import type { Round } from '../../../../shared/model/round';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

describe('JSON columns', () => {
  it('reads a stored result once per text, frozen', () => {
    const text = '{"games":[{"seats":[{"entryId":1,"outcome":"win","score":1},{"entryId":2,"outcome":"loss","score":0}]}]}';
    const a = readJson('table result', resultSchema, text, null);
    expect(readJson('table result', resultSchema, text, null)).toBe(a);
    expect(Object.isFrozen(a!.games[0]!.seats[0])).toBe(true);
    expect(readJson('table result', resultSchema, null, null)).toBeNull();
  });

  it('refuses what the column does not hold, naming the column', () => {
    expect(() => readJson('table result', resultSchema, '{"games":[{"seats":[{"entryId":1,"outcome":"won","score":1}]}]}', null)).toThrow(StoredJsonError);
    expect(() => readJson('table result', resultSchema, '{"games":', null)).toThrow(/stored table result .*not JSON/);
  });

  it('a damaged result in the file makes the round unreadable as internal, not a wrong answer', () => {
    const eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'generic' }).id;
    for (const name of ['Ann', 'Ben']) {
      const p = t.call<{ id: number; version: number }>('player.register', { eventId, name });
      t.call('player.checkIn', { id: p.id, version: p.version });
    }
    const draft = t.call<Round>('round.pair', { eventId, newest: null });
    t.core.store.db.prepare('UPDATE round_tables SET result = ? WHERE round_id = ?').run('{"games":"lost"}', draft.id);
    const error = t.fail('round.get', { roundId: draft.id });
    expect(error.code).toBe('internal');
  });
});
