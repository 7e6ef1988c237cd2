// Doubles sides through the core (Attacktix 1.2.1): the desk forms a side of two registered players
// of a doubles division, splits it while no pairing has taken it, and is refused with who and why;
// pairing seats only sides whose two players are both checked in and names everybody left out;
// the parent-child class takes one adult and one child on the event date (1.2.2).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventFile } from '../../../../shared/model/export';
import type { Round } from '../../../../shared/model/round';
import type { Side } from '../../../../shared/features/sides/model';
import type { Standings } from '../../../../shared/model/standings';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

interface P {
  id: number;
  version: number;
  name: string;
}

function event(options: Record<string, unknown>): number {
  return t.call<{ id: number }>('event.create', { name: 'Attacktix doubles', date: '2026-12-05', ruleset: 'attacktix', options }).id;
}

function player(eventId: number, name: string, extra: Record<string, unknown> = {}, checkIn = true): P {
  const p = t.call<P>('player.register', { eventId, name, ...extra });
  return checkIn ? t.call<P>('player.checkIn', { id: p.id, version: p.version }) : p;
}

const form = (eventId: number, players: P[], extra: Record<string, unknown> = {}) => t.call<Side>('side.form', { eventId, playerIds: players.map((p) => p.id), ...extra });
const pair = (eventId: number) => t.call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
const seated = (r: Round) => r.tables.flatMap((x) => x.seats.map((s) => s.name)).sort();

describe('doubles sides', () => {
  it('forms a side of two players named "A / B", lists it with check-in, and splits it before any pairing', () => {
    const eventId = event({ play: 'doubles' });
    const ann = player(eventId, 'Ann');
    const bob = player(eventId, 'Bob', {}, false);
    const side = form(eventId, [ann, bob]);
    expect(side).toMatchObject({ name: 'Ann / Bob', paired: false, players: [{ name: 'Ann', checkedIn: true }, { name: 'Bob', checkedIn: false }] });
    expect(t.call<Side[]>('side.list', { eventId })).toEqual([side]);
    // Not an entry that plays until a pairing takes it.
    expect(t.call<unknown[]>('entry.list', { eventId })).toEqual([]);

    expect(t.call<Side>('side.split', { id: side.id, version: side.version }).name).toBe('Ann / Bob');
    expect(t.call<Side[]>('side.list', { eventId })).toEqual([]);
    expect(form(eventId, [bob, ann], { name: 'The Twins' }).name).toBe('The Twins');
  });

  it('refuses a side with who and why: singles, the same player, another division, already in a side, three players', () => {
    const singles = event({});
    const [s1, s2] = [player(singles, 'Sam'), player(singles, 'Sue')];
    expect(t.fail('side.form', { eventId: singles, playerIds: [s1.id, s2.id] })).toMatchObject({ code: 'conflict', details: { reason: 'division_plays_singles' } });

    const eventId = event({ play: 'doubles' });
    const [ann, bob, cat] = ['Ann', 'Bob', 'Cat'].map((n) => player(eventId, n)) as [P, P, P];
    expect(t.fail('side.form', { eventId, playerIds: [ann.id, ann.id] })).toMatchObject({ details: { reason: 'same_player_twice', name: 'Ann' } });
    expect(t.fail('side.form', { eventId, playerIds: [ann.id, bob.id, cat.id] })).toMatchObject({ details: { reason: 'side_size', size: 2, count: 3 } });
    expect(t.fail('side.form', { eventId, playerIds: [ann.id, s1.id] })).toMatchObject({ code: 'not_found', details: { reason: 'no_player' } });
    form(eventId, [ann, bob]);
    expect(t.fail('side.form', { eventId, playerIds: [cat.id, bob.id] })).toMatchObject({ details: { reason: 'player_in_side', name: 'Bob', side: 'Ann / Bob' } });

    const other = t.call<{ id: number }>('division.create', { eventId, name: 'Singles', options: { play: 'singles' } });
    const dan = player(eventId, 'Dan', { divisionId: other.id });
    expect(t.fail('side.form', { eventId, playerIds: [cat.id, dan.id] })).toMatchObject({ details: { reason: 'player_other_division', name: 'Dan' } });
    expect(t.fail('side.form', { eventId, divisionId: other.id, playerIds: [dan.id, cat.id] })).toMatchObject({ details: { reason: 'division_plays_singles' } });
  });

  it('pairs only full sides, two players at a table of two sides, and names the player without a side and the side missing a partner', () => {
    const eventId = event({ play: 'doubles', format: 'round_robin' });
    const ps = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'].map((n) => player(eventId, n));
    const [ann, bob, cat, dan] = ps as [P, P, P, P];
    form(eventId, [ann, bob]);
    form(eventId, [cat, dan]);
    const fay = player(eventId, 'Fay');
    const gus = player(eventId, 'Gus', {}, false);
    form(eventId, [fay, gus]);

    const r1 = pair(eventId);
    expect(r1.tables).toHaveLength(1);
    expect(seated(r1)).toEqual(['Ann / Bob', 'Cat / Dan']);
    expect(r1.warnings).toContainEqual({ code: 'no_side', params: { name: 'Eve' } });
    expect(r1.warnings).toContainEqual({ code: 'side_partner_absent', params: { side: 'Fay / Gus', names: 'Gus' } });
    // Eve is nobody's entry: never seated alone.
    expect(t.call<{ name: string }[]>('entry.list', { eventId }).map((e) => e.name)).toEqual(['Ann / Bob', 'Cat / Dan']);

    // Once taken by a pairing, a side stays a side.
    const side = t.call<Side[]>('side.list', { eventId }).find((s) => s.name === 'Ann / Bob')!;
    expect(side.paired).toBe(true);
    expect(t.fail('side.split', { id: side.id, version: side.version })).toMatchObject({ details: { reason: 'side_paired', round: 1 } });

    // Gus checks in: the draft paired again takes Fay / Gus.
    t.call('player.checkIn', { id: gus.id, version: gus.version });
    const again = pair(eventId);
    expect(seated(again)).toEqual(['Ann / Bob', 'Cat / Dan', 'Fay / Gus']);
    const published = t.call<Round>('round.publish', { roundId: again.id, version: again.version });
    const rows = t.call<Standings>('standings.get', { eventId }).rows;
    expect(rows).toHaveLength(3);
    expect(published.warnings).toEqual(expect.arrayContaining([{ code: 'no_side', params: { name: 'Eve' } }]));
  });

  it('keeps a side when a check-in is taken back, and refuses to remove or move a player who is in one', () => {
    const eventId = event({ play: 'doubles' });
    const ann = player(eventId, 'Ann');
    const bob = player(eventId, 'Bob');
    const side = form(eventId, [ann, bob]);
    const back = t.call<P>('player.undoCheckIn', { id: bob.id, version: bob.version });
    expect(t.call<Side[]>('side.list', { eventId })).toMatchObject([{ id: side.id, players: [{ checkedIn: true }, { checkedIn: false }] }]);
    expect(t.fail('player.remove', { id: back.id, version: back.version })).toMatchObject({ details: { reason: 'remove_player_in_side', name: 'Bob', side: 'Ann / Bob' } });
    const other = t.call<{ id: number }>('division.create', { eventId, name: 'Other' });
    expect(t.fail('player.update', { id: back.id, version: back.version, divisionId: other.id })).toMatchObject({ details: { reason: 'division_in_side' } });
    // A division with sides keeps its side size until they are split.
    const stored = t.call<{ version: number }>('event.get', { id: eventId });
    expect(t.fail('event.update', { id: eventId, version: stored.version, options: { play: 'singles' } })).toMatchObject({ details: { reason: 'sides_formed', sides: 1 } });
    t.call('side.split', { id: side.id, version: t.call<Side[]>('side.list', { eventId })[0]!.version });
    t.call('event.update', { id: eventId, version: stored.version, options: { play: 'singles' } });
  });

  it('the parent-child class takes one adult and one child by the age on the event date', () => {
    const eventId = event({ play: 'doubles', ageClass: 'parent_child' });
    const mum = player(eventId, 'Mum', { dateOfBirth: '1990-03-01' });
    const dad = player(eventId, 'Dad', { dateOfBirth: '1988-07-12' });
    // 18 on 6 December 2026: still 17 on the event date, 5 December.
    const teen = player(eventId, 'Teen', { dateOfBirth: '2008-12-06' });
    const kid = player(eventId, 'Kid', { dateOfBirth: '2016-05-20' });
    const nodate = player(eventId, 'Nodate');

    expect(t.fail('side.form', { eventId, playerIds: [mum.id, dad.id] })).toMatchObject({
      details: { reason: 'side_no_child', nameA: 'Mum', ageA: 36, nameB: 'Dad', ageB: 38, adultAge: 18 },
    });
    expect(t.fail('side.form', { eventId, playerIds: [teen.id, kid.id] })).toMatchObject({ details: { reason: 'side_no_adult', nameA: 'Teen', ageA: 17, ageB: 10 } });
    expect(t.fail('side.form', { eventId, playerIds: [mum.id, nodate.id] })).toMatchObject({ details: { reason: 'side_needs_date_of_birth', name: 'Nodate' } });
    expect(form(eventId, [mum, teen]).name).toBe('Mum / Teen');
    expect(form(eventId, [kid, dad]).name).toBe('Kid / Dad');
  });

  it('an event file keeps its sides: exported after round 1 and imported, each side is its two players', () => {
    const eventId = event({ play: 'doubles' });
    const [ann, bob, cat, dan] = ['Ann', 'Bob', 'Cat', 'Dan'].map((n) => player(eventId, n)) as [P, P, P, P];
    form(eventId, [ann, bob]);
    form(eventId, [cat, dan], { name: 'Tixers' });
    const r1 = pair(eventId);
    t.call('round.publish', { roundId: r1.id, version: r1.version });
    const file = t.call<EventFile>('export.event', { eventId });
    expect(file.divisions[0]!.entries.map((e) => e.playerIds.length)).toEqual([2, 2]);

    const imported = t.call<{ id: number }>('event.import', { document: file });
    expect(t.call<Side[]>('side.list', { eventId: imported.id })).toMatchObject([
      { name: 'Ann / Bob', paired: true, players: [{ name: 'Ann' }, { name: 'Bob' }] },
      { name: 'Tixers', paired: true, players: [{ name: 'Cat' }, { name: 'Dan' }] },
    ]);
    // The event's options, which its one division plays (not options of its own), made singles.
    expect(file.divisions[0]!.ownOptions).toBe(false);
    const play = { ...file.event.options, play: 'singles' };
    const singles = { ...file, event: { ...file.event, options: play }, divisions: [{ ...file.divisions[0]!, options: play }] };
    expect(t.fail('event.import', { document: singles })).toMatchObject({ code: 'validation', details: { fields: [{ code: 'import_team_entry' }, { code: 'import_team_entry' }] } });
  });

  it('a side read from an event file as an entry that never sat waits at the desk again when a check-in is taken back', () => {
    const eventId = event({ play: 'doubles' });
    const [ann, bob, cat, dan] = ['Ann', 'Bob', 'Cat', 'Dan'].map((n) => player(eventId, n)) as [P, P, P, P];
    form(eventId, [ann, bob]);
    form(eventId, [cat, dan]);
    pair(eventId);
    // A draft is left out of the file; the entries its pairing made go: entries no round seated.
    const file = t.call<EventFile>('export.event', { eventId });
    expect(file.divisions[0]!.rounds).toEqual([]);
    const copy = t.call<{ id: number }>('event.import', { document: file }).id;
    const filed = t.call<Side[]>('side.list', { eventId: copy });
    expect(filed.map((s) => [s.name, s.paired])).toEqual([['Ann / Bob', true], ['Cat / Dan', true]]);

    const bobThere = t.call<P[]>('player.list', { eventId: copy }).find((p) => p.name === 'Bob')!;
    t.call('player.undoCheckIn', { id: bobThere.id, version: bobThere.version });
    const [annBob, catDan] = t.call<Side[]>('side.list', { eventId: copy });
    expect(annBob).toMatchObject({ name: 'Ann / Bob', paired: false, players: [{ name: 'Ann', checkedIn: true }, { name: 'Bob', checkedIn: false }] });
    expect(catDan).toMatchObject({ name: 'Cat / Dan', paired: true });
    expect(t.call<{ name: string }[]>('entry.list', { eventId: copy }).map((e) => e.name)).toEqual(['Cat / Dan']);
    const back = t.call<P[]>('player.list', { eventId: copy }).find((p) => p.name === 'Bob')!;
    t.call('player.checkIn', { id: back.id, version: back.version });
    expect(seated(pair(copy))).toEqual(['Ann / Bob', 'Cat / Dan']);
    // Each side kept its id all along: the one the desk listed first is the one paired again.
    expect(t.call<Side[]>('side.list', { eventId: copy }).map((s) => [s.id, s.paired])).toEqual(filed.map((s) => [s.id, true]));
  });

  it('an event file keeps the sides no pairing has taken yet, and refuses one the desk would not form', () => {
    const eventId = event({ play: 'doubles', ageClass: 'parent_child' });
    const mum = player(eventId, 'Mum', { dateOfBirth: '1990-03-01' });
    const kid = player(eventId, 'Kid', { dateOfBirth: '2016-05-20' }, false);
    const dad = player(eventId, 'Dad', { dateOfBirth: '1988-07-12' });
    player(eventId, 'Teen', { dateOfBirth: '2008-12-06' });
    form(eventId, [mum, kid], { name: 'Family' });
    const file = JSON.parse(JSON.stringify(t.call<EventFile>('export.event', { eventId }))) as EventFile;
    expect(file.divisions[0]!.entries).toEqual([]);
    expect(file.features.sides).toEqual([{ division: file.divisions[0]!.id, name: 'Family', players: [mum.id, kid.id] }]);

    const there = tempCore();
    try {
      const copy = there.call<{ id: number }>('event.import', { document: file });
      expect(there.call<Side[]>('side.list', { eventId: copy.id })).toMatchObject([{ name: 'Family', paired: false, players: [{ name: 'Mum', checkedIn: true }, { name: 'Kid', checkedIn: false }] }]);
      // Two adults are no parent-child side: refused at the side, with the desk's own reason.
      const adults = { ...file, features: { sides: [{ division: file.divisions[0]!.id, name: 'Parents', players: [mum.id, dad.id] }] } };
      expect(there.fail('event.import', { document: adults })).toMatchObject({
        code: 'validation',
        details: { fields: [{ path: 'document.features.sides.0.players', code: 'side_no_child', params: { nameA: 'Mum', nameB: 'Dad', adultAge: 18 } }] },
      });
      const strangers = { ...file, features: { sides: [{ division: 99, name: '\u200B', players: [mum.id, 4242] }] } };
      expect(there.fail('event.import', { document: strangers }).details).toMatchObject({
        fields: [
          { path: 'document.features.sides.0.name', code: 'invisible_text' },
          { path: 'document.features.sides.0.division', code: 'import_unknown_division' },
          { path: 'document.features.sides.0.players.1', code: 'import_unknown_player' },
        ],
      });
      expect(there.call<unknown[]>('event.list', {})).toHaveLength(1);
    } finally {
      there.dispose();
    }
  });
});
