// runtime: node. A corrected result and the rounds after it. Every later round of a division was
// made from the rounds before it (a Swiss pairs by the standings, a bracket seats the winners, a
// cut seeds from the stage's standings, a tie-break or a reset is played because of who won), so
// no later round may stay as the old result made it: one players have seen refuses the
// correction, and a draft is paired again, as a drop pairs it again.
import { CommandError } from '../../../shared/contract/errors';
import type { StoredRound } from '../../store/repositories/rounds';
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

/** The draft after the corrected round, if any; refused when a later round is published or
 * closed (the newest named: it is the one to take back first), or when pairing the draft again
 * would lose changes made by hand. */
export function draftAfterCorrection(ctx: HandlerContext, at: CorrectedAt): StoredRound | undefined {
  const later = ctx.store.rounds.summaries(at.divisionId).filter((r) => r.number > at.round);
  const seen = later.findLast((r) => r.status !== 'draft');
  if (seen) {
    throw new CommandError(
      'conflict',
      `Round ${seen.number} was paired after round ${at.round} and is ${seen.status}: correcting table ${at.table} of round ${at.round} would leave it made from the old result. Take round ${seen.number} back to a draft first (unpublish it; a round with results cannot be), then correct.`,
      { reason: 'correction_after_later_round', round: at.round, table: at.table, laterRound: seen.number, roundId: seen.id, status: seen.status },
    );
  }
  const summary = later.find((r) => r.status === 'draft');
  const draft = summary && ctx.store.rounds.get(summary.id);
  if (draft) refuseManualDraft(draft, 'correct', `table ${at.table} of round ${at.round}`, { table: at.table, correctedRound: at.round });
  return draft;
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
