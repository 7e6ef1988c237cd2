// runtime: node. Entries: list, drop, Declaration of Forfeiture (Netrunner Floor 1, 10), leaving
// early as a disqualification where the ruleset says so (Catan 1.21), a player who never came (a
// no-show, never disqualified), and reinstating a dropped entry. A draft round follows every change: it never seats a dropped entry
// (Floor 10) nor leaves out a reinstated one.
import { CommandError } from '../../../shared/contract/errors';
import type { Entry } from '../../../shared/model/entry';
import type { Ruleset } from '../../engine/rulesets';
import type { HandlerContext, Handlers } from '../context';
import { divisionRuleset, requireDivision } from '../services/divisions';
import { requireEvent } from '../services/event-state';
import { redrawDraft, refuseManualDraft } from '../services/pair-next-round';
import { leftEarlyDisqualifies } from '../services/table-rulings';

function requireEntry(ctx: HandlerContext, entryId: number): Entry {
  const entry = ctx.store.entries.get(entryId);
  if (!entry) throw new CommandError('not_found', `There is no entry ${entryId}.`, { reason: 'no_entry', entryId });
  return entry;
}

const staleEntry = (entry: Entry) =>
  new CommandError('conflict', `${entry.name} was changed at another desk meanwhile; reload and try again.`, { reason: 'entry_changed', name: entry.name, entryId: entry.id });

const dropFacts = (e: Entry) => ({
  droppedAfterRound: e.droppedAfterRound,
  dropReason: e.dropReason,
  forfeited: e.forfeited,
  ...(e.disqualification ? { disqualification: e.disqualification } : {}),
  ...(e.noShow ? { noShow: true } : {}),
});

/** Leaving the event after playing a round disqualifies where the ruleset says so (Catan 1.21);
 * leaving before the first round one plays is no disqualification, only a withdrawal. */
function entryRuleset(ctx: HandlerContext, entry: Entry): Ruleset {
  return divisionRuleset(requireEvent(ctx.store, entry.eventId), requireDivision(ctx.store, entry.eventId, entry.divisionId));
}

function leftDisqualified(ctx: HandlerContext, entry: Entry, played: number): boolean {
  return played >= entry.joinedRound && leftEarlyDisqualifies(entryRuleset(ctx, entry));
}

/** The newest round of a division that players have seen (published or closed), and a draft
 * after it if any. */
function roundsOf(ctx: HandlerContext, divisionId: number) {
  const rounds = ctx.store.rounds.summaries(divisionId);
  const last = rounds.at(-1);
  const draft = last?.status === 'draft' ? ctx.store.rounds.get(last.id) : undefined;
  const played = rounds.filter((r) => r.status !== 'draft').at(-1)?.number ?? 0;
  return { draft, played };
}

export const entryHandlers: Pick<Handlers, 'entry.list' | 'entry.drop' | 'entry.reinstate'> = {
  'entry.list'({ eventId }, ctx) {
    requireEvent(ctx.store, eventId);
    return ctx.store.entries.list(eventId);
  },
  'entry.drop'(input, ctx) {
    const entry = requireEntry(ctx, input.entryId);
    if (entry.droppedAfterRound !== null) {
      throw new CommandError('conflict', `${entry.name} has already dropped.`, { reason: 'already_dropped', name: entry.name, entryId: entry.id });
    }
    const forfeit = input.forfeit ?? false;
    const noShow = input.noShow ?? false;
    // A judge removes a player who is there; one who never came has nothing to forfeit.
    if (noShow && forfeit) {
      throw new CommandError('validation', 'A no-show cannot also be a Declaration of Forfeiture: choose one.', {
        fields: [{ path: 'noShow', message: 'Not with forfeit', code: 'no_show_with_forfeit' }],
      });
    }
    // Only a ruleset with the judge's Declaration of Forfeiture marks one; elsewhere it is a drop.
    if (forfeit && !entryRuleset(ctx, entry).forfeiture) {
      throw new CommandError('validation', 'This ruleset has no Declaration of Forfeiture.', { fields: [{ path: 'forfeit', message: 'No forfeiture', code: 'no_forfeiture' }] });
    }
    // The entry plays no round after the last one that was published.
    const { draft, played } = roundsOf(ctx, entry.divisionId);
    const seated = draft?.tables.some((t) => t.seats.some((s) => s.entryId === entry.id)) ?? false;
    if (draft && seated) refuseManualDraft(draft, 'drop', entry.name);
    // A player who never came did not leave: 1.21's disqualification is for one who sat down.
    const disqualification = !noShow && leftDisqualified(ctx, entry, played) ? ({ cause: 'left_early' } as const) : null;
    if (!ctx.store.entries.drop(entry.id, input.version, played, input.reason, { forfeit, disqualification, noShow })) throw staleEntry(entry);
    const after = ctx.store.entries.get(entry.id)!;
    if (draft && seated) redrawDraft(ctx, draft, draft.version, [{ code: forfeit ? 'repaired_after_forfeit' : 'repaired_after_drop', params: { entryId: entry.id } }]);
    ctx.annotate({ before: dropFacts(entry), after: dropFacts(after), ...(draft && seated ? { repairedRound: draft.number } : {}) });
    ctx.changed({ entity: 'entry', eventId: entry.eventId });
    return after;
  },
  'entry.reinstate'(input, ctx) {
    const entry = requireEntry(ctx, input.entryId);
    if (entry.droppedAfterRound === null) {
      throw new CommandError('conflict', `${entry.name} has not dropped.`, { reason: 'not_dropped', name: entry.name, entryId: entry.id });
    }
    const { draft, played } = roundsOf(ctx, entry.divisionId);
    if (played > entry.droppedAfterRound) {
      throw new CommandError(
        'conflict',
        `${entry.name} dropped after round ${entry.droppedAfterRound}, and round ${played} has been published without them; they can no longer be reinstated.`,
        { reason: 'reinstate_too_late', name: entry.name, entryId: entry.id, droppedAfterRound: entry.droppedAfterRound, round: played },
      );
    }
    if (draft) refuseManualDraft(draft, 'reinstate', entry.name);
    if (!ctx.store.entries.reinstate(entry.id, input.version)) throw staleEntry(entry);
    const after = ctx.store.entries.get(entry.id)!;
    if (draft) redrawDraft(ctx, draft, draft.version, [{ code: 'repaired_after_reinstate', params: { entryId: entry.id } }]);
    ctx.annotate({ before: dropFacts(entry), after: dropFacts(after), ...(draft ? { repairedRound: draft.number } : {}) });
    ctx.changed({ entity: 'entry', eventId: entry.eventId });
    return after;
  },
};
