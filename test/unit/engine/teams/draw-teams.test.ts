// Team rounds (Doomtrooper, "Team Game"): on random fields and histories everyone active is seated
// once or has the bye, teams are of 2, tables of 3 teams wherever the count allows, seats
// interleaved with team mates opposite, the same seed the same draw; a history is kept apart where
// any draw can.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../electron/engine/random';
import { drawTeams, teamsOf, teamTableSizes, type TeamCandidate } from '../../../../electron/engine/teams';

const fieldArb = fc
  .record({ n: fc.integer({ min: 4, max: 31 }), met: fc.array(fc.tuple(fc.nat(30), fc.nat(30), fc.boolean()), { maxLength: 40 }), byes: fc.array(fc.nat(1), { minLength: 31, maxLength: 31 }), seed: fc.string() })
  .map(({ n, met, byes, seed }) => {
    const partners = Array.from({ length: n }, () => new Map<number, number>());
    const opponents = Array.from({ length: n }, () => new Map<number, number>());
    for (const [a, b, asPartners] of met) {
      if (a >= n || b >= n || a === b) continue;
      const counts = asPartners ? partners : opponents;
      counts[a]!.set(b + 1, 1);
      counts[b]!.set(a + 1, 1);
    }
    const ranked: TeamCandidate[] = partners.map((p, i) => ({ id: i + 1, byes: byes[i]!, partners: p, opponents: opponents[i]! }));
    return { ranked, seed };
  });

describe('teamTableSizes', () => {
  it('seats tables of 3 teams where the count allows, else of 2', () => {
    expect(teamTableSizes(1)).toEqual([]);
    expect(teamTableSizes(2)).toEqual([2]);
    expect(teamTableSizes(3)).toEqual([3]);
    expect(teamTableSizes(4)).toEqual([2, 2]);
    expect(teamTableSizes(5)).toEqual([3, 2]);
    expect(teamTableSizes(7)).toEqual([3, 2, 2]);
    expect(teamTableSizes(9)).toEqual([3, 3, 3]);
  });
});

describe('drawTeams', () => {
  it('seats everyone once in teams of 2, team mates opposite, an odd player out on the bye', () => {
    fc.assert(
      fc.property(fieldArb, ({ ranked, seed }) => {
        const draw = drawTeams(ranked, createRng(seed));
        const seated = draw.tables.flatMap((t) => t.entries);
        const all = [...seated, ...draw.byes.map((b) => b.entryId)];
        expect(all.slice().sort((a, b) => a - b)).toEqual(ranked.map((c) => c.id));
        expect(draw.byes.length).toBe(ranked.length % 2);
        const sizes = draw.tables.map((t) => t.entries.length / 2);
        expect(sizes).toEqual(teamTableSizes(Math.floor(ranked.length / 2)));
        for (const t of draw.tables) {
          const teams = t.entries.length / 2;
          // T1P1, T2P1, (T3P1,) T1P2, T2P2, (T3P2): seat k and seat k + teams are one team.
          expect(t.teams).toEqual([...Array.from({ length: teams }, (_, i) => i + 1), ...Array.from({ length: teams }, (_, i) => i + 1)]);
          expect(teamsOf(t.entries, t.teams)).toEqual(Array.from({ length: teams }, (_, k) => [t.entries[k], t.entries[k + teams]]));
        }
        expect(drawTeams(ranked, createRng(seed))).toEqual(draw);
      }),
    );
  });

  it('gives the bye to the lowest ranked who has had the fewest', () => {
    const ranked = [1, 2, 3, 4, 5].map((id) => ({ id, byes: id === 5 ? 1 : 0, partners: new Map(), opponents: new Map() }));
    expect(drawTeams(ranked, createRng('x')).byes).toEqual([{ entryId: 4, notes: [] }]);
  });

  it('keeps earlier partners and opponents apart where the field allows (8 players after one round)', () => {
    // Round 1 had 1+2 v 3+4 and 5+6 v 7+8: in 2 tables of 2 teams, everyone can meet new people only.
    const met = (table: number[]) => new Map(table.map((id) => [id, 1]));
    const ranked = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => {
      const table = id <= 4 ? [1, 2, 3, 4] : [5, 6, 7, 8];
      const partner = id % 2 === 1 ? id + 1 : id - 1;
      return { id, byes: 0, partners: met([partner]), opponents: met(table.filter((o) => o !== id && o !== partner)) };
    });
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const draw = drawTeams(ranked, createRng(seed));
        // Four of round 1's table and four of the other at each table: 1 of each side meets one
        // old acquaintance at worst as an opponent, never as a partner.
        for (const t of draw.tables) {
          for (const [a, b] of teamsOf(t.entries, t.teams)) expect(ranked[a! - 1]!.partners.has(b!) || ranked[a! - 1]!.opponents.has(b!)).toBe(false);
        }
        expect(draw.warnings.filter((n) => n.code === 'team_partner_again')).toEqual([]);
      }),
      { numRuns: 50 },
    );
  });
});
