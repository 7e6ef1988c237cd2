// runtime: node. The schedules made in advance a division of an event file carries, so the next
// pairing plays them rather than making new ones. Checked with the rest of the file, and written
// with it once nothing is wrong.
import type { FileDivision } from '../../../../shared/model/export';
import { renumberNoteEntries } from '../../../../shared/model/note';
import { stageKind } from '../../../engine/stages';
import type { FileProblemAt } from '../../../features/feature';
import type { HandlerContext } from '../../context';

/** Every reason a division's schedules cannot be taken; `stages` as its options plan them (null
 * when the options are not valid), `entries` its entry ids in the file. */
export function scheduleProblems(schedules: FileDivision['schedules'], stages: readonly { kind: string }[] | null, entries: ReadonlySet<number>, at: FileProblemAt): void {
  const scheduled = new Set<number>();
  schedules.forEach((s, i) => {
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

/** Writes a division's schedules to its new stages (`stageIds` by position). */
export function importSchedules(ctx: HandlerContext, schedules: FileDivision['schedules'], stageIds: readonly number[], entryId: (id: number) => number): void {
  for (const s of schedules) {
    const { quality } = s;
    ctx.store.schedules.restore(stageIds[s.stage - 1]!, {
      rounds: s.rounds.map((tables) => tables.map((table) => table.map(entryId))),
      quality: {
        ...quality,
        repeatedPairs: quality.repeatedPairs.map((p) => ({ ...p, a: entryId(p.a), b: entryId(p.b) })),
        positions: quality.positions.map((p) => ({ ...p, entryId: entryId(p.entryId) })),
      },
      makings: s.makings.map((m) => ({ ...m, notes: m.notes.map((n) => renumberNoteEntries(n, entryId)) })),
    });
  }
}
