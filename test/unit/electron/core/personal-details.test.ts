// A player's date of birth, contact and player ID reach only the desks that register players
// (docs/venue.md): every query, asked by every role, the room and a guest, is read for them; and
// any operation whose answer can carry them is for those desks, or strips them for the others.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Caller } from '../../../../electron/core/context';
import { operations, type OperationName } from '../../../../shared/contract/operations';
import { personalDetailsRoles, roles, type Role } from '../../../../shared/contract/roles';
import type { Round } from '../../../../shared/model/round';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

const dateOfBirth = '1987-06-05';
const contact = 'ann.lee@example.org';
const playerId = 'PZ-4711';
const personal = [dateOfBirth, contact, playerId];

const callers: [string, Caller, boolean][] = [
  ['this machine (head judge)', { actor: 'desk', readOnly: false }, true],
  ...roles.map((role): [string, Caller, boolean] => [role, { actor: `venue:10.0.0.9 (${role})`, role, readOnly: role === 'display', room: role === 'display' }, personalDetailsRoles.includes(role)]),
  ['a guest (the room)', { actor: 'venue:10.0.0.9', readOnly: true, room: true }, false],
];

/** The operations that strip the details for a caller not allowed them, rather than refusing it. */
const stripping = new Set<OperationName>(['player.list']);

let t: TempCore;
let inputs: Record<string, unknown>;
beforeEach(() => {
  t = tempCore();
  const eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'generic' }).id;
  t.call('player.import', { eventId, rows: [[playerId, 'Ann Lee', dateOfBirth, contact]], mapping: { playerId: 0, name: 1, dateOfBirth: 2, contact: 3 } });
  for (const name of ['Bo Kim', 'Cy Ode', 'Di Roe']) t.call('player.register', { eventId, name, dateOfBirth: '1990-01-01', contact: `${name}@example.org` });
  for (const p of t.call<{ id: number; version: number }[]>('player.list', { eventId })) t.call('player.checkIn', { id: p.id, version: p.version });
  const ann = t.call<{ id: number }[]>('player.list', { eventId, filter: 'Ann' })[0]!.id;
  const round: Round = t.publishNext(eventId);
  const tableIds = round.tables.map((x) => x.id);
  const all: Record<OperationName & string, unknown> = {} as never;
  const byEvent = { eventId };
  for (const [name, op] of Object.entries(operations)) if (op.kind === 'query') all[name as OperationName] = byEvent;
  inputs = {
    ...all,
    'event.list': {},
    'event.get': { id: eventId },
    'ruleset.list': {},
    'division.propose': { eventId, dateOfBirth },
    'player.importPreview': { eventId, rows: [[playerId, 'Ann Lee', dateOfBirth, contact]], mapping: { playerId: 0, name: 1, dateOfBirth: 2, contact: 3 } },
    'round.get': { roundId: round.id },
    'round.tables': { roundId: round.id, tableIds },
    'result.findBySlip': { eventId, code: round.tables[0]!.slipCode },
    'export.csv': { eventId, sheet: 'players' },
    'settings.get': {},
    'settings.language': {},
    'squad.get': { playerId: ann },
    'squad.check': { playerId: ann, figures: [], backups: [] },
    'collection.get': { playerId: ann },
    'collection.check': { playerId: ann, text: '' },
    'official.ofRound': { roundId: round.id },
    'venue.access': {},
    'venue.role': {},
    'venue.address': {},
    'clock.now': {},
  };
});
afterEach(() => t.dispose());

const queries = Object.entries(operations).filter(([, op]) => op.kind === 'query').map(([name]) => name as OperationName);

describe('personal details', () => {
  it.each(callers)('reach %s only where its role allows them, in every query it may ask', (_, caller, allowed) => {
    let answered = 0;
    for (const name of queries) {
      if (caller.role && !operations[name].roles.includes(caller.role)) continue;
      const r = t.core.dispatch(name, inputs[name], caller);
      if (r.ok) answered++;
      const text = JSON.stringify(r);
      for (const value of personal) if (!allowed) expect(text, `${name} gives ${value}`).not.toContain(value);
    }
    expect(answered).toBeGreaterThan(5);
    const list = JSON.stringify(t.call('player.list', { eventId: (inputs['player.list'] as { eventId: number }).eventId }, caller));
    for (const value of personal) expect(list.includes(value)).toBe(allowed);
  });

  it.each(callers)('let %s find a player by a personal detail only where its role reads them', (_, caller, allowed) => {
    const { eventId } = inputs['player.list'] as { eventId: number };
    for (const filter of [playerId, '1987']) {
      const found = t.call<{ name: string }[]>('player.list', { eventId, filter }, caller);
      expect(found.map((p) => p.name)).toEqual(allowed ? ['Ann Lee'] : []);
      expect(t.call<{ matching: number }>('player.counts', { eventId, filter }, caller).matching).toBe(allowed ? 1 : 0);
    }
  });

  it('keeps every answer that can carry a date of birth or contact to the roles that read them, or strips it', () => {
    const carries = (schema: unknown, seen = new Set<unknown>()): boolean => {
      if (schema === null || typeof schema !== 'object' || seen.has(schema)) return false;
      seen.add(schema);
      const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
      if (!def) return false;
      if (def.type === 'object' && Object.keys(def.shape as object).some((k) => /dateOfBirth|contact/.test(k))) return true;
      const inner = ['element', 'innerType', 'in', 'out', 'valueType', 'left', 'right', 'options', 'items', 'shape'].flatMap((k) => {
        const v = def[k];
        return Array.isArray(v) ? v : v && typeof v === 'object' ? (k === 'shape' ? Object.values(v) : [v]) : [];
      });
      return inner.some((s) => carries(s, seen));
    };
    const open = Object.entries(operations)
      .filter(([name, op]) => carries(op.output) && !stripping.has(name as OperationName))
      .filter(([, op]) => op.audience === 'room' || op.roles.some((r: Role) => !personalDetailsRoles.includes(r)))
      .map(([name]) => name);
    expect(open).toEqual([]);
    expect([...stripping].every((name) => carries(operations[name].output))).toBe(true);
  });
});
