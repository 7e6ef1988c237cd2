// The check-in search finds a player by name, player ID, club or date of birth (ISO, or as the
// desk's language writes it), and the desk's list shows the player ID; the room (a projector, a
// phone) finds by name only and never reads a player ID.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Player } from '../../../../shared/model/player';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
let eventId: number;
const room = { actor: 'display', readOnly: true, room: true };
const found = (filter: string, caller?: typeof room) => t.call<Player[]>('player.list', { eventId, filter }, caller).map((p) => p.name);

beforeEach(() => {
  t = tempCore();
  eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
  const ann = t.call<Player>('player.register', { eventId, name: 'Anna Łukasik', club: 'Gryf Gdańsk', dateOfBirth: '1990-05-02' });
  t.call<Player>('player.register', { eventId, name: 'Ben Brown', club: 'Leeds', dateOfBirth: '1985-11-20' });
  t.core.store.playerIds.set(eventId, ann.id, 'PL-0042');
});
afterEach(() => t.dispose());

describe('the check-in search', () => {
  it('finds by name, player ID, club and date of birth, and counts what it finds', () => {
    expect(found('lukas')).toEqual(['Anna Łukasik']);
    expect(found('pl-0042')).toEqual(['Anna Łukasik']);
    expect(found('gdansk')).toEqual(['Anna Łukasik']);
    expect(found('leeds')).toEqual(['Ben Brown']);
    expect(found('1985-11-20')).toEqual(['Ben Brown']);
    expect(found('11/20/1985')).toEqual(['Ben Brown']);
    expect(found('20.11.1985')).toEqual([]);
    expect(t.call('player.counts', { eventId, filter: 'gryf' })).toMatchObject({ matching: 1 });
    t.call('settings.set', { language: 'pl' });
    expect(found('20.11.1985')).toEqual(['Ben Brown']);
  });

  it('gives the desk each player’s player ID, where there is one, so a row found by it shows it', () => {
    const listed = t.call<Player[]>('player.list', { eventId, filter: 'pl-0042' });
    expect(listed).toEqual([expect.objectContaining({ name: 'Anna Łukasik', playerId: 'PL-0042' })]);
    expect(t.call<Player[]>('player.list', { eventId, filter: 'ben' })[0]).not.toHaveProperty('playerId');
  });

  it('follows an edit of the club and date of birth', () => {
    const ben = t.call<Player[]>('player.list', { eventId, filter: 'ben' })[0]!;
    expect(found('york')).toEqual([]);
    t.call('player.update', { id: ben.id, version: ben.version, club: 'York', dateOfBirth: '1986-01-01' });
    expect(found('york')).toEqual(['Ben Brown']);
    expect(found('1985-11-20')).toEqual([]);
  });

  it('finds by name only for the room, so no date of birth is found out', () => {
    expect(found('1990-05-02', room)).toEqual([]);
    expect(found('gryf', room)).toEqual([]);
    expect(found('anna', room)).toEqual(['Anna Łukasik']);
    expect(found('pl-0042', room)).toEqual([]);
    // The room reads names only: no player ID comes with them.
    expect(t.call<Player[]>('player.list', { eventId }, room).map((p) => Object.keys(p).filter((k) => k === 'playerId'))).toEqual([[], []]);
    expect(t.call('player.counts', { eventId, filter: '1990' }, room)).toMatchObject({ matching: 0 });
  });
});

describe('a phone’s search (words)', () => {
  it('finds the players each of whose typed words starts a word of the name, in any order, past many namesakes of the first word', () => {
    for (let i = 0; i < 60; i++) t.call('player.register', { eventId, name: `Jan Abel ${i}`, confirmDuplicate: true });
    t.call('player.register', { eventId, name: 'Jan Żyła' });
    t.call('player.register', { eventId, name: 'Małgorzata Świętosławska-Grzybowska' });
    const words = (filter: string) => t.call<Player[]>('player.list', { eventId, filter, words: true, limit: 50 }, room).map((p) => p.name);
    expect(words('jan zy')).toEqual(['Jan Żyła']);
    expect(words('zyla jan')).toEqual(['Jan Żyła']);
    expect(words('malgo swie')).toEqual(['Małgorzata Świętosławska-Grzybowska']);
    expect(words('grzyb')).toEqual(['Małgorzata Świętosławska-Grzybowska']);
    // A word inside a name's word is not its start; without words the whole filter is looked for anywhere.
    expect(words('abel 1 an')).toEqual([]);
    expect(found('malgo swie', room)).toEqual([]);
    expect(words('lukas')).toEqual(['Anna Łukasik']);
  });
});
