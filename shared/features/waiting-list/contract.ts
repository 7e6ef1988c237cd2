// runtime: pure. The waiting list's contract (Catan 1.22; any event with places): a player checked
// in once every place is taken waits, in order of arrival, and the first takes a place as soon as
// one frees. Every event has it, so no ruleset names it and it has no options; a player's number
// on it is the player's `waitlistOrder`.
import { z } from 'zod';
import { allow, query } from '../../contract/operation';
import { idSchema } from '../../model/common';
import { playerSchema } from '../../model/player';
import { defineFeatureContract } from '../feature';

export const waitingList = defineFeatureContract({
  id: 'waiting-list',
  everyEvent: true,
  options: z.strictObject({}),
  operations: {
    'player.waitlist': allow(['registration'], query(
      "An event's waiting list in order, next in first: the players checked in while every place was taken.",
      z.strictObject({ eventId: idSchema }),
      z.array(playerSchema),
      ['player', 'event'],
    )),
  },
});
