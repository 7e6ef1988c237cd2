// runtime: node. A referee disqualifies a player at a table (Catan 1.15), during the game or
// right after it, until the sheet is signed: the entry drops after that round, disqualified, with
// the rule, the reason and the referee; the table's result is still entered for everyone.
import { CommandError } from '../../../shared/contract/errors';
import type { Disqualification, Entry } from '../../../shared/model/entry';
import { signedSheet } from '../../../shared/features/signed-sheet/contract';
import type { FeatureHost } from '../feature';
import { featureOptions } from '../options';
import { roundRuleset } from '../../core/services/round-ruleset';
import { refuseDisqualification } from './rules';

const dropFacts = (e: Entry) => ({ droppedAfterRound: e.droppedAfterRound, dropReason: e.dropReason, disqualification: e.disqualification ?? null });

export const disqualifyHandlers: FeatureHost<typeof signedSheet>['handlers'] = {
  'table.disqualify'(input, ctx) {
    const table = ctx.store.rounds.table(input.tableId);
    if (!table) throw new CommandError('not_found', `There is no table ${input.tableId}.`, { reason: 'no_table', tableId: input.tableId });
    const entry = ctx.store.entries.get(input.entryId);
    if (!entry) throw new CommandError('not_found', `There is no entry ${input.entryId}.`, { reason: 'no_entry', entryId: input.entryId });
    const round = ctx.store.rounds.header(table.roundId)!;
    if (round.status === 'draft') throw new CommandError('conflict', `Round ${round.number} is not published yet.`, { reason: 'round_not_published', round: round.number, roundId: table.roundId });
    refuseDisqualification(featureOptions(roundRuleset(ctx.store, round), signedSheet), table, entry);
    const why: Disqualification = { cause: 'at_table', rule: input.rule, table: table.number, referee: input.referee };
    if (!ctx.store.entries.drop(entry.id, input.version, round.number, input.reason, { disqualification: why })) {
      throw new CommandError('conflict', `${entry.name} was changed at another desk meanwhile; reload and try again.`, { reason: 'entry_changed', name: entry.name, entryId: entry.id });
    }
    const after = ctx.store.entries.get(entry.id)!;
    ctx.annotate({ table: table.number, round: round.number, before: dropFacts(entry), after: dropFacts(after) });
    ctx.changed({ entity: 'entry', eventId: entry.eventId });
    return after;
  },
};
