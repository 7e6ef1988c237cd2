// runtime: node. Pairs the next round of an event: close the finished round, turn newly checked-in
// players into (late) entries, ask the engine, store the draft with its reasons and seed.
import { CommandError } from '../../../shared/contract/errors';
import type { NoteValue } from '../../../shared/model/note';
import { nextSwissRound } from '../../engine/rounds';
import type { NewTable } from '../../store/repositories/rounds';
import type { HandlerContext } from '../context';
import { assertRoundPlanned } from './event-settings';
import { entryStates, loadEventState, missingResults, tableRecords } from './event-state';
import { missingTablesError } from './rounds';

export function pairNextRound(ctx: HandlerContext, eventId: number): number {
  const { store } = ctx;
  let state = loadEventState(store, eventId);
  const last = state.rounds.at(-1);
  if (last?.status === 'draft') store.rounds.deleteDraft(last.id);
  if (last?.status === 'published') {
    const missing = missingResults(last);
    if (missing.length > 0) throw missingTablesError(last, missing, 'The next round cannot be paired');
    store.rounds.setStatus(last.id, last.version, 'closed');
  }
  const closed = state.rounds.filter((r) => r.status !== 'draft');
  const number = closed.length + 1;
  assertRoundPlanned(state.event.plannedRounds, number);

  const warnings: NoteValue[] = [];
  for (const player of store.entries.checkedInWithoutEntry(eventId)) {
    store.entries.insertSingle(eventId, player, number);
    if (number > 1) warnings.push({ code: 'late_entry', params: { name: player.name, round: number } });
  }
  state = loadEventState(store, eventId);
  const entries = entryStates(state.entries, number);
  const active = entries.filter((e) => !e.dropped && e.joinedRound <= number);
  if (active.length < 2) {
    throw new CommandError('validation', 'A round needs at least two checked-in players who have not dropped.', {
      fields: [{ path: 'eventId', message: 'Fewer than two players to pair' }],
    });
  }

  const seed = ctx.random();
  const history = tableRecords(state.rounds.filter((r) => r.status !== 'draft'));
  const pairing = nextSwissRound({ ruleset: state.ruleset, entries, tables: history, round: number, seed });
  const roles = state.ruleset.roles;
  const tables: NewTable[] = pairing.tables.map((t) => ({
    number: t.table,
    bye: false,
    notes: t.notes,
    seats: t.entries.map((entryId, i) => ({ entryId, role: roles[i] ?? null })),
  }));
  if (pairing.bye) tables.push({ number: 0, bye: true, notes: pairing.bye.notes, seats: [{ entryId: pairing.bye.entryId, role: null }] });
  return store.rounds.insert(
    state.stageId,
    { number, seed, warnings: [...pairing.warnings, ...warnings], minutes: state.ruleset.clock.roundMinutes, warningMinutes: state.ruleset.clock.warningMinutes },
    tables,
  );
}
