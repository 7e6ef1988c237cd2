// runtime: pure
// Table rounds: every round seats the field at tables of the ruleset's seat count (free-for-all
// and multiplayer games), drawn at random first, then by standing without repeated meetings
// where any seating avoids them (tables/seat-tables.ts); over once the last planned round is
// closed, ranked by the ruleset's standings.
import { createRng } from '../random';
import { entryHistories } from '../rounds/history';
import { lastPlannedRoundClosed, suggestedSwissRounds } from '../rounds/planned-rounds';
import { computeStandings } from '../standings';
import { seatTables } from '../tables';
import type { StageKind } from './types';

export const tableRounds: StageKind = {
  id: 'table_rounds',
  nextRound(input) {
    const standings = computeStandings(input.ruleset, input.entries, input.tables);
    const histories = entryHistories(input.tables);
    const active = new Set(input.entries.filter((e) => !e.dropped && e.joinedRound <= input.round).map((e) => e.id));
    const ranked = standings
      .filter((row) => active.has(row.entryId))
      .map((row) => {
        const h = histories.get(row.entryId);
        return { id: row.entryId, byes: h?.byes ?? 0, met: h?.opponents ?? new Set<number>(), firstSeats: h?.firstSeat ?? 0 };
      });
    const random = !input.tables.some((t) => !t.bye);
    const seating = seatTables({ ranked, seats: input.ruleset.seats, random, rng: createRng(input.seed) });
    return { ...seating, standings };
  },
  standings: computeStandings,
  isComplete: lastPlannedRoundClosed,
  suggestedRounds: suggestedSwissRounds,
  fixedRounds: () => null,
  decisive: false,
  lateEntries: true,
};
