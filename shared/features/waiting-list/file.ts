// runtime: pure. The waiting list's part of an event file (version 4, `features.waiting-list`):
// who waits, each by the file's player id with their number on the list (1 is next in).
import { z } from 'zod';
import { idSchema } from '../../model/common';

export const waitingFileSchema = z.array(z.object({ player: idSchema, order: z.number().int().positive() }));
export type WaitingFile = z.infer<typeof waitingFileSchema>;
