import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TournamentEvent } from '../../../../shared/model/event';
import type { Round } from '../../../../shared/model/round';
import type { Standings } from '../../../../shared/model/standings';
import { suggestedSwissRounds } from '../../../../electron/engine/rounds/planned-rounds';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;

const call = <T,>(name: string, input: unknown): T => t.call<T>(name, input);
const fail = (name: string, input: unknown) => t.fail(name, input);
const get = (id: number) => call<TournamentEvent>('event.get', { id });

function addPlayers(eventId: number, count: number): void {
  for (let i = 1; i <= count; i++) {
    const p = call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
    call('player.checkIn', { id: p.id, version: p.version });
  }
}

/** Generic, one game a match: seat 1 wins every table. */
function playRound(eventId: number): Round {
  const draft = call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
  const round = call<Round>('round.publish', { roundId: draft.id, version: draft.version });
  for (const table of round.tables.filter((x) => !x.bye)) {
    const [a, b] = table.seats.map((s) => s.entryId);
    const games = [{ seats: [{ entryId: a, outcome: 'win', score: 0 }, { entryId: b, outcome: 'loss', score: 0 }] }];
    call('result.enter', { tableId: table.id, version: table.version, games });
  }
  return call<Round>('round.get', { roundId: round.id });
}

beforeEach(() => {
  let n = 0;
  t = tempCore({ random: () => `seed-${++n}` });
});
afterEach(() => t.dispose());

describe('event.update', () => {
  it('changes name, date, clock, points and tiebreakers before round 1, auditing before and after', () => {
    const e = call<TournamentEvent>('event.create', { name: 'Thursday', date: '2026-12-10', ruleset: 'generic' });
    const updated = call<TournamentEvent>('event.update', {
      id: e.id,
      version: e.version,
      name: 'Thursday Swiss',
      date: '2026-12-11',
      options: { clock: { roundMinutes: 40, warningMinutes: 5 }, matchPoints: { win: 2 }, tiebreakers: ['buchholz', 'omw'] },
    });
    expect(updated).toMatchObject({ name: 'Thursday Swiss', date: '2026-12-11', version: e.version + 1 });
    expect(updated.options).toEqual({ clock: { roundMinutes: 40, warningMinutes: 5 }, matchPoints: { win: 2 }, tiebreakers: ['buchholz', 'omw'] });
    const [row] = call<{ detail: { before: Record<string, unknown>; after: Record<string, unknown> } }[]>('audit.list', {
      eventId: e.id,
      operations: ['event.update'],
    });
    expect(row!.detail.before).toEqual({ name: 'Thursday', date: '2026-12-10', options: {} });
    expect(row!.detail.after).toMatchObject({ name: 'Thursday Swiss', date: '2026-12-11', options: { matchPoints: { win: 2 } } });
  });

  it('refuses a stale version and writes nothing', () => {
    const e = call<TournamentEvent>('event.create', { name: 'Thursday', date: '2026-12-10', ruleset: 'generic' });
    call('event.update', { id: e.id, version: e.version, name: 'First desk' });
    expect(fail('event.update', { id: e.id, version: e.version, name: 'Second desk' }).code).toBe('conflict');
    expect(get(e.id).name).toBe('First desk');
  });

  it('names each bad option, as the preset checks them', () => {
    const e = call<TournamentEvent>('event.create', { name: 'Open', date: '2026-12-10', ruleset: 'netrunner-1996' });
    const error = fail('event.update', { id: e.id, version: e.version, options: { clock: { roundMinutes: 30 } } });
    expect(error.code).toBe('validation');
    expect(error.details?.fields).toEqual([expect.objectContaining({ path: 'options.clock.roundMinutes' })]);
  });

  it('takes whole or half match points up to 100, and names anything else', () => {
    const e = call<TournamentEvent>('event.create', { name: 'Open', date: '2026-12-10', ruleset: 'generic', options: { matchPoints: { win: 1, draw: 0.5, loss: 0, bye: 1 } } });
    expect(e.options).toMatchObject({ matchPoints: { win: 1, draw: 0.5 } });
    const error = fail('event.update', { id: e.id, version: e.version, options: { matchPoints: { win: 3, draw: 0.3, loss: 0, bye: 101 } } });
    expect(error.code).toBe('validation');
    expect(error.details?.fields).toEqual([
      expect.objectContaining({ path: 'options.matchPoints.draw', code: 'not_multiple_of' }),
      expect.objectContaining({ path: 'options.matchPoints.bye', code: 'too_big' }),
    ]);
  });

  it('after round 1 is published: scoring is fixed field by field, while name, date, clock and planned rounds still change', () => {
    const e = call<TournamentEvent>('event.create', { name: 'Open', date: '2026-12-10', ruleset: 'generic', options: { matchPoints: { win: 3 } } });
    addPlayers(e.id, 4);
    const draft = call<Round>('round.pair', { eventId: e.id, newest: t.newestRound(e.id) });
    expect(get(e.id).progress.scoringLocked).toBe(false);
    call('round.publish', { roundId: draft.id, version: draft.version });
    const locked = get(e.id);
    expect(locked.progress.scoringLocked).toBe(true);

    const error = fail('event.update', {
      id: e.id,
      version: locked.version,
      options: { matchPoints: { win: 2 }, tiebreakers: ['buchholz'], clock: { roundMinutes: 40 } },
    });
    expect(error.code).toBe('validation');
    expect(error.details?.fields).toEqual([
      { path: 'options.matchPoints.win', message: 'locked_after_round_1' },
      { path: 'options.tiebreakers', message: 'locked_after_round_1' },
    ]);
    expect(get(e.id).options).toEqual({ matchPoints: { win: 3 } });

    // The same scoring written out in full (defaults spelled) is no change.
    const ok = call<TournamentEvent>('event.update', {
      id: e.id,
      version: locked.version,
      name: 'Open, day 1',
      date: '2026-12-12',
      plannedRounds: 3,
      options: { matchPoints: { win: 3, draw: 1, loss: 0, bye: 3 }, clock: { roundMinutes: 40, warningMinutes: 5 } },
    });
    expect(ok).toMatchObject({ name: 'Open, day 1', date: '2026-12-12', plannedRounds: 3 });
  });
});

describe('planned rounds', () => {
  it('suggests ceil(log2 players) from the players checked in', () => {
    expect([0, 1, 2, 3, 4, 5, 8, 9, 13, 16, 17, 200, 1024, 1025].map(suggestedSwissRounds)).toEqual([
      null, null, 1, 2, 2, 3, 3, 4, 4, 4, 5, 8, 10, 11,
    ]);
    const e = call<TournamentEvent>('event.create', { name: 'Open', date: '2026-12-10', ruleset: 'generic' });
    expect(get(e.id)).toMatchObject({ plannedRounds: null, progress: { checkedIn: 0, suggestedRounds: null } });
    addPlayers(e.id, 13);
    expect(get(e.id).progress).toMatchObject({ checkedIn: 13, suggestedRounds: 4 });
  });

  it('ends the event after the last planned round: final standings, no further round until the plan is raised', () => {
    const e = call<TournamentEvent>('event.create', { name: 'Open', date: '2026-12-10', ruleset: 'generic', plannedRounds: 2 });
    addPlayers(e.id, 4);
    playRound(e.id);
    const r2 = playRound(e.id);
    expect(r2.number).toBe(2);
    expect(get(e.id).progress.finished).toBe(false);
    // Pairing past the plan is refused and leaves round 2 as it was.
    const refused = fail('round.pair', { eventId: e.id, newest: t.newestRound(e.id) });
    expect(refused.code).toBe('conflict');
    expect(refused.message).toMatch(/2 planned rounds.*raise the planned rounds/);
    expect(call<Round>('round.get', { roundId: r2.id }).status).toBe('published');

    call('round.close', { roundId: r2.id, version: r2.version });
    const finished = get(e.id);
    expect(finished.progress).toMatchObject({ finished: true, latestRound: 2 });
    expect(call<Standings>('standings.get', { eventId: e.id }).final).toBe(true);

    // Planned rounds never go below the rounds paired; raising them opens round 3.
    const below = fail('event.update', { id: e.id, version: finished.version, plannedRounds: 1 });
    expect(below.details?.fields).toEqual([{ path: 'plannedRounds', message: 'below_rounds_paired' }]);
    call('event.update', { id: e.id, version: finished.version, plannedRounds: 3 });
    expect(get(e.id).progress.finished).toBe(false);
    expect(call<Standings>('standings.get', { eventId: e.id }).final).toBe(false);
    expect(call<Round>('round.pair', { eventId: e.id, newest: t.newestRound(e.id) }).number).toBe(3);
  });

  it('has no limit while the plan is left for later', () => {
    const e = call<TournamentEvent>('event.create', { name: 'Open', date: '2026-12-10', ruleset: 'generic' });
    addPlayers(e.id, 2);
    for (let i = 0; i < 3; i++) playRound(e.id);
    expect(get(e.id).progress).toMatchObject({ latestRound: 3, finished: false });
  });
});
