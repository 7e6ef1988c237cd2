// runtime: pure. Collection lists' part of an event file (version 4, `features.collections`): each
// player's list by the file's player id, its lines as the desk stores them.
import { z } from 'zod';
import { idSchema } from '../../model/common';
import { collectionLineSchema } from './model';

export const collectionsFileSchema = z.array(z.object({ player: idSchema, lines: z.array(collectionLineSchema) }));
export type CollectionsFile = z.infer<typeof collectionsFileSchema>;
