// The bracket as the room draws it, from a stage's tables: its full shape from round 1 for every
// field of 2 to 64 in single and double elimination (byes included), each entry's seed in the
// draw (a cut's seeds as handed in), winners filled in as results come, the places not yet paired
// showing exactly who will meet there, and the table number only while a match is played.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bracketSize } from '../../../../electron/engine/elimination';
import type { BracketSection } from '../../../../electron/engine/elimination';
import { genericRuleset, stageRuleset } from '../../../../electron/engine/rulesets';
import { stageKind } from '../../../../electron/engine/stages';
import type { TableRecord } from '../../../../electron/engine/types';
import { bracketOfKind, coinFlips, favourites, playDouble, ruleset, type BracketKind, type PlayOptions } from './double-play';

const play = (kind: BracketKind, n: number, opts: PlayOptions) => playDouble(n, { kind: stageKind(kind), ...opts });
const view = (kind: BracketKind, tables: TableRecord[]) => bracketOfKind(kind, ruleset, tables)!;
const placesPerRound = (s: BracketSection) => s.rounds.map((r) => r.matches.length);
const k = (n: number) => Math.log2(bracketSize(n));
/** Round 1 only, no results yet. */
const drawn = (tables: TableRecord[]) => tables.filter((t) => t.round === 1).map((t) => ({ ...t, games: [] }));

describe('bracket view', () => {
  it('nothing to draw before round 1', () => {
    expect(bracketOfKind('elimination', ruleset, [])).toBeNull();
  });

  it('single elimination, 2..64 sides: every round from round 1, everyone once with a seed, byes to the top seeds', () => {
    for (let n = 2; n <= 64; n++) {
      const size = bracketSize(n);
      const v = view('elimination', drawn(play('elimination', n, { pick: favourites }).tables));
      expect(v.size).toBe(size);
      expect(v.sections.map((s) => s.id)).toEqual(['main']);
      expect(placesPerRound(v.sections[0]!)).toEqual(Array.from({ length: k(n) }, (_, i) => size / 2 ** (i + 1)));
      const first = v.sections[0]!.rounds[0]!.matches;
      expect(first.flatMap((m) => m.entries.map((e) => e.seed)).sort((a, b) => a! - b!)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      expect(first.filter((m) => m.bye).map((m) => m.entries[0]!.seed).sort((a, b) => a! - b!)).toEqual(Array.from({ length: size - n }, (_, i) => i + 1));
      for (const m of first.filter((x) => !x.bye)) expect(m.entries[0]!.seed! + m.entries[1]!.seed!).toBe(size + 1);
      // Byes go through at once; every played match waits at its table.
      for (const m of first) expect(m.bye ? [m.winner, m.table] : [m.winner, m.table]).toEqual(m.bye ? [m.entries[0]!.entryId, null] : [null, m.place]);
    }
  });

  it('double elimination, 2..64 sides: winners, losers and the final in their full shape', () => {
    for (let n = 2; n <= 64; n++) {
      const size = bracketSize(n);
      const v = view('double_elimination', drawn(play('double_elimination', n, { pick: favourites }).tables));
      const kk = k(n);
      expect(v.sections.map((s) => s.id)).toEqual(kk === 1 ? ['winners', 'final'] : ['winners', 'losers', 'final']);
      expect(placesPerRound(v.sections[0]!)).toEqual(Array.from({ length: kk }, (_, i) => size / 2 ** (i + 1)));
      if (kk > 1) expect(placesPerRound(v.sections[1]!)).toEqual(Array.from({ length: 2 * kk - 2 }, (_, j) => size / 2 ** (Math.ceil((j + 1) / 2) + 1)));
      expect(v.sections.at(-1)!.rounds.map((r) => [r.round, r.matches.length])).toEqual([[2 * kk, 1]]);
      // Losers' round j is played in stage round j + 1.
      if (kk > 1) expect(v.sections[1]!.rounds.map((r) => r.round)).toEqual(Array.from({ length: 2 * kk - 2 }, (_, j) => j + 2));
    }
  });

  it('played out, every stored table is drawn once at its place, with its winner', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), fc.constantFrom<BracketKind>('elimination', 'double_elimination'), fc.string(), (n, kind, seed) => {
        const { tables } = play(kind, n, { pick: coinFlips(seed) });
        const v = view(kind, tables);
        const matches = v.sections.flatMap((s) => s.rounds.flatMap((r) => r.matches.filter((m) => m.entries.length > 0)));
        expect(matches.length).toBe(tables.length);
        expect(matches.every((m) => m.winner !== null && m.table === null)).toBe(true);
        const champion = v.sections.at(-1)!.rounds.at(-1)!.matches[0]!.winner;
        const last = tables.filter((t) => t.table === 1).at(-1)!;
        expect(champion).toBe(last.bye ? last.entries[0] : last.games[0]!.seats.find((s) => s.outcome === 'win')!.entryId);
      }),
      { numRuns: 60 },
    );
  });

  it('part way, the next round’s places show exactly who will meet there, and a round under way its tables', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 64 }), fc.constantFrom<BracketKind>('elimination', 'double_elimination'), fc.string(), fc.nat(), (n, kind, seed, cut) => {
        const { tables } = play(kind, n, { pick: coinFlips(seed) });
        const last = Math.max(...tables.map((t) => t.round));
        const through = 1 + (cut % (last - 1));
        const full = view(kind, tables);
        // Rounds up to `through` closed, the next paired without results.
        const partial = view(kind, tables.filter((t) => t.round <= through + 1).map((t) => (t.round > through ? { ...t, games: [] } : t)));
        const before = view(kind, tables.filter((t) => t.round <= through));
        const inRound = (v: typeof full, round: number) => v.sections.flatMap((s) => s.rounds.filter((r) => r.round === round).flatMap((r) => r.matches));
        const ids = (m: { entries: { entryId: number }[] }) => m.entries.map((e) => e.entryId).sort((a, b) => a - b);
        const next = inRound(full, through + 1);
        inRound(before, through + 1).forEach((m, i) => expect(ids(m)).toEqual(ids(next[i]!)));
        for (const m of inRound(partial, through + 1)) {
          if (m.entries.length === 2) expect([m.winner, m.table]).toEqual([null, tables.find((t) => t.round === through + 1 && t.entries.includes(m.entries[0]!.entryId))!.table]);
        }
      }),
      { numRuns: 80 },
    );
  });

  it("a cut's seeds: the standings' order handed in, 1 v 8, 4 v 5, 2 v 7, 3 v 6; a top 6 gives 1 and 2 byes", () => {
    const order = [5, 3, 8, 1, 2, 7, 4, 6];
    const v = view('double_elimination', drawn(play('double_elimination', 8, { pick: favourites, seeds: order }).tables));
    const first = v.sections[0]!.rounds[0]!.matches.map((m) => m.entries.map((e) => e.seed));
    expect(v.sections[0]!.rounds[0]!.matches.map((m) => m.entries.map((e) => e.entryId))).toEqual([[5, 6], [1, 2], [3, 4], [8, 7]]);
    expect(first).toEqual([[1, 8], [4, 5], [2, 7], [3, 6]]);
    const six = view('elimination', drawn(play('elimination', 6, { pick: favourites, seeds: [1, 2, 3, 4, 5, 6] }).tables));
    expect(six.sections[0]!.rounds[0]!.matches.map((m) => [m.bye, m.entries.map((e) => e.seed)])).toEqual([
      [true, [1]],
      [false, [4, 5]],
      [true, [2]],
      [false, [3, 6]],
    ]);
    // The byes' winners are already drawn into round 2.
    expect(six.sections[0]!.rounds[1]!.matches.map((m) => m.entries.map((e) => e.seed))).toEqual([[1], [2]]);
  });

  it('the match for third place is the final round’s place 2', () => {
    const rules = stageRuleset(genericRuleset({ format: 'elimination', thirdPlace: true, drawsAllowed: false }), 1);
    const { tables } = play('elimination', 8, { pick: favourites, ruleset: rules });
    const final = bracketOfKind('elimination', rules, tables)!.sections[0]!.rounds.at(-1)!;
    expect(final.matches.map((m) => [m.place, m.winner])).toEqual([
      [1, 1],
      [2, 3],
    ]);
  });

  it('a reset, when played, is the final section’s second round', () => {
    const { tables } = play('double_elimination', 4, { pick: (round, a, b) => (round === 4 ? b : Math.min(a, b)) });
    const finals = view('double_elimination', tables).sections.at(-1)!;
    expect(finals.rounds.map((r) => r.round)).toEqual([4, 5]);
  });
});
