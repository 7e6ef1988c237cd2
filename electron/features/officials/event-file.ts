// runtime: node. The officials' part of an event file: every official with their role, and every
// duty at a table of a published or closed round (a draft is not in the file, so neither are its
// duties). A file is held to what the desk would have taken, so an imported event is one the desk
// could have made: names as the form takes them, nobody both playing and officiating, a duty
// only where the official's role fits it, one table a round for each official, one referee a
// table. Written once nothing is wrong, officials in the file's order (the order registered).
import { officialsFileSchema, type OfficialsFile } from '../../../shared/features/officials/file';
import type { Store } from '../../store/store';
import type { FeatureEventFile } from '../feature';
import { dutyProblems, officialProblems } from './file-problems';
import { officialsOf } from './officials';

export const officialsEventFile: FeatureEventFile<OfficialsFile> = {
  schema: officialsFileSchema,
  export(ctx, eventId) {
    const officials = officialsOf(ctx.store).list(eventId);
    if (officials.length === 0) return null;
    const duties = ctx.store.divisions.list(eventId).flatMap((division) =>
      ctx.store.rounds
        .summaries(division.id)
        .filter((r) => r.status !== 'draft')
        .flatMap((r) =>
          officialsOf(ctx.store)
            .dutiesOfRound(r.id)
            .map((d) => ({ division: division.id, round: r.number, table: d.tableNumber, official: d.officialId, duty: d.duty })),
        ),
    );
    return { officials: officials.map(({ id, name, role }) => ({ id, name, role })), duties };
  },
  problems(part, file, at) {
    const officials = officialProblems(part.officials, file, at);
    dutyProblems(part.duties, officials, file, at);
  },
  import(ctx, part, _file, ids) {
    const repository = officialsOf(ctx.store);
    // Trimmed as the desk's form trims what it is given.
    const officialId = new Map(part.officials.map((o) => [o.id, repository.insert(ids.eventId, o.name.trim(), o.role).id]));
    const tableId = newTables(ctx.store);
    for (const d of part.duties) {
      const table = tableId(ids.division(d.division), d.round, d.table);
      repository.assign(table, ctx.store.rounds.table(table)!.version, officialId.get(d.official)!, d.duty);
    }
  },
};

/** The new event's table by its division, round number and table number, each division's rounds
 * read once. */
function newTables(store: Store): (divisionId: number, round: number, table: number) => number {
  const rounds = new Map<number, Map<number, number>>();
  return (divisionId, round, table) => {
    let numbered = rounds.get(divisionId);
    if (!numbered) rounds.set(divisionId, (numbered = new Map(store.rounds.summaries(divisionId).map((r) => [r.number, r.id]))));
    return store.rounds.tableIdByNumber(numbered.get(round)!, table)!;
  };
}
