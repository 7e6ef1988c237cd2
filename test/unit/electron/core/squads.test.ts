// Squads and figure inspection through the core: a squad saved over the version read (a stale
// save is a conflict that writes nothing), each bad field named, the answer saying by how much
// each list is off the level of the player's ruleset; inspections judged by the 0.3 g rule, kept
// with who asked, audited; and a ruleset without squads refused.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerRuleset } from '../../../../electron/engine/rulesets';
import type { ChangeEvent } from '../../../../shared/contract/changes';
import { touches } from '../../../../shared/contract/touches';
import { operations } from '../../../../shared/contract/operations';
import type { Player } from '../../../../shared/model/player';
import type { Inspection, Squad, SquadCheck } from '../../../../shared/features/squads/model';
import { squadsRuleset } from '../../../fixtures/rulesets/squads';
import { tempCore, testDesk, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
let unregister: () => void;
let eventId: number;
let ann: Player;
let ben: Player;

beforeEach(() => {
  unregister = registerRuleset(squadsRuleset);
  t = tempCore();
  eventId = t.call<{ id: number }>('event.create', { name: 'Tix Cup', date: '2026-12-12', ruleset: 'test-squads', options: { level: 200 } }).id;
  ann = t.call<Player>('player.register', { eventId, name: 'Ann' });
  ben = t.call<Player>('player.register', { eventId, name: 'Ben' });
});
afterEach(() => {
  t.dispose();
  unregister();
});

const fig = (name: string, points: number) => ({ name, points });

describe('squads', () => {
  it('starts empty at version 0 with the level of the event’s ruleset, and says how far off it is', () => {
    const squad = t.call<Squad>('squad.get', { playerId: ann.id });
    expect(squad).toEqual({
      playerId: ann.id, figures: [], backups: [], version: 0, rules: { points: 200, backupPoints: 100 },
      check: { figures: 0, figuresOff: -200, backups: 0, backupsOff: -100, ok: false },
    });
  });

  it('saves a list that is short, says by how much, and saves the fixed list over the version read', () => {
    const short = t.call<Squad>('squad.set', { playerId: ann.id, version: 0, figures: [fig('Spider-Man', 120), fig('Venom', 70)], backups: [fig('Hulk', 105)] });
    expect(short.version).toBe(1);
    expect(short.check).toEqual({ figures: 190, figuresOff: -10, backups: 105, backupsOff: 5, ok: false });
    const fixed = t.call<Squad>('squad.set', { playerId: ann.id, version: 1, figures: [fig('Spider-Man', 120), fig('Venom', 80)], backups: [fig('Hulk', 100)] });
    expect(fixed).toMatchObject({ version: 2, check: { figuresOff: 0, backupsOff: 0, ok: true } });
    expect(t.call<Squad>('squad.get', { playerId: ann.id }).figures).toEqual([fig('Spider-Man', 120), fig('Venom', 80)]);
    // Each player has their own squad (a doubles side's players each bring the full level).
    expect(t.call<Squad>('squad.get', { playerId: ben.id }).version).toBe(0);
    const audit = t.call<{ operation: string; detail: { before: unknown; after: unknown } | null }[]>('audit.list', { eventId, operations: ['squad.set'] });
    expect(audit.map((a) => a.detail?.before)).toContainEqual({ figures: [fig('Spider-Man', 120), fig('Venom', 70)], backups: [fig('Hulk', 105)] });
  });

  it('refuses a stale save as a conflict and writes nothing', () => {
    t.call<Squad>('squad.set', { playerId: ann.id, version: 0, figures: [fig('A', 200)], backups: [] });
    for (const version of [0, 5]) {
      const error = t.fail('squad.set', { playerId: ann.id, version, figures: [fig('B', 10)], backups: [] });
      expect(error).toMatchObject({ code: 'conflict', details: { reason: 'squad_changed', name: 'Ann', actual: 1 } });
    }
    expect(t.call<Squad>('squad.get', { playerId: ann.id })).toMatchObject({ version: 1, figures: [fig('A', 200)] });
  });

  it('names each bad field', () => {
    const error = t.fail('squad.set', { playerId: ann.id, version: 0, figures: [fig('A', 100), fig('', 50), fig('C', 2.5)], backups: [fig('D', 0)] });
    const fields = (error.details!.fields as { path: string; code: string }[]).map((f) => [f.path, f.code]);
    expect(fields).toEqual([
      ['figures.1.name', 'required'],
      ['figures.2.points', 'invalid_type'],
      ['backups.0.points', 'too_small'],
    ]);
    expect(t.call<Squad>('squad.get', { playerId: ann.id }).version).toBe(0);
  });

  it('checks lists being typed without saving them', () => {
    expect(t.call<SquadCheck>('squad.check', { playerId: ann.id, figures: [150, 55], backups: [100] })).toEqual({
      figures: 205, figuresOff: 5, backups: 100, backupsOff: 0, ok: false,
    });
    expect(t.call<Squad>('squad.get', { playerId: ann.id }).version).toBe(0);
  });

  it('reads the level from the event’s options', () => {
    const other = t.call<{ id: number }>('event.create', { name: 'Tix 400', date: '2026-12-12', ruleset: 'test-squads', options: { level: 400 } }).id;
    const cleo = t.call<Player>('player.register', { eventId: other, name: 'Cleo' });
    expect(t.call<Squad>('squad.get', { playerId: cleo.id }).rules).toEqual({ points: 400, backupPoints: 200 });
  });

  it('is refused where the ruleset has no squads', () => {
    const netrunner = t.call<{ id: number }>('event.create', { name: 'Netrunner', date: '2026-12-12', ruleset: 'netrunner-1996' }).id;
    const dan = t.call<Player>('player.register', { eventId: netrunner, name: 'Dan' });
    expect(t.fail('squad.get', { playerId: dan.id })).toMatchObject({ code: 'conflict', details: { reason: 'no_squads' } });
    expect(t.fail('squad.set', { playerId: dan.id, version: 0, figures: [], backups: [] })).toMatchObject({ details: { reason: 'no_squads' } });
    expect(t.fail('inspection.record', { playerId: dan.id, figure: 'X', measuredGrams: 5, standardGrams: 5 })).toMatchObject({ details: { reason: 'no_squads' } });
    expect(t.fail('squad.get', { playerId: 999 })).toMatchObject({ code: 'not_found', details: { reason: 'no_player' } });
  });

  it('goes with a registration removed before it played, inspections too', () => {
    t.call<Squad>('squad.set', { playerId: ann.id, version: 0, figures: [fig('A', 200)], backups: [] });
    t.call<Inspection>('inspection.record', { playerId: ann.id, figure: 'A', measuredGrams: 5, standardGrams: 5 });
    t.call<Inspection>('inspection.record', { playerId: ben.id, figure: 'B', measuredGrams: 5, standardGrams: 5, requestedBy: ann.id });
    t.call<Player>('player.remove', { id: ann.id, version: ann.version });
    const left = t.call<Inspection[]>('inspection.list', { eventId });
    expect(left.map((i) => [i.playerName, i.requestedBy])).toEqual([['Ben', null]]);
  });
});

describe('inspections', () => {
  it('disqualifies a figure more than 0.3 g over; exactly 0.3 g over and underweight pass', () => {
    const record = (figure: string, measuredGrams: number, standardGrams: number) =>
      t.call<Inspection>('inspection.record', { playerId: ann.id, figure, measuredGrams, standardGrams });
    expect(record('Venom', 12.31, 12)).toMatchObject({ result: 'disqualified', overGrams: 0.31, measuredGrams: 12.31, standardGrams: 12 });
    expect(record('Hulk', 8.1, 7.8)).toMatchObject({ result: 'passes', overGrams: 0.3 });
    expect(record('Thor', 5, 12)).toMatchObject({ result: 'passes', overGrams: -7 });
    expect(t.call<Inspection[]>('inspection.list', { eventId }).map((i) => [i.figure, i.result])).toEqual([
      ['Venom', 'disqualified'],
      ['Hulk', 'passes'],
      ['Thor', 'passes'],
    ]);
    expect(t.call<Inspection[]>('inspection.list', { eventId, playerId: ben.id })).toEqual([]);
    const audit = t.call<{ operation: string; detail: Record<string, unknown> | null }[]>('audit.list', { eventId, operations: ['inspection.record'] });
    expect(audit.map((a) => a.detail?.result)).toEqual(expect.arrayContaining(['disqualified', 'passes']));
  });

  it('records who asked for it: another player of the event only', () => {
    const asked = t.call<Inspection>('inspection.record', { playerId: ann.id, figure: 'Venom', measuredGrams: 12, standardGrams: 12, note: 'Arm loose', requestedBy: ben.id });
    expect(asked).toMatchObject({ requestedBy: { id: ben.id, name: 'Ben' }, note: 'Arm loose', playerName: 'Ann' });
    for (const requestedBy of [ann.id, 999]) {
      const error = t.fail('inspection.record', { playerId: ann.id, figure: 'Venom', measuredGrams: 12, standardGrams: 12, requestedBy });
      expect(error).toMatchObject({ code: 'validation', details: { fields: [{ path: 'requestedBy', code: 'requested_by_other_player' }] } });
    }
  });

  it('names each bad field: weights to a hundredth of a gram, positive', () => {
    const error = t.fail('inspection.record', { playerId: ann.id, figure: ' ', measuredGrams: 12.305, standardGrams: 0 });
    expect((error.details!.fields as { path: string; code: string }[]).map((f) => [f.path, f.code])).toEqual([
      ['figure', 'required'],
      ['measuredGrams', 'not_multiple_of'],
      ['standardGrams', 'too_small'],
    ]);
    expect(t.call<Inspection[]>('inspection.list', { eventId })).toEqual([]);
  });
});

describe('what the queries of squads, inspections and the notice read', () => {
  it('hears of every change that alters their answers', () => {
    const heard: ChangeEvent[] = [];
    t.core.subscribe((c) => heard.push(c));
    const queries = [
      { name: 'squad.get', input: { playerId: ann.id } },
      { name: 'squad.check', input: { playerId: ann.id, figures: [200], backups: [100] } },
      { name: 'inspection.list', input: { eventId } },
      { name: 'notice.get', input: { eventId } },
    ] as const;
    const answers = () => queries.map((q) => JSON.stringify(t.core.dispatch(q.name, q.input, testDesk)));
    const event = t.call<{ version: number }>('event.get', { id: eventId });
    const steps: [string, unknown][] = [
      ['squad.set', { playerId: ann.id, version: 0, figures: [fig('A', 200)], backups: [] }],
      ['inspection.record', { playerId: ann.id, figure: 'A', measuredGrams: 5, standardGrams: 5, requestedBy: ben.id }],
      ['player.update', { id: ben.id, version: ben.version, name: 'Benjamin' }],
      ['notice.set', { eventId, version: 0, text: 'Rule 4.4: ten minutes to repair.' }],
      ['event.update', { id: eventId, version: event.version, options: { level: 400 } }],
      ['player.remove', { id: ann.id, version: ann.version }],
    ];
    for (const [name, input] of steps) {
      const before = answers();
      heard.length = 0;
      t.call(name, input);
      const after = answers();
      queries.forEach((q, i) => {
        if (before[i] === after[i]) return;
        expect(heard.some((c) => touches(operations[q.name].reads, eventId, c)), `${name} changed ${q.name} unannounced`).toBe(true);
      });
    }
  });
});
