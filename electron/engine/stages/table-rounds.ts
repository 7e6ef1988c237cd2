// runtime: pure
// Table rounds: every round seats the field at tables of the ruleset's seat count (free-for-all
// and multiplayer games), drawn at random first, then by standing without repeated meetings
// where any seating avoids them (tables/seat-tables.ts); over once the last planned round is
// closed, ranked by the ruleset's standings.
import { createRng } from '../random';
import { rankedActive } from '../rounds/ranked-active';
import { seatTables } from '../tables';
import { plannedStage } from './planned';
import type { StageKind } from './types';

export const tableRounds: StageKind = {
  ...plannedStage,
  id: 'table_rounds',
  nextRound(input) {
    const { standings, active } = rankedActive(input);
    const ranked = active.map(({ row, history }) => ({ id: row.entryId, byes: history.byes, met: history.opponents, firstSeats: history.firstSeat }));
    const random = !input.tables.some((t) => !t.bye);
    const seating = seatTables({ ranked, seats: input.ruleset.seats, random, rng: createRng(input.seed) });
    return { ...seating, standings };
  },
};
