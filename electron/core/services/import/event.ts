// runtime: node. An exported event file (export.event; version 4, or 1 to 3 of one division)
// brought back as a new event, here or on another machine: checked whole first, every problem
// named by where it is in the file (problems.ts), and written in the command's one transaction, so
// a file is taken whole or not at all. Ids are new (and so are those notes name); players keep
// their arrival order, divisions their options, entries their drops, rounds their seeds, tables
// their notes, manual changes, extra minutes, results and the features' records, stages their
// schedules; each feature writes its own part. Slip codes are new (each event has its own secret);
// the audit trail stays with the original.
import { CommandError } from '../../../../shared/contract/errors';
import { checkedInInFile, eventExportVersion, playedOptions, type AnyEventFile, type EventFile, type FileDivision } from '../../../../shared/model/export';
import { renumberNoteEntries, type NoteValue } from '../../../../shared/model/note';
import type { StoredEvent } from '../../../../shared/model/event';
import { buildRuleset } from '../../../engine/rulesets';
import type { HandlerContext } from '../../context';
import type { Store } from '../../../store/store';
import { entryFiled, featureEventFiles } from '../../../features/registry';
import { putTableRecord } from '../../../features/records';
import type { ImportedIds } from '../../../features/feature';
import { fileProblems, tableRecordsOf } from './problems';
import { fromOneDivision, olderPlace } from './older-files';
import { importSchedules } from './schedules';

type Round = FileDivision['rounds'][number];

export function importEvent(ctx: HandlerContext, document: AnyEventFile): StoredEvent {
  const file = document.version === eventExportVersion ? document : fromOneDivision(document);
  const problems = fileProblems(file);
  if (problems.length > 0) {
    const place = (path: (string | number)[]) => (document.version === eventExportVersion ? path : olderPlace(path, document));
    const fields = problems.map((p) => ({ path: ['document', ...place(p.path)].join('.'), message: p.message, code: p.code, ...(p.params ? { params: p.params } : {}) }));
    throw new CommandError('validation', `The event file cannot be imported: ${fields.length} problem${fields.length === 1 ? '' : 's'}; nothing was imported.`, { fields });
  }
  const written = writeEvent(ctx, file);
  // What came with the file, so a check of this event's own file later knows the rounds, results
  // and changes by hand that were audited where they were made, not here.
  ctx.annotate({
    imported: file.divisions.map((d) => ({
      division: d.position,
      rounds: d.rounds.length,
      manual: d.rounds.flatMap((r) => r.tables.filter((t) => t.manual).map((t) => [r.number, t.number])),
    })),
  });
  return written.event;
}

/** The new event of a file and its ids: the file's by its own. */
export interface WrittenEvent {
  event: StoredEvent;
  ids: ImportedIds;
  /** A division's stages (by the division's id in the file), in order. */
  stageIds(fileDivisionId: number): number[];
}

/** Writes a file that nothing is wrong with as a new event; `rounds` false leaves its rounds out
 * (a replay pairs them itself). */
export function writeEvent(ctx: HandlerContext, file: EventFile, { rounds = true } = {}): WrittenEvent {
  const { store } = ctx;
  const e = file.event;
  const [first, ...others] = file.divisions;
  const event = store.events.insert(
    { name: e.name, date: e.date, ruleset: e.ruleset, options: e.options, plannedRounds: first!.plannedRounds, places: e.places, nameOrder: e.nameOrder, stages: buildRuleset(e.ruleset, playedOptions(file, first!)).stages },
    ctx.random(),
    ctx.now,
  );
  const divisionId = new Map<number, number>();
  const firstId = store.divisions.first(event.id)!;
  store.divisions.update({ id: firstId.id, name: first!.name, options: first!.ownOptions ? first!.options : null }, firstId.version);
  divisionId.set(first!.id, firstId.id);
  for (const d of others) {
    divisionId.set(d.id, store.divisions.insert(event.id, d.name, d.ownOptions ? d.options : null, buildRuleset(e.ruleset, playedOptions(file, d)).stages, d.plannedRounds));
  }

  // Players in arrival order, so check-in numbers come out as they were.
  const playerId = new Map<number, number>();
  const byArrival = [...file.players].sort((a, b) => (a.checkInOrder ?? Infinity) - (b.checkInOrder ?? Infinity) || a.id - b.id);
  for (const p of byArrival) {
    const division = p.divisionId === null ? null : divisionId.get(p.divisionId)!;
    const stored = store.players.insert(event.id, { name: p.name, familyName: p.familyName, dateOfBirth: p.dateOfBirth, club: p.club, contact: p.contact, formOfAddress: p.formOfAddress, divisionId: division });
    if (checkedInInFile(p)) store.players.checkIn(stored.id, event.id, stored.version, p.checkedInAt!);
    playerId.set(p.id, stored.id);
  }

  const entryId = new Map<number, number>();
  for (const d of file.divisions) {
    const division = divisionId.get(d.id)!;
    for (const en of d.entries) {
      const players = en.playerIds.map((p) => playerId.get(p)!);
      // An entry of one player is named by them, as a pairing names it; one of several by the file.
      const name = players.length === 1 ? store.players.get(players[0]!)!.name : en.name;
      const id = store.entries.insert(event.id, division, name, players, en.joinedRound);
      if (players.length > 1) entryFiled(store, store.entries.get(id)!);
      if (en.droppedAfterRound !== null) dropAsFiled(store, id, en);
      entryId.set(en.id, id);
    }
  }
  const entry = (id: number) => entryId.get(id)!;
  const stageIds = (fileDivisionId: number) => store.divisions.stages(divisionId.get(fileDivisionId)!).map((s) => s.id);

  for (const d of file.divisions) {
    if (rounds) for (const r of d.rounds) importRound(ctx, stageIds(d.id)[(r.stage?.position ?? 1) - 1]!, r, entry);
    importSchedules(ctx, d.schedules, stageIds(d.id), entry);
  }

  const ids: ImportedIds = { eventId: event.id, player: (id) => playerId.get(id)!, entry, division: (id) => divisionId.get(id)! };
  const parts = new Map(featureEventFiles());
  for (const [id, value] of Object.entries(file.features)) {
    const part = parts.get(id)!;
    part.import(ctx, part.schema.parse(value), file, ids);
  }
  return { event: store.events.get(event.id)!, ids, stageIds };
}

/** Drops entry `id` as the file's entry left: after its round, with its reason and kind (a
 * forfeit, a disqualification, a player who never came). */
export function dropAsFiled(store: Store, id: number, e: FileDivision['entries'][number]): void {
  store.entries.drop(id, store.entries.get(id)!.version, e.droppedAfterRound!, e.dropReason ?? '', {
    forfeit: e.forfeited,
    disqualification: e.disqualification ?? null,
    noShow: e.noShow ?? false,
  });
}

/** Writes a file's round into the new event's stage `stage`, as it was played. */
export function importRound(ctx: HandlerContext, stage: number, r: Round, entryId: (id: number) => number): void {
  const { rounds } = ctx.store;
  const notesOf = (notes: NoteValue[]) => notes.map((n) => renumberNoteEntries(n, entryId));
  const seatsOf = (t: Round['tables'][number]) => t.seats.map((s) => ({ entryId: entryId(s.entryId), role: s.role }));
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
    for (const [feature, value] of tableRecordsOf(t, entryId)) putTableRecord(ctx.store, feature, tableId, value);
    if (t.result) {
      const games = t.result.games.map((g) => ({ ...g, seats: g.seats.map((s) => ({ ...s, entryId: entryId(s.entryId) })) }));
      rounds.setResult(tableId, rounds.table(tableId)!.version, games, t.resultEnteredAt ?? ctx.now);
    }
  }
}
