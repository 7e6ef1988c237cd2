// runtime: pure. A reason or warning from the engine: a code the UI translates, with parameters.
import { z } from 'zod';

export const noteSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type NoteValue = z.infer<typeof noteSchema>;
