import { describe, expect, it } from 'vitest';
import { computeStandings, NETRUNNER_1996 } from '../../../../../electron/engine/rulesets';
import { bye, entries, nrMatch } from '../../standings/helpers';

const NR = NETRUNNER_1996;

// The worked example of docs/rulesets/netrunner.md, computed by hand.
// R1: 1-2 is 1-1 (1: 10+4 = 14, 2: 3+10 = 13, so 1 wins the match); 3 beats 4 2-0 (20 v 2+5);
//     5 has the bye (2-0, 20, opponent 0).
// R2: 3-5 is 1-1 (3: 10+5 = 15, 5: 6+10 = 16, so 5 wins); 1 beats 4 2-0 (20 v 0+1); 2 has the bye.
const example = [
  nrMatch(1, 1, 1, 2, [1, 7, 3], [2, 4, 7]),
  nrMatch(1, 2, 3, 4, [3, 7, 2], [3, 7, 5]),
  bye(1, 5),
  nrMatch(2, 1, 3, 5, [3, 7, 6], [5, 5, 7]),
  nrMatch(2, 2, 1, 4, [1, 7, 0], [1, 7, 1]),
  bye(2, 2),
];

describe('Netrunner standings (2.2.1, 2.2.2)', () => {
  it('ranks the worked example by games won, match record, agenda', () => {
    const rows = computeStandings(NR, entries(5), example);
    expect(rows.map((r) => [r.rank, r.entryId, r.groupScore, r.tiebreaks])).toEqual([
      [1, 5, 3, { match_record: 2, agenda: 36, opponents_agenda: 15 }],
      [2, 1, 3, { match_record: 2, agenda: 34, opponents_agenda: 14 }],
      [3, 3, 3, { match_record: 1, agenda: 35, opponents_agenda: 23 }],
      [4, 2, 3, { match_record: 1, agenda: 33, opponents_agenda: 14 }],
      [5, 4, 0, { match_record: 0, agenda: 8, opponents_agenda: 40 }],
    ]);
    const two = rows.find((r) => r.entryId === 2)!;
    expect(two).toMatchObject({ matchesPlayed: 2, byes: 1, matchWins: 1, matchLosses: 1, gamesWon: 3, gamesLost: 1, roundsMissed: 0 });
  });

  it('opponents agenda decides last, less is better', () => {
    // 1 and 3 both win 1-0 with one unfinished game and 10 + 3 points; 1's opponent scored 2, 3's scored 5.
    const rows = computeStandings(NR, entries(4), [
      nrMatch(1, 1, 1, 2, [1, 3, 2], [0, 3, 0]),
      nrMatch(1, 2, 3, 4, [3, 3, 0], [0, 3, 5]),
    ]);
    expect(rows.map((r) => r.entryId)).toEqual([1, 3, 4, 2]);
    expect(rows[0]!.tiebreaks).toEqual({ match_record: 1, agenda: 13, opponents_agenda: 2 });
    expect(rows[1]!.tiebreaks).toEqual({ match_record: 1, agenda: 13, opponents_agenda: 5 });
  });

  it('1-1 on equal points is a drawn match worth half in the match record', () => {
    const rows = computeStandings(NR, entries(2), [nrMatch(1, 1, 1, 2, [1, 7, 3], [2, 3, 7])]);
    expect(rows.map((r) => [r.rank, r.entryId, r.matchDraws, r.tiebreaks.match_record])).toEqual([
      [1, 1, 1, 0.5],
      [1, 2, 1, 0.5],
    ]);
  });

  it('equal on every criterion: same rank, listed by entryId', () => {
    const rows = computeStandings(NR, entries(4), [nrMatch(1, 1, 4, 1, [4, 7, 2], [1, 2, 7]), nrMatch(1, 2, 3, 2, [3, 7, 2], [2, 2, 7])]);
    expect(rows.map((r) => [r.rank, r.entryId])).toEqual([[1, 1], [1, 2], [1, 3], [1, 4]]);
  });

  it('a late entry counts each missed round as a 0-0 loss with 0 agenda', () => {
    // 3 joins in round 2. R1: 1 beats 2 2-0 (20 v 2+3). R2: 3 beats 2 2-0 (20 v 0); 1 has the bye.
    const rows = computeStandings(NR, entries(3, { 3: 2 }), [
      nrMatch(1, 1, 1, 2, [1, 7, 2], [1, 7, 3]),
      nrMatch(2, 1, 3, 2, [3, 7, 0], [3, 7, 0]),
      bye(2, 1),
    ]);
    expect(rows.map((r) => r.entryId)).toEqual([1, 3, 2]);
    expect(rows[1]).toMatchObject({
      entryId: 3, groupScore: 2, matchesPlayed: 1, roundsMissed: 1, matchWins: 1, matchLosses: 1,
      gamesWon: 2, gamesLost: 0, tiebreaks: { match_record: 1, agenda: 20, opponents_agenda: 0 },
    });
    expect(rows[0]!.tiebreaks).toEqual({ match_record: 2, agenda: 40, opponents_agenda: 5 });
  });

  it('a late entry misses only rounds that have been played', () => {
    const rows = computeStandings(NR, entries(3, { 3: 4 }), [nrMatch(1, 1, 1, 2, [1, 7, 2], [1, 7, 3]), bye(1, 3)]);
    // 3 joins in round 4 but its round-1 bye counts, and only round 1 exists: nothing is missed.
    expect(rows.find((r) => r.entryId === 3)).toMatchObject({ roundsMissed: 0, byes: 1, gamesWon: 2 });
  });

  it('a dropped player is still ranked; unreported tables are ignored', () => {
    const rows = computeStandings(NR, entries(4, {}, [2]), [
      nrMatch(1, 1, 1, 2, [2, 7, 5], [2, 1, 7]),
      nrMatch(1, 2, 3, 4, [3, 7, 0], [4, 0, 7]),
      { round: 2, table: 1, entries: [3, 4], bye: false, games: [] },
    ]);
    expect(rows.map((r) => [r.rank, r.entryId, r.dropped])).toEqual([
      [1, 2, true],
      [2, 3, false],
      [2, 4, false],
      [4, 1, false],
    ]);
    expect(rows.every((r) => r.matchesPlayed === 1)).toBe(true);
  });

  it('a bye is 2-0 and 20 points with an opponent who scored 0 (2.4)', () => {
    const [row] = computeStandings(NR, entries(1), [bye(1, 1)]);
    expect(row).toMatchObject({ groupScore: 2, gamesWon: 2, byes: 1, matchWins: 1, tiebreaks: { match_record: 1, agenda: 20, opponents_agenda: 0 } });
  });
});
