// Officials through the core (Attacktix 3): registered with a role, never also a player of the
// event (either way round, names folded), given a duty at a table of a round with the role and
// the round's other tables checked, a stale table version refused, and a final without an umpire
// flagged as a warning: at the table its stage kind names the final, not the third-place match
// beside it, not a round of one table that is not the last (a bye beside it, a losers' final).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Official, RoundOfficials } from '../../../../shared/features/officials/model';
import type { Round, RoundTable } from '../../../../shared/model/round';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

function eventWithPlayers(n: number, options: Record<string, unknown> = {}, plannedRounds?: number): number {
  const eventId = t.call<{ id: number }>('event.create', { name: 'Cup', date: '2026-12-05', ruleset: 'generic', options, plannedRounds }).id;
  for (let i = 1; i <= n; i++) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  return eventId;
}


const add = (eventId: number, name: string, role: string) => t.call<Official>('official.add', { eventId, name, role });
const tableOf = (round: Round, i: number): RoundTable => round.tables.filter((x) => !x.bye)[i]!;

describe('officials', () => {
  it('are added, listed in order and removed, each audited', () => {
    const eventId = eventWithPlayers(0);
    const ref = add(eventId, '  Rita Ref ', 'referee');
    add(eventId, 'Hal Head', 'head_judge');
    expect(ref).toMatchObject({ name: 'Rita Ref', role: 'referee', version: 1 });
    expect(t.call<Official[]>('official.list', { eventId }).map((o) => o.name)).toEqual(['Rita Ref', 'Hal Head']);
    t.call('official.remove', { id: ref.id, version: ref.version });
    expect(t.call<Official[]>('official.list', { eventId }).map((o) => o.name)).toEqual(['Hal Head']);
    const audit = t.call<{ operation: string }[]>('audit.list', { eventId }).map((a) => a.operation);
    expect(audit.filter((o) => o.startsWith('official.'))).toHaveLength(3);
  });

  it('refuses a bad role, an empty name, a second official of one name and a stale removal', () => {
    const eventId = eventWithPlayers(0);
    expect(t.fail('official.add', { eventId, name: 'X', role: 'linesman' }).code).toBe('validation');
    expect(t.fail('official.add', { eventId, name: ' ', role: 'judge' }).details).toMatchObject({ fields: [{ path: 'name' }] });
    const o = add(eventId, 'Zoë Judge', 'judge');
    expect(t.fail('official.add', { eventId, name: 'zoe judge', role: 'umpire' }).message).toContain('Zoë Judge');
    expect(t.fail('official.remove', { id: o.id, version: 7 }).code).toBe('conflict');
  });

  it('never lets one person both play and officiate, names folded', () => {
    const eventId = eventWithPlayers(0);
    t.call('player.register', { eventId, name: 'José Łopez' });
    const refused = t.fail('official.add', { eventId, name: 'jose lopez', role: 'referee' });
    expect(refused).toMatchObject({ code: 'conflict', details: { reason: 'official_plays', name: 'José Łopez' } });
    expect(refused.message).toContain('José Łopez');

    add(eventId, 'Ümit Umpire', 'umpire');
    const asPlayer = t.fail('player.register', { eventId, name: 'UMIT umpire' });
    expect(asPlayer).toMatchObject({ code: 'conflict', details: { reason: 'player_officiates', name: 'Ümit Umpire' } });
    expect(asPlayer.message).toContain('Ümit Umpire');
    // Another event is another matter.
    const other = t.call<{ id: number }>('event.create', { name: 'Other', date: '2026-12-06', ruleset: 'generic' }).id;
    expect(t.call('player.register', { eventId: other, name: 'Ümit Umpire' })).toMatchObject({ name: 'Ümit Umpire' });
  });

  it('refuses renaming a player to an official, and checks the others in', () => {
    const eventId = eventWithPlayers(0);
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: 'Pat' });
    const q = t.call<{ id: number; version: number }>('player.register', { eventId, name: 'Quinn' });
    add(eventId, 'Sam Scorer', 'scorekeeper');
    expect(t.fail('player.update', { id: p.id, version: p.version, name: 'sam scorer' }).details).toMatchObject({ reason: 'player_officiates' });
    expect(t.call('player.checkIn', { id: q.id, version: q.version })).toMatchObject({ name: 'Quinn' });
  });

  it('assigns a referee and umpires to tables, refusing a role that does not fit, a second table and a stale version', () => {
    const eventId = eventWithPlayers(8);
    const r1 = t.publishNext(eventId);
    const [a, b] = [tableOf(r1, 0), tableOf(r1, 1)];
    const rita = add(eventId, 'Rita', 'referee');
    const jo = add(eventId, 'Jo', 'judge');
    const ulla = add(eventId, 'Ulla', 'umpire');
    const sam = add(eventId, 'Sam', 'scorekeeper');

    const after = t.call<RoundOfficials>('table.assignOfficial', { tableId: a.id, version: a.version, officialId: rita.id, duty: 'referee' });
    expect(after.tables.find((x) => x.tableId === a.id)!.officials).toEqual([{ officialId: rita.id, name: 'Rita', duty: 'referee' }]);
    expect(after.finalWithoutUmpire).toBe(false);

    // The version read is now stale.
    expect(t.fail('table.assignOfficial', { tableId: a.id, version: a.version, officialId: jo.id, duty: 'referee' }).details).toMatchObject({ reason: 'table_changed' });
    const fresh = () => t.call<Round>('round.get', { roundId: r1.id }).tables.find((x) => x.id === a.id)!;
    const busy = t.fail('table.assignOfficial', { tableId: b.id, version: b.version, officialId: rita.id, duty: 'referee' });
    expect(busy).toMatchObject({ code: 'conflict', details: { reason: 'official_busy', name: 'Rita', table: a.number } });
    expect(t.fail('table.assignOfficial', { tableId: b.id, version: b.version, officialId: ulla.id, duty: 'referee' }).details).toMatchObject({ fields: [{ code: 'official_role' }] });
    expect(t.fail('table.assignOfficial', { tableId: b.id, version: b.version, officialId: sam.id, duty: 'umpire' }).details).toMatchObject({ fields: [{ code: 'official_role' }] });

    // A judge referees too, replacing the referee before; an umpire joins.
    t.call('table.assignOfficial', { tableId: a.id, version: fresh().version, officialId: jo.id, duty: 'referee' });
    const both = t.call<RoundOfficials>('table.assignOfficial', { tableId: a.id, version: fresh().version, officialId: ulla.id, duty: 'umpire' });
    expect(both.tables.find((x) => x.tableId === a.id)!.officials.map((o) => `${o.duty} ${o.name}`)).toEqual(['referee Jo', 'umpire Ulla']);
    // Rita is free again, so she takes table b; an official on duty is not removed.
    t.call('table.assignOfficial', { tableId: b.id, version: b.version, officialId: rita.id, duty: 'referee' });
    expect(t.fail('official.remove', { id: rita.id, version: rita.version }).details).toMatchObject({ reason: 'official_on_duty' });
    const audit = t.call<{ operation: string; details: unknown }[]>('audit.list', { eventId }).filter((x) => x.operation === 'table.assignOfficial');
    expect(audit).toHaveLength(4);
  });

  it("go from a draft's tables when it is paired again, as with a new pairing", () => {
    const eventId = eventWithPlayers(8);
    const draft = t.call<Round>('round.pair', { eventId, newest: null });
    const table = tableOf(draft, 0);
    const rita = add(eventId, 'Rita', 'referee');
    t.call('table.assignOfficial', { tableId: table.id, version: table.version, officialId: rita.id, duty: 'referee' });
    const assigned = t.call<Round>('round.get', { roundId: draft.id });
    expect(t.call<RoundOfficials>('official.ofRound', { roundId: draft.id }).tables.flatMap((x) => x.officials)).toHaveLength(1);
    t.call<Round>('round.pair', { eventId, newest: { roundId: draft.id, version: assigned.version } });
    expect(t.call<RoundOfficials>('official.ofRound', { roundId: draft.id }).tables.flatMap((x) => x.officials)).toEqual([]);
    expect(t.call('official.remove', { id: rita.id, version: rita.version })).toMatchObject({ name: 'Rita' });
  });

  it('warns that a final has no umpire until one is assigned', () => {
    const eventId = eventWithPlayers(4, { format: 'elimination', gamesPerMatch: 1, drawsAllowed: false });
    const r1 = t.publishNext(eventId);
    expect(t.call<RoundOfficials>('official.ofRound', { roundId: r1.id }).finalWithoutUmpire).toBe(false);
    for (const x of r1.tables.filter((y) => !y.bye)) {
      const [p, q] = x.seats.map((s) => s.entryId);
      t.call('result.enter', { tableId: x.id, version: x.version, games: [{ seats: [{ entryId: p, outcome: 'win', score: 0 }, { entryId: q, outcome: 'loss', score: 0 }] }] });
    }
    const final = t.publishNext(eventId);
    expect(t.call<RoundOfficials>('official.ofRound', { roundId: final.id }).finalWithoutUmpire).toBe(true);
    const ulla = add(eventId, 'Ulla', 'umpire');
    const table = tableOf(final, 0);
    const after = t.call<RoundOfficials>('table.assignOfficial', { tableId: table.id, version: table.version, officialId: ulla.id, duty: 'umpire' });
    expect(after.finalWithoutUmpire).toBe(false);
  });

  describe('the final is the one its stage kind names', () => {
    const umpireless = (round: Round) => t.call<RoundOfficials>('official.ofRound', { roundId: round.id }).finalWithoutUmpire;
    /** Publishes the next round, and enters seat 1 as every match's winner. */
    const playNext = (eventId: number): Round => {
      const round = t.publishNext(eventId);
      for (const x of round.tables.filter((y) => !y.bye)) {
        const [p, q] = x.seats.map((s) => s.entryId);
        t.call('result.enter', { tableId: x.id, version: x.version, games: [{ seats: [{ entryId: p, outcome: 'win', score: 0 }, { entryId: q, outcome: 'loss', score: 0 }] }] });
      }
      return round;
    };
    const umpire = (eventId: number, round: Round, number: number) => {
      const table = t.call<Round>('round.get', { roundId: round.id }).tables.find((x) => x.number === number)!;
      const ulla = add(eventId, `Umpire ${round.id}-${number}`, 'umpire');
      return t.call<RoundOfficials>('table.assignOfficial', { tableId: table.id, version: table.version, officialId: ulla.id, duty: 'umpire' }).finalWithoutUmpire;
    };

    it('beside a match for third place: only the final needs the umpire', () => {
      const eventId = eventWithPlayers(4, { format: 'elimination', thirdPlace: true, gamesPerMatch: 1, drawsAllowed: false });
      playNext(eventId);
      const last = playNext(eventId);
      expect(last.tables.filter((x) => !x.bye)).toHaveLength(2);
      expect(umpireless(last)).toBe(true);
      expect(t.call<RoundOfficials>('official.ofRound', { roundId: last.id }).finalTable).toBe(1);
      // An umpire at the match for third place (place 2) leaves the final without one.
      expect(umpire(eventId, last, 2)).toBe(true);
      expect(umpire(eventId, last, 1)).toBe(false);
    });

    it('with three players: round 1 (a match and a bye) is not the final, round 2 is', () => {
      const eventId = eventWithPlayers(3, { format: 'elimination', gamesPerMatch: 1, drawsAllowed: false });
      const first = playNext(eventId);
      expect(first.tables.filter((x) => !x.bye)).toHaveLength(1);
      expect(umpireless(first)).toBe(false);
      expect(t.call<RoundOfficials>('official.ofRound', { roundId: first.id }).finalTable).toBeNull();
      expect(umpireless(playNext(eventId))).toBe(true);
    });

    it("in double elimination: the losers' final is not, the grand final is", () => {
      const eventId = eventWithPlayers(4, { format: 'double_elimination', gamesPerMatch: 1, drawsAllowed: false });
      const rounds = [1, 2, 3, 4].map(() => playNext(eventId));
      // Round 3 plays the losers' bracket's final alone, at one table.
      expect(rounds[2]!.tables.filter((x) => !x.bye)).toHaveLength(1);
      expect(rounds.map(umpireless)).toEqual([false, false, false, true]);
    });

    it("after a Swiss: the playoff's final, by the stage's own round", () => {
      const eventId = eventWithPlayers(6, { playoff: 'elimination', cut: 4, gamesPerMatch: 1, drawsAllowed: false }, 1);
      const rounds = [1, 2, 3].map(() => playNext(eventId));
      expect(rounds.map((r) => r.stage?.round)).toEqual([1, 1, 2]);
      expect(rounds.map(umpireless)).toEqual([false, false, true]);
    });
  });
});
