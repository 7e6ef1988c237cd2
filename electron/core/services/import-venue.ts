// runtime: node. What an event file (version 2) carries besides its rounds: each stage's schedule
// made in advance, so the next pairing plays it rather than making a new one. Checked with the
// rest of the file, and written with it once nothing is wrong.
import type { EventExport } from '../../../shared/model/export';
import { renumberNoteEntries } from '../../../shared/model/note';
import { stageKind } from '../../engine/stages';
import type { HandlerContext } from '../context';

type At = (path: (string | number)[], message: string, code: string) => void;

/** Every reason the file's schedules cannot be taken; `stages` as the event's options plan
 * them (null when the options are not valid), `entries` the file's entry ids. */
export function venueProblems(doc: EventExport, stages: readonly { kind: string }[] | null, entries: ReadonlySet<number>, at: At): void {
  const scheduled = new Set<number>();
  doc.schedules?.forEach((s, i) => {
    if (scheduled.has(s.stage)) at(['schedules', i, 'stage'], `Stage ${s.stage} has two schedules`, 'import_duplicate');
    scheduled.add(s.stage);
    const planned = stages?.[s.stage - 1];
    if (stages && !(planned && stageKind(planned.kind).madeInAdvance)) at(['schedules', i, 'stage'], `The event's options plan no schedule made in advance as stage ${s.stage}`, 'import_stage');
    s.rounds.forEach((tables, r) => {
      const seated = new Set<number>();
      tables.forEach((table, j) => {
        table.forEach((id, k) => {
          if (!entries.has(id)) at(['schedules', i, 'rounds', r, j, k], `Entry ${id} is not in the file`, 'import_unknown_entry');
          if (seated.has(id)) at(['schedules', i, 'rounds', r, j, k], `Entry ${id} is seated twice in round ${r + 1} of the schedule`, 'import_duplicate');
          seated.add(id);
        });
      });
    });
    const named = [...s.quality.positions.map((p) => p.entryId), ...s.quality.repeatedPairs.flatMap((p) => [p.a, p.b])];
    for (const id of new Set(named)) if (!entries.has(id)) at(['schedules', i, 'quality'], `Entry ${id} is not in the file`, 'import_unknown_entry');
  });
}

/** Writes the file's schedules to the new event's stages (`stageIds` by position). */
export function importVenue(ctx: HandlerContext, doc: EventExport, eventId: number, stageIds: readonly number[], entryId: ReadonlyMap<number, number>): void {
  const { store } = ctx;
  const entry = (id: number) => entryId.get(id)!;
  for (const s of doc.schedules ?? []) {
    const { quality } = s;
    store.schedules.restore(stageIds[s.stage - 1]!, {
      rounds: s.rounds.map((tables) => tables.map((table) => table.map(entry))),
      quality: {
        ...quality,
        repeatedPairs: quality.repeatedPairs.map((p) => ({ ...p, a: entry(p.a), b: entry(p.b) })),
        positions: quality.positions.map((p) => ({ ...p, entryId: entry(p.entryId) })),
      },
      makings: s.makings.map((m) => ({ ...m, notes: m.notes.map((n) => renumberNoteEntries(n, (id) => entryId.get(id))) })),
    });
  }
}
