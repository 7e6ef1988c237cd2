import { describe, expect, it } from 'vitest';
import { computeStandings, genericRuleset, GENERIC_TIEBREAKER_IDS } from '../../../../electron/engine/rulesets';
import { TIEBREAKERS } from '../../../../electron/engine/standings';
import { bye, entries, gMatch } from './helpers';

// Hand-checked event, Generic defaults (3/1/0, bye 3, one game per match, draw = 1/3 of a win).
// R1: 1 beats 2, 3 draws 4, 5 bye.  R2: 1 beats 3, 5 beats 2, 4 bye.  R3: 5 beats 1, 4 beats 2, 3 bye.
// Match points: 1: 6, 2: 0, 3: 4, 4: 7, 5: 9. Opponents (byes left out): 1: 2,3,5; 2: 1,5,4;
// 3: 4,1; 4: 3,2; 5: 2,1. MW% (bye = a win): 1: 2/3, 2: 0, 3: 4/9, 4: 7/9, 5: 1; GW% the same here.
const event = [
  gMatch(1, 1, 1, 2, 1), gMatch(1, 2, 3, 4, 0), bye(1, 5),
  gMatch(2, 1, 1, 3, 1), gMatch(2, 2, 5, 2, 5), bye(2, 4),
  gMatch(3, 1, 5, 1, 5), gMatch(3, 2, 4, 2, 4), bye(3, 3),
];
const all = genericRuleset({ tiebreakers: [...GENERIC_TIEBREAKER_IDS] });
const mw = { 1: 2 / 3, 2: 0, 3: 4 / 9, 4: 7 / 9, 5: 1 };
const sos = { 1: (0 + 4 / 9 + 1) / 3, 2: (2 / 3 + 1 + 7 / 9) / 3, 3: (7 / 9 + 2 / 3) / 2, 4: (4 / 9 + 0) / 2, 5: (0 + 2 / 3) / 2 };
const floor = (x: number) => Math.max(0.33, x);
const expected: Record<string, Record<number, number>> = {
  buchholz: { 1: 0 + 4 + 9, 2: 6 + 9 + 7, 3: 7 + 6, 4: 4 + 0, 5: 0 + 6 },
  // three opponents: drop the best and the worst; two: nothing dropped
  median_buchholz: { 1: 4, 2: 7, 3: 13, 4: 4, 5: 6 },
  sos,
  extended_sos: {
    1: (sos[2] + sos[3] + sos[5]) / 3, 2: (sos[1] + sos[5] + sos[4]) / 3, 3: (sos[4] + sos[1]) / 2,
    4: (sos[3] + sos[2]) / 2, 5: (sos[2] + sos[1]) / 2,
  },
  omw: {
    1: (floor(mw[2]) + floor(mw[3]) + floor(mw[5])) / 3, 2: (floor(mw[1]) + floor(mw[5]) + floor(mw[4])) / 3,
    3: (floor(mw[4]) + floor(mw[1])) / 2, 4: (floor(mw[3]) + floor(mw[2])) / 2, 5: (floor(mw[2]) + floor(mw[1])) / 2,
  },
  gw: mw,
  ogw: {
    1: (0.33 + 4 / 9 + 1) / 3, 2: (2 / 3 + 1 + 7 / 9) / 3, 3: (7 / 9 + 2 / 3) / 2, 4: (4 / 9 + 0.33) / 2, 5: (0.33 + 2 / 3) / 2,
  },
  // beaten opponents' points + half of drawn ones'
  sonneborn_berger: { 1: 0 + 4, 2: 0, 3: 7 / 2, 4: 4 / 2 + 0, 5: 0 + 6 },
  // no tie on match points here, so head-to-head is 0 for everyone
  head_to_head: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
  // running totals after each round: 1: 3,6,6; 3: 1,1,4; 4: 1,4,7; 5: 3,6,9
  cumulative: { 1: 15, 2: 0, 3: 6, 4: 12, 5: 18 },
};

describe('Generic standings: every tiebreaker by hand', () => {
  const rows = computeStandings(all, entries(5), event);
  it('orders by match points', () => {
    expect(rows.map((r) => [r.rank, r.entryId, r.groupScore])).toEqual([[1, 5, 9], [2, 4, 7], [3, 1, 6], [4, 3, 4], [5, 2, 0]]);
  });
  it('columns come in the configured order', () => {
    expect(Object.keys(rows[0]!.tiebreaks)).toEqual([...GENERIC_TIEBREAKER_IDS]);
  });
  it.each(Object.keys(expected))('%s', (id) => {
    for (const row of rows) {
      expect(row.tiebreaks[id as keyof typeof row.tiebreaks], `entry ${row.entryId}`).toBeCloseTo(expected[id]![row.entryId]!, 6);
    }
  });
  it('a bye counts as a won match and a won game for the player, and is nobody\'s opponent', () => {
    const five = rows.find((r) => r.entryId === 5)!;
    expect(five).toMatchObject({ matchWins: 3, gamesWon: 3, byes: 1, matchesPlayed: 3 });
  });
  it('every tiebreaker has an id and a description key', () => {
    for (const id of GENERIC_TIEBREAKER_IDS) {
      expect(TIEBREAKERS[id]).toMatchObject({ id, descriptionKey: `tiebreaker.${id}.description` });
    }
  });
});

describe('head-to-head', () => {
  // Round robin of 4: R1 1>2, 4>3; R2 3>1, 2>4; R3 1>4, 3>2. Points 1: 6, 2: 3, 3: 6, 4: 3.
  // Buchholz ties 1 and 3 (12 each) and 2 and 4 (15 each); 3 beat 1 and 2 beat 4.
  const rr = [gMatch(1, 1, 1, 2, 1), gMatch(1, 2, 4, 3, 4), gMatch(2, 1, 3, 1, 3), gMatch(2, 2, 2, 4, 2), gMatch(3, 1, 1, 4, 1), gMatch(3, 2, 3, 2, 3)];
  it('decides between exactly the tied players who met', () => {
    const rows = computeStandings(genericRuleset({ tiebreakers: ['buchholz', 'head_to_head'] }), entries(4), rr);
    expect(rows.map((r) => [r.rank, r.entryId, r.tiebreaks.buchholz, r.tiebreaks.head_to_head])).toEqual([
      [1, 3, 12, 3], [2, 1, 12, 0], [3, 2, 15, 3], [4, 4, 15, 0],
    ]);
  });
  it('does nothing when not every tied pair has met', () => {
    // R1 1>2, 3>4; R2 2>3, 4>1: all on 3 points, but 1-3 and 2-4 never met.
    const rows = computeStandings(genericRuleset({ tiebreakers: ['head_to_head'] }), entries(4), [
      gMatch(1, 1, 1, 2, 1), gMatch(1, 2, 3, 4, 3), gMatch(2, 1, 2, 3, 2), gMatch(2, 2, 4, 1, 4),
    ]);
    expect(rows.map((r) => [r.rank, r.entryId, r.tiebreaks.head_to_head])).toEqual([[1, 1, 0], [1, 2, 0], [1, 3, 0], [1, 4, 0]]);
  });
});

describe('Generic options in standings', () => {
  it('late entry: a missed round is a loss by default, a draw or nothing if configured', () => {
    const ev = [gMatch(1, 1, 1, 2, 1), gMatch(2, 1, 3, 2, 3), bye(2, 1)];
    const loss = computeStandings(genericRuleset({ tiebreakers: ['cumulative'] }), entries(3, { 3: 2 }), ev);
    expect(loss.find((r) => r.entryId === 3)).toMatchObject({ groupScore: 3, matchLosses: 1, roundsMissed: 1, tiebreaks: { cumulative: 0 + 3 } });
    const draw = computeStandings(genericRuleset({ lateEntry: { missedRound: 'draw' }, tiebreakers: ['cumulative'] }), entries(3, { 3: 2 }), ev);
    expect(draw.find((r) => r.entryId === 3)).toMatchObject({ groupScore: 4, matchDraws: 1, roundsMissed: 1, tiebreaks: { cumulative: 1 + 4 } });
    const none = computeStandings(genericRuleset({ lateEntry: { missedRound: 'none' }, tiebreakers: ['gw'] }), entries(3, { 3: 2 }), ev);
    expect(none.find((r) => r.entryId === 3)).toMatchObject({ groupScore: 3, matchLosses: 0, roundsMissed: 0, tiebreaks: { gw: 1 } });
  });
  it('a late entry\'s missed round counts in its own MW% but is nobody\'s opponent', () => {
    const rows = computeStandings(genericRuleset({ tiebreakers: ['sos', 'gw'] }), entries(3, { 3: 2 }), [gMatch(1, 1, 1, 2, 1), gMatch(2, 1, 3, 2, 3), bye(2, 1)]);
    // 3: W1 L1 -> MW 1/2; 2's opponents 1 (MW 1) and 3 (MW 1/2) -> SoS 3/4.
    expect(rows.find((r) => r.entryId === 2)!.tiebreaks.sos).toBeCloseTo(0.75, 6);
    expect(rows.find((r) => r.entryId === 3)!.tiebreaks.gw).toBeCloseTo(1, 6);
  });
  it('configured points and a best-of-three bye', () => {
    const rs = genericRuleset({ gamesPerMatch: 3, matchPoints: { win: 2, draw: 1, loss: 0, bye: 1 }, tiebreakers: ['gw'] });
    const games = (w: number, l: number) => ({ seats: [{ entryId: w, outcome: 'win' as const, score: 0 }, { entryId: l, outcome: 'loss' as const, score: 0 }] });
    const rows = computeStandings(rs, entries(3), [
      { round: 1, table: 1, entries: [1, 2], bye: false, games: [games(1, 2), games(2, 1), games(1, 2)] },
      bye(1, 3),
    ]);
    expect(rows.map((r) => [r.entryId, r.groupScore, r.gamesWon, r.gamesLost])).toEqual([[1, 2, 2, 1], [3, 1, 2, 0], [2, 0, 1, 2]]);
    expect(rows[0]!.tiebreaks.gw).toBeCloseTo(2 / 3, 6);
    expect(rows[1]!.tiebreaks.gw).toBe(1);
  });
  it('a drawn game counts as the draw share in GW%', () => {
    const rows = computeStandings(genericRuleset({ tiebreakers: ['gw', 'omw'] }), entries(2), [gMatch(1, 1, 1, 2, 0)]);
    expect(rows.map((r) => [r.rank, r.entryId, r.tiebreaks.gw, r.tiebreaks.omw])).toEqual([[1, 1, 0.333333, 0.333333], [1, 2, 0.333333, 0.333333]]);
  });
});
