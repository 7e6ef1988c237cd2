// runtime: pure. The sides formed at the desk that no pairing has taken yet, as an event file
// carries them (`features.sides`, version 4 on): a side a pairing took is an entry of its division
// and goes with the division's entries.
import { z } from 'zod';
import { idSchema } from '../../model/common';

export const sidesFileSchema = z.array(
  z.object({
    /** The division (its id in the file) whose players form it. */
    division: idSchema,
    name: z.string().max(120),
    /** Its players by their ids in the file, in the order the name lists them. */
    players: z.array(idSchema).min(2).max(6),
  }),
);
export type SidesFile = z.infer<typeof sidesFileSchema>;
