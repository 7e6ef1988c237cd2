// runtime: pure. Knockout standings: the later an entry went out, the better; the winner first,
// the finalist second, the semifinal losers share third, and so on (a shared place, as nothing in
// a bracket separates them). Within a shared place the rows follow the ruleset's own standings,
// whose columns every face still shows.
import type { Ruleset } from '../rulesets/types';
import { computeStandings } from '../standings/compute-standings';
import type { StandingRow } from '../standings/types';
import { scoreTable } from '../scoring/score-table';
import type { EntryId, EntryState, TableRecord } from '../types';

/** The round each entry went out in; never out: Infinity. An entry that dropped goes out in the
 * round after its last table; one never drawn into the bracket, in round 0. */
function roundOut(ruleset: Ruleset, entries: readonly EntryState[], tables: readonly TableRecord[]): Map<EntryId, number> {
  const out = new Map<EntryId, number>(entries.map((e) => [e.id, Infinity]));
  const last = new Map<EntryId, number>();
  for (const t of tables) {
    for (const id of t.entries) last.set(id, Math.max(last.get(id) ?? 0, t.round));
    if (t.bye || t.games.length === 0) continue;
    for (const s of scoreTable(ruleset, t.entries, t.games)) if (s.result !== 'win') out.set(s.entryId, Math.min(out.get(s.entryId)!, t.round));
  }
  for (const e of entries) {
    // Never drawn into the bracket: below everyone who was.
    if (!last.has(e.id)) out.set(e.id, 0);
    else if (e.dropped && out.get(e.id) === Infinity) out.set(e.id, last.get(e.id)! + 1);
  }
  return out;
}

export function eliminationStandings(ruleset: Ruleset, entries: EntryState[], tables: TableRecord[]): StandingRow[] {
  const base = computeStandings(ruleset, entries, tables);
  const out = roundOut(ruleset, entries, tables);
  const rows = base.map((row, listed) => ({ row, listed, out: out.get(row.entryId)! }));
  rows.sort((a, b) => b.out - a.out || a.listed - b.listed);
  let rank = 0;
  return rows.map(({ row, out: o }, i) => {
    if (i === 0 || rows[i - 1]!.out !== o) rank = i + 1;
    return { ...row, rank };
  });
}
