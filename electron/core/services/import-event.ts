// runtime: node. An exported event file (export.event, format version 1, 2 or 3) brought back as
// a new event, here or on another machine: checked whole first, every problem named by where it is
// in the file, and written in the command's one transaction, so a file is taken whole or not at
// all. Ids are new (and so are those notes name); players keep their arrival order and their
// places on the waiting list, entries their drops, rounds their seeds, tables their notes, manual
// changes, extra minutes, results and the features' records, stages their schedules; the map comes along.
// Slip codes are new (each event has its own secret); the audit trail stays with the original.
import { CommandError, type FieldIssue } from '../../../shared/contract/errors';
import { checkedInInFile, type EventExport } from '../../../shared/model/export';
import { renumberNoteEntries, type NoteValue } from '../../../shared/model/note';
import { lineProblem, lineProblemMessages } from '../../../shared/text/visible';
import { buildRuleset, isRulesetId, stageRuleset } from '../../engine/rulesets';
import { validateMatchResult } from '../../engine/scoring';
import { stageKind } from '../../engine/stages';
import type { StoredEvent } from '../../../shared/model/event';
import type { HandlerContext } from '../context';
import { isoDateSchema } from '../../../shared/model/common';
import { BORN_AFTER_EVENT, bornAfter } from './date-of-birth';
import { parseOptions } from './event-settings';
import { importVenue, venueProblems } from './import-venue';
import { FAMILY_NOT_IN_NAME } from './family-name';
import { splitName } from '../../../shared/text/family-name';
import { tableForfeits, tableResultNotes } from './table-rulings';
import { entryMaker, featureEventFiles, featureTableFiles } from '../../features/registry';
import type { StoredTable } from '../../store/repositories/rounds';
import { toJson } from '../../store/json';
import { putTableRecord } from '../../features/records';

type Round = EventExport['rounds'][number];
type Table = Round['tables'][number];

/** Each feature's record of a file's table, by feature id, its entries renumbered (those with none
 * left out). */
function tableRecordsOf(t: Table, entryId: (id: number) => number): [string, unknown][] {
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

/** An entry of one player (named as the player: the file shows a namesake's label, which the
 * event works out again), or a side of several that plays from its joined round. */
function importEntry(ctx: HandlerContext, eventId: number, divisionId: number, name: string, playerIds: number[], joinedRound: number): number {
  const { store } = ctx;
  if (playerIds.length === 1) return store.entries.insertSingle(eventId, divisionId, store.players.get(playerIds[0]!)!, joinedRound);
  const id = store.entries.insertSide(eventId, divisionId, name, playerIds);
  store.entries.enter(id, joinedRound);
  return id;
}

/** Every reason the file cannot be taken, each with its place in the file. */
function problems(doc: EventExport): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const at = (path: (string | number)[], message: string, code: string, params?: Record<string, string | number>) =>
    issues.push({ path: ['document', ...path].join('.'), message, code, ...(params ? { params } : {}) });
  let optionsValid = isRulesetId(doc.event.ruleset);
  if (!optionsValid) at(['event', 'ruleset'], `There is no ruleset "${doc.event.ruleset}" here`, 'unknown_ruleset');
  else {
    try {
      parseOptions(doc.event.ruleset, doc.event.options);
    } catch (err) {
      optionsValid = false;
      at(['event', 'options'], err instanceof Error ? err.message : 'Not valid options for this ruleset', 'import_options');
    }
  }
  // Text the file brings is held to what the desk's forms accept (shared/text/visible.ts).
  const line = (path: (string | number)[], text: string | null, required = false) => {
    const problem = text === null ? null : lineProblem(text);
    if (problem) at(path, lineProblemMessages[problem], problem);
    else if (required && text?.trim() === '') at(path, 'Required', 'required');
  };
  line(['event', 'name'], doc.event.name, true);
  doc.event.divisions?.forEach((d, i) => line(['event', 'divisions', i, 'name'], d.name, true));
  doc.players.forEach((p, i) => {
    line(['players', i, 'name'], p.name, true);
    line(['players', i, 'club'], p.club);
    line(['players', i, 'contact'], p.contact);
    if (p.familyName && !splitName(p.name, p.familyName)) at(['players', i, 'familyName'], 'Not whole words of the name', FAMILY_NOT_IN_NAME, { name: p.name });
  });
  doc.entries.forEach((e, i) => line(['entries', i, 'name'], e.name, true));
  datesOfBirthProblems(doc, at);
  const players = new Set<number>();
  doc.players.forEach((p, i) => {
    if (players.has(p.id)) at(['players', i, 'id'], `Player id ${p.id} appears twice`, 'import_duplicate');
    players.add(p.id);
  });
  for (const part of featureEventFiles()) part.problems(doc, at);
  const entries = new Set<number>();
  // A ruleset of sides of several players (Attacktix doubles) takes entries of that many.
  const entrySize = optionsValid ? (entryMaker(buildRuleset(doc.event.ruleset, doc.event.options))?.size ?? 1) : 1;
  doc.entries.forEach((e, i) => {
    if (entries.has(e.id)) at(['entries', i, 'id'], `Entry id ${e.id} appears twice`, 'import_duplicate');
    entries.add(e.id);
    if (e.playerIds.length !== entrySize) {
      if (entrySize === 1) at(['entries', i, 'playerIds'], 'Only entries of one player can be imported', 'import_team_entry');
      else at(['entries', i, 'playerIds'], `A side of this event is ${entrySize} players`, 'import_side_size');
    }
    for (const pid of e.playerIds) if (!players.has(pid)) at(['entries', i, 'playerIds'], `Player ${pid} is not in the file`, 'import_unknown_player');
  });
  // Results are checked against the ruleset only when its options are valid.
  const ruleset = optionsValid ? buildRuleset(doc.event.ruleset, doc.event.options) : null;
  doc.rounds.forEach((r, i) => {
    if (r.number !== i + 1) at(['rounds', i, 'number'], `Round ${r.number} is not round ${i + 1}: rounds must run 1, 2, 3… in order`, 'import_round_order');
    if (r.status === 'draft') at(['rounds', i, 'status'], 'A draft round is not part of an exported event', 'import_draft');
    if (r.status === 'published' && i < doc.rounds.length - 1) at(['rounds', i, 'status'], 'Only the last round may still be under way', 'import_round_order');
    // Stages run in order, each the kind the ruleset's options plan.
    const position = r.stage?.position ?? 1;
    const planned = ruleset?.stages[position - 1];
    if (ruleset && planned?.kind !== (r.stage?.kind ?? planned?.kind)) {
      at(['rounds', i, 'stage'], `Round ${r.number} is in stage ${position}, which the event's options do not plan as ${r.stage?.kind}`, 'import_stage');
    }
    if (position < (doc.rounds[i - 1]?.stage?.position ?? 1)) at(['rounds', i, 'stage'], `Round ${r.number} goes back to an earlier stage`, 'import_round_order');
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
        const entries = t.seats.map((s) => s.entryId);
        const stored = asStored(t);
        const notes = [...validateMatchResult(own, entries, t.result.games, stageKind(planned.kind), tableForfeits(own, stored), t.teams ?? undefined), ...tableResultNotes(own, entries, t.result.games, stored)];
        if (notes.length > 0) at(['rounds', i, 'tables', j, 'result'], `The result of table ${t.number} is not valid for this ruleset`, 'import_result');
      }
    });
  });
  venueProblems(doc, ruleset?.stages ?? null, entries, at);
  return issues;
}

/** Dates the file brings are held to what the registration form accepts: calendar dates, and no
 * date of birth after the event's date. */
function datesOfBirthProblems(doc: EventExport, at: (path: (string | number)[], message: string, code: string, params?: Record<string, string>) => void): void {
  const eventDate = isoDateSchema.safeParse(doc.event.date).success ? doc.event.date : null;
  if (eventDate === null) at(['event', 'date'], 'No such date', 'no_such_date');
  doc.players.forEach((p, i) => {
    if (p.dateOfBirth === null) return;
    if (!isoDateSchema.safeParse(p.dateOfBirth).success) at(['players', i, 'dateOfBirth'], 'No such date', 'no_such_date');
    else if (eventDate !== null && bornAfter(p.dateOfBirth, eventDate)) {
      at(['players', i, 'dateOfBirth'], `${p.name} is born after the event's date (${eventDate})`, BORN_AFTER_EVENT, { date: eventDate });
    }
  });
}

export function importEvent(ctx: HandlerContext, doc: EventExport): StoredEvent {
  const issues = problems(doc);
  if (issues.length > 0) {
    throw new CommandError('validation', `The event file cannot be imported: ${issues.length} problem${issues.length === 1 ? '' : 's'}; nothing was imported.`, { fields: issues });
  }
  const { store } = ctx;
  const e = doc.event;
  const stages = buildRuleset(e.ruleset, e.options).stages;
  const event = store.events.insert({ name: e.name, date: e.date, ruleset: e.ruleset, options: e.options, plannedRounds: e.plannedRounds, places: e.places ?? null, nameOrder: e.nameOrder, stages }, ctx.random(), ctx.now);
  const division = store.divisions.first(event.id)!.id;

  // Players in arrival order, so check-in numbers come out as they were.
  const playerId = new Map<number, number>();
  const byArrival = [...doc.players].sort((a, b) => (a.checkInOrder ?? Infinity) - (b.checkInOrder ?? Infinity) || a.id - b.id);
  for (const p of byArrival) {
    const stored = store.players.insert(event.id, { name: p.name, familyName: p.familyName ?? null, dateOfBirth: p.dateOfBirth, club: p.club, contact: p.contact, formOfAddress: p.formOfAddress ?? null, divisionId: null });
    if (checkedInInFile(p)) store.players.checkIn(stored.id, event.id, stored.version, p.checkedInAt!);
    playerId.set(p.id, stored.id);
  }
  for (const part of featureEventFiles()) part.import(ctx, doc, event.id, playerId);

  const entryId = new Map<number, number>();
  for (const en of doc.entries) {
    const id = importEntry(ctx, event.id, division, en.name, en.playerIds.map((p) => playerId.get(p)!), en.joinedRound);
    if (en.droppedAfterRound !== null)
      store.entries.drop(id, store.entries.get(id)!.version, en.droppedAfterRound, en.dropReason ?? '', {
        forfeit: en.forfeited,
        disqualification: en.disqualification ?? null,
        noShow: en.noShow ?? false,
      });
    entryId.set(en.id, id);
  }

  const stageIds = store.divisions.stages(division).map((s) => s.id);
  for (const r of doc.rounds) importRound(ctx, stageIds[(r.stage?.position ?? 1) - 1]!, r, entryId);
  importVenue(ctx, doc, event.id, stageIds, entryId);
  return store.events.get(event.id)!;
}

function importRound(ctx: HandlerContext, stage: number, r: Round, entryId: Map<number, number>): void {
  const { rounds } = ctx.store;
  const notesOf = (notes: NoteValue[]) => notes.map((n) => renumberNoteEntries(n, (e) => entryId.get(e)));
  const seatsOf = (t: Round['tables'][number]) => t.seats.map((s) => ({ entryId: entryId.get(s.entryId)!, role: s.role }));
  const id = rounds.insert(
    stage,
    { number: r.number, seed: r.seed, warnings: notesOf(r.warnings), minutes: r.clock.minutes, warningMinutes: r.clock.warningMinutes, warningMarks: r.clock.warningMarks },
    r.tables.map((t) => ({ number: t.number, bye: t.bye, notes: notesOf(t.notes), seats: seatsOf(t), ...(t.teams ? { teams: [...t.teams] } : {}) })),
  ).roundId;
  rounds.setStatus(id, rounds.get(id)!.version, 'published');
  rounds.setClock(id, rounds.get(id)!.version, { startedAt: r.clock.startedAt, pausedAt: r.clock.pausedAt, pausedMs: r.clock.pausedMs });
  if (r.status === 'closed') rounds.setStatus(id, rounds.get(id)!.version, 'closed');
  for (const t of r.tables) {
    const tableId = rounds.tableIdByNumber(id, t.number)!;
    if (t.manual) rounds.replaceSeats(tableId, seatsOf(t), notesOf(t.notes));
    if (t.extraMinutes > 0) rounds.addExtraMinutes(tableId, rounds.table(tableId)!.version, t.extraMinutes);
    for (const [feature, value] of tableRecordsOf(t, (e) => entryId.get(e)!)) putTableRecord(ctx.store, feature, tableId, value);
    if (t.result) {
      const games = t.result.games.map((g) => ({ ...g, seats: g.seats.map((s) => ({ ...s, entryId: entryId.get(s.entryId)! })) }));
      rounds.setResult(tableId, rounds.table(tableId)!.version, games, t.resultEnteredAt ?? ctx.now);
    }
  }
}
