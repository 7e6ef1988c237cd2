// runtime: node. Round life: pair a draft, change it by hand, publish (and take it back while no
// result is in), close.
import { CommandError } from '../../../shared/contract/errors';
import type { Handlers } from '../context';
import { requireDivision } from '../services/divisions';
import { missingResults, requireEvent } from '../services/event-state';
import { pairManually } from '../services/pair-manually';
import { pairNextRound, writtenRound } from '../services/pair-next-round';
import { roundHead, roundOfEntry, roundView, tableView } from '../services/round-view';
import { missingTablesError, refuseDroppedSeated, requireRound, requireStatus, roundChanged, staleRound } from '../services/rounds';

export const roundHandlers: Pick<
  Handlers,
  'round.list' | 'round.get' | 'round.tables' | 'round.pair' | 'round.pairManually' | 'round.publish' | 'round.unpublish' | 'round.close'
> = {
  'round.list'({ eventId, divisionId }, ctx) {
    requireEvent(ctx.store, eventId);
    return ctx.store.rounds.summaries(requireDivision(ctx.store, eventId, divisionId).id).map((r) => ({
      id: r.id,
      number: r.number,
      stage: r.stage,
      status: r.status,
      tables: r.tables,
      missingResults: r.status === 'draft' ? 0 : r.withoutResult,
      version: r.version,
    }));
  },
  'round.get'({ roundId, entryId }, ctx) {
    const round = entryId === undefined ? roundView(ctx.store, requireRound(ctx, roundId)) : roundOfEntry(ctx.store, roundId, entryId);
    if (!round) throw new CommandError('not_found', `There is no round ${roundId}.`, { reason: 'no_round', roundId });
    // A slip code opens a table at the results desk: the room has no use for it.
    return ctx.caller.room ? { ...round, tables: round.tables.map((t) => ({ ...t, slipCode: '' })) } : round;
  },
  'round.tables'({ roundId, tableIds }, ctx) {
    const round = ctx.store.rounds.header(roundId);
    if (!round) throw new CommandError('not_found', `There is no round ${roundId}.`, { reason: 'no_round', roundId });
    return tableIds.map((id) => {
      const table = ctx.store.rounds.table(id);
      if (!table || table.roundId !== roundId) throw new CommandError('not_found', `Round ${round.number} has no table ${id}.`, { reason: 'no_table', tableId: id, roundId });
      const view = tableView(ctx.store, table, round);
      return ctx.caller.room ? { ...view, slipCode: '' } : view;
    });
  },
  'round.pair'({ eventId, divisionId, newest, tables }, ctx) {
    const written = pairNextRound(ctx, eventId, divisionId, newest);
    if (tables === false) return roundHead(ctx.store.rounds.withoutTables(written.roundId));
    // Answered from what was written, not read back: a 2,048-table round read back took a sixth
    // of a pairing.
    return roundView(ctx.store, writtenRound(ctx, written));
  },
  'round.pairManually'(input, ctx) {
    const round = requireRound(ctx, input.roundId);
    requireStatus(round, ['draft', 'published'], 'closed_not_paired_again');
    if (!ctx.store.rounds.bumpVersion(round.id, input.version)) throw staleRound(round, input.version);
    pairManually(ctx, round, input.entryA, input.entryB, input.mode, input.reason);
    return roundChanged(ctx, round.id);
  },
  'round.publish'(input, ctx) {
    const round = requireRound(ctx, input.roundId);
    requireStatus(round, ['draft'], 'only_draft_published');
    refuseDroppedSeated(ctx, round);
    if (!ctx.store.rounds.setStatus(round.id, input.version, 'published')) throw staleRound(round, input.version);
    return roundChanged(ctx, round.id);
  },
  'round.unpublish'(input, ctx) {
    const round = requireRound(ctx, input.roundId);
    requireStatus(round, ['published'], 'only_published_unpublished');
    const entered = round.tables.filter((t) => t.result).map((t) => t.number);
    if (entered.length > 0) {
      throw new CommandError('conflict', `Round ${round.number} already has results (table ${entered.join(', ')}); it stays published.`, {
        reason: 'round_has_results',
        round: round.number,
        roundId: round.id,
        enteredTables: entered,
      });
    }
    if (!ctx.store.rounds.unpublish(round.id, input.version)) throw staleRound(round, input.version);
    const after = ctx.store.rounds.get(round.id)!;
    ctx.annotate({ round: round.number, before: { status: round.status, clock: round.clock }, after: { status: after.status, clock: after.clock } });
    return roundChanged(ctx, round.id);
  },
  'round.close'(input, ctx) {
    const round = requireRound(ctx, input.roundId);
    requireStatus(round, ['published'], 'only_published_closed');
    const missing = missingResults(round);
    if (missing.length > 0) throw missingTablesError(round, missing, 'close');
    if (!ctx.store.rounds.setStatus(round.id, input.version, 'closed')) throw staleRound(round, input.version);
    return roundChanged(ctx, round.id);
  },
};
