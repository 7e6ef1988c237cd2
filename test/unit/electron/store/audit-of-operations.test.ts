// The audit asked for some operations only (the Rounds tab's manual changes, after every result)
// gives exactly the entries of those operations, in the order written, and no other event's.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

it('filters by operation in the order written, as the whole trail filtered would', () => {
  const eventIds = ['Open', 'Other'].map((name) => t.call<{ id: number }>('event.create', { name, date: '2026-12-05', ruleset: 'netrunner-1996' }).id);
  for (const eventId of eventIds) {
    for (let i = 0; i < 4; i++) {
      const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
      const checked = t.call<{ id: number; version: number }>('player.checkIn', { id: p.id, version: p.version });
      if (i % 2 === 0) t.call('player.undoCheckIn', { id: checked.id, version: checked.version });
    }
  }
  const audit = t.core.store.audit;
  const operations = ['player.undoCheckIn', 'player.register'];
  const whole = audit.ofEvent(eventIds[0]!);
  const some = audit.ofEvent(eventIds[0]!, operations);
  expect(some).toEqual(whole.filter((a) => operations.includes(a.operation)));
  expect(some.map((a) => a.operation)).toEqual(['player.register', 'player.undoCheckIn', 'player.register', 'player.register', 'player.undoCheckIn', 'player.register']);
  expect(audit.ofEvent(eventIds[0]!, [])).toEqual([]);
});
