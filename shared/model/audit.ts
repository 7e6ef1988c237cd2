// runtime: pure. The audit trail as the judge reads it: manual pairings, corrections, drops.
import { z } from 'zod';
import { idSchema } from './common';

export const auditEntrySchema = z.object({
  id: idSchema,
  at: z.string(),
  actor: z.string(),
  operation: z.string(),
  eventId: z.number().int().nullable(),
  input: z.unknown(),
  detail: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListInput = z.strictObject({
  eventId: idSchema,
  operations: z.array(z.string().max(60)).max(30).optional(),
});
