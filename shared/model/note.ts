// runtime: pure. A reason or warning from the engine: a code the UI translates, with parameters.
import { z } from 'zod';

export const noteSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type NoteValue = z.infer<typeof noteSchema>;

/** The parameters whose value is an entry's id (a window shows the entry's name instead). */
export const noteEntryParams: ReadonlySet<string> = new Set(['entryId', 'entryA', 'entryB', 'preferred']);

/** The note with each entry id it names given by `entry` (an event brought in under new ids); an id
 * `entry` does not know stays as it is. */
export function renumberNoteEntries(note: NoteValue, entry: (id: number) => number | undefined): NoteValue {
  if (!note.params) return note;
  const params = Object.fromEntries(Object.entries(note.params).map(([k, v]) => [k, noteEntryParams.has(k) ? (entry(Number(v)) ?? v) : v]));
  return { ...note, params };
}
