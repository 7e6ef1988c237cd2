// runtime: node. Timers the desk starts at a table, where the ruleset has them: the wait for a
// player missing when the game starts (Catan 1.19) and a player's time-out (1.20: one per player
// per game, at most 5 minutes), as the feature's options set them. Both claim the table's version
// and are audited with before/after.
import { CommandError } from '../../../shared/contract/errors';
import { tableTimers } from '../../../shared/features/table-timers/contract';
import type { TimeOut } from '../../../shared/features/table-timers/model';
import { staleTable, tableChanged } from '../../core/services/rounds';
import type { FeatureHandler } from '../feature';
import { featureOptions } from '../options';
import { playedTable } from '../played-table';
import { timersAt, timersKept } from './record';

type Ops = (typeof tableTimers)['operations'];

const minutesMs = (minutes: number) => minutes * 60_000;

export const tableTimerHandlers: { 'table.wait': FeatureHandler<Ops['table.wait']>; 'table.timeOut': FeatureHandler<Ops['table.timeOut']> } = {
  'table.wait'(input, ctx) {
    const { table, ruleset } = playedTable(ctx, input.tableId);
    const waitMinutes = featureOptions(ruleset, tableTimers)?.waitMinutes;
    if (!waitMinutes) throw new CommandError('validation', 'This ruleset has no wait timer.', { fields: [{ path: 'tableId', message: 'No wait timer', code: 'no_wait_timer' }] });
    const timers = timersAt.of(table);
    const before = timers.waitStartedAt;
    const refuse = (why: string, reason: string) => new CommandError('conflict', `Table ${table.number}: ${why}.`, { reason, table: table.number, tableId: table.id });
    if (input.action === 'start' && before && Date.parse(ctx.now) - Date.parse(before) < minutesMs(waitMinutes)) throw refuse('the wait is already running', 'wait_running');
    if (input.action === 'stop' && !before) throw refuse('nobody is being waited for', 'wait_not_started');
    const after = input.action === 'start' ? ctx.now : null;
    if (!timersAt.set(ctx.store, table.id, input.version, timersKept({ ...timers, waitStartedAt: after }))) throw staleTable(table);
    ctx.annotate({ table: table.number, before, after });
    return tableChanged(ctx, table.id);
  },
  'table.timeOut'(input, ctx) {
    const { table, ruleset } = playedTable(ctx, input.tableId);
    const timeOut = featureOptions(ruleset, tableTimers)?.timeOut;
    const field = (path: string, message: string, code: string) => new CommandError('validation', `Table ${table.number}: ${message}.`, { fields: [{ path, message, code }] });
    if (!timeOut) throw field('tableId', 'this ruleset has no time-outs', 'no_time_out');
    const seat = table.seats.find((s) => s.entryId === input.entryId);
    if (!seat) throw field('entryId', 'not a player at this table', 'not_at_table');
    if (input.game > ruleset.gamesPerMatch) throw field('game', `a match has at most ${ruleset.gamesPerMatch} games`, 'no_such_game');
    const refuse = (why: string, reason: string) =>
      new CommandError('conflict', `Table ${table.number}: ${seat.name} ${why}.`, { reason, name: seat.name, table: table.number, game: input.game, tableId: table.id });
    const timers = timersAt.of(table);
    const theirs = timers.timeOuts.filter((o) => o.entryId === input.entryId && o.game === input.game);
    const away = theirs.findIndex((o) => o.endedAt === null);
    let after: TimeOut[];
    if (input.action === 'start') {
      if (away >= 0) throw refuse('is already on a time-out', 'time_out_running');
      // 1.20: one time-out per game; a second is a rule broken, refused like a bad field.
      if (theirs.length >= timeOut.perGame) {
        const message = `${seat.name} has already taken ${timeOut.perGame === 1 ? 'their time-out' : `${timeOut.perGame} time-outs`} in game ${input.game}`;
        throw new CommandError('validation', `Table ${table.number}: ${message}.`, {
          fields: [{ path: 'entryId', message, code: 'time_out_taken', params: { name: seat.name, table: table.number, game: input.game, perGame: timeOut.perGame } }],
        });
      }
      after = [...timers.timeOuts, { entryId: input.entryId, game: input.game, startedAt: ctx.now, endedAt: null }];
    } else {
      if (away < 0) throw refuse('is not on a time-out', 'time_out_not_running');
      const ending = theirs[away]!;
      after = timers.timeOuts.map((o) => (o === ending ? { ...o, endedAt: ctx.now } : o));
    }
    if (!timersAt.set(ctx.store, table.id, input.version, timersKept({ ...timers, timeOuts: after }))) throw staleTable(table);
    ctx.annotate({ table: table.number, name: seat.name, before: timers.timeOuts, after });
    return tableChanged(ctx, table.id);
  },
};
