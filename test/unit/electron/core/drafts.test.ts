// Drops, forfeits and reinstatements against a drafted round (Netrunner Floor 10), pairing that
// carries the version it saw, and taking a published round back.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Entry } from '../../../../shared/model/entry';
import type { Round } from '../../../../shared/model/round';
import { netrunnerGames } from '../../../fixtures/netrunner-results';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
let eventId: number;

const call = <T,>(name: string, input: unknown): T => t.call<T>(name, input);
const fail = (name: string, input: unknown) => t.fail(name, input);

const ref = (r: Round) => ({ roundId: r.id, version: r.version });
const entry = (name: string) => call<Entry[]>('entry.list', { eventId }).find((e) => e.name === name)!;
const seated = (r: Round) => r.tables.flatMap((x) => x.seats.map((s) => s.name)).sort();
const audit = (operation: string) => call<{ input: Record<string, unknown>; detail: Record<string, unknown> }[]>('audit.list', { eventId, operations: [operation] });

function enterAll(round: Round): void {
  for (const table of round.tables.filter((x) => !x.bye)) {
    const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
    call('result.enter', { tableId: table.id, version: table.version, games: netrunnerGames(a, b, [['a', 7, 2], ['b', 3, 7]]) });
  }
}

/** Round 1 played by six players, round 2 drafted. */
function draftRound2(): { r1: Round; r2: Round } {
  for (const name of ['Ann', 'Ben', 'Cid', 'Dee', 'Eve', 'Fay']) {
    const p = call<{ id: number; version: number }>('player.register', { eventId, name });
    call('player.checkIn', { id: p.id, version: p.version });
  }
  let r1 = call<Round>('round.pair', { eventId, newest: null });
  r1 = call<Round>('round.publish', ref(r1));
  enterAll(r1);
  const r2 = call<Round>('round.pair', { eventId, newest: ref(r1) });
  return { r1: call<Round>('round.get', { roundId: r1.id }), r2 };
}

beforeEach(() => {
  let n = 0;
  t = tempCore({ random: () => `seed-${++n}` });
  eventId = call<{ id: number }>('event.create', { name: 'Netrunner Open', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
});
afterEach(() => t.dispose());

describe('a drop while the next round is a draft (Floor 10)', () => {
  it('pairs the draft again without the dropped player, says why, and audits before and after', () => {
    const { r2 } = draftRound2();
    const ann = entry('Ann');
    call('entry.drop', { entryId: ann.id, version: ann.version, reason: 'Went home' });
    const after = call<Round>('round.get', { roundId: r2.id });
    expect(seated(after)).toEqual(['Ben', 'Cid', 'Dee', 'Eve', 'Fay']);
    expect(after.tables.filter((x) => x.bye)).toHaveLength(1);
    expect(after.version).toBeGreaterThan(r2.version);
    expect(after.seed).not.toBe(r2.seed);
    expect(after.warnings[0]).toEqual({ code: 'repaired_after_drop', params: { entryId: ann.id } });
    expect(entry('Ann').droppedAfterRound).toBe(1);
    expect(audit('entry.drop')[0]!.detail).toEqual({
      before: { droppedAfterRound: null, dropReason: null, forfeited: false },
      after: { droppedAfterRound: 1, dropReason: 'Went home', forfeited: false },
      repairedRound: 2,
    });
    // The desk that still holds the old draft cannot publish it.
    expect(fail('round.publish', ref(r2)).code).toBe('conflict');
    expect(call<Round>('round.publish', ref(after)).status).toBe('published');
  });

  it('does the same for a Declaration of Forfeiture, with its own note', () => {
    const { r2 } = draftRound2();
    const ben = entry('Ben');
    call('entry.drop', { entryId: ben.id, version: ben.version, reason: 'Marked cards', forfeit: true });
    const after = call<Round>('round.get', { roundId: r2.id });
    expect(seated(after)).not.toContain('Ben');
    expect(after.warnings[0]).toEqual({ code: 'repaired_after_forfeit', params: { entryId: ben.id } });
  });

  it('refuses the drop when the draft was changed by hand, naming the round, and changes nothing', () => {
    const { r2 } = draftRound2();
    const [t1, t2] = r2.tables.filter((x) => !x.bye) as [Round['tables'][0], Round['tables'][0]];
    const manual = call<Round>('round.pairManually', { roundId: r2.id, version: r2.version, entryA: t1.seats[0]!.entryId, entryB: t2.seats[0]!.entryId, mode: 'swap', reason: 'Table by the door' });
    const ann = entry('Ann');
    const err = fail('entry.drop', { entryId: ann.id, version: ann.version, reason: 'Went home' });
    expect(err.code).toBe('conflict');
    expect(err.message).toContain('Round 2');
    expect(err.message).toContain('Pair round 2 again first');
    expect(err.details).toMatchObject({ roundId: r2.id, round: 2, manualDraft: true });
    expect(entry('Ann').droppedAfterRound).toBeNull();
    expect(call<Round>('round.get', { roundId: r2.id })).toEqual(manual);
    // Paired again (the hand-made change is given up knowingly), the drop goes through.
    call('round.pair', { eventId, newest: ref(manual) });
    call('entry.drop', { entryId: ann.id, version: ann.version, reason: 'Went home' });
    expect(seated(call<Round>('round.get', { roundId: r2.id }))).not.toContain('Ann');
  });

  it('never publishes a draft that seats a dropped entry, nor takes a result for them after their drop', () => {
    const { r2 } = draftRound2();
    // A drop stored by an older Arbiter, which left the draft as it was.
    t.uncheckable('a drop and a publish written straight into the store, as an older Arbiter left them');
    const ann = entry('Ann');
    t.core.store.entries.drop(ann.id, ann.version, 1, 'Went home');
    const err = fail('round.publish', ref(r2));
    expect(err.code).toBe('conflict');
    expect(err.message).toContain('Ann has dropped');
    expect(err.details!.droppedEntries).toEqual([ann.id]);

    t.core.store.rounds.setStatus(r2.id, r2.version, 'published');
    const table = r2.tables.find((x) => !x.bye && x.seats.some((s) => s.entryId === ann.id))!;
    const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
    const refused = fail('result.enter', { tableId: table.id, version: table.version, games: netrunnerGames(a, b, [['a', 7, 2], ['a', 7, 3]]) });
    expect(refused.code).toBe('conflict');
    expect(refused.message).toContain('Ann dropped after round 1');
  });

  it('leaves a published round alone: the player dropped during it keeps their table and result', () => {
    const { r2 } = draftRound2();
    const r2p = call<Round>('round.publish', ref(r2));
    const ann = entry('Ann');
    call('entry.drop', { entryId: ann.id, version: ann.version, reason: 'Went home' });
    expect(call<Round>('round.get', { roundId: r2.id })).toMatchObject({ version: r2p.version, seed: r2p.seed });
    enterAll(r2p);
  });
});

describe('pairing carries the round it saw', () => {
  it('answers the round without its tables when the desk asks so, as stored, the next round and the draft again', () => {
    const { r1 } = draftRound2();
    const r2 = call<Round>('round.get', { roundId: r1.id + 1 });
    const head = call<Round>('round.pair', { eventId, newest: ref(r2), tables: false });
    expect(head).not.toHaveProperty('tables');
    const { tables, ...stored } = call<Round>('round.get', { roundId: r2.id });
    expect(head).toEqual(stored);
    expect(head.version).toBeGreaterThan(r2.version);
    expect(seated({ ...head, tables })).toEqual(['Ann', 'Ben', 'Cid', 'Dee', 'Eve', 'Fay']);
  });

  it('refuses a second desk’s "Pair again" after the first changed the draft by hand', () => {
    const { r2 } = draftRound2();
    const [t1, t2] = r2.tables.filter((x) => !x.bye) as [Round['tables'][0], Round['tables'][0]];
    const manual = call<Round>('round.pairManually', { roundId: r2.id, version: r2.version, entryA: t1.seats[0]!.entryId, entryB: t2.seats[0]!.entryId, mode: 'swap', reason: 'Table by the door' });
    const err = fail('round.pair', { eventId, newest: ref(r2) });
    expect(err.code).toBe('conflict');
    expect(err.message).toContain('Round 2');
    expect(call<Round>('round.get', { roundId: r2.id })).toEqual(manual);
  });

  it('lets only one of two desks pair the next round', () => {
    const { r1 } = draftRound2();
    // Both desks saw round 1 published; the first pressed "Pair next round" (in draftRound2).
    expect(fail('round.pair', { eventId, newest: ref(r1) }).code).toBe('conflict');
    expect(call<{ id: number }[]>('round.list', { eventId })).toHaveLength(2);
  });

  it('lets only one of two desks pair round 1', () => {
    for (const name of ['Ann', 'Ben']) {
      const p = call<{ id: number; version: number }>('player.register', { eventId, name });
      call('player.checkIn', { id: p.id, version: p.version });
    }
    call('round.pair', { eventId, newest: null });
    expect(fail('round.pair', { eventId, newest: null }).code).toBe('conflict');
    expect(call<{ id: number }[]>('round.list', { eventId })).toHaveLength(1);
  });

  it('pairs a draft again in place: the same round, a new seed and version', () => {
    const { r2 } = draftRound2();
    const again = call<Round>('round.pair', { eventId, newest: ref(r2) });
    expect(again).toMatchObject({ id: r2.id, number: 2, version: r2.version + 1 });
    expect(again.seed).not.toBe(r2.seed);
  });
});

describe('reinstating a dropped player', () => {
  it('takes them back into the draft, with a note and the audit keeping before and after', () => {
    const { r2 } = draftRound2();
    const ann = entry('Ann');
    call('entry.drop', { entryId: ann.id, version: ann.version, reason: 'Went home' });
    const back = call<Entry>('entry.reinstate', { entryId: ann.id, version: ann.version + 1, reason: 'Dropped the wrong player' });
    expect(back).toMatchObject({ droppedAfterRound: null, dropReason: null, forfeited: false });
    const after = call<Round>('round.get', { roundId: r2.id });
    expect(seated(after)).toEqual(['Ann', 'Ben', 'Cid', 'Dee', 'Eve', 'Fay']);
    expect(after.warnings[0]).toEqual({ code: 'repaired_after_reinstate', params: { entryId: ann.id } });
    const row = audit('entry.reinstate')[0]!;
    expect(row.input.reason).toBe('Dropped the wrong player');
    expect(row.detail).toEqual({
      before: { droppedAfterRound: 1, dropReason: 'Went home', forfeited: false },
      after: { droppedAfterRound: null, dropReason: null, forfeited: false },
      repairedRound: 2,
    });
  });

  it('undoes a forfeit before the next round is paired, and needs a reason', () => {
    const { r2 } = draftRound2();
    call<Round>('round.publish', ref(r2));
    const cid = entry('Cid');
    call('entry.drop', { entryId: cid.id, version: cid.version, reason: 'Slow play', forfeit: true });
    expect(fail('entry.reinstate', { entryId: cid.id, version: cid.version + 1, reason: '' }).details!.fields).toEqual([expect.objectContaining({ path: 'reason', code: 'required' })]);
    expect(call<Entry>('entry.reinstate', { entryId: cid.id, version: cid.version + 1, reason: 'Appeal upheld' }).forfeited).toBe(false);
  });

  it('refuses once a round after the drop is published, and refuses when the draft was changed by hand', () => {
    const { r2 } = draftRound2();
    const ann = entry('Ann');
    call('entry.drop', { entryId: ann.id, version: ann.version, reason: 'Went home' });
    const draft = call<Round>('round.get', { roundId: r2.id });
    const [t1, t2] = draft.tables.filter((x) => !x.bye) as [Round['tables'][0], Round['tables'][0]];
    const manual = call<Round>('round.pairManually', { ...ref(draft), entryA: t1.seats[0]!.entryId, entryB: t2.seats[0]!.entryId, mode: 'swap', reason: 'x' });
    const err = fail('entry.reinstate', { entryId: ann.id, version: ann.version + 1, reason: 'Came back' });
    expect(err.details).toMatchObject({ manualDraft: true, round: 2 });
    call<Round>('round.publish', ref(manual));
    const late = fail('entry.reinstate', { entryId: ann.id, version: ann.version + 1, reason: 'Came back' });
    expect(late.code).toBe('conflict');
    expect(late.message).toContain('round 2 has been published');
    expect(fail('entry.reinstate', { entryId: entry('Ben').id, version: entry('Ben').version, reason: 'x' }).message).toContain('has not dropped');
  });
});

describe('unpublishing a round', () => {
  it('takes a round without results back to a draft, clock reset, audited with before and after', () => {
    const { r2 } = draftRound2();
    let r = call<Round>('round.publish', ref(r2));
    r = call<Round>('round.clock', { ...ref(r), action: 'start' });
    const table = r.tables.find((x) => !x.bye)!;
    call('table.addTime', { tableId: table.id, version: table.version, minutes: 5 });
    r = call<Round>('round.get', { roundId: r.id });
    expect(fail('round.unpublish', { ...ref(r), reason: '' }).details!.fields).toEqual([expect.objectContaining({ path: 'reason', code: 'required' })]);
    const back = call<Round>('round.unpublish', { ...ref(r), reason: 'Published before the late players arrived' });
    expect(back.status).toBe('draft');
    expect(back.clock).toMatchObject({ startedAt: null, pausedAt: null, pausedMs: 0 });
    expect(back.tables.every((x) => x.extraMinutes === 0)).toBe(true);
    expect(seated(back)).toEqual(seated(r));
    const row = audit('round.unpublish')[0]!;
    expect(row.input.reason).toBe('Published before the late players arrived');
    expect(row.detail).toMatchObject({ round: 2, before: { status: 'published', clock: { startedAt: '2026-12-05T09:00:00.000Z' } }, after: { status: 'draft', clock: { startedAt: null } } });
    expect(fail('round.unpublish', { ...ref(back), reason: 'again' }).code).toBe('conflict');
  });

  it('refuses once a result is in, and refuses a stale version', () => {
    const { r2 } = draftRound2();
    const r = call<Round>('round.publish', ref(r2));
    expect(fail('round.unpublish', { ...ref(r2), reason: 'x' }).code).toBe('conflict');
    const table = r.tables.find((x) => !x.bye)!;
    const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
    call('result.enter', { tableId: table.id, version: table.version, games: netrunnerGames(a, b, [['a', 7, 2], ['a', 7, 3]]) });
    const err = fail('round.unpublish', { ...ref(r), reason: 'Too late' });
    expect(err.code).toBe('conflict');
    expect(err.details!.enteredTables).toEqual([table.number]);
  });

  it('lets a player dropped during the round be reinstated after it is taken back', () => {
    const { r2 } = draftRound2();
    const r = call<Round>('round.publish', ref(r2));
    const ann = entry('Ann');
    call('entry.drop', { entryId: ann.id, version: ann.version, reason: 'Went home' });
    call<Round>('round.unpublish', { ...ref(r), reason: 'Wrong round' });
    expect(call<Entry>('entry.reinstate', { entryId: ann.id, version: ann.version + 1, reason: 'Stayed after all' }).droppedAfterRound).toBeNull();
  });
});
