// runtime: pure. Double-elimination standings: the winner first, the grand final's loser second,
// the losers' final's loser third, the losers' semifinal's fourth, then places shared by the
// losers'-bracket round each went out in, later better (within a shared place the rows follow the
// ruleset's own standings). Measured in stage rounds: losers' round j is played in stage round
// j + 1, the grand final and its reset in 2k and 2k + 1.
import type { Ruleset } from '../rulesets/types';
import type { StandingRow } from '../standings/types';
import type { EntryId, EntryState, TableRecord } from '../types';
import { layoutOf, outcomeOf } from './double-elimination';
import { grandFinalRound, placeOf } from './double-layout';
import { rankByRoundOut, settleUnplaced } from './standings';

/** The stage round each entry went out in (its second loss); never out: Infinity. The grand
 * final's winners'-bracket champion (seat 1) is out only by losing the reset, or the final itself
 * where there is no reset; a dropped entry goes out in the round after its last table, at most
 * second. */
function roundOut(ruleset: Ruleset, entries: readonly EntryState[], tables: readonly TableRecord[]): Map<EntryId, number> {
  const out = new Map<EntryId, number>(entries.map((e) => [e.id, Infinity]));
  const last = new Map<EntryId, number>();
  const layout = layoutOf(tables);
  const final = layout ? grandFinalRound(layout) : 0;
  for (const t of tables) {
    for (const id of t.entries) last.set(id, Math.max(last.get(id) ?? 0, t.round));
    const { loser } = outcomeOf(ruleset, t);
    if (loser === null || !layout) continue;
    const at = placeOf(layout, t.round, t.table);
    if (at.bracket === 'losers') out.set(loser, t.round);
    else if (at.bracket === 'reset' || (at.bracket === 'grand_final' && (loser === t.entries[1] || ruleset.plan?.grandFinalReset === false))) out.set(loser, final);
  }
  settleUnplaced(entries, last, out, final);
  return out;
}

export function doubleEliminationStandings(ruleset: Ruleset, entries: EntryState[], tables: TableRecord[]): StandingRow[] {
  return rankByRoundOut(ruleset, entries, tables, roundOut(ruleset, entries, tables));
}
