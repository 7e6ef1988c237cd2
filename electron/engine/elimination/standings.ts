// runtime: pure. Knockout standings: the later an entry went out, the better; the winner first,
// the finalist second, the semifinal losers share third (or play for it), and so on (a shared place, as nothing in
// a bracket separates them). Within a shared place the rows follow the ruleset's own standings,
// whose columns every face still shows.
import type { Ruleset } from '../rulesets/types';
import { computeStandings } from '../rulesets/standings';
import type { StandingRow } from '../standings/types';
import { scoreTable } from '../rulesets/score-table';
import type { EntryId, EntryState, TableRecord } from '../types';
import { bracketRounds } from './single-elimination';

/** The round each entry went out in; never out: Infinity. An entry that dropped goes out in the
 * round after its last table; one never drawn into the bracket, in round 0. The match for third
 * place (place 2 of the last round) ranks its two just above the final round's: its winner at a
 * quarter round below it, its loser at half a round below, both above the rest. */
function roundOut(ruleset: Ruleset, entries: readonly EntryState[], tables: readonly TableRecord[]): Map<EntryId, number> {
  const out = new Map<EntryId, number>(entries.map((e) => [e.id, Infinity]));
  const last = new Map<EntryId, number>();
  const firstRound = tables.filter((t) => t.round === 1).length;
  const finalRound = firstRound > 0 ? bracketRounds(2 * firstRound) : 0;
  const third = new Map<EntryId, number>();
  for (const t of tables) {
    for (const id of t.entries) last.set(id, Math.max(last.get(id) ?? 0, t.round));
    if (t.bye || t.games.length === 0) continue;
    const scores = scoreTable(ruleset, t.entries, t.games);
    if (t.round === finalRound && t.table === 2) for (const s of scores) third.set(s.entryId, s.result === 'win' ? finalRound - 0.25 : finalRound - 0.5);
    else for (const s of scores) if (s.result !== 'win') out.set(s.entryId, Math.min(out.get(s.entryId)!, t.round));
  }
  for (const [id, o] of third) out.set(id, o);
  settleUnplaced(entries, last, out, Infinity);
  return out;
}

/** Entries the results have not put out: one never drawn into the bracket goes below everyone
 * who was (round 0); one that dropped goes out in the round after its last table, at most `cap`. */
export function settleUnplaced(entries: readonly EntryState[], last: ReadonlyMap<EntryId, number>, out: Map<EntryId, number>, cap: number): void {
  for (const e of entries) {
    if (!last.has(e.id)) out.set(e.id, 0);
    else if (e.dropped && out.get(e.id) === Infinity) out.set(e.id, Math.min(last.get(e.id)! + 1, cap));
  }
}

/** The ruleset's standings ranked by the round each went out in, later first; those out in the
 * same round share the place, in the ruleset's own order. */
export function rankByRoundOut(ruleset: Ruleset, entries: EntryState[], tables: TableRecord[], out: ReadonlyMap<EntryId, number>): StandingRow[] {
  const base = computeStandings(ruleset, entries, tables);
  const rows = base.map((row, listed) => ({ row, listed, out: out.get(row.entryId)! }));
  rows.sort((a, b) => b.out - a.out || a.listed - b.listed);
  let rank = 0;
  return rows.map(({ row, out: o }, i) => {
    if (i === 0 || rows[i - 1]!.out !== o) rank = i + 1;
    return { ...row, rank };
  });
}

export function eliminationStandings(ruleset: Ruleset, entries: EntryState[], tables: TableRecord[]): StandingRow[] {
  return rankByRoundOut(ruleset, entries, tables, roundOut(ruleset, entries, tables));
}
