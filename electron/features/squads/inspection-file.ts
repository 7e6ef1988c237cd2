// runtime: node. The figure inspections in the squads' part of an event file: each row as the
// file carries it, held to what inspection.record takes and to the 0.3 g rule, and written as the
// desk would have recorded it (names trimmed, an empty note none).
import type { IssueLike } from '../../../shared/contract/errors';
import type { SquadsFile } from '../../../shared/features/squads/squad-and-inspection-file';
import { inspectionRecordInput } from '../../../shared/features/squads/model';
import type { Store } from '../../store/store';
import type { FileProblemAt, ImportedIds } from '../feature';
import { inspections, toCg } from './inspections';
import { passesWeight } from './squad-check';

type FileInspection = SquadsFile['inspections'][number];

/** A refusal of the desk's own input schema, each issue at its place under `place`. */
export type Refused = (place: (string | number)[], code: string, name: string, issues: readonly IssueLike[]) => void;

const asRecorded = (i: FileInspection) =>
  inspectionRecordInput.safeParse({
    playerId: i.player,
    figure: i.figure,
    measuredGrams: i.measuredGrams,
    standardGrams: i.standardGrams,
    ...(i.note === null ? {} : { note: i.note }),
    ...(i.requestedBy === null ? {} : { requestedBy: i.requestedBy }),
  });

const resultOf = (measuredGrams: number, standardGrams: number) => (passesWeight(measuredGrams, standardGrams) ? 'passes' : 'disqualified');

/** An inspection as stored, as the file carries it. */
export function inspectionRow(i: ReturnType<ReturnType<typeof inspections>['list']>[number]): FileInspection {
  return {
    player: i.playerId,
    figure: i.figure,
    measuredGrams: i.measuredGrams,
    standardGrams: i.standardGrams,
    note: i.note,
    requestedBy: i.requestedBy?.id ?? null,
    result: i.result,
    at: i.at,
  };
}

interface Checks {
  at: FileProblemAt;
  names: ReadonlyMap<number, string>;
  /** The player's name, null (refused) where the file has no such player. */
  named(id: number, path: (string | number)[]): string | null;
  refused: Refused;
}

/** Every reason the file's inspection `k` cannot be taken. */
export function inspectionProblems(i: FileInspection, k: number, { at, names, named, refused }: Checks): void {
  const name = named(i.player, ['inspections', k, 'player']);
  if (i.requestedBy !== null && !names.has(i.requestedBy)) at(['inspections', k, 'requestedBy'], `Player ${i.requestedBy} is not in the file`, 'import_unknown_player');
  if (name === null) return;
  if (i.requestedBy === i.player) {
    at(['inspections', k, 'requestedBy'], `${name} cannot ask for an inspection of their own figure`, 'import_inspection', { name, reason: 'requested_by_other_player' });
  }
  const recorded = asRecorded(i);
  if (!recorded.success) refused(['inspections', k], 'import_inspection', name, recorded.error.issues);
  else if (resultOf(i.measuredGrams, i.standardGrams) !== i.result) {
    const figure = recorded.data.figure;
    at(['inspections', k, 'result'], `${name}'s ${figure} ${i.result === 'passes' ? 'is more than 0.3 g over' : 'is not more than 0.3 g over'} its standard weight`, 'import_inspection_result', { name, figure });
  }
}

/** Writes a file's inspection into the new event, once nothing in the file is wrong. */
export function importInspection(store: Store, i: FileInspection, ids: ImportedIds): void {
  const input = asRecorded(i).data!;
  inspections(store).insert({
    eventId: ids.eventId,
    playerId: ids.player(i.player),
    figure: input.figure,
    measuredCg: toCg(input.measuredGrams),
    standardCg: toCg(input.standardGrams),
    note: input.note || null,
    requestedBy: i.requestedBy === null ? null : ids.player(i.requestedBy),
    passes: i.result === 'passes',
    at: i.at,
  });
}
