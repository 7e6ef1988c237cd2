// runtime: node. Every reason an event file (version 4, or an older one brought to it) cannot be
// taken, each with its place in the file: the event's settings, the players, each division with
// its entries, rounds and schedules under the options it plays, and each feature's part, which
// the feature checks.
import { playedOptions, type EventFile, type FileDivision } from '../../../../shared/model/export';
import { lineProblem, lineProblemMessages } from '../../../../shared/text/visible';
import { isoDateSchema } from '../../../../shared/model/common';
import { MAX_DIVISIONS } from '../../../../shared/model/division';
import { splitName } from '../../../../shared/text/family-name';
import { buildRuleset, isRulesetId, stageRuleset } from '../../../engine/rulesets';
import type { Ruleset } from '../../../engine/rulesets/types';
import { validateMatchResult } from '../../../engine/rulesets';
import { stageKind } from '../../../engine/stages';
import type { StoredTable } from '../../../store/repositories/rounds';
import { toJson } from '../../../store/json';
import { entryMaker, featureEventFiles, featureTableFiles } from '../../../features/registry';
import type { FileProblemAt } from '../../../features/feature';
import { BORN_AFTER_EVENT, bornAfter } from '../date-of-birth';
import { parseOptions } from '../event-settings';
import { FAMILY_NOT_IN_NAME } from '../family-name';
import { tableResultNotes } from '../table-rulings';
import { scheduleProblems } from './schedules';

export interface FileProblem {
  path: (string | number)[];
  message: string;
  code: string;
  params?: Record<string, string | number>;
}

type Table = FileDivision['rounds'][number]['tables'][number];

/** Each feature's record of a file's table, by feature id, its entries renumbered (those with none
 * left out). */
export function tableRecordsOf(t: Table, entryId: (id: number) => number): [string, unknown][] {
  return featureTableFiles().flatMap(([feature, file]) => {
    const value = file.record(t, entryId);
    return value === null ? [] : [[feature, value] as [string, unknown]];
  });
}

/** A file's table as the store would hold it, for the checks a result entered there gets. */
function asStored(t: Table): StoredTable {
  const records = Object.fromEntries(tableRecordsOf(t, (id) => id).map(([feature, value]) => [feature, toJson(value)]));
  return { ...t, teams: t.teams ?? null, records };
}

/** The options a file's division plays, where they are valid for the event's ruleset; the
 * problem otherwise. */
function divisionRuleset(ruleset: string, options: Record<string, unknown>): Ruleset | string {
  try {
    parseOptions(ruleset, options);
    return buildRuleset(ruleset, options);
  } catch (err) {
    return err instanceof Error ? err.message : 'Not valid options for this ruleset';
  }
}

/** Text the file brings is held to what the desk's forms accept (shared/text/visible.ts). */
const lineAt =
  (at: FileProblemAt) =>
  (path: (string | number)[], text: string | null, required = false): void => {
    const problem = text === null ? null : lineProblem(text);
    if (problem) at(path, lineProblemMessages[problem], problem);
    else if (required && text?.trim() === '') at(path, 'Required', 'required');
  };

export function fileProblems(file: EventFile): FileProblem[] {
  const issues: FileProblem[] = [];
  const at: FileProblemAt = (path, message, code, params) => issues.push({ path, message, code, ...(params ? { params } : {}) });
  const line = lineAt(at);
  const known = isRulesetId(file.event.ruleset);
  if (!known) at(['event', 'ruleset'], `There is no ruleset "${file.event.ruleset}" here`, 'unknown_ruleset');
  else {
    const own = divisionRuleset(file.event.ruleset, file.event.options);
    if (typeof own === 'string') at(['event', 'options'], own, 'import_options');
  }
  line(['event', 'name'], file.event.name, true);
  datesOfBirthProblems(file, at);

  const divisions = new Set<number>();
  const divisionNames = new Set<string>();
  if (file.divisions.length > MAX_DIVISIONS) at(['divisions'], `An event has at most ${MAX_DIVISIONS} divisions`, 'too_many_divisions');
  file.divisions.forEach((d, i) => {
    line(['divisions', i, 'name'], d.name, true);
    if (divisions.has(d.id)) at(['divisions', i, 'id'], `Division id ${d.id} appears twice`, 'import_duplicate');
    const key = d.name.trim().toLocaleLowerCase();
    if (divisionNames.has(key)) at(['divisions', i, 'name'], `Another division is called “${d.name.trim()}”`, 'division_name_taken');
    if (d.position !== i + 1) at(['divisions', i, 'position'], `Division ${d.name} is not division ${i + 1}: divisions must run 1, 2, 3… in order`, 'import_division_order');
    divisions.add(d.id);
    divisionNames.add(key);
  });
  const firstDivision = file.divisions[0]!.id;

  const players = new Map<number, number>();
  file.players.forEach((p, i) => {
    line(['players', i, 'name'], p.name, true);
    line(['players', i, 'club'], p.club);
    line(['players', i, 'contact'], p.contact);
    if (p.familyName && !splitName(p.name, p.familyName)) at(['players', i, 'familyName'], 'Not whole words of the name', FAMILY_NOT_IN_NAME, { name: p.name });
    if (players.has(p.id)) at(['players', i, 'id'], `Player id ${p.id} appears twice`, 'import_duplicate');
    if (p.divisionId !== null && !divisions.has(p.divisionId)) at(['players', i, 'divisionId'], `Division ${p.divisionId} is not in the file`, 'import_unknown_division');
    players.set(p.id, p.divisionId ?? firstDivision);
  });

  const entries = new Set<number>();
  file.divisions.forEach((d, i) => {
    const ruleset = known ? divisionRuleset(file.event.ruleset, playedOptions(file, d)) : null;
    if (typeof ruleset === 'string' && d.ownOptions) at(['divisions', i, 'options'], ruleset, 'import_options');
    divisionProblems(d, typeof ruleset === 'string' ? null : ruleset, players, entries, (path, ...rest) => at(['divisions', i, ...path], ...rest));
  });

  const parts = new Map(featureEventFiles());
  for (const [id, value] of Object.entries(file.features)) {
    const part = parts.get(id);
    if (!part) {
      at(['features', id], `There is no feature "${id}" here`, 'import_unknown_feature');
      continue;
    }
    const parsed = part.schema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) at(['features', id, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))], issue.message, 'import_feature_part');
    } else part.problems(parsed.data, file, (path, ...rest) => at(['features', id, ...path], ...rest));
  }
  return issues;
}

/** A division's entries, rounds and schedules: every entry of its own players, each seated entry
 * its own, rounds in order in the stages its options plan, each result valid for its ruleset
 * (`ruleset` null where its options are not valid). `players`: each file player's division. */
function divisionProblems(
  d: FileDivision,
  ruleset: Ruleset | null,
  players: ReadonlyMap<number, number>,
  allEntries: Set<number>,
  at: FileProblemAt,
): void {
  const line = lineAt(at);
  // A ruleset of sides of several players (Attacktix doubles) takes entries of that many.
  const entrySize = ruleset ? (entryMaker(ruleset)?.size ?? 1) : 1;
  const entries = new Set<number>();
  d.entries.forEach((e, i) => {
    line(['entries', i, 'name'], e.name, true);
    if (allEntries.has(e.id)) at(['entries', i, 'id'], `Entry id ${e.id} appears twice`, 'import_duplicate');
    allEntries.add(e.id);
    entries.add(e.id);
    if (e.divisionId !== d.id) at(['entries', i, 'divisionId'], `Entry ${e.id} is listed in division ${d.name}, not ${e.divisionId}`, 'import_wrong_division');
    if (e.playerIds.length !== entrySize) {
      if (entrySize === 1) at(['entries', i, 'playerIds'], 'Only entries of one player can be imported', 'import_team_entry');
      else at(['entries', i, 'playerIds'], `A side of this event is ${entrySize} players`, 'import_side_size');
    }
    for (const pid of e.playerIds) {
      const division = players.get(pid);
      if (division === undefined) at(['entries', i, 'playerIds'], `Player ${pid} is not in the file`, 'import_unknown_player');
      else if (division !== d.id) at(['entries', i, 'playerIds'], `Player ${pid} plays in another division`, 'import_wrong_division');
    }
  });
  d.rounds.forEach((r, i) => {
    if (r.number !== i + 1) at(['rounds', i, 'number'], `Round ${r.number} is not round ${i + 1}: rounds must run 1, 2, 3… in order`, 'import_round_order');
    if (r.status === 'draft') at(['rounds', i, 'status'], 'A draft round is not part of an exported event', 'import_draft');
    if (r.status === 'published' && i < d.rounds.length - 1) at(['rounds', i, 'status'], 'Only the last round may still be under way', 'import_round_order');
    // Stages run in order, each the kind the ruleset's options plan.
    const position = r.stage?.position ?? 1;
    const planned = ruleset?.stages[position - 1];
    if (ruleset && planned?.kind !== (r.stage?.kind ?? planned?.kind)) {
      at(['rounds', i, 'stage'], `Round ${r.number} is in stage ${position}, which the event's options do not plan as ${r.stage?.kind}`, 'import_stage');
    }
    if (position < (d.rounds[i - 1]?.stage?.position ?? 1)) at(['rounds', i, 'stage'], `Round ${r.number} goes back to an earlier stage`, 'import_round_order');
    const numbers = new Set<number>();
    const seated = new Set<number>();
    r.tables.forEach((t, j) => {
      if (numbers.has(t.number)) at(['rounds', i, 'tables', j, 'number'], `Table ${t.number} appears twice`, 'import_duplicate');
      numbers.add(t.number);
      t.seats.forEach((s, k) => {
        if (!entries.has(s.entryId)) at(['rounds', i, 'tables', j, 'seats', k, 'entryId'], `Entry ${s.entryId} is not in the file`, 'import_unknown_entry');
        if (seated.has(s.entryId)) at(['rounds', i, 'tables', j, 'seats', k, 'entryId'], `Entry ${s.entryId} is seated twice in round ${r.number}`, 'import_duplicate');
        seated.add(s.entryId);
      });
      const seating = planned && stageKind(planned.kind).seating;
      for (const [, file] of featureTableFiles()) file.problems(t, (path, ...rest) => at(['rounds', i, 'tables', j, ...path], ...rest), seating);
      if (t.result && ruleset && planned) {
        const own = stageRuleset(ruleset, position);
        const seats = t.seats.map((s) => s.entryId);
        const stored = asStored(t);
        const notes = [...validateMatchResult(own, seats, t.result.games, stageKind(planned.kind), t.teams ?? undefined), ...tableResultNotes(own, seats, t.result.games, stored)];
        if (notes.length > 0) at(['rounds', i, 'tables', j, 'result'], `The result of table ${t.number} is not valid for this ruleset`, 'import_result');
      }
    });
  });
  scheduleProblems(d.schedules, ruleset?.stages ?? null, entries, at);
}

/** Dates the file brings are held to what the registration form accepts: calendar dates, and no
 * date of birth after the event's date. */
function datesOfBirthProblems(file: EventFile, at: FileProblemAt): void {
  const eventDate = isoDateSchema.safeParse(file.event.date).success ? file.event.date : null;
  if (eventDate === null) at(['event', 'date'], 'No such date', 'no_such_date');
  file.players.forEach((p, i) => {
    if (p.dateOfBirth === null) return;
    if (!isoDateSchema.safeParse(p.dateOfBirth).success) at(['players', i, 'dateOfBirth'], 'No such date', 'no_such_date');
    else if (eventDate !== null && bornAfter(p.dateOfBirth, eventDate)) {
      at(['players', i, 'dateOfBirth'], `${p.name} is born after the event's date (${eventDate})`, BORN_AFTER_EVENT, { date: eventDate });
    }
  });
}
