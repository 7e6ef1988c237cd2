// The core keeps a stage's standings and hands them back to the next pairing (at 4,096 players they
// take a third of it): that is only right if every kind's round says the standings it was drawn
// from are its `standings` over the same history, and if a kind given them pairs exactly as it
// would have worked them out itself.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildRuleset, genericRuleset } from '../../../../electron/engine/rulesets';
import { stageKind } from '../../../../electron/engine/stages';
import type { TableRecord } from '../../../../electron/engine/types';

const plans = [
  { kind: 'swiss', ruleset: genericRuleset() },
  { kind: 'elimination', ruleset: buildRuleset('generic', { format: 'elimination' }) },
  { kind: 'double_elimination', ruleset: buildRuleset('generic', { format: 'elimination' }) },
  { kind: 'round_robin', ruleset: buildRuleset('generic', { format: 'round_robin' }) },
];

describe('standings given to a pairing', () => {
  it.each(plans)('$kind: its rounds name the standings they were drawn from, and pair the same when given them', ({ kind: id, ruleset }) => {
    const kind = stageKind(id);
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 12 }), fc.string({ maxLength: 6 }), fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }), (n, seed, upsets) => {
        const entries = Array.from({ length: n }, (_, i) => ({ id: i + 1, dropped: false, joinedRound: 1 }));
        const tables: TableRecord[] = [];
        for (let round = 1; round <= 3; round++) {
          const input = { ruleset, entries, tables: [...tables], round, seed };
          const drawn = kind.nextRound(input);
          const standings = kind.standings(ruleset, entries, input.tables);
          expect(drawn.standings).toEqual(standings);
          expect(kind.nextRound({ ...input, standings })).toEqual(drawn);
          if (drawn.tables.length === 0) break;
          drawn.tables.forEach((t, i) => {
            const [a, b] = upsets[(round * 13 + i) % upsets.length] ? [...t.entries].reverse() : t.entries;
            tables.push({
              round,
              table: t.table,
              entries: t.entries,
              bye: false,
              games: [{ seats: [{ entryId: a!, outcome: 'win', score: 0 }, { entryId: b!, outcome: 'loss', score: 0 }] }],
            });
          });
          drawn.byes.forEach((bye, i) => tables.push({ round, table: bye.table ?? 1000 + i, entries: [bye.entryId], bye: true, games: [] }));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('a Swiss round takes the standings given instead of working them out again', () => {
    const ruleset = genericRuleset();
    const entries = [1, 2, 3, 4].map((id) => ({ id, dropped: false, joinedRound: 1 }));
    const tables: TableRecord[] = [];
    const given = [...stageKind('swiss').standings(ruleset, entries, tables)].reverse();
    expect(stageKind('swiss').nextRound({ ruleset, entries, tables, round: 1, seed: 's', standings: given }).standings).toEqual(given);
  });
});
