// The Doomtrooper ranking (Decision): wins, then PP over all games, then the mean of the PP totals
// of the opponents met; a worked example and a property test against a calculation written out
// here.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeStandings, doomtrooperRuleset } from '../../../../../electron/engine/rulesets';
import type { EntryState, GameResult, TableRecord } from '../../../../../electron/engine/types';

const DOOM = doomtrooperRuleset();

/** A game at time as the slip says it: each seat's PP and, where the lead is level, the leaders'
 * warriors in play (they decide) or none (three more turns left it level: shared). */
function atTime(entries: number[], pp: number[], warriors: number[] | null): GameResult {
  const top = Math.max(...pp);
  const leaders = pp.filter((p) => p === top).length;
  const ending = leaders === 1 ? 'time' : warriors ? 'time_warriors' : 'time_turns';
  const w = (i: number) => (ending === 'time_warriors' && pp[i] === top ? warriors![i]! : 0);
  return {
    ending,
    seats: entries.map((entryId, i) => {
      const place = 1 + pp.filter((p, j) => p > pp[i]! || (p === pp[i] && w(j) > w(i))).length;
      const firsts = pp.filter((p, j) => 1 + pp.filter((q, k) => q > p || (q === p && w(k) > w(j))).length === 1).length;
      const outcome = place !== 1 ? 'loss' : firsts === 1 ? 'win' : 'draw';
      return { entryId, outcome, place, score: pp[i]!, ...(ending === 'time_warriors' && pp[i] === top ? { warriors: w(i) } : {}) };
    }),
  };
}

const table = (round: number, number: number, entries: number[], games: GameResult[]): TableRecord => ({ round, table: number, entries, bye: false, games });
const bye = (round: number, entryId: number): TableRecord => ({ round, table: 0, entries: [entryId], bye: true, games: [] });
const entriesOf = (ids: number[]): EntryState[] => ids.map((id) => ({ id, dropped: false, joinedRound: 1 }));

describe('the Doomtrooper ranking', () => {
  it('ranks by wins, then PP, then the opponents’ mean PP; a bye is a win with 0 PP', () => {
    // Round 1: 1 beats 2 and 3 at time (20-12-5); 4 beats 5 and 6 by warriors (15-15-9, 3 v 2).
    // Round 2: 1 and 4 have byes, 2 beats 3 (18-10), 5 beats 6 (10-9).
    const rows = computeStandings(DOOM, entriesOf([1, 2, 3, 4, 5, 6]), [
      table(1, 1, [1, 2, 3], [atTime([1, 2, 3], [20, 12, 5], null)]),
      table(1, 2, [4, 5, 6], [atTime([4, 5, 6], [15, 15, 9], [3, 2, 0])]),
      bye(2, 1),
      bye(2, 4),
      table(2, 1, [2, 3], [atTime([2, 3], [18, 10], null)]),
      table(2, 2, [5, 6], [atTime([5, 6], [10, 9], null)]),
    ]);
    const row = (id: number) => rows.find((r) => r.entryId === id)!;
    // 3 and 6 won nothing; 6 has 18 PP, 3 has 15.
    expect(rows.map((r) => r.entryId)).toEqual([1, 4, 2, 5, 6, 3]);
    expect(row(1)).toMatchObject({ groupScore: 2, tiebreaks: { pp: 20, opponents_pp: 22.5 } });
    expect(row(4)).toMatchObject({ groupScore: 2, tiebreaks: { pp: 15, opponents_pp: 21.5 } });
    // 2 and 5 both won once; 2 has 30 PP, 5 has 25. 5 met 4 (15 PP over the event) and 6 twice
    // (18): (15 + 18 + 18) / 3.
    expect(row(5).tiebreaks.opponents_pp).toBe(17);
  });

  it('gives no win for a lead still level after three more turns, and breaks a PP tie by the opponents’ PP', () => {
    const rows = computeStandings(DOOM, entriesOf([1, 2, 3, 4]), [
      table(1, 1, [1, 2], [atTime([1, 2], [20, 20], null)]),
      table(1, 2, [3, 4], [atTime([3, 4], [20, 19], null)]),
    ]);
    const wins = Object.fromEntries(rows.map((r) => [r.entryId, r.groupScore]));
    expect(wins).toEqual({ 1: 0, 2: 0, 3: 1, 4: 0 });
    // 1 and 2 tie on wins and PP and on their opponents' PP (20 each): they share a rank.
    expect(rows.map((r) => [r.entryId, r.rank])).toEqual([[3, 1], [1, 2], [2, 2], [4, 4]]);
  });

  it('matches a straightforward calculation on random events', () => {
    const round = (players: number) =>
      fc.record({
        order: fc.shuffledSubarray(Array.from({ length: players }, (_, i) => i + 1), { minLength: players, maxLength: players }),
        sizes: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: players, maxLength: players }),
        pp: fc.array(fc.integer({ min: 0, max: 24 }), { minLength: players, maxLength: players }),
        warriors: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: players, maxLength: players }),
        breakByWarriors: fc.array(fc.boolean(), { minLength: players, maxLength: players }),
      });
    const event = fc
      .record({ players: fc.integer({ min: 3, max: 14 }), rounds: fc.integer({ min: 1, max: 4 }) })
      .chain(({ players, rounds }) => fc.record({ players: fc.constant(players), rounds: fc.array(round(players), { minLength: rounds, maxLength: rounds }) }));
    fc.assert(
      fc.property(event, ({ players, rounds }) => {
        const tables: TableRecord[] = [];
        const wins = new Map<number, number>();
        const pp = new Map<number, number>();
        const met = new Map<number, number[]>();
        for (let id = 1; id <= players; id++) {
          wins.set(id, 0);
          pp.set(id, 0);
          met.set(id, []);
        }
        rounds.forEach((r, k) => {
          let from = 0;
          let t = 0;
          while (from < players) {
            const seated = r.order.slice(from, from + r.sizes[from]!);
            const scores = r.pp.slice(from, from + seated.length);
            if (seated.length === 1) {
              tables.push(bye(k + 1, seated[0]!));
              wins.set(seated[0]!, wins.get(seated[0]!)! + 1);
            } else {
              // Leaders level at time: their warriors decide where they differ, else three more
              // turns leave them level.
              const top = Math.max(...scores);
              const leaders = seated.filter((_, i) => scores[i] === top);
              const warriors = seated.map((_, i) => r.warriors[from + i]!);
              const most = Math.max(...seated.map((_, i) => (scores[i] === top ? warriors[i]! : -1)));
              const decided = leaders.length > 1 && r.breakByWarriors[from]! && warriors.filter((w, i) => scores[i] === top && w === most).length === 1;
              const winner = leaders.length === 1 ? leaders[0] : decided ? seated.find((_, i) => scores[i] === top && warriors[i] === most) : undefined;
              tables.push(table(k + 1, ++t, seated, [atTime(seated, scores, decided ? warriors : null)]));
              if (winner !== undefined) wins.set(winner, wins.get(winner)! + 1);
              seated.forEach((id, i) => {
                pp.set(id, pp.get(id)! + scores[i]!);
                met.get(id)!.push(...seated.filter((o) => o !== id));
              });
            }
            from += seated.length;
          }
        });
        const oppPp = (id: number) => {
          const opps = met.get(id)!;
          return opps.length === 0 ? 0 : opps.reduce((s, o) => s + pp.get(o)!, 0) / opps.length;
        };
        const rows = computeStandings(DOOM, entriesOf([...wins.keys()]), tables);
        for (const row of rows) {
          expect(row.groupScore).toBe(wins.get(row.entryId));
          expect(row.tiebreaks.pp).toBe(pp.get(row.entryId));
          expect(row.tiebreaks.opponents_pp).toBeCloseTo(oppPp(row.entryId), 5);
        }
        for (let i = 1; i < rows.length; i++) {
          const [x, y] = [rows[i - 1]!.entryId, rows[i]!.entryId];
          const cmp = wins.get(y)! - wins.get(x)! || pp.get(y)! - pp.get(x)! || oppPp(y) - oppPp(x);
          expect(cmp <= 1e-9).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });
});
