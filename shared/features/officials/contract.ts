// runtime: pure. The officials' contract (Attacktix 3; any event may have them): the event's
// officials, registered with a role, and who referees or umpires at which table of a round. Every
// event has it, so no ruleset names it and it has no options.
import { z } from 'zod';
import { allow, command, query } from '../../contract/operation';
import { idSchema } from '../../model/common';
import { defineFeatureContract } from '../feature';
import { officialAddInput, officialRemoveInput, officialSchema, officialsReportSchema, roundOfficialsSchema, tableAssignOfficialInput } from './model';

export const officials = defineFeatureContract({
  id: 'officials',
  everyEvent: true,
  entities: ['official'],
  options: z.strictObject({}),
  report: officialsReportSchema,
  operations: {
    'official.add': command(
      'Register an official of an event with a role (head_judge, judge, referee, umpire, scorekeeper; Attacktix 3). Refused as conflict with the reason "official_plays", naming the player, when a player of the event has the same name (folded: case and accents aside): nobody plays in an event they officiate. Audited.',
      officialAddInput,
      officialSchema,
    ),
    'official.remove': command(
      'Remove an official; carries the version read. Refused as conflict ("official_on_duty") while they are assigned to a table. Audited with what it was.',
      officialRemoveInput,
      officialSchema,
    ),
    'official.list': allow(['registration', 'results'], query("An event's officials in the order they were registered.", z.strictObject({ eventId: idSchema }), z.array(officialSchema), ['official'])),
    'official.ofRound': allow(['results'], query(
      "Who officiates at each table of a round (byes left out), and `finalWithoutUmpire`: the round plays a division's final (the table its stage kind names the final) and that table has no umpire, and `finalTable`: that table's number (null where the round plays no final), a warning (Attacktix 3).",
      z.strictObject({ roundId: idSchema }),
      roundOfficialsSchema,
      ['official', 'round', 'table'],
    )),
    'table.assignOfficial': command(
      "Give a table of a round its referee (a head judge, judge or referee; replaces the one before) or an umpire (an umpire), or with officialId null take that duty off it; carries the table's version read. " +
        'Refused for a role that does not fit, and ("official_busy") for an official at another table of the same round. Audited with before and after. Returns the round\'s officials.',
      tableAssignOfficialInput,
      roundOfficialsSchema,
    ),
  },
});
