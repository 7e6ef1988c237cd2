// runtime: node. Results from the signed slips: enter (with what features keep beside it),
// correct with a reason (where no feature refuses it; the rounds after it follow,
// later-rounds.ts), and find a match by the code printed on its slip.
import { CommandError } from '../../../shared/contract/errors';
import type { GameValue } from '../../../shared/model/result';
import { validateMatchResult } from '../../engine/rulesets';
import { stageKind } from '../../engine/stages';
import { stageRuleset, type Ruleset } from '../../engine/rulesets';
import type { StoredTable } from '../../store/repositories/rounds';
import { putTableRecord } from '../../features/records';
import type { HandlerContext, Handlers } from '../context';
import { divisionRuleset, requireDivision } from '../services/divisions';
import { requireEvent } from '../services/event-state';
import { refuseDroppedAtTable, staleTable, tableChanged } from '../services/rounds';
import { parseSlipCode, verifySlipCode } from '../slip-code';
import { resultProblem } from '../services/result-problems';
import { afterCorrection, redrawAfterCorrection, type CorrectedAt } from '../services/later-rounds';
import { refuseCorrection, resultCarried, tableResultNotes } from '../services/table-rulings';

type TableRow = StoredTable & { roundId: number };

function requireTable(ctx: HandlerContext, tableId: number): TableRow {
  const table = ctx.store.rounds.table(tableId);
  if (!table) throw new CommandError('not_found', `There is no table ${tableId}.`, { reason: 'no_table', tableId });
  if (table.bye) throw new CommandError('validation', 'A bye has no result to enter.', { fields: [{ path: 'tableId', message: 'A bye', code: 'bye' }] });
  return table;
}

function checkResult(ctx: HandlerContext, table: TableRow, games: GameValue[]): Ruleset {
  const round = ctx.store.rounds.header(table.roundId)!;
  if (round.status === 'draft') throw new CommandError('conflict', `Round ${round.number} is not published yet.`, { reason: 'round_not_published', round: round.number, roundId: table.roundId });
  refuseDroppedAtTable(ctx, table, round);
  const event = requireEvent(ctx.store, round.eventId);
  // The stage's kind and its own tables (seats, target, no time); its rounds' counts are not needed.
  const stage = ctx.store.divisions.stages(round.divisionId).find((s) => s.id === round.stageId)!;
  const ruleset = stageRuleset(divisionRuleset(event, requireDivision(ctx.store, round.eventId, round.divisionId)), stage.position);
  const kind = stageKind(stage.kind);
  const entries = table.seats.map((s) => s.entryId);
  const notes = [...validateMatchResult(ruleset, entries, games, kind, table.teams ?? undefined), ...tableResultNotes(ruleset, entries, games, table)];
  if (notes.length > 0) throw resultProblem(notes, table.number);
  return ruleset;
}

/** What a desk needs to settle a clash with another desk: the result stored now and the version
 * a correction of it must carry. */
function storedResult(table: StoredTable): Record<string, unknown> {
  return table.result ? { stored: { games: table.result.games, version: table.version, enteredAt: table.resultEnteredAt } } : {};
}

/** Writes the result over the table's version, and the features' records it carries (null: none). */
function save(ctx: HandlerContext, table: StoredTable, version: number, games: GameValue[], records: readonly [string, unknown][]): void {
  if (!ctx.store.rounds.setResult(table.id, version, games, ctx.now)) {
    const now = ctx.store.rounds.table(table.id)!;
    throw staleTable(table, storedResult(now));
  }
  for (const [feature, value] of records) putTableRecord(ctx.store, feature, table.id, value);
}

export const resultHandlers: Pick<Handlers, 'result.enter' | 'result.correct' | 'result.findBySlip'> = {
  'result.enter'(input, ctx) {
    const table = requireTable(ctx, input.tableId);
    if (table.result) {
      throw new CommandError('conflict', `Table ${table.number} already has a result; a change needs a correction with a reason.`, {
        reason: 'table_has_result_correct',
        table: table.number,
        tableId: table.id,
        ...storedResult(table),
      });
    }
    const ruleset = checkResult(ctx, table, input.games);
    save(ctx, table, input.version, input.games, resultCarried(ruleset, table, input, false).records);
    return tableChanged(ctx, table.id);
  },
  'result.correct'(input, ctx) {
    const table = requireTable(ctx, input.tableId);
    if (!table.result) throw new CommandError('conflict', `Table ${table.number} has no result yet; enter it first.`, { reason: 'table_has_no_result', table: table.number, tableId: table.id });
    const ruleset = checkResult(ctx, table, input.games);
    refuseCorrection(ruleset, table, input);
    const round = ctx.store.rounds.header(table.roundId)!;
    const at: CorrectedAt = { eventId: round.eventId, divisionId: round.divisionId, round: round.number, table: table.number };
    const { draft, kept } = afterCorrection(ctx, at, input.keepLaterRounds === true);
    const carried = resultCarried(ruleset, table, input, true);
    save(ctx, table, input.version, input.games, carried.records);
    if (draft) redrawAfterCorrection(ctx, draft, at);
    ctx.annotate({
      table: table.number,
      before: table.result.games,
      after: input.games,
      ...carried.audit,
      ...(draft ? { repairedRound: draft.number } : {}),
      ...(kept.length > 0 ? { keptLaterRounds: kept } : {}),
    });
    return tableChanged(ctx, table.id);
  },
  'result.findBySlip'({ eventId, code }, ctx) {
    requireEvent(ctx.store, eventId);
    const refused = () =>
      new CommandError('validation', `“${code.trim()}” is not a slip code of this event; check it and type it again.`, {
        fields: [{ path: 'code', message: 'Not a valid slip code', code: 'not_slip_code' }],
      });
    const parts = parseSlipCode(code);
    if (!parts || !verifySlipCode(ctx.store.events.slipSecret(eventId), parts)) throw refused();
    const division = ctx.store.divisions.list(eventId)[parts.division - 1];
    const round = division && ctx.store.rounds.summaries(division.id).find((r) => r.number === parts.round && r.status !== 'draft');
    // Byes are table 0 and get no slip, so a table number found is a match.
    const tableId = round && parts.table > 0 ? ctx.store.rounds.tableIdByNumber(round.id, parts.table) : undefined;
    if (!round || tableId === undefined) throw refused();
    return { roundId: round.id, tableId, tableNumber: parts.table, divisionId: division.id };
  },
};
