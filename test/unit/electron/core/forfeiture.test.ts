// The judge's Declaration of Forfeiture (Netrunner Floor 1, 10) is a ruleset's: its format says so,
// so the standings explain the mark only there, and elsewhere the core refuses to record one.
// Generic offers it as an option, as it offers the live registration queue (Catan 1.22).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Entry } from '../../../../shared/model/entry';
import type { TournamentEvent } from '../../../../shared/model/event';
import { publishedRound } from '../../../fixtures/published-round';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

function entryOf(ruleset: string, options?: object): { eventId: number; entry: Entry } {
  const { eventId } = publishedRound(t, { ruleset, players: 4, ...(options ? { options } : {}) });
  return { eventId, entry: t.call<Entry[]>('entry.list', { eventId })[0]! };
}

describe('the Declaration of Forfeiture', () => {
  it('is in the format of Netrunner alone', () => {
    const formats = ['netrunner-1996', 'generic', 'catan', 'doomtrooper', 'attacktix'].map((ruleset) => t.call<TournamentEvent>('event.get', { id: entryOf(ruleset).eventId }).format.forfeiture);
    expect(formats).toEqual([true, undefined, undefined, undefined, undefined]);
  });

  it('is recorded in Netrunner and refused where the ruleset has none, a plain drop still taken', () => {
    const netrunner = entryOf('netrunner-1996').entry;
    expect(t.call<Entry>('entry.drop', { entryId: netrunner.id, version: netrunner.version, reason: 'Marked cards', forfeit: true }).forfeited).toBe(true);

    const catan = entryOf('catan').entry;
    expect(t.fail('entry.drop', { entryId: catan.id, version: catan.version, reason: 'Marked cards', forfeit: true })).toMatchObject({
      code: 'validation',
      details: { fields: [{ path: 'forfeit', code: 'no_forfeiture' }] },
    });
    const dropped = t.call<Entry>('entry.drop', { entryId: catan.id, version: catan.version, reason: 'Had to leave' });
    expect([dropped.droppedAfterRound, dropped.forfeited]).toEqual([1, false]);
  });

  it('is an option of Generic: off by default, then in the format and recorded', () => {
    const { eventId, entry } = entryOf('generic', { forfeiture: true });
    expect(t.call<TournamentEvent>('event.get', { id: eventId }).format.forfeiture).toBe(true);
    expect(t.call<Entry>('entry.drop', { entryId: entry.id, version: entry.version, reason: 'Marked cards', forfeit: true }).forfeited).toBe(true);
  });
});

describe('the live registration queue', () => {
  it('is Catan’s, and an option of Generic', () => {
    const queue = (ruleset: string, options?: object) => t.call<TournamentEvent>('event.get', { id: entryOf(ruleset, options).eventId }).format.arrivalQueue;
    expect([queue('catan'), queue('generic'), queue('generic', { arrivalQueue: true }), queue('netrunner-1996')]).toEqual([true, undefined, true, undefined]);
  });
});
