import { describe, expect, it } from 'vitest';
import { pairSwissRound } from '../../../../electron/engine/swiss';
import { cand, pairsOf, request } from './helpers';

const codes = (notes: { code: string }[]) => notes.map((n) => n.code);

describe('pairSwissRound: the rule examples', () => {
  it('pairs a group of 10 as 1-6, 2-7, 3-8, 4-9, 5-10 (2.3.4)', () => {
    const field = Array.from({ length: 10 }, (_, i) => cand(i + 1, 2, { opponents: [99] }));
    const result = pairSwissRound(request(field));
    expect(pairsOf(result)).toEqual([[1, 6], [2, 7], [3, 8], [4, 9], [5, 10]]);
    expect(result.tables.map((t) => t.table)).toEqual([1, 2, 3, 4, 5]);
    expect(result.bye).toBeNull();
    expect(result.warnings).toEqual([]);
    for (const t of result.tables) expect(t.notes).toEqual([{ code: 'score_group', params: { score: 2 } }]);
  });

  it('an odd group takes the highest-ranked player of the next group (2.3.2)', () => {
    // Group 4: 1,2,3 (odd) takes 4, the top of group 2; group 2 is then 5,6,7,8.
    const field = [cand(1, 4), cand(2, 4), cand(3, 4), cand(4, 2), cand(5, 2), cand(6, 2), cand(7, 2), cand(8, 2)];
    for (const c of field) c.opponents.push(99);
    const result = pairSwissRound(request(field));
    expect(pairsOf(result)).toEqual([[1, 3], [2, 4], [5, 7], [6, 8]]);
    const pull = result.tables[1]!.notes.find((n) => n.code === 'pull_up');
    expect(pull?.params).toEqual({ entryId: 4, fromScore: 2, toScore: 4 });
    expect(result.warnings).toEqual([]);
  });

  it('pull-ups cascade down through odd groups', () => {
    const field = [cand(1, 6), cand(2, 4), cand(3, 4), cand(4, 2), cand(5, 2), cand(6, 0)];
    for (const c of field) c.opponents.push(99);
    expect(pairsOf(pairSwissRound(request(field)))).toEqual([[1, 2], [3, 4], [5, 6]]);
  });

  it('warns with score_gap when the only pull-up crosses a group', () => {
    // 1 and 2 have met, so 1 must take someone from group 2, skipping group 4.
    const field = [cand(1, 6, { opponents: [2] }), cand(2, 4, { opponents: [1] }), cand(3, 2), cand(4, 2)];
    const result = pairSwissRound(request(field));
    expect(pairsOf(result)).toEqual([[1, 3], [2, 4]]);
    expect(codes(result.warnings)).toEqual(['score_gap']);
    expect(result.warnings[0]!.params).toEqual({ entryId: 3, fromScore: 2, toScore: 6, groupsSkipped: 1 });
    // The score_gap note says the pull-up; a pull_up note beside it would say it twice.
    expect(codes(result.tables[0]!.notes)).toEqual(['score_group', 'score_gap', 'swapped_to_avoid_rematch']);
  });

  it('rearranges to avoid a rematch (2.3.5) and says so', () => {
    const field = Array.from({ length: 4 }, (_, i) => cand(i + 1, 2));
    field[0]!.opponents.push(3);
    field[2]!.opponents.push(1);
    const result = pairSwissRound(request(field));
    expect(pairsOf(result)).toEqual([[1, 4], [2, 3]]);
    for (const t of result.tables) expect(codes(t.notes)).toContain('swapped_to_avoid_rematch');
    expect(result.warnings).toEqual([]);
  });

  // Plain 2.3.4 pairs 1-3 (both sat first twice more) and 2-4 (both second twice more). Each has
  // met someone who left (99), so this is a paired round, not a random one.
  const first = { firstSeatCount: 3, secondSeatCount: 1, opponents: [99] };
  const second = { firstSeatCount: 1, secondSeatCount: 3, opponents: [99] };
  const leaning = () => [cand(1, 4, first), cand(2, 4, second), cand(3, 4, first), cand(4, 4, second)];

  it('never moves a pairing for sides unless asked (Netrunner: sides only pick seat 1)', () => {
    const result = pairSwissRound(request(leaning(), 'highest_in_lowest_odd_group', 5));
    expect(pairsOf(result)).toEqual([[1, 3], [2, 4]]);
    for (const t of result.tables) expect(codes(t.notes)).toEqual(['score_group']);
  });

  it('with balanceSides (a Generic option), keeps two entries leaning the same way by two apart', () => {
    const result = pairSwissRound({ ...request(leaning(), 'lowest_ranked_without_bye', 5), balanceSides: true });
    expect(pairsOf(result)).toEqual([[1, 4], [2, 3]]);
    for (const t of result.tables) expect(codes(t.notes)).toContain('swapped_for_sides');
    // Seat 1 goes to the one who sat first less often: both end even.
    expect(result.tables.map((t) => t.entries)).toEqual([[4, 1], [2, 3]]);
  });

  it('never lets sides outrank a score group: equal leans across groups stay unpaired', () => {
    const field = [cand(1, 4, first), cand(2, 4, first), cand(3, 2, { opponents: [99] }), cand(4, 2, { opponents: [99] })];
    const result = pairSwissRound({ ...request(field, 'lowest_ranked_without_bye', 5), balanceSides: true });
    expect(pairsOf(result)).toEqual([[1, 2], [3, 4]]);
  });

  it('warns forced_rematch when every pairing is a rematch', () => {
    const field = [cand(1, 2, { opponents: [2] }), cand(2, 2, { opponents: [1] })];
    const result = pairSwissRound(request(field));
    expect(codes(result.warnings)).toEqual(['forced_rematch']);
    expect(codes(result.tables[0]!.notes)).toContain('forced_rematch');
  });
});

describe('byes', () => {
  const field = () => [cand(1, 4), cand(2, 4), cand(3, 2), cand(4, 2), cand(5, 2)].map((c) => ({ ...c, opponents: [99] }));

  it('highest_in_lowest_odd_group gives it to the top of the lowest odd group (2.3.6)', () => {
    const result = pairSwissRound(request(field(), 'highest_in_lowest_odd_group'));
    expect(result.bye?.entryId).toBe(3);
    expect(pairsOf(result)).toEqual([[1, 2], [4, 5]]);
    expect(result.bye?.notes[0]).toEqual({ code: 'bye', params: { policy: 'highest_in_lowest_odd_group', score: 2 } });
  });

  it('highest_in_lowest_odd_group: when the group above is odd, its pull-up goes first', () => {
    // Group 4 (1,2,3) pulls 4 up; the lowest group as it then stands is 5 (alone): bye 5.
    const f = [cand(1, 4), cand(2, 4), cand(3, 4), cand(4, 2), cand(5, 2)].map((c) => ({ ...c, opponents: [99] }));
    const result = pairSwissRound(request(f, 'highest_in_lowest_odd_group'));
    expect(result.bye?.entryId).toBe(5);
    expect(pairsOf(result)).toEqual([[1, 3], [2, 4]]);
  });

  it('lowest_ranked_without_bye gives it to the lowest-ranked player', () => {
    const result = pairSwissRound(request(field(), 'lowest_ranked_without_bye'));
    expect(result.bye?.entryId).toBe(5);
    expect(pairsOf(result)).toEqual([[1, 2], [3, 4]]);
  });

  it('never a second bye while avoidable, under both policies', () => {
    const f = field();
    f[2]!.byes = 1; // 3
    f[4]!.byes = 1; // 5
    for (const policy of ['highest_in_lowest_odd_group', 'lowest_ranked_without_bye'] as const) {
      const result = pairSwissRound(request(f, policy));
      expect(result.bye?.entryId).toBe(4);
      expect(result.warnings).toEqual([]);
    }
  });

  it('moves up a group rather than give a second bye', () => {
    const f = field().map((c) => (c.groupScore === 2 ? { ...c, byes: 1 } : c));
    const result = pairSwissRound(request(f, 'lowest_ranked_without_bye'));
    expect(result.bye?.entryId).toBe(2);
  });

  it('gives a second bye only when everyone has had one, with a warning', () => {
    const f = field().map((c) => ({ ...c, byes: 1 }));
    const result = pairSwissRound(request(f, 'lowest_ranked_without_bye'));
    expect(result.bye?.entryId).toBe(5);
    expect(codes(result.warnings)).toEqual(['second_bye']);
  });
});

describe('seats', () => {
  it('seat 1 goes to the entry that has sat first less often', () => {
    const field = [cand(1, 2, { firstSeatCount: 1, opponents: [9] }), cand(2, 2, { secondSeatCount: 1, opponents: [9] })];
    expect(pairSwissRound(request(field, undefined, 2)).tables[0]!.entries).toEqual([2, 1]);
  });
  it('on equal balance, the higher-ranked sits first in odd rounds, second in even ones', () => {
    const field = [cand(1, 2, { opponents: [9] }), cand(2, 2, { opponents: [9] })];
    expect(pairSwissRound(request(field, undefined, 3)).tables[0]!.entries).toEqual([1, 2]);
    expect(pairSwissRound(request(field, undefined, 4)).tables[0]!.entries).toEqual([2, 1]);
  });
});
