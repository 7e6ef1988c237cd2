// Double elimination played out through its stage kind: the bracket's shape for every field of 2
// to 256 (out after exactly two losses, 2k rounds or 2k + 1 with a reset, byes only where the draw
// or its empty places put them), no rematch in the losers' bracket before one is unavoidable, the
// reset exactly when the losers' champion wins the grand final, walkovers for a dropped player's
// opponents, the standings' places, and seeds from the stage before.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bracketSize } from '../../../../electron/engine/elimination';
import type { EntryId, TableRecord } from '../../../../electron/engine/types';
import { coinFlips, favourites, kind, losses, playDouble, ruleset, type Played } from './double-play';
import { stageRuleset, genericRuleset } from '../../../../electron/engine/rulesets';

const seeds = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const k = (n: number) => Math.log2(bracketSize(n));
const winnerOf = (t: TableRecord) => (t.bye ? t.entries[0]! : t.games[0]!.seats.find((s) => s.outcome === 'win')!.entryId);
const grandFinal = (played: Played, n: number) => played.tables.find((t) => t.round === 2 * k(n) && t.table === 1)!;

/** The losers'-bracket round a stage round's table belongs to, or null (winners' bracket, grand
 * final, reset): winners' round t has size/2^t places at tables 1…, the losers' after them. */
function losersRound(n: number, t: TableRecord): number | null {
  const wb = t.round <= k(n) ? bracketSize(n) / 2 ** t.round : 0;
  return t.table > wb && t.round < 2 * k(n) ? t.round - 1 : null;
}

/** The first losers' round where a rematch cannot be ruled out, whatever the crossing. A place of
 * losers' major round 2m can hold, from each winners' round r ≤ m, the losers of 2^(m+1−r) of
 * its matches, and one loser of round m + 1; minor round 2m + 1 joins two such places. For no two
 * of them to have met, the winners'-bracket parts they lost in (2^r first-round places for a round
 * r loser) must not overlap, as a later loser may have beaten anyone who lost inside their part:
 * (m + 1)·2^(m+1) places for a major round, twice that for a minor one, within the bracket's 2^k.
 * Past that some match may be a rematch with every crossing (in a bracket of 8 the losers'
 * semifinal, of 16 its round 4, of 64 its round 7), so "unavoidable" is the first round past it. */
function firstUnavoidable(kk: number): number {
  for (let m = 1; m < kk; m++) {
    if ((m + 1) * 2 ** (m + 1) > 2 ** kk) return 2 * m;
    if (m < kk - 1 && (m + 1) * 2 ** (m + 2) > 2 ** kk) return 2 * m + 1;
  }
  return Infinity;
}

/** The losers' rounds, before the first where one is unavoidable, with a match of two who met. */
function earlyRematches(played: Played, n: number): number[] {
  const met = new Set<string>();
  const out: number[] = [];
  for (const t of played.tables.filter((x) => !x.bye)) {
    const pair = [...t.entries].sort((a, b) => a - b).join('-');
    const j = losersRound(n, t);
    if (j !== null && j < firstUnavoidable(k(n)) && met.has(pair)) out.push(j);
    met.add(pair);
  }
  return out;
}

describe('double elimination', () => {
  it('every field of 2..256: out after exactly two losses, 2k or 2k + 1 rounds, byes to the top seeds in round 1 only, no early rematch', () => {
    for (let n = 2; n <= 256; n++) {
      const played = playDouble(n, { seeds: seeds(n), pick: coinFlips(`shape|${n}`) });
      const size = bracketSize(n);
      const gf = grandFinal(played, n);
      const champion = played.tables.filter((t) => t.round === played.rounds.length).map(winnerOf)[0]!;
      for (const [id, count] of losses(played)) expect(count, `entry ${id} of ${n}`).toBe(id === champion ? (gf.games[0]!.seats[1]!.outcome === 'win' ? 1 : 0) : 2);
      expect(played.rounds.length).toBe(2 * k(n) + (winnerOf(gf) === gf.entries[1] ? 1 : 0));
      // Byes of the draw: one seat per match, to seeds 1… in round 1 only.
      const draws = played.rounds.map((r) => r.byes.filter((b) => b.notes.some((x) => x.code === 'bracket_bye')).map((b) => b.entryId));
      expect(draws[0]!.sort((a, b) => a - b)).toEqual(seeds(size - n));
      draws.slice(1).forEach((d) => expect(d).toEqual([]));
      // Other byes: a losers' place left empty by round 1's byes, in losers' rounds 1 and 2.
      played.rounds.forEach((r, i) => r.byes.filter((b) => !b.notes.some((x) => x.code === 'bracket_bye')).forEach((b) => {
        expect(b.notes[0]!.code).toBe('losers_bracket_bye');
        expect([2, 3]).toContain(i + 1);
      }));
      // Nobody plays twice in a round, nor after a second loss; and no early rematch.
      const lost = new Map<EntryId, number>();
      const seen = new Map<EntryId, number>();
      for (const t of played.tables) {
        for (const id of t.entries) {
          expect(seen.get(id) ?? 0).toBeLessThan(t.round);
          expect(lost.get(id) ?? 0).toBeLessThan(2);
          seen.set(id, t.round);
        }
        if (!t.bye) {
          const loser = t.entries.find((e) => e !== winnerOf(t))!;
          lost.set(loser, (lost.get(loser) ?? 0) + 1);
        }
      }
      expect(earlyRematches(played, n)).toEqual([]);
    }
  });

  it('no rematch in the losers\' bracket before the first round where one is unavoidable (fields of 2..64, random winners)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), fc.string(), (n, seed) => {
        expect(earlyRematches(playDouble(n, { pick: coinFlips(seed) }), n)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('the bound is where rematches do start: a bracket of 16 has one in losers\' round 4 for some results', () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10].map(firstUnavoidable)).toEqual([2, 3, 4, 5, 7, 8, 9, 11, 13]);
    const rematchAt4 = Array.from({ length: 200 }, (_, s) => playDouble(16, { seeds: seeds(16), pick: coinFlips(`r|${s}`) })).some((played) => {
      const met = new Set<string>();
      return played.tables.some((t) => {
        const pair = [...t.entries].sort((a, b) => a - b).join('-');
        const again = !t.bye && losersRound(16, t) === 4 && met.has(pair);
        met.add(pair);
        return again;
      });
    });
    expect(rematchAt4).toBe(true);
  });

  it('a reset exactly when the losers\' champion wins the grand final, none when the ruleset turns it off', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.string(), fc.boolean(), (n, seed, reset) => {
        const rules = reset ? ruleset : stageRuleset(genericRuleset({ format: 'double_elimination', drawsAllowed: false, grandFinalReset: false }), 1);
        const played = playDouble(n, { pick: coinFlips(seed), ruleset: rules });
        const gf = grandFinal(played, n);
        expect(gf.entries).toHaveLength(2);
        expect(played.rounds[2 * k(n) - 1]!.tables[0]!.notes[0]!.code).toBe('grand_final');
        const lbChampionWon = winnerOf(gf) === gf.entries[1];
        expect(played.rounds.length).toBe(2 * k(n) + (reset && lbChampionWon ? 1 : 0));
        if (reset && lbChampionWon) {
          const last = played.rounds.at(-1)!.tables;
          expect(last).toEqual([{ table: 1, entries: gf.entries, notes: [{ code: 'grand_final_reset', params: {} }] }]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a dropped winner leaves the next opponent a walkover in either bracket; a dropped loser, its losers\' opponent', () => {
    // Eight seeds, favourites win. After round 1: seed 1 (a winner) and seed 8 (a loser) drop.
    const played = playDouble(8, { seeds: seeds(8), pick: favourites, drops: (round) => (round === 1 ? [1, 8] : []) });
    const round2 = played.rounds[1]!;
    expect(round2.byes).toContainEqual({ entryId: 4, table: 1, notes: [{ code: 'walkover', params: { entryId: 4 } }] });
    // Losers' round 1, place 1: the losers of matches 1 (seed 8) and 2 (seed 5).
    expect(round2.byes).toContainEqual({ entryId: 5, table: 3, notes: [{ code: 'walkover', params: { entryId: 5 } }] });
    expect(played.tables.some((t) => t.round > 1 && (t.entries.includes(1) || t.entries.includes(8)))).toBe(false);
    // The stage still ends with a champion and a runner-up.
    const standings = kind.standings(ruleset, played.entries, played.tables);
    expect(standings.slice(0, 2).map((r) => [r.entryId, r.rank])).toEqual([[2, 1], [3, 2]]);
    // Four seeds: 2 wins the losers' final (round 3) and drops; 1 wins the grand final on a
    // walkover, and the stage ends there with 2 still second.
    const final = playDouble(4, { seeds: seeds(4), pick: favourites, drops: (round) => (round === 3 ? [2] : []) });
    expect(final.rounds).toHaveLength(4);
    expect(final.rounds[3]).toMatchObject({ tables: [], byes: [{ entryId: 1, table: 1, notes: [{ code: 'walkover', params: { entryId: 1 } }] }] });
    expect(kind.standings(ruleset, final.entries, final.tables).map((r) => [r.entryId, r.rank])).toEqual([[1, 1], [2, 2], [3, 3], [4, 4]]);
  });

  it('standings: winner, grand-final loser, losers\' final loser, semifinal loser, then shared by the losers\' round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 64 }), fc.string(), (n, seed) => {
        const played = playDouble(n, { pick: coinFlips(seed) });
        const rank = new Map(kind.standings(ruleset, played.entries, played.tables).map((r) => [r.entryId, r.rank]));
        const last = played.tables.filter((t) => t.round === played.rounds.length)[0]!;
        const champion = winnerOf(last);
        expect(rank.get(champion)).toBe(1);
        expect(rank.get(last.entries.find((e) => e !== champion)!)).toBe(2);
        // Each losers' round's losers share a place, below every later round's.
        const outIn = new Map<EntryId, number>();
        for (const t of played.tables) {
          const j = losersRound(n, t);
          if (j !== null && !t.bye) outIn.set(t.entries.find((e) => e !== winnerOf(t))!, j);
        }
        const lbFinal = 2 * k(n) - 2;
        for (const [id, j] of outIn) {
          const better = [...outIn.values()].filter((x) => x > j).length;
          expect(rank.get(id), `out in losers' round ${j}`).toBe(3 + better);
          if (j === lbFinal) expect(rank.get(id)).toBe(3);
          if (j === lbFinal - 1) expect(rank.get(id)).toBe(4);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('seeds from the stage before: 1 and 2 meet nowhere before the round of the winners\' final; favourites finish in seed order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 128 }), fc.string(), (n, seed) => {
        const played = playDouble(n, { seeds: seeds(n), pick: coinFlips(seed) });
        for (const t of played.tables) if (t.entries.includes(1) && t.entries.includes(2)) expect(t.round).toBeGreaterThanOrEqual(k(n));
      }),
      { numRuns: 300 },
    );
    // Both in the losers' bracket early: 1 loses in round 1, 2 in round 2, the lower seed wins
    // every other match.
    const upsets = (round: number, a: EntryId, b: EntryId) => {
      const losing = round <= 2 ? round : null;
      return a === losing ? b : b === losing ? a : Math.min(a, b);
    };
    for (let n = 2; n <= 128; n++) {
      const played = playDouble(n, { seeds: seeds(n), pick: upsets });
      const met = played.tables.find((t) => t.entries.includes(1) && t.entries.includes(2));
      expect(met === undefined || met.round >= k(n), `${n}`).toBe(true);
    }
    for (const n of [2, 5, 8, 13, 16, 32]) {
      const played = playDouble(n, { seeds: [...seeds(n)], pick: favourites });
      expect(played.rounds[k(n) - 1]!.tables[0]!.entries).toEqual([1, 2]);
      expect(grandFinal(played, n).entries).toEqual([1, 2]);
      expect(played.rounds).toHaveLength(2 * k(n));
      const places = kind.standings(ruleset, played.entries, played.tables).slice(0, Math.min(n, 4)).map((r) => r.entryId);
      expect(places).toEqual(seeds(Math.min(n, 4)));
    }
  });

  it('seeds given are followed, a random draw is replayable from the round\'s seed, and late or dropped entries are left out', () => {
    const byHand = kind.nextRound({ ruleset, entries: playDouble(4, { pick: favourites }).entries, tables: [], round: 1, seed: 'x', seeds: [4, 3, 2, 1] });
    expect(byHand.tables.map((t) => t.entries)).toEqual([[4, 1], [3, 2]]);
    const entries = [...Array.from({ length: 6 }, (_, i) => ({ id: i + 1, dropped: i === 5, joinedRound: 1 })), { id: 7, dropped: false, joinedRound: 2 }];
    const a = kind.nextRound({ ruleset, entries, tables: [], round: 1, seed: 's' });
    const b = kind.nextRound({ ruleset, entries, tables: [], round: 1, seed: 's' });
    expect(a).toEqual(b);
    expect([...a.tables.flatMap((t) => t.entries), ...a.byes.map((x) => x.entryId)].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
