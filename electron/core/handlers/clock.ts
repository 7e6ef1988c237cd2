// runtime: node. The round clock (Netrunner 9: at least 45 minutes, warning 10 before the end):
// start, pause for a ruling, resume; extra minutes for one table.
import { CommandError } from '../../../shared/contract/errors';
import type { Handlers } from '../context';
import { requireRound, requireStatus, roundChanged, staleRound, staleTable, tableChanged } from '../services/rounds';
import { followRoundClock } from '../services/table-rulings';

export const clockHandlers: Pick<Handlers, 'round.clock' | 'table.addTime'> = {
  'round.clock'(input, ctx) {
    const round = requireRound(ctx, input.roundId);
    requireStatus(round, ['published'], 'clock_needs_published');
    const c = round.clock;
    const refuse = (why: string, reason: string) => new CommandError('conflict', why, { reason, roundId: round.id, action: input.action });
    let next: { startedAt: string | null; pausedAt: string | null; pausedMs: number };
    if (input.action === 'start') {
      if (c.startedAt) throw refuse('The clock has already started.', 'clock_started');
      next = { startedAt: ctx.now, pausedAt: null, pausedMs: 0 };
    } else if (input.action === 'pause') {
      if (!c.startedAt || c.pausedAt) throw refuse('The clock is not running.', 'clock_not_running');
      next = { ...c, pausedAt: ctx.now };
    } else {
      if (!c.pausedAt) throw refuse('The clock is not paused.', 'clock_not_paused');
      next = { ...c, pausedAt: null, pausedMs: c.pausedMs + (Date.parse(ctx.now) - Date.parse(c.pausedAt)) };
    }
    if (!ctx.store.rounds.setClock(round.id, input.version, next)) throw staleRound(round, input.version);
    if (input.action !== 'start') {
      const held = followRoundClock(ctx.store, round.tables, input.action, ctx.now);
      if (held.length) ctx.annotate({ tablesHeld: held });
    }
    return roundChanged(ctx, round.id);
  },
  'table.addTime'(input, ctx) {
    const table = ctx.store.rounds.table(input.tableId);
    if (!table) throw new CommandError('not_found', `There is no table ${input.tableId}.`, { reason: 'no_table', tableId: input.tableId });
    if (table.bye) throw new CommandError('validation', 'A bye has no clock.', { fields: [{ path: 'tableId', message: 'A bye' }] });
    if (!ctx.store.rounds.addExtraMinutes(table.id, input.version, input.minutes)) {
      throw staleTable(table);
    }
    return tableChanged(ctx, table.id);
  },
};
