// runtime: pure. Sides' contract (Attacktix 1.2.1 doubles, 1.2.2 parent-child): sides of several
// registered players formed at the desk, each taking a seat as one entry. Its options: how many
// players a side is, and whether a side is one adult and one child.
import { z } from 'zod';
import { allow, command, query } from '../../contract/operation';
import { defineFeatureContract } from '../feature';
import { sideFormInput, sideListInput, sideSchema, sideSplitInput } from './model';

export const sides = defineFeatureContract({
  id: 'sides',
  options: z.strictObject({
    /** Players per side (doubles: 2). */
    size: z.number().int().min(2),
    /** A side of one player of this age or older and one younger, in completed years on the event
     * date (parent-child). */
    adultAndChild: z.strictObject({ adultAge: z.number().int().positive() }).optional(),
  }),
  operations: {
    'side.list': allow(['registration'], query(
      "A division's sides of several players (a division whose ruleset plays sides, Attacktix doubles), each with its players' check-in and whether a pairing has taken it.",
      sideListInput,
      z.array(sideSchema),
      ['event', 'player', 'entry'],
    )),
    'side.form': allow(['registration'], command(
      'Form a side of registered players of one division whose ruleset plays sides of that many (named "A / B" unless named). Refused, with the reason and who, for a player of another division or already in a side, ' +
        'or, in a parent-child class, for a pair that is not one adult and one child on the event date.',
      sideFormInput,
      sideSchema,
    )),
    'side.split': allow(['registration'], command(
      'Split a side no pairing has taken yet; its players are registered alone again. Returns the side as it was.',
      sideSplitInput,
      sideSchema,
    )),
  },
});
