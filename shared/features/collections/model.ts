// runtime: pure. A Doomtrooper player's collection list as the desk keeps it: each line a card, its
// copies, the edition's language, whether it is a warrior, a promotional card, the limit printed on
// it, and whether it is in the Playing Deck or the Side Bar; and what the check of the list finds.
import { z } from 'zod';
import { idSchema, nameSchema, versionSchema } from '../../model/common';

/** The kind of game a collection is checked for; `three_teams` is any game of three or more teams. */
export const doomGameTypeSchema = z.enum(['head_to_head', 'free_for_all', 'two_teams', 'three_teams']);
export type DoomGameType = z.infer<typeof doomGameTypeSchema>;

/** A language edition as a two-letter code (en, pl, sv, de, fr...). */
export const editionLanguageSchema = z.string().regex(/^[a-z]{2}$/, 'A two-letter language code');

export const collectionLineSchema = z.strictObject({
  name: nameSchema(80),
  count: z.number().int().min(1).max(999),
  language: editionLanguageSchema,
  warrior: z.boolean(),
  promo: z.boolean(),
  /** The copies a collection may hold by the card's own text, replacing the default of 5. */
  limit: z.number().int().min(1).max(99).nullable(),
  section: z.enum(['deck', 'side_bar']),
});
export type CollectionLine = z.infer<typeof collectionLineSchema>;

export const collectionProblemCodes = [
  'collection_too_small',
  'deck_too_small',
  'side_bar_size',
  'too_few_warriors',
  'other_language',
  'promotional',
  'banned',
  'banned_in_game',
  'restricted',
  'over_printed_limit',
  'over_copy_limit',
  'names_unchecked',
] as const;

/** One rule a list breaks: the code names the rule, `card` the card (null for the whole list), the
 * params the numbers the desk's text needs (`count`, `min`, `max`, `size`, `language`,
 * `collectionLanguage`, `gameType`; for `names_unchecked`, `known` of the `listed` banned and
 * restricted cards the check knows by name in that edition); `lines` the lines of the list's text
 * (from 1) that hold the card's copies the problem counts, where the desk reads a text. */
export const collectionProblemSchema = z.object({
  code: z.enum(collectionProblemCodes),
  card: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  lines: z.array(z.number().int().positive()).optional(),
});
export type CollectionProblem = z.infer<typeof collectionProblemSchema>;

export const collectionCheckSchema = z.object({
  /** The language most copies have; null for an empty list. */
  language: editionLanguageSchema.nullable(),
  collection: z.number().int(),
  deck: z.number().int(),
  sideBar: z.number().int(),
  /** Warrior copies in the Playing Deck. */
  warriors: z.number().int(),
  /** The list's cards that are annihilated once used, as written in the list: for the judge. */
  annihilated: z.array(z.string()),
  problems: z.array(collectionProblemSchema),
  ok: z.boolean(),
});
export type CollectionCheck = z.infer<typeof collectionCheckSchema>;

export const collectionParseErrorCodes = ['no_count', 'bad_count', 'no_name', 'name_too_long', 'unknown_mark', 'bad_limit'] as const;

/** A line of a typed list that could not be read: its number from 1, what is wrong, and the part of
 * the line at fault (the whole line, or the mark not understood). */
export const collectionParseErrorSchema = z.object({
  line: z.number().int().positive(),
  code: z.enum(collectionParseErrorCodes),
  text: z.string(),
});
export type CollectionParseError = z.infer<typeof collectionParseErrorSchema>;

const listText = z.string().max(20000, 'At most 20000 characters');

/** A player's collection as the desk keeps it: its lines, the same written as text to edit, the
 * kinds of game it is checked for (the event's ruleset), and the check. */
export const collectionSchema = z.object({
  playerId: idSchema,
  playerName: z.string(),
  eventId: idSchema,
  lines: z.array(collectionLineSchema),
  text: z.string(),
  /** 0 until a list is saved; a save carries the version it read. */
  version: versionSchema,
  games: z.array(doomGameTypeSchema),
  check: collectionCheckSchema,
});
export type Collection = z.infer<typeof collectionSchema>;

export const collectionGetInput = z.strictObject({ playerId: idSchema });

/** A list as typed; `language` is the edition of lines until the text names one. */
export const collectionTextInput = z.strictObject({
  playerId: idSchema,
  text: listText,
  language: editionLanguageSchema.default('en'),
});

export const collectionSetInput = collectionTextInput.extend({ version: versionSchema });

/** A list as typed so far: the lines read, the lines that could not be, and the check of those read. */
export const collectionReadingSchema = z.object({
  lines: z.array(collectionLineSchema),
  errors: z.array(collectionParseErrorSchema),
  check: collectionCheckSchema,
});
export type CollectionReading = z.infer<typeof collectionReadingSchema>;
