// runtime: node. Every reason an event file's officials cannot be taken, each where the desk would
// have refused it: the official's form (a name shown on every sheet; nobody both plays in and
// officiates an event, nor are two officials one person, names folded as the desk folds them)
// and the table's officials (a role that fits the duty, one table a round for each official, one
// referee a table, never at a bye).
import type { OfficialsFile } from '../../../shared/features/officials/file';
import { dutyRoles, officialNameMax } from '../../../shared/features/officials/model';
import type { EventFile } from '../../../shared/model/export';
import { foldForSearch } from '../../../shared/text/fold';
import { lineProblem, lineProblemMessages } from '../../../shared/text/visible';
import type { FileProblemAt } from '../feature';

type FileOfficial = OfficialsFile['officials'][number];

/** The officials' problems; returns them by the file's id (the first of an id twice). */
export function officialProblems(officials: OfficialsFile['officials'], file: EventFile, at: FileProblemAt): Map<number, FileOfficial> {
  const players = new Map(file.players.map((p) => [foldForSearch(p.name), p.name]));
  const byId = new Map<number, FileOfficial>();
  const byName = new Map<string, string>();
  officials.forEach((o, i) => {
    if (byId.has(o.id)) at(['officials', i, 'id'], `Official id ${o.id} appears twice`, 'import_duplicate');
    else byId.set(o.id, o);
    const name = o.name.trim();
    const problem = lineProblem(o.name);
    if (problem) return at(['officials', i, 'name'], lineProblemMessages[problem], problem);
    if (name === '') return at(['officials', i, 'name'], 'Required', 'required');
    if (name.length > officialNameMax) at(['officials', i, 'name'], `At most ${officialNameMax} characters`, 'too_big', { origin: 'string', maximum: officialNameMax });
    const key = foldForSearch(name);
    const player = players.get(key);
    if (player !== undefined) at(['officials', i, 'name'], `${player} plays in this event; a player cannot also officiate it`, 'import_official_plays', { name: player });
    const other = byName.get(key);
    if (other !== undefined) at(['officials', i, 'name'], `${name} and ${other} are one name: an official is registered once`, 'import_official_taken', { name, other });
    else byName.set(key, name);
  });
  return byId;
}

/** The duties' problems, against the file's officials (by id) and its divisions' rounds. */
export function dutyProblems(duties: OfficialsFile['duties'], officials: ReadonlyMap<number, FileOfficial>, file: EventFile, at: FileProblemAt): void {
  const divisions = new Map(file.divisions.map((d) => [d.id, d]));
  /** Where each official is in a round, by "division.round.official": the table's number. */
  const seated = new Map<string, number>();
  /** Each table's referee, by "division.round.table". */
  const referees = new Map<string, string>();
  duties.forEach((d, k) => {
    const official = officials.get(d.official);
    if (!official) at(['duties', k, 'official'], `Official ${d.official} is not in the file`, 'import_unknown_official');
    const division = divisions.get(d.division);
    const round = division?.rounds.find((r) => r.number === d.round);
    const table = round?.tables.find((t) => t.number === d.table);
    if (!division) at(['duties', k, 'division'], `Division ${d.division} is not in the file`, 'import_unknown_division');
    else if (!round) at(['duties', k, 'round'], `Division ${division.name} has no round ${d.round} in the file`, 'import_unknown_round');
    else if (!table) at(['duties', k, 'table'], `Round ${d.round} of division ${division.name} has no table ${d.table}`, 'import_unknown_table');
    else if (table.bye) at(['duties', k, 'table'], `Table ${d.table} of round ${d.round} is a bye, which has no officials`, 'import_official_bye');
    if (!official || !table || table.bye) return;

    const name = official.name.trim();
    if (!dutyRoles[d.duty].includes(official.role)) {
      at(['duties', k, 'duty'], `${name} is registered as ${official.role.replace('_', ' ')}, and cannot be a table's ${d.duty}`, 'import_official_role', { name });
    }
    const where = `${d.division}.${d.round}.${d.official}`;
    const busy = seated.get(where);
    if (busy === d.table) return at(['duties', k, 'official'], `${name} is at table ${d.table} of round ${d.round} twice`, 'import_duplicate');
    if (busy !== undefined) at(['duties', k, 'official'], `${name} is at table ${busy} of round ${d.round} already`, 'import_official_busy', { name, table: busy, round: d.round });
    else seated.set(where, d.table);
    if (d.duty !== 'referee') return;
    const tableKey = `${d.division}.${d.round}.${d.table}`;
    const other = referees.get(tableKey);
    if (other !== undefined) at(['duties', k, 'duty'], `${name} and ${other} both referee table ${d.table} of round ${d.round}: a table has one referee`, 'import_two_referees', { name, other, table: d.table, round: d.round });
    else referees.set(tableKey, name);
  });
}
