// runtime: node. A judge's hand-made pairing: A plays B and their former opponents meet (or one
// takes the bye), or A and B trade seats. Every changed table is marked manual; the round's
// warnings are reviewed again.
import { CommandError } from '../../../shared/contract/errors';
import { reviewPairing } from '../../engine/rounds';
import { computeStandings, pairedSeatRole, stageRuleset } from '../../engine/rulesets';
import type { StoredRound, StoredTable } from '../../store/repositories/rounds';
import type { HandlerContext } from '../context';
import { entryStates, loadEventState, tableRecords } from './event-state';
import { tableReseated } from './table-rulings';

type Seating = Map<number, number[]>; // table id → entry ids in seat order

/** The notes a hand-made change writes on a table; the latest one replaces any earlier one. */
const handNotes = new Set(['manual_pairing', 'manual_swap']);

function seatOf(seating: Seating, entryId: number): [number, number] {
  for (const [tableId, ids] of seating) {
    const pos = ids.indexOf(entryId);
    if (pos >= 0) return [tableId, pos];
  }
  throw new CommandError('not_found', `Entry ${entryId} has no seat in this round.`, { reason: 'entry_not_seated', entryId });
}

function swap(seating: Seating, a: number, b: number): void {
  const [ta, pa] = seatOf(seating, a);
  const [tb, pb] = seatOf(seating, b);
  seating.get(ta)![pa] = b;
  seating.get(tb)![pb] = a;
}

export function pairManually(ctx: HandlerContext, round: StoredRound, a: number, b: number, mode: 'pair' | 'swap', reason: string): void {
  if (a === b) throw new CommandError('validation', 'Choose two different players.', { fields: [{ path: 'entryB', message: 'Same as entryA', code: 'same_entry' }] });
  const byId = new Map<number, StoredTable>(round.tables.map((t) => [t.id, t]));
  const seating: Seating = new Map(round.tables.map((t) => [t.id, t.seats.map((s) => s.entryId)]));
  const state = loadEventState(ctx.store, round.eventId, round.divisionId);
  const ruleset = stageRuleset(state.ruleset, round.stage?.position ?? 1);
  // "A plays B, their former opponents play each other" is a head-to-head move; at tables of more
  // seats the judge trades seats instead.
  if (mode === 'pair' && ruleset.seats.max > 2) {
    throw new CommandError('validation', 'At tables of more than two players, swap seats instead.', {
      fields: [{ path: 'mode', message: 'Pairing two players needs two-seat tables', code: 'pair_needs_two_seats' }],
    });
  }
  const [ta] = seatOf(seating, a);
  const [tb] = seatOf(seating, b);
  if (ta === tb && mode === 'pair') throw new CommandError('validation', 'These two already play each other.', { fields: [{ path: 'entryB', message: 'Already paired with entryA', code: 'already_paired' }] });
  const tableA = byId.get(ta)!;
  const tableB = byId.get(tb)!;
  for (const t of [tableA, tableB]) {
    if (t.result) throw new CommandError('conflict', `Table ${t.number} already has a result; correct it first.`, { reason: 'table_has_result', table: t.number });
  }
  // Pairing is one swap too: B trades seats with A's opponent, or, when A has the bye, A trades
  // seats with B's opponent (who then takes the bye).
  if (mode === 'swap') swap(seating, a, b);
  else if (tableA.bye) swap(seating, a, seating.get(tb)!.find((id) => id !== b)!);
  else swap(seating, b, seating.get(ta)!.find((id) => id !== a)!);

  const changed = ta === tb ? [tableA] : [tableA, tableB];
  const before = changed.map((t) => ({ table: t.number, entries: t.seats.map((s) => s.entryId) }));
  for (const t of changed) {
    const ids = seating.get(t.id)!;
    const notes = [...t.notes.filter((n) => !handNotes.has(n.code)), { code: mode === 'swap' ? 'manual_swap' : 'manual_pairing', params: { reason } }];
    ctx.store.rounds.replaceSeats(t.id, ids.map((entryId, i) => ({ entryId, role: t.bye ? null : pairedSeatRole(ruleset, i) })), notes);
    tableReseated(ctx.store, t.id);
  }
  ctx.annotate({ before, after: changed.map((t) => ({ table: t.number, entries: seating.get(t.id) })) });

  const history = tableRecords(state.rounds.filter((r) => r.number < round.number));
  const entries = entryStates(state.entries, round.number);
  const standings = computeStandings(ruleset, entries, history);
  const proposed = round.tables.map((t) => ({ table: t.number, entries: seating.get(t.id)!, bye: t.bye }));
  const review = reviewPairing(proposed, entries, history, standings, round.number);
  // Each table changed by hand says how: its latest hand-made change was a pairing or a seat swap.
  const swapped = (t: StoredTable) => (t.id === ta || t.id === tb ? mode === 'swap' : t.notes.some((n) => n.code === 'manual_swap'));
  const manual = round.tables.filter((t) => t.manual || t.id === ta || t.id === tb);
  ctx.store.rounds.setWarnings(round.id, [
    ...review,
    ...manual.map((t) => ({ code: swapped(t) ? 'manual_swap_table' : 'manual_table', params: { table: t.number } })),
  ]);
}
