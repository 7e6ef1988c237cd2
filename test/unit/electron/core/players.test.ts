import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Player } from '../../../../shared/model/player';
import type { Round } from '../../../../shared/model/round';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
let eventId: number;

const call = <T,>(name: string, input: unknown): T => t.call<T>(name, input);
const fail = (name: string, input: unknown) => t.fail(name, input);
const register = (name: string, more: Record<string, unknown> = {}) => call<Player>('player.register', { eventId, name, ...more });
const checkIn = (p: Player) => call<Player>('player.checkIn', { id: p.id, version: p.version });
const names = (input: Record<string, unknown> = {}) => call<Player[]>('player.list', { eventId, ...input }).map((p) => p.name);
const audit = (operation: string) => call<{ input: unknown; detail: { before: unknown; after: unknown } }[]>('audit.list', { eventId, operations: [operation] });

beforeEach(() => {
  let n = 0;
  t = tempCore({ random: () => `seed-${++n}` });
  eventId = call<{ id: number }>('event.create', { name: 'Spring Open', date: '2026-12-05', ruleset: 'generic' }).id;
});
afterEach(() => t.dispose());

describe('the registration list', () => {
  it('sorts names with numbers by value and filters by check-in', () => {
    const players = ['Takahashi 119', 'Takahashi 39', 'Ann', 'Takahashi 4', 'Álvaro'].map((n) => register(n));
    expect(names()).toEqual(['Álvaro', 'Ann', 'Takahashi 4', 'Takahashi 39', 'Takahashi 119']);
    checkIn(players[0]!);
    checkIn(players[2]!);
    expect(names({ only: 'checkedIn' })).toEqual(['Ann', 'Takahashi 119']);
    expect(names({ checkedInOnly: true })).toEqual(['Ann', 'Takahashi 119']);
    expect(names({ only: 'notCheckedIn' })).toEqual(['Álvaro', 'Takahashi 4', 'Takahashi 39']);
    expect(names({ only: 'notCheckedIn', filter: 'taka', limit: 1 })).toEqual(['Takahashi 4']);
  });

  it('counts what a filtered list finds beside the event totals', () => {
    for (let i = 1; i <= 60; i++) register(`Player ${i}`);
    checkIn(call<Player[]>('player.list', { eventId, filter: 'player 7' })[0]!);
    expect(names({ limit: 50 })).toHaveLength(50);
    expect(call('player.counts', { eventId })).toEqual({ registered: 60, checkedIn: 1, dropped: 0, waitingForPlace: 0, matching: 60 });
    expect(call('player.counts', { eventId, filter: 'player 1' })).toEqual({ registered: 60, checkedIn: 1, dropped: 0, waitingForPlace: 0, matching: 11 });
    expect(call('player.counts', { eventId, only: 'notCheckedIn' })).toEqual({ registered: 60, checkedIn: 1, dropped: 0, waitingForPlace: 0, matching: 59 });
    expect(call('player.counts', { eventId, only: 'checkedIn', filter: 'player 7' })).toEqual({ registered: 60, checkedIn: 1, dropped: 0, waitingForPlace: 0, matching: 1 });
  });
});

describe('registering a name already in the event', () => {
  it('asks to confirm another person, listing who has that name, and registers once confirmed', () => {
    const first = register('Łukasz Kowalski', { club: 'Card Sharks', dateOfBirth: '1990-04-02' });
    const e = fail('player.register', { eventId, name: '  lukasz KOWALSKI ' });
    expect(e).toMatchObject({ code: 'conflict', details: { reason: 'possible_duplicate' } });
    expect(e.details!.matches).toEqual([{ id: first.id, name: 'Łukasz Kowalski', club: 'Card Sharks', dateOfBirth: '1990-04-02' }]);
    expect(names()).toEqual(['Łukasz Kowalski']);
    register('lukasz KOWALSKI', { confirmDuplicate: true });
    expect(names()).toHaveLength(2);
    expect(fail('player.register', { eventId, name: 'Łukasz Kowalski' }).details!.matches).toHaveLength(2);
  });

  it('does not look at other events, and checks Cyrillic ё like the search', () => {
    register('Семён Петров');
    const other = call<{ id: number }>('event.create', { name: 'Other', date: '2026-12-06', ruleset: 'generic' }).id;
    call('player.register', { eventId: other, name: 'Семён Петров' });
    expect(fail('player.register', { eventId, name: 'семен петров' }).details!.reason).toBe('possible_duplicate');
  });
});

describe('editing a player', () => {
  it('saves with the version read, audits before and after, and renames their entry', () => {
    const ann = checkIn(register('Ann Smyth', { club: 'Old Club' }));
    checkIn(register('Ben'));
    call('round.pair', { eventId, newest: t.newestRound(eventId) });
    const edited = call<Player>('player.update', { id: ann.id, version: ann.version, name: 'Ann Smith', club: 'New Club', contact: null, dateOfBirth: '2001-02-03' });
    expect(edited).toMatchObject({ name: 'Ann Smith', club: 'New Club', dateOfBirth: '2001-02-03', version: ann.version + 1, checkInOrder: 1 });
    expect(call<{ name: string }[]>('entry.list', { eventId }).map((e) => e.name)).toEqual(['Ann Smith', 'Ben']);
    expect(audit('player.update')[0]!.detail).toEqual({
      before: { name: 'Ann Smyth', club: 'Old Club', dateOfBirth: null, contact: null, formOfAddress: null },
      after: { name: 'Ann Smith', club: 'New Club', dateOfBirth: '2001-02-03', contact: null, formOfAddress: null },
    });
  });

  it('keeps the form of address registered, changes and clears it, and leaves it when the edit does not say', () => {
    const anna = call<Player>('player.register', { eventId, name: 'Anna Kowalska', formOfAddress: 'female' });
    expect(anna.formOfAddress).toBe('female');
    expect(register('Lee').formOfAddress).toBeNull();
    const kept = call<Player>('player.update', { id: anna.id, version: anna.version, club: 'Klub', contact: null });
    expect(kept.formOfAddress).toBe('female');
    const male = call<Player>('player.update', { id: anna.id, version: kept.version, formOfAddress: 'male', club: null, contact: null });
    expect(male.formOfAddress).toBe('male');
    const cleared = call<Player>('player.update', { id: anna.id, version: male.version, formOfAddress: null, club: null, contact: null });
    expect(cleared.formOfAddress).toBeNull();
    expect(fail('player.register', { eventId, name: 'Kim', formOfAddress: 'she' }).code).toBe('validation');
  });

  it('refuses a stale version with the current values, and writes nothing', () => {
    const ann = register('Ann');
    call('player.update', { id: ann.id, version: ann.version, club: 'Desk A', contact: null });
    const e = fail('player.update', { id: ann.id, version: ann.version, club: 'Desk B', contact: null });
    expect(e).toMatchObject({ code: 'conflict', details: { reason: 'stale', current: { name: 'Ann', club: 'Desk A', version: ann.version + 1 } } });
    expect(audit('player.update')).toHaveLength(1);
  });

  it('asks to confirm a new name that folds to another player, not an unchanged one', () => {
    const ann = register('Anna Nowak');
    const other = register('Ana Nowak');
    expect(fail('player.update', { id: other.id, version: other.version, name: 'Anna NOWAK', club: null, contact: null }).details).toMatchObject({
      reason: 'possible_duplicate',
      matches: [{ id: ann.id }],
    });
    const same = call<Player>('player.update', { id: other.id, version: other.version, name: 'Anna Nowak', club: null, contact: null, confirmDuplicate: true });
    call('player.update', { id: same.id, version: same.version, club: 'Club', contact: null });
    expect(call<Player>('player.update', { id: ann.id, version: ann.version, name: 'ANNA Nowak', club: null, contact: null }).name).toBe('ANNA Nowak');
  });
});

describe('undoing a check-in', () => {
  it('makes the player registered again, without an arrival order, and audits it', () => {
    const ann = checkIn(register('Ann'));
    const ben = checkIn(register('Ben'));
    const back = call<Player>('player.undoCheckIn', { id: ann.id, version: ann.version });
    expect(back).toMatchObject({ checkInOrder: null, checkedInAt: null, version: ann.version + 1 });
    expect(call('player.counts', { eventId })).toMatchObject({ checkedIn: 1 });
    expect(checkIn(back).checkInOrder).toBe(ben.checkInOrder! + 1);
    expect(audit('player.undoCheckIn')[0]!.detail).toEqual({
      name: 'Ann',
      before: { checkInOrder: 1, checkedInAt: '2026-12-05T09:00:00.000Z', entryId: null },
      after: { checkInOrder: null, checkedInAt: null, entryId: null },
    });
    expect(fail('player.undoCheckIn', { id: ann.id, version: ann.version }).code).toBe('conflict');
  });

  it('refuses while the player sits in a draft, naming the round, and once they have played', () => {
    const [ann, ben] = ['Ann', 'Ben'].map((n) => checkIn(register(n))) as [Player, Player];
    const draft = call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
    const e = fail('player.undoCheckIn', { id: ann.id, version: ann.version });
    expect(e).toMatchObject({ code: 'conflict', details: { reason: 'seated_in_draft', round: 1, table: 1 } });
    expect(e.message).toContain('round 1');
    call('round.publish', { roundId: draft.id, version: draft.version });
    expect(fail('player.undoCheckIn', { id: ben.id, version: ben.version }).details).toMatchObject({ reason: 'has_played', round: 1 });
    expect(call('player.counts', { eventId })).toMatchObject({ checkedIn: 2 });
  });

  it('removes an entry that was never seated, so a later round does not pair the player', () => {
    const [ann] = ['Ann', 'Ben', 'Cid'].map((n) => checkIn(register(n))) as [Player];
    call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
    const entries = call<{ id: number; playerIds: number[] }[]>('entry.list', { eventId });
    const dropped = call<{ id: number }>('entry.drop', { entryId: entries.find((e) => e.playerIds[0] === ann.id)!.id, version: 0, reason: 'Left before round 1' });
    // Checked in still, but no longer playing.
    expect(call('player.counts', { eventId })).toMatchObject({ registered: 3, checkedIn: 3, dropped: 1 });
    call('round.pair', { eventId, newest: t.newestRound(eventId) });
    expect(t.core.store.players.seats(ann.id)).toEqual([]);
    call('player.undoCheckIn', { id: ann.id, version: ann.version });
    expect(call<{ id: number }[]>('entry.list', { eventId }).map((e) => e.id)).not.toContain(dropped.id);
    expect(audit('player.undoCheckIn')[0]!.detail).toMatchObject({ before: { entryId: dropped.id } });
    expect(call('player.counts', { eventId })).toMatchObject({ checkedIn: 2, dropped: 0 });
  });
});

describe('removing a registration', () => {
  it('removes a player who has not played, keeping them in the audit as before', () => {
    const ann = register('Ann', { club: 'Card Sharks' });
    register('Ben');
    const removed = call<Player>('player.remove', { id: ann.id, version: ann.version });
    expect(removed).toMatchObject({ id: ann.id, name: 'Ann' });
    expect(names()).toEqual(['Ben']);
    expect(audit('player.remove')[0]!.detail).toEqual({ before: { ...ann, entryId: null }, after: null });
    expect(fail('player.remove', { id: ann.id, version: ann.version }).code).toBe('not_found');
  });

  it('refuses a stale version, a player in a draft (naming it) and one who has played', () => {
    const [ann, ben] = ['Ann', 'Ben'].map((n) => checkIn(register(n))) as [Player, Player];
    expect(fail('player.remove', { id: ann.id, version: ann.version - 1 }).details).toMatchObject({ reason: 'stale' });
    const draft = call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
    expect(fail('player.remove', { id: ann.id, version: ann.version }).message).toMatch(/Ann sits at table 1 of round 1, still a draft/);
    call('round.publish', { roundId: draft.id, version: draft.version });
    expect(fail('player.remove', { id: ben.id, version: ben.version }).details).toMatchObject({ reason: 'has_played', round: 1 });
    expect(names()).toEqual(['Ann', 'Ben']);
  });
});
