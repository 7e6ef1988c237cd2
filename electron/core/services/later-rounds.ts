// runtime: node. A corrected result and the rounds after it. Every later round of a division was
// made from the rounds before it (a Swiss pairs by the standings, a bracket seats the winners, a
// cut seeds from the stage's standings, a tie-break or a reset is played because of who won), so
// no later round may stay as the old result made it: one players have seen refuses the
// correction, and a draft is paired again, as a drop pairs it again. The one exception is asked
// for by name (keepLaterRounds, audited): rounds seen that nobody sits in by winning (a Swiss, a
// schedule, a round robin's main cycle, a cut already drawn) stand as they were played, as a
// Swiss organizer fixes a slip found rounds later, and only the standings follow.
import { CommandError } from '../../../shared/contract/errors';
import { stageKind } from '../../engine/stages';
import type { RoundSummary, StoredRound } from '../../store/repositories/rounds';
import type { HandlerContext } from '../context';
import { loadEventState, type EventState } from './event-state';
import { redrawDraft, refuseManualDraft, stageForNext } from './pair-next-round';

/** Where the corrected result is: its round's number and division, and its table's number. */
export interface CorrectedAt {
  eventId: number;
  divisionId: number;
  round: number;
  table: number;
}

/** What a correction does to the rounds after it: the draft to pair again, and the rounds seen by
 * the players that stand as played (`keepLaterRounds`). */
export interface AfterCorrection {
  draft: StoredRound | undefined;
  kept: number[];
}

/** Whether a later round may stand as played: one of a later stage stands (a cut is drawn once,
 * from the standings as they were); one of the corrected round's stage as its kind says. */
function stands(all: RoundSummary[], stageId: number, later: RoundSummary): boolean {
  if (later.stageId !== stageId) return true;
  const first = all.find((r) => r.stageId === later.stageId && r.stage.round === 1)!;
  return stageKind(later.stage.kind).standsAfterCorrection({ round: later.stage.round, firstRoundTables: first.tables + first.byes });
}

/** The draft after the corrected round, if any, and the later rounds seen by the players, which
 * refuse the correction (the newest named: it is the one to take back first; `canKeepLaterRounds`
 * says whether `keep` would be allowed) unless `keep` keeps them as played, which one that seats
 * winners or exists because of them refuses; and refused when pairing the draft again would lose
 * changes made by hand. */
export function afterCorrection(ctx: HandlerContext, at: CorrectedAt, keep: boolean): AfterCorrection {
  const all = ctx.store.rounds.summaries(at.divisionId);
  const stageId = all.find((r) => r.number === at.round)!.stageId;
  const later = all.filter((r) => r.number > at.round);
  const seen = later.filter((r) => r.status !== 'draft');
  const resting = seen.find((r) => !stands(all, stageId, r));
  const newest = seen.at(-1);
  if (newest && !keep) {
    throw new CommandError(
      'conflict',
      `Round ${newest.number} was paired after round ${at.round} and is ${newest.status}: correcting table ${at.table} of round ${at.round} would leave it made from the old result. Take round ${newest.number} back to a draft first (unpublish it; a round with results cannot be), then correct.`,
      {
        reason: 'correction_after_later_round',
        round: at.round,
        table: at.table,
        laterRound: newest.number,
        roundId: newest.id,
        status: newest.status,
        canKeepLaterRounds: !resting,
        laterRounds: seen.map((r) => r.number),
      },
    );
  }
  if (resting) {
    throw new CommandError(
      'conflict',
      `Round ${resting.number} seats players by who won before it, or is played because of it: it cannot stand as played once table ${at.table} of round ${at.round} is corrected. Take it back to a draft first (unpublish it; a round with results cannot be), then correct.`,
      { reason: 'correction_later_round_rests_on_result', round: at.round, table: at.table, laterRound: resting.number, roundId: resting.id },
    );
  }
  const summary = later.find((r) => r.status === 'draft');
  const draft = summary && ctx.store.rounds.get(summary.id);
  if (draft) refuseManualDraft(draft, 'correct', `table ${at.table} of round ${at.round}`, { table: at.table, correctedRound: at.round });
  return { draft, kept: seen.map((r) => r.number) };
}

/** The event as it stood before the draft was paired. */
function withoutDraft(state: EventState, draftId: number): EventState {
  return {
    ...state,
    rounds: state.rounds.filter((r) => r.id !== draftId),
    stages: state.stages.map((l) => ({ ...l, rounds: l.rounds.filter((r) => r.id !== draftId) })),
  };
}

/** Pairs the draft again from the corrected result, its warnings leading with why. A correction
 * that decides whether a stage is over (a tie-break round robin's ties, a double elimination's
 * reset) would call for another round than the draft or none: refused, since a draft is paired
 * again in its stage and never taken away. */
export function redrawAfterCorrection(ctx: HandlerContext, draft: StoredRound, at: CorrectedAt): void {
  const state = loadEventState(ctx.store, at.eventId, at.divisionId);
  const drawnIn = state.stages.find((l) => l.rounds.some((r) => r.id === draft.id))!.id;
  let stageId: number | null;
  try {
    stageId = stageForNext(withoutDraft(state, draft.id), draft.number).id;
  } catch (e) {
    if (!(e instanceof CommandError)) throw e;
    stageId = null;
  }
  if (stageId !== drawnIn) {
    throw new CommandError(
      'conflict',
      `Round ${draft.number} is a draft paired because of who won up to round ${at.round}; correcting table ${at.table} of round ${at.round} would call for another round instead of it, or none.`,
      { reason: 'correction_changes_next_round', round: at.round, table: at.table, laterRound: draft.number, roundId: draft.id },
    );
  }
  redrawDraft(ctx, draft, draft.version, [{ code: 'repaired_after_correction', params: { round: at.round, table: at.table } }], state);
}
