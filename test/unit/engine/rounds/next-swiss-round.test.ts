// The ruleset decides whether seat balance may change who plays whom: never for Netrunner
// (Decision 2.1, 2.3.4), only when a Generic event turns seatBalance on.
import { describe, expect, it } from 'vitest';
import { nextSwissRound } from '../../../../electron/engine/rounds/next-swiss-round';
import { genericRuleset } from '../../../../electron/engine/rulesets';
import type { EntryId, TableRecord } from '../../../../electron/engine/types';

const drawn = (round: number, table: number, a: EntryId, b: EntryId): TableRecord => ({
  round,
  table,
  entries: [a, b],
  bye: false,
  games: [{ seats: [{ entryId: a, outcome: 'draw', score: 0 }, { entryId: b, outcome: 'draw', score: 0 }] }],
});

// Two drawn rounds against entries 5-8, who then drop: 1 and 3 sat first twice, 2 and 4 second
// twice, everyone level. The plain pairing of 1, 2, 3, 4 is 1-3 and 2-4.
const tables = [
  drawn(1, 1, 1, 5), drawn(1, 2, 3, 6), drawn(1, 3, 7, 2), drawn(1, 4, 8, 4),
  drawn(2, 1, 1, 6), drawn(2, 2, 3, 5), drawn(2, 3, 8, 2), drawn(2, 4, 7, 4),
];
const entries = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, dropped: id > 4, joinedRound: 1 }));
const pairs = (seatBalance: boolean) =>
  nextSwissRound({ ruleset: genericRuleset({ seatBalance }), entries, tables, round: 3, seed: 's' })
    .tables.map((t) => [...t.entries].sort((a, b) => a - b));

describe('nextSwissRound and seat balance', () => {
  it('keeps the plain pairing by default', () => {
    expect(pairs(false)).toEqual([[1, 3], [2, 4]]);
  });
  it('with seatBalance on, keeps the two who both sat first twice apart', () => {
    expect(pairs(true)).toEqual([[1, 4], [2, 3]]);
  });
});
