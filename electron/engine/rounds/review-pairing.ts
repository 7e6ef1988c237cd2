// runtime: pure. Warnings for a pairing a judge changed by hand: a rematch (2.3.5) between any two
// at a table, players from different score groups, a dropped entry seated, an entry seated twice or not at all. Params use
// the engine's names (entryId, entryA, entryB, table), so one vocabulary reaches the UI.
import type { StandingRow } from '../standings/types';
import type { EntryId, EntryState, Note, TableRecord } from '../types';
import { entryHistories } from './history';

export interface ProposedTable {
  table: number;
  entries: EntryId[];
  bye: boolean;
}

export function reviewPairing(
  proposed: readonly ProposedTable[],
  entries: readonly EntryState[],
  history: readonly TableRecord[],
  standings: readonly StandingRow[],
  round: number,
): Note[] {
  const notes: Note[] = [];
  const met = entryHistories(history);
  const score = new Map(standings.map((r) => [r.entryId, r.groupScore]));
  const seated = new Map<EntryId, number>();
  for (const t of proposed) {
    for (const id of t.entries) seated.set(id, (seated.get(id) ?? 0) + 1);
    if (t.bye) {
      if ((met.get(t.entries[0]!)?.byes ?? 0) > 0) notes.push({ code: 'second_bye', params: { table: t.table, entryId: t.entries[0]! } });
      continue;
    }
    t.entries.forEach((a, i) => {
      for (const b of t.entries.slice(i + 1)) {
        if (met.get(a)?.opponents.has(b)) notes.push({ code: 'manual_rematch', params: { table: t.table, entryA: a, entryB: b } });
      }
    });
    const scores = t.entries.map((id) => score.get(id) ?? 0);
    const gap = Math.max(...scores) - Math.min(...scores);
    if (gap > 0) notes.push({ code: 'manual_score_gap', params: { table: t.table, gap } });
  }
  for (const e of entries) {
    const n = seated.get(e.id) ?? 0;
    const active = !e.dropped && e.joinedRound <= round;
    if (active && n === 0) notes.push({ code: 'entry_unseated', params: { entryId: e.id } });
    if (n > 1) notes.push({ code: 'entry_seated_twice', params: { entryId: e.id } });
    if (!active && n > 0) notes.push({ code: 'inactive_entry_seated', params: { entryId: e.id } });
  }
  return notes;
}
