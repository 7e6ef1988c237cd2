// runtime: pure. Doomtrooper collection lists' contract: a list each player hands in before the
// event, read from text and checked for every kind of game the event plays (its options: those
// kinds, in the order the desk names them).
import { z } from 'zod';
import { allow, command, query } from '../../contract/operation';
import { defineFeatureContract } from '../feature';
import { collectionGetInput, collectionReadingSchema, collectionSchema, collectionSetInput, collectionTextInput, doomGameTypeSchema } from './model';

export const collections = defineFeatureContract({
  id: 'collections',
  entities: ['collection'],
  options: z.strictObject({
    /** The kinds of game the event plays, each of which a list is checked for. */
    games: z.tuple([doomGameTypeSchema], doomGameTypeSchema),
  }),
  sheets: { collection: { subject: 'collection.get', idField: 'playerId' } },
  operations: {
    'collection.get': allow(['registration'], query(
      "A player's Doomtrooper collection list: its lines (card, copies, edition language, warrior, promotional, a limit printed on the card, Playing Deck or Side Bar), the same as text to edit, the kinds of game the event plays (`games`) and `check`: the counts and each problem, a code naming the card and the rule with its numbers, for every kind of game. " +
        'Empty at version 0 until saved. Refused as conflict with the reason "no_collections" where the event’s ruleset has no collection lists.',
      collectionGetInput,
      collectionSchema,
      ['collection', 'player', 'event'],
    )),
    'collection.check': allow(['registration'], query(
      'A list as typed, read and checked without saving: the lines read, each line that could not be read (its number, what is wrong, the text at fault), and the check of the lines read. The desk asks while a list is typed.',
      collectionTextInput,
      collectionReadingSchema,
      ['event', 'player'],
    )),
    'collection.set': allow(['registration'], command(
      "Save a player's collection list as typed (docs/rulesets/doomtrooper-collections.md); `language` is the edition of lines until the text names one. Carries the version read (0: none saved yet); a stale one is a conflict and nothing is written. " +
        'A list with a line that cannot be read is refused (conflict, reason "collection_unreadable", with each line); a list with problems is saved, the answer\'s `check` names them. Audited with before and after.',
      collectionSetInput,
      collectionSchema,
    )),
  },
});
