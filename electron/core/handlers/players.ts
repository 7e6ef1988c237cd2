// runtime: node. Player registration and check-in, and taking them back: edit, undo a check-in,
// remove a registration that has not played.
import { nameCollator } from '../../../shared/text/collation';
import { CommandError } from '../../../shared/contract/errors';
import type { DuplicateMatch, Player, PromotedPlayer } from '../../../shared/model/player';
import type { HandlerContext, Handlers } from '../context';
import { requireDivision } from '../services/divisions';
import { refuseBornAfterEvent } from '../services/date-of-birth';
import { checkedFamilyName } from '../services/family-name';
import { requireEvent } from '../services/event-state';
import { seesPersonalDetails, withoutPersonalDetails } from '../services/personal-details';
import { fillFreedPlaces, isWaitingForPlace, placesFull, stopWaiting, waitForPlace, waitingForPlaces } from '../services/places';
import { playerAnswer, playerAnswers } from '../services/player-fields';
import { refuseClaimedName } from '../services/name-claims';
import { entryKept, refuseEntryMove } from '../../features/registry';

/** The player as the app answers, with the features' fields. */
function requirePlayer(ctx: HandlerContext, id: number): Player {
  const player = ctx.store.players.get(id);
  if (!player) throw new CommandError('not_found', `There is no player ${id}.`, { reason: 'no_player', id });
  return playerAnswer(ctx.store, player);
}

function requireVersion(player: Player, version: number): void {
  if (player.version !== version) {
    throw new CommandError('conflict', `${player.name} was changed at another desk meanwhile; reload and try again.`, {
      reason: 'stale',
      name: player.name,
      id: player.id,
      expected: version,
      actual: player.version,
      current: player,
    });
  }
}

/** Two players with one name are usually one person registered twice: the desk confirms. */
function refuseDuplicate(ctx: HandlerContext, eventId: number, name: string, self: number | null, confirmed: boolean | undefined): void {
  if (confirmed) return;
  const same = ctx.store.players.withSameName(eventId, name).filter((p) => p.id !== self);
  if (same.length === 0) return;
  const matches: DuplicateMatch[] = same.map((p) => ({ id: p.id, name: p.name, club: p.club, dateOfBirth: p.dateOfBirth }));
  throw new CommandError(
    'conflict',
    `${same.map((p) => `${p.name} (ID ${p.id})`).join(', ')} is already registered; confirm that ${name.trim()} is another person.`,
    { reason: 'possible_duplicate', matches },
  );
}

/**
 * A player who sits in any round cannot be taken back: a published one means they played (drop them
 * instead); a draft names the round, since pairing it again without them comes first.
 */
function refuseIfSeated(ctx: HandlerContext, player: Player, what: string): void {
  const seats = ctx.store.players.seats(player.id);
  const seat = seats.find((s) => s.status !== 'draft') ?? seats[0];
  if (!seat) return;
  const where = seat.bye ? `has the bye in round ${seat.round}` : `sits at table ${seat.table} of round ${seat.round}`;
  const message =
    seat.status === 'draft'
      ? `${player.name} ${where}, still a draft; ${what} once they are out of it (drop them, then pair round ${seat.round} again).`
      : `${player.name} has played (round ${seat.round}); ${what} is no longer possible: drop them instead.`;
  throw new CommandError('conflict', message, {
    reason: seat.status === 'draft' ? 'seated_in_draft' : 'has_played',
    id: player.id,
    name: player.name,
    round: seat.round,
    table: seat.table,
    bye: seat.bye,
  });
}

/** Takes back a player who never sat in a round: their entry (made at a pairing they were left
 * out of, or dropped from) goes too, so no later round pairs them. Returns that entry's id. */
function releaseEntry(ctx: HandlerContext, player: Player, how: 'undo' | 'remove'): number | null {
  const what = how === 'remove' ? 'removing the registration' : 'undoing the check-in';
  refuseIfSeated(ctx, player, what);
  const entryId = ctx.store.players.entryOf(player.id);
  if (entryKept(ctx, player, entryId, how === 'remove')) return null;
  if (entryId !== null) {
    ctx.store.players.removeEntry(entryId);
    ctx.changed({ entity: 'entry', eventId: player.eventId });
  }
  return entryId;
}

/** The audit names who moved up from the waiting list, when anybody did. */
const movedUp = (promoted: PromotedPlayer[]) => (promoted.length > 0 ? { promoted } : {});

const details = (p: Player) => ({ name: p.name, ...(p.familyName ? { familyName: p.familyName } : {}), dateOfBirth: p.dateOfBirth, club: p.club, contact: p.contact, formOfAddress: p.formOfAddress });

/** A player who has an entry plays in its division: the entry cannot move with them (a feature
 * that keeps the entry, a side formed at the desk, says why first). */
function refuseDivisionChange(ctx: HandlerContext, player: Player): void {
  refuseEntryMove(ctx, player);
  if (ctx.store.players.entryOf(player.id) === null) return;
  throw new CommandError('conflict', `${player.name} has been paired in their division already; they stay in it (drop them there instead).`, {
    reason: 'division_after_pairing',
    id: player.id,
    name: player.name,
    fields: [{ path: 'divisionId', message: 'Paired in another division', code: 'division_after_pairing' }],
  });
}

export const playerHandlers: Pick<
  Handlers,
  'player.register' | 'player.update' | 'player.checkIn' | 'player.undoCheckIn' | 'player.remove' | 'player.list' | 'player.counts'
> = {
  'player.register'(input, ctx) {
    const event = requireEvent(ctx.store, input.eventId);
    refuseBornAfterEvent(event, input.dateOfBirth ?? null);
    const divisionId = input.divisionId === undefined ? null : requireDivision(ctx.store, input.eventId, input.divisionId).id;
    refuseClaimedName(ctx.store, input.eventId, input.name);
    refuseDuplicate(ctx, input.eventId, input.name, null, input.confirmDuplicate);
    const familyName = checkedFamilyName(input.name, input.familyName);
    const player = ctx.store.players.insert(input.eventId, {
      name: input.name,
      familyName,
      dateOfBirth: input.dateOfBirth ?? null,
      club: input.club || null,
      contact: input.contact || null,
      formOfAddress: input.formOfAddress ?? null,
      divisionId,
    });
    ctx.changed({ entity: 'player', eventId: player.eventId });
    return playerAnswer(ctx.store, player);
  },
  'player.update'(input, ctx) {
    const player = requirePlayer(ctx, input.id);
    requireVersion(player, input.version);
    const pick = <T>(next: T | undefined, prev: T) => (next === undefined ? prev : next);
    const name = pick(input.name, player.name);
    const next = {
      name,
      familyName: checkedFamilyName(name, pick(input.familyName, player.familyName)),
      dateOfBirth: pick(input.dateOfBirth, player.dateOfBirth),
      club: pick(input.club, player.club) || null,
      contact: pick(input.contact, player.contact) || null,
      formOfAddress: pick(input.formOfAddress, player.formOfAddress),
      divisionId: input.divisionId === undefined ? player.divisionId : requireDivision(ctx.store, player.eventId, input.divisionId).id,
    };
    if (next.dateOfBirth !== player.dateOfBirth) refuseBornAfterEvent(requireEvent(ctx.store, player.eventId), next.dateOfBirth);
    if (next.divisionId !== player.divisionId) refuseDivisionChange(ctx, player);
    if (next.name !== player.name) refuseClaimedName(ctx.store, player.eventId, next.name);
    if (ctx.store.players.withSameName(player.eventId, next.name).every((p) => p.id !== player.id)) {
      refuseDuplicate(ctx, player.eventId, next.name, player.id, input.confirmDuplicate);
    }
    ctx.store.players.update(player.id, input.version, next);
    ctx.changed({ entity: 'player', eventId: player.eventId });
    if (next.name !== player.name || next.familyName !== player.familyName) ctx.changed({ entity: 'entry', eventId: player.eventId });
    const after = requirePlayer(ctx, player.id);
    const division = (p: Player) => (after.divisionId === player.divisionId ? {} : { divisionId: p.divisionId });
    ctx.annotate({ before: { ...details(player), ...division(player) }, after: { ...details(after), ...division(after) } });
    return after;
  },
  'player.checkIn'(input, ctx) {
    const player = requirePlayer(ctx, input.id);
    requireVersion(player, input.version);
    if (player.checkInOrder !== null || isWaitingForPlace(ctx.store, player)) return player;
    refuseClaimedName(ctx.store, player.eventId, player.name);
    if (placesFull(requireEvent(ctx.store, player.eventId).places, ctx.store.players.counts(player.eventId).checkedIn)) {
      ctx.annotate(waitForPlace(ctx, player));
      ctx.store.players.touch(player.id, input.version);
      ctx.changed({ entity: 'player', eventId: player.eventId });
      return requirePlayer(ctx, player.id);
    }
    ctx.store.players.checkIn(player.id, player.eventId, input.version, ctx.now);
    ctx.changed({ entity: 'player', eventId: player.eventId });
    return requirePlayer(ctx, player.id);
  },
  'player.undoCheckIn'(input, ctx) {
    const player = requirePlayer(ctx, input.id);
    requireVersion(player, input.version);
    const waited = stopWaiting(ctx, player);
    if (waited) {
      ctx.store.players.undoCheckIn(player.id, input.version);
      ctx.changed({ entity: 'player', eventId: player.eventId });
      ctx.annotate({ name: player.name, ...waited });
      return { ...requirePlayer(ctx, player.id), promoted: [] };
    }
    if (player.checkInOrder === null) return { ...player, promoted: [] };
    const entryId = releaseEntry(ctx, player, 'undo');
    ctx.store.players.undoCheckIn(player.id, input.version);
    ctx.changed({ entity: 'player', eventId: player.eventId });
    const after = requirePlayer(ctx, player.id);
    const promoted = fillFreedPlaces(ctx, player.eventId);
    ctx.annotate({
      name: player.name,
      before: { checkInOrder: player.checkInOrder, checkedInAt: player.checkedInAt, entryId },
      after: { checkInOrder: null, checkedInAt: null, entryId: null },
      ...movedUp(promoted),
    });
    return { ...after, promoted };
  },
  'player.remove'(input, ctx) {
    const player = requirePlayer(ctx, input.id);
    requireVersion(player, input.version);
    const entryId = releaseEntry(ctx, player, 'remove');
    ctx.store.players.remove(player.id, input.version);
    ctx.changed({ entity: 'player', eventId: player.eventId });
    const promoted = player.checkInOrder === null ? [] : fillFreedPlaces(ctx, player.eventId);
    ctx.annotate({ before: { ...player, entryId }, after: null, ...movedUp(promoted) });
    return { ...player, promoted };
  },
  'player.list'(input, ctx) {
    requireEvent(ctx.store, input.eventId);
    const only = input.only ?? (input.checkedInOnly ? 'checkedIn' : undefined);
    const personal = seesPersonalDetails(ctx.caller);
    const found = playerAnswers(
      ctx.store,
      ctx.store.players.list(input.eventId, { filter: input.filter ?? '', only, limit: input.limit, offset: input.offset, namesOnly: !personal, words: input.words }, nameCollator(ctx.settings.get().language)),
    );
    const shown = ctx.store.shownNames.of(input.eventId).byPlayer;
    const players = shown.size === 0 ? found : found.map((p) => (shown.has(p.id) ? { ...p, shownName: shown.get(p.id)! } : p));
    return personal ? players : players.map(withoutPersonalDetails);
  },
  'player.counts'({ eventId, filter, only }, ctx) {
    requireEvent(ctx.store, eventId);
    const counts = ctx.store.players.counts(eventId, { filter, only, namesOnly: !seesPersonalDetails(ctx.caller) }, nameCollator(ctx.settings.get().language));
    return { ...counts, waitingForPlace: waitingForPlaces(ctx.store, eventId).size };
  },
};
