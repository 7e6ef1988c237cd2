// runtime: pure. A player registered for one event.
import { z } from 'zod';
import { featurePlayerFields } from '../features/player-fields';
import { idSchema, isoDateSchema, nameSchema, optionalText, versionSchema } from './common';

/** How sentences about the player are worded in Russian and Polish (past tense, adjectives); not
 * given: wordings that fit anyone. */
export const formOfAddressSchema = z.enum(['female', 'male']);
export type FormOfAddress = z.infer<typeof formOfAddressSchema>;

/** A player as the core keeps them, without what the features add. */
export const corePlayerSchema = z.object({
  id: idSchema,
  eventId: idSchema,
  name: z.string(),
  /** Their family name, whole words of `name` as it spells them, where the desk or an imported
   * file gave it: lists sort by it, and an event may show "Family, Given"; null: not given. */
  familyName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  club: z.string().nullable(),
  contact: z.string().nullable(),
  formOfAddress: formOfAddressSchema.nullable(),
  /** The division they play in; null: the event's first. */
  divisionId: idSchema.nullable(),
  /** Arrival order at the desk (1 = first in); null until checked in. */
  checkInOrder: z.number().int().positive().nullable(),
  checkedInAt: z.string().nullable(),
  version: versionSchema,
});
export type CorePlayer = z.infer<typeof corePlayerSchema>;

/** A player as the app answers: with each feature's fields of them. */
export const playerSchema = corePlayerSchema.extend(featurePlayerFields);
export type Player = z.infer<typeof playerSchema>;

/** A player as player.list finds them: with the organizer's own player ID (from an imported list),
 * which the check-in search also finds by, so the desk sees why a row matched; absent where there
 * is none, and for the room. */
export const listedPlayerSchema = playerSchema.extend({
  playerId: z.string().optional(),
  /** The name with what tells the player from a namesake of the event (player ID, club or place),
   * as pairings and standings show it; absent when nobody shares the name. */
  shownName: z.string().optional(),
});
export type ListedPlayer = z.infer<typeof listedPlayerSchema>;

/** A waiting player moved into a place that freed, with the arrival number they got. */
export const promotedPlayerSchema = z.object({ id: idSchema, name: z.string(), checkInOrder: z.number().int().positive() });
export type PromotedPlayer = z.infer<typeof promotedPlayerSchema>;

/** A check-in taken back or a registration removed, and who moved up from those waiting for a
 * place into the place it freed (empty: nobody). */
export const playerTakenBackSchema = playerSchema.extend({ promoted: z.array(promotedPlayerSchema) });

const playerFields = {
  name: nameSchema(100),
  /** One or more whole words of the name, case aside (validation, code "family_not_in_name"). */
  familyName: optionalText(100),
  dateOfBirth: isoDateSchema.optional(),
  club: optionalText(100),
  contact: optionalText(200),
  formOfAddress: formOfAddressSchema.optional(),
};

/**
 * A name that folds to one already registered in the event (accents, case, Ł, ё) is refused as a
 * possible duplicate unless the desk confirms it is another person.
 */
const confirmDuplicate = z.boolean().optional();

export const playerRegisterInput = z.strictObject({ eventId: idSchema, ...playerFields, divisionId: idSchema.optional(), confirmDuplicate });

export const playerUpdateInput = z.strictObject({
  id: idSchema,
  version: versionSchema,
  name: playerFields.name.optional(),
  /** Checked against the name as it will be; null: not given. A new name that no longer holds
   * the stored family name is refused until the family name changes with it. */
  familyName: playerFields.familyName.nullable(),
  // null clears an optional field; undefined leaves it as it is.
  dateOfBirth: isoDateSchema.nullable().optional(),
  club: playerFields.club.nullable(),
  contact: playerFields.contact.nullable(),
  formOfAddress: formOfAddressSchema.nullable().optional(),
  /** Another division of the event, until the player has been paired in theirs. */
  divisionId: idSchema.optional(),
  confirmDuplicate,
});

/** Check in, undo a check-in, remove a registration: the player and the version read. */
export const playerRefInput = z.strictObject({ id: idSchema, version: versionSchema });
export const playerCheckInInput = playerRefInput;

/** Which players a list shows: everyone (absent), only those checked in, or those still to come. */
export const playerListOnlySchema = z.enum(['checkedIn', 'notCheckedIn']);
export type PlayerListOnly = z.infer<typeof playerListOnlySchema>;

/** The same player as a refused duplicate lists it, so the desk can tell the two apart. */
export const duplicateMatchSchema = z.object({
  id: idSchema,
  name: z.string(),
  club: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
});
export type DuplicateMatch = z.infer<typeof duplicateMatchSchema>;

export const playerListInput = z.strictObject({
  eventId: idSchema,
  filter: z.string().max(100).optional(),
  /** Each word of the filter starts a word of the name, in any order, instead of the filter
   * anywhere ("malgo swie" finds Małgorzata Świętosławska; names only): a phone's search. */
  words: z.boolean().optional(),
  /** The same as only: 'checkedIn'. */
  checkedInOnly: z.boolean().optional(),
  only: playerListOnlySchema.optional(),
  /** The desk shows the first matches while a name is typed; the rest come with more letters. */
  limit: z.number().int().min(1).max(500).optional(),
  /** Skips the first players found: a projector asks for the page it shows of a long list. */
  offset: z.number().int().min(0).max(100_000).optional(),
});

export const playerCountsInput = z.strictObject({
  eventId: idSchema,
  /** With filter and only, `matching` counts what player.list finds for them. */
  filter: z.string().max(100).optional(),
  only: playerListOnlySchema.optional(),
});

export const playerCountsSchema = z.object({
  registered: z.number().int(),
  checkedIn: z.number().int(),
  /** Of the checked in, those whose entry dropped (a no-show, a forfeit and a disqualification
   * too): no longer playing. */
  dropped: z.number().int(),
  /** Checked in once every place was taken, waiting for one (a feature's place queue). */
  waitingForPlace: z.number().int(),
  matching: z.number().int(),
});
