// The registration list in the alphabetical order of the machine's language, as the lists by name on
// the projector and on paper: Polish letters after their plain ones, ё with е and Cyrillic first in
// Russian; a page of the list is a page of that order, and a language switch reorders it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Player } from '../../../../shared/model/player';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

function eventWith(names: string[]): number {
  const eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'generic' }).id;
  for (const name of names) t.call('player.register', { eventId, name });
  return eventId;
}
const listed = (input: Record<string, unknown>) => t.call<Player[]>('player.list', input).map((p) => p.name);

describe('the registration list order', () => {
  it('follows Polish: Ł after L, Ś after S, Ź and Ż after Z', () => {
    const eventId = eventWith(['Śliwa', 'Żak', 'Sowa', 'Łukasiewicz', 'Zalewski', 'Lis', 'Szymański', 'Źrebiec']);
    t.call('settings.set', { language: 'pl' });
    expect(listed({ eventId })).toEqual(['Lis', 'Łukasiewicz', 'Sowa', 'Szymański', 'Śliwa', 'Zalewski', 'Źrebiec', 'Żak']);
    // A page and a filter are taken from that order.
    expect(listed({ eventId, offset: 2, limit: 3 })).toEqual(['Sowa', 'Szymański', 'Śliwa']);
    expect(listed({ eventId, filter: 's' })).toEqual(['Lis', 'Łukasiewicz', 'Sowa', 'Szymański', 'Śliwa', 'Zalewski']);
  });

  it('follows Russian: ё with е, Cyrillic before Latin, numbers by value', () => {
    const eventId = eventWith(['Adams', 'Ельцин', 'Ёлкин', 'Ежов', 'Иванов 10', 'Иванов 9']);
    t.call('settings.set', { language: 'ru' });
    expect(listed({ eventId })).toEqual(['Ежов', 'Ёлкин', 'Ельцин', 'Иванов 9', 'Иванов 10', 'Adams']);
    t.call('settings.set', { language: 'en' });
    expect(listed({ eventId })).toEqual(['Adams', 'Ежов', 'Ёлкин', 'Ельцин', 'Иванов 9', 'Иванов 10']);
  });

  it('takes in a rename, a new player and a removal at once', () => {
    const eventId = eventWith(['Sowa', 'Śliwa']);
    t.call('settings.set', { language: 'pl' });
    expect(listed({ eventId })).toEqual(['Sowa', 'Śliwa']);
    const sowa = t.call<Player[]>('player.list', { eventId })[0]!;
    t.call('player.update', { id: sowa.id, version: sowa.version, name: 'Żuraw' });
    t.call('player.register', { eventId, name: 'Adamczyk' });
    expect(listed({ eventId })).toEqual(['Adamczyk', 'Śliwa', 'Żuraw']);
    const adam = t.call<Player[]>('player.list', { eventId })[0]!;
    t.call('player.remove', { id: adam.id, version: adam.version });
    expect(listed({ eventId })).toEqual(['Śliwa', 'Żuraw']);
  });
});
