// Divisions side by side through the core: each runs its own stages and rounds under its own
// options, numbered from 1; players play in the division they registered for; standings, brackets
// and slip codes (lettered after the first division) stay within a division; a player's division
// is proposed from their age where a division has an age class.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRuleset, GENERIC, generic, registerRuleset, type Ruleset, type RulesetModule } from '../../../../electron/engine/rulesets';
import type { Division } from '../../../../shared/model/division';
import type { EventFile } from '../../../../shared/model/export';
import type { TournamentEvent } from '../../../../shared/model/event';
import type { Player } from '../../../../shared/model/player';
import type { Round } from '../../../../shared/model/round';
import type { Standings } from '../../../../shared/model/standings';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

function register(eventId: number, name: string, extra: Record<string, unknown> = {}): Player {
  const p = t.call<Player>('player.register', { eventId, name, ...extra });
  return t.call<Player>('player.checkIn', { id: p.id, version: p.version });
}


function winAll(round: Round): void {
  for (const table of round.tables.filter((x) => !x.bye)) {
    const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
    t.call('result.enter', { tableId: table.id, version: table.version, games: [{ seats: [{ entryId: a, outcome: 'win', score: 0 }, { entryId: b, outcome: 'loss', score: 0 }] }] });
  }
}

function twoDivisions() {
  const event = t.call<TournamentEvent>('event.create', { name: 'Two at once', date: '2026-12-05', ruleset: 'generic' });
  const juniors = t.call<Division>('division.create', { eventId: event.id, name: 'Juniors', options: { format: 'round_robin' } });
  const open = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn'].map((n) => register(event.id, n));
  const young = ['Gus', 'Hana', 'Ivo'].map((n) => register(event.id, n, { divisionId: juniors.id }));
  return { event, juniors, open, young };
}

describe('divisions side by side', () => {
  it('pair, number and rank each division on its own, under its own options', () => {
    const { event, juniors, open, young } = twoDivisions();
    const listed = t.call<TournamentEvent>('event.get', { id: event.id });
    expect(listed.divisions.map((d) => [d.position, d.name, d.ownOptions])).toEqual([
      [1, 'Open', false],
      [2, 'Juniors', true],
    ]);
    expect(listed.divisionId).toBe(listed.divisions[0]!.id);
    // Options given equal to the event's are the event's: such a division follows its settings.
    const same = t.call<Division>('division.create', { eventId: event.id, name: 'Same', options: { format: 'swiss', matchPoints: { win: 3 } } });
    expect(same.ownOptions).toBe(false);

    const openRound = t.publishNext(event.id);
    const juniorRound = t.publishNext(event.id, juniors.id);
    expect([openRound.number, juniorRound.number]).toEqual([1, 1]);
    expect(juniorRound.divisionId).toBe(juniors.id);
    const seated = (r: Round) => new Set(r.tables.flatMap((x) => x.seats.map((s) => s.name)));
    expect(seated(openRound)).toEqual(new Set(open.map((p) => p.name)));
    expect(seated(juniorRound)).toEqual(new Set(young.map((p) => p.name)));
    // The juniors play a round robin of three: one bye a round, three rounds.
    expect(t.call<TournamentEvent>('event.get', { id: event.id, divisionId: juniors.id }).progress).toMatchObject({ stageRounds: 3, latestRound: 1 });
    expect(t.call<TournamentEvent>('event.get', { id: event.id }).progress).toMatchObject({ stageRounds: null, latestRound: 1 });

    winAll(openRound);
    winAll(juniorRound);
    const standings = (divisionId?: number) => t.call<Standings>('standings.get', { eventId: event.id, ...(divisionId ? { divisionId } : {}) });
    expect(standings().rows.map((r) => r.name).sort()).toEqual(open.map((p) => p.name).sort());
    expect(standings(juniors.id).rows.map((r) => r.name).sort()).toEqual(young.map((p) => p.name).sort());
    expect(t.call<{ number: number }[]>('round.list', { eventId: event.id, divisionId: juniors.id }).map((r) => r.number)).toEqual([1]);

    // The next round of one division leaves the other where it is.
    const second = t.publishNext(event.id, juniors.id);
    expect(second.number).toBe(2);
    expect(t.call<{ number: number }[]>('round.list', { eventId: event.id }).map((r) => r.number)).toEqual([1]);
  });

  it('letter the slip codes of a division after the first, and open the right match from either', () => {
    const { event, juniors } = twoDivisions();
    const openRound = t.publishNext(event.id);
    const juniorRound = t.publishNext(event.id, juniors.id);
    const openTable = openRound.tables.find((x) => !x.bye)!;
    const juniorTable = juniorRound.tables.find((x) => !x.bye)!;
    expect(openTable.slipCode).toMatch(/^1-\d+-[0-9A-Z]{4}$/);
    expect(juniorTable.slipCode).toMatch(/^B-1-\d+-[0-9A-Z]{4}$/);
    const find = (code: string) => t.call<{ roundId: number; tableId: number }>('result.findBySlip', { eventId: event.id, code });
    expect(find(openTable.slipCode)).toMatchObject({ roundId: openRound.id, tableId: openTable.id, divisionId: event.divisions[0]!.id });
    expect(find(juniorTable.slipCode)).toMatchObject({ roundId: juniorRound.id, tableId: juniorTable.id, divisionId: juniors.id });
    // The same round and table with another division's letter is not a code of this event.
    const [, , table, check] = juniorTable.slipCode.split('-');
    expect(() => find(`1-${table}-${check}`)).toThrow(/not a slip code/);
    expect(() => find(`C-1-${table}-${check}`)).toThrow(/not a slip code/);
  });

  it('keep a paired player in their division, and refuse a division of another event or a taken name', () => {
    const { event, juniors, young } = twoDivisions();
    const other = t.call<TournamentEvent>('event.create', { name: 'Elsewhere', date: '2026-12-06', ruleset: 'generic' });
    expect(() => t.call('player.register', { eventId: other.id, name: 'Lost', divisionId: juniors.id })).toThrow(/no division/);
    expect(() => t.call('division.create', { eventId: event.id, name: ' juniors ' })).toThrow(/already/);
    const gus = young[0]!;
    const moved = t.call<Player>('player.update', { id: gus.id, version: gus.version, divisionId: event.divisions[0]!.id });
    expect(moved.divisionId).toBe(event.divisions[0]!.id);
    const back = t.call<Player>('player.update', { id: moved.id, version: moved.version, divisionId: juniors.id });
    t.publishNext(event.id, juniors.id);
    const now = t.call<Player[]>('player.list', { eventId: event.id }).find((p) => p.id === back.id)!;
    expect(() => t.call('player.update', { id: now.id, version: now.version, divisionId: event.divisions[0]!.id })).toThrow(/paired in their division/);
  });

  it('fix a division’s format once it has paired, as the event’s settings are', () => {
    const { event, juniors } = twoDivisions();
    t.publishNext(event.id, juniors.id);
    const before = t.call<TournamentEvent>('event.get', { id: event.id }).divisions[1]!;
    expect(() => t.call('division.update', { id: juniors.id, version: before.version, options: { format: 'swiss' } })).toThrow(/scoring settings are fixed/);
    const renamed = t.call<Division>('division.update', { id: juniors.id, version: before.version, name: 'Juniors 12 and under' });
    expect(renamed).toMatchObject({ name: 'Juniors 12 and under', ownOptions: true, options: expect.objectContaining({ format: 'round_robin' }) });
    // The event's own settings still change the first division, which has not paired.
    const ev = t.call<TournamentEvent>('event.get', { id: event.id });
    const changed = t.call<TournamentEvent>('event.update', { id: event.id, version: ev.version, options: { format: 'elimination' } });
    expect(changed.progress.stageRounds).toBe(3);
    expect(t.call<TournamentEvent>('event.get', { id: event.id, divisionId: juniors.id }).progress.stageRounds).toBe(3);
  });
});

describe('exporting an event of several divisions', () => {
  it('carries both divisions in the event file, and gives each division its own CSV sheets', () => {
    const { event, juniors, young, open } = twoDivisions();
    winAll(t.publishNext(event.id));
    winAll(t.publishNext(event.id, juniors.id));
    const file = t.call<EventFile>('export.event', { eventId: event.id });
    expect(file.divisions.map((d) => [d.name, d.rounds.length, d.entries.length])).toEqual([
      ['Open', 1, open.length],
      ['Juniors', 1, young.length],
    ]);
    const copy = t.call<{ divisions: { name: string }[] }>('event.import', { document: file });
    expect(copy.divisions.map((d) => d.name)).toEqual(['Open', 'Juniors']);
    const csv = (divisionId?: number) => t.call<{ filename: string; content: string }>('export.csv', { eventId: event.id, sheet: 'standings', ...(divisionId ? { divisionId } : {}) });
    const juniorSheet = csv(juniors.id);
    expect(juniorSheet.filename).toBe(`arbiter-${event.id}-two-at-once-juniors-standings.csv`);
    for (const p of young) expect(juniorSheet.content).toContain(p.name);
    for (const p of open) expect(juniorSheet.content).not.toContain(p.name);
    const openSheet = csv();
    expect(openSheet.filename).toBe(`arbiter-${event.id}-two-at-once-standings.csv`);
    for (const p of young) expect(openSheet.content).not.toContain(p.name);
  });
});

describe('proposing a division from the date of birth', () => {
  // Generic's play with an age class: 12 and under, 13 and over, or any age.
  const ageClass = z.strictObject({ ageClass: z.enum(['any', 'young', 'adult']).default('any') });
  const ages = { any: undefined, young: { min: null, max: 12 }, adult: { min: 13, max: null } };
  const aged = defineRuleset<Ruleset>({
    ...(generic as unknown as RulesetModule<Ruleset>),
    id: 'test-aged',
    options: ageClass,
    build: (o) => {
      const range = ages[ageClass.parse(o).ageClass];
      return range ? { ...GENERIC, ages: range } : GENERIC;
    },
  });

  it('proposes the division of the age class first, then those open to any age; none for an age that fits no class', () => {
    const unregister = registerRuleset(aged);
    try {
      const event = t.call<TournamentEvent>('event.create', { name: 'Ages', date: '2026-12-05', ruleset: 'test-aged' });
      const kids = t.call<Division>('division.create', { eventId: event.id, name: '12 and under', options: { ageClass: 'young' } });
      const adults = t.call<Division>('division.create', { eventId: event.id, name: '13 and over', options: { ageClass: 'adult' } });
      const open = event.divisions[0]!.id;
      const propose = (dateOfBirth?: string) => t.call<{ divisionIds: number[]; age: number | null }>('division.propose', { eventId: event.id, ...(dateOfBirth ? { dateOfBirth } : {}) });
      // 13 on the event date (the birthday is that day): 13 and over; a day younger: 12 and under.
      expect(propose('2013-12-05')).toEqual({ divisionIds: [adults.id, open], age: 13 });
      expect(propose('2013-12-06')).toEqual({ divisionIds: [kids.id, open], age: 12 });
      expect(propose('1990-01-01')).toEqual({ divisionIds: [adults.id, open], age: 36 });
      expect(propose()).toEqual({ divisionIds: [open], age: null });
    } finally {
      unregister();
    }
  });
});

describe('a Generic event’s divisions by age limits', () => {
  it('proposes the division whose limits the age fits (0: no limit that way), and refuses limits the wrong way round', () => {
    const event = t.call<TournamentEvent>('event.create', { name: 'Club Open', date: '2026-12-05', ruleset: 'generic' });
    const juniors = t.call<Division>('division.create', { eventId: event.id, name: 'Juniors', options: { ages: { max: 15 } } });
    const seniors = t.call<Division>('division.create', { eventId: event.id, name: 'Seniors', options: { ages: { min: 50 } } });
    const open = event.divisions[0]!.id;
    const propose = (dateOfBirth: string) => t.call<{ divisionIds: number[] }>('division.propose', { eventId: event.id, dateOfBirth }).divisionIds;
    expect(propose('2011-12-05')).toEqual([juniors.id, open]);
    expect(propose('2010-12-05')).toEqual([open]);
    expect(propose('1976-12-05')).toEqual([seniors.id, open]);
    const refused = t.fail('division.create', { eventId: event.id, name: 'Backwards', options: { ages: { min: 20, max: 10 } } });
    expect(refused.details?.fields).toEqual([expect.objectContaining({ path: 'options.ages.max', code: 'ages_min_over_max' })]);
  });
});

describe('an Attacktix event’s divisions by age class (1.2.2)', () => {
  it('proposes the children’s, adolescents’ or adults’ division from the age on the event date, and squads count to each division’s level', () => {
    const event = t.call<TournamentEvent>('event.create', { name: 'Attacktix Cup', date: '2026-12-05', ruleset: 'attacktix', options: { ageClass: 'children' } });
    const teens = t.call<Division>('division.create', { eventId: event.id, name: '200 · 13-17', options: { ageClass: 'adolescents', pointLevel: 200 } });
    const adults = t.call<Division>('division.create', { eventId: event.id, name: '400 · 18+', options: { ageClass: 'adults', pointLevel: 400, format: 'round_robin' } });
    const kids = event.divisions[0]!.id;
    const propose = (dateOfBirth: string) => t.call<{ divisionIds: number[] }>('division.propose', { eventId: event.id, dateOfBirth }).divisionIds;
    expect(propose('2014-12-05')).toEqual([kids]);
    expect(propose('2013-12-05')).toEqual([teens.id]);
    expect(propose('2008-12-06')).toEqual([teens.id]);
    expect(propose('2008-12-05')).toEqual([adults.id]);
    const teen = register(event.id, 'Tia', { dateOfBirth: '2011-01-01', divisionId: teens.id });
    const squad = t.call<{ rules: { points: number; backupPoints: number } }>('squad.get', { playerId: teen.id });
    expect(squad.rules).toEqual({ points: 200, backupPoints: 100 });
  });
});
