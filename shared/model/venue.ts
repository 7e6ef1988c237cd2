// runtime: pure. Venue access as the head judge's desk sees it: whether other computers may join,
// and each role's join code with the address that carries it (for its QR code).
import { z } from 'zod';
import { roleSchema } from '../contract/roles';

export const venueAccessSchema = z.object({
  on: z.boolean(),
  /** This machine's addresses on the venue network (http://ip:port). */
  addresses: z.array(z.string()),
  codes: z.array(z.object({ role: roleSchema, code: z.string(), joinAddress: z.string() })),
});
export type VenueAccess = z.infer<typeof venueAccessSchema>;

export const venueRevokeInput = z.strictObject({ role: roleSchema });
