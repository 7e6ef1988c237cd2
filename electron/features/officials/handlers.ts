// runtime: node. The officials of an event (Attacktix 3): registered with a role at the desk, and
// given a duty at a table of a round. Nobody both plays in and officiates an event.
import { CommandError } from '../../../shared/contract/errors';
import { dutyRoles, type Official, type RoundOfficials, type TableOfficial } from '../../../shared/features/officials/model';
import type { officials } from '../../../shared/features/officials/contract';
import type { HandlerContext } from '../../core/context';
import { requireEvent } from '../../core/services/event-state';
import { announceTable, staleTable } from '../../core/services/rounds';
import type { FeatureHost } from '../feature';
import { finalTableOf, isFinalWithoutUmpire } from './final-table';
import { officialsOf } from './officials';

function requireOfficial(ctx: HandlerContext, id: number): Official {
  const official = officialsOf(ctx.store).get(id);
  if (!official) throw new CommandError('not_found', `There is no official ${id}.`, { reason: 'no_official', id });
  return official;
}

function roundOfficials(ctx: HandlerContext, roundId: number): RoundOfficials {
  if (!ctx.store.rounds.header(roundId)) throw new CommandError('not_found', `There is no round ${roundId}.`, { reason: 'no_round', id: roundId });
  // Asked again on every result of the round: its tables' numbers only, not their seats.
  const round = ctx.store.rounds.withoutTables(roundId);
  const atTable = new Map<number, TableOfficial[]>();
  for (const d of officialsOf(ctx.store).dutiesOfRound(roundId)) atTable.set(d.tableId, [...(atTable.get(d.tableId) ?? []), { officialId: d.officialId, name: d.name, duty: d.duty }]);
  const tables = ctx.store.rounds
    .tableNumbers(roundId)
    .filter((t) => !t.bye)
    .map((t) => ({ tableId: t.id, number: t.number, officials: atTable.get(t.id) ?? [] }));
  const finalTable = finalTableOf(ctx.store, round);
  return { roundId, tables, finalWithoutUmpire: isFinalWithoutUmpire(finalTable, tables), finalTable };
}

export const officialHandlers: FeatureHost<typeof officials>['handlers'] = {
  'official.add'(input, ctx) {
    const event = requireEvent(ctx.store, input.eventId);
    const player = ctx.store.players.withSameName(event.id, input.name)[0];
    if (player) {
      throw new CommandError('conflict', `${player.name} plays in “${event.name}” (player ID ${player.id}); a player cannot also officiate it.`, {
        reason: 'official_plays',
        name: player.name,
        event: event.name,
        playerId: player.id,
        fields: [{ path: 'name', message: 'Plays in this event', code: 'official_plays' }],
      });
    }
    const same = officialsOf(ctx.store).withSameName(event.id, input.name)[0];
    if (same) {
      throw new CommandError('validation', `${same.name} is an official of this event already.`, {
        fields: [{ path: 'name', message: 'An official already', code: 'official_taken' }],
      });
    }
    const official = officialsOf(ctx.store).insert(event.id, input.name, input.role);
    ctx.changed({ entity: 'official', eventId: event.id });
    ctx.annotate({ before: null, after: { name: official.name, role: official.role } });
    return official;
  },
  'official.remove'(input, ctx) {
    const official = requireOfficial(ctx, input.id);
    if (official.version !== input.version) {
      throw new CommandError('conflict', `${official.name} was changed at another desk meanwhile; reload and try again.`, { reason: 'official_changed', id: official.id });
    }
    const duties = officialsOf(ctx.store).dutyCount(official.id);
    if (duties > 0) {
      throw new CommandError('conflict', `${official.name} officiates at ${duties} table(s); take them off first.`, { reason: 'official_on_duty', name: official.name, tables: duties });
    }
    if (!officialsOf(ctx.store).remove(official.id, input.version)) {
      throw new CommandError('conflict', `${official.name} was changed at another desk meanwhile; reload and try again.`, { reason: 'official_changed', id: official.id });
    }
    ctx.changed({ entity: 'official', eventId: official.eventId });
    ctx.annotate({ before: { name: official.name, role: official.role }, after: null });
    return official;
  },
  'official.list'({ eventId }, ctx) {
    requireEvent(ctx.store, eventId);
    return officialsOf(ctx.store).list(eventId);
  },
  'official.ofRound'({ roundId }, ctx) {
    return roundOfficials(ctx, roundId);
  },
  'table.assignOfficial'(input, ctx) {
    const table = ctx.store.rounds.table(input.tableId);
    if (!table) throw new CommandError('not_found', `There is no table ${input.tableId}.`, { reason: 'no_table', tableId: input.tableId });
    const round = ctx.store.rounds.header(table.roundId)!;
    if (table.bye) throw new CommandError('validation', 'A bye has no officials.', { fields: [{ path: 'tableId', message: 'A bye', code: 'bye' }] });
    const official = input.officialId === null ? null : requireOfficial(ctx, input.officialId);
    if (official && official.eventId !== round.eventId) {
      throw new CommandError('validation', `${official.name} officiates another event.`, { fields: [{ path: 'officialId', message: 'Of another event', code: 'official_other_event' }] });
    }
    if (official && !dutyRoles[input.duty].includes(official.role)) {
      throw new CommandError('validation', `${official.name} is registered as ${official.role.replace('_', ' ')}, and cannot be the table's ${input.duty}.`, {
        fields: [{ path: 'officialId', message: `Not a ${input.duty}`, code: 'official_role' }],
      });
    }
    if (official) {
      const elsewhere = officialsOf(ctx.store).dutiesOfRound(table.roundId).find((d) => d.officialId === official.id && d.tableId !== table.id);
      if (elsewhere) {
        throw new CommandError('conflict', `${official.name} is at table ${elsewhere.tableNumber} of round ${round.number} already.`, {
          reason: 'official_busy',
          name: official.name,
          table: elsewhere.tableNumber,
          round: round.number,
        });
      }
    }
    const before = officialsOf(ctx.store).dutiesOfRound(table.roundId).filter((d) => d.tableId === table.id);
    if (table.version !== input.version || !officialsOf(ctx.store).assign(table.id, input.version, official?.id ?? null, input.duty)) {
      throw staleTable(table);
    }
    const after = officialsOf(ctx.store).dutiesOfRound(table.roundId).filter((d) => d.tableId === table.id);
    const names = (ds: typeof before) => ds.map((d) => `${d.duty}: ${d.name}`);
    ctx.annotate({ round: round.number, table: table.number, before: names(before), after: names(after) });
    announceTable(ctx, round.eventId, table.roundId, table.id);
    return roundOfficials(ctx, table.roundId);
  },
};
