// runtime: pure. Who moves first in each game where a call at the table decides game 1 and the
// players then take turns (Attacktix 4.1.8.3): the desk asks only who won the call and works out
// the rest, and reads the call back from a stored result's game 1.
import type { GameValue } from '../../../shared/model/result';
import type { RoundTable } from '../../../shared/model/round';

/** The seat (1 or 2) that won the call and moved first in game 1; '' before the desk says. */
export type CallWinner = '' | '1' | '2';

/** The seat that moves first in game `game` (0-based): the call's winner in the odd-numbered
 * games, the other seat in the even-numbered ones. */
export function firstMoverIn(call: '1' | '2', game: number): '1' | '2' {
  return game % 2 === 0 ? call : call === '1' ? '2' : '1';
}

/** Who won the call, by the first role in a stored result's game 1. */
export function callWinnerOf(games: readonly GameValue[], table: RoundTable, firstRole: string | undefined): CallWinner {
  const first = games[0]?.seats.find((s) => s.role !== undefined && s.role === firstRole);
  const position = table.seats.find((s) => s.entryId === first?.entryId)?.position;
  return position === 1 ? '1' : position === 2 ? '2' : '';
}
