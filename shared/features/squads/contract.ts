// runtime: pure. Squads' contract (Attacktix 2.2): a player's figures and backups against their
// division's point level, and figures inspected at a player's request (2.2.4.3). Its options: the
// level the figures add up to and the backups' (half of it).
import { z } from 'zod';
import { allow, command, query } from '../../contract/operation';
import { defineFeatureContract } from '../feature';
import { inspectionListInput, inspectionRecordInput, inspectionSchema, squadCheckInput, squadCheckSchema, squadGetInput, squadSchema, squadSetInput } from './model';

export const squads = defineFeatureContract({
  id: 'squads',
  entities: ['squad', 'inspection'],
  options: z.strictObject({
    /** The points the figures add up to (the division's point level, 2.2.2). */
    points: z.number().positive(),
    /** The points the backups add up to (half the level). */
    backupPoints: z.number().positive(),
  }),
  operations: {
    'squad.get': allow(['registration'], query(
      "A player's squad (figures and backups, each a name and points; empty lists at version 0 until saved) with the level it must reach (`rules`: the figures' points, the backups' points) and `check`: each list's total and how far it is off (0: adds up, below 0: short, above 0: over). " +
        'Refused as conflict with the reason "no_squads" where the event’s ruleset has no squads.',
      squadGetInput,
      squadSchema,
      ['squad', 'player', 'event'],
    )),
    'squad.check': allow(['registration'], query(
      'How far lists of points are off the player’s level, as squad.get says it, without saving: the desk asks while a squad is typed.',
      squadCheckInput,
      squadCheckSchema,
      ['event', 'player'],
    )),
    'squad.set': allow(['registration'], command(
      "Save a player's figures and backups (each player of a doubles side brings the full level); carries the version read (0: none saved yet), a stale one is a conflict and nothing is written. " +
        'A list need not add up to be saved: the answer\'s `check` says by how much it is off. Audited with before and after.',
      squadSetInput,
      squadSchema,
    )),
    'inspection.record': allow(['registration'], command(
      "Record a figure's inspection: measured and standard weight in grams (to 0.01 g), an optional note, and `requestedBy`, another player of the event who asked for it (Attacktix 2.2.4.3). " +
        'The result is worked out: more than 0.3 g over the standard disqualifies the figure; exactly 0.3 g over and underweight pass.',
      inspectionRecordInput,
      inspectionSchema,
    )),
    'inspection.list': allow(['registration'], query(
      "An event's inspections in the order they were made, or one player's.",
      inspectionListInput,
      z.array(inspectionSchema),
      ['inspection', 'player'],
    )),
  },
});
