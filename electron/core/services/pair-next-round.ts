// runtime: node. Pairs the next round of an event, or a draft again: close the finished round,
// find the stage the round belongs to (the next one once a stage is over: a cut to a playoff),
// turn newly checked-in players into (late) entries, ask the stage's kind, store the draft with
// its reasons and seed.
import { CommandError } from '../../../shared/contract/errors';
import type { NextRoundInput } from '../../engine/rounds/next-round-input';
import { pairedSeatRole } from '../../engine/rulesets';
import type { StageRound } from '../../engine/stages';
import { ScheduleRefused } from '../../engine/tables';
import type { MissedRoundPolicy } from '../../engine/rulesets/types';
import type { NoteValue } from '../../../shared/model/note';
import type { Entry } from '../../../shared/model/entry';
import type { StoredRound, WrittenTables } from '../../store/repositories/rounds';
import type { NewTable } from '../../store/repositories/table-writer';
import type { HandlerContext } from '../context';
import { assertRoundPlanned } from './event-settings';
import { cutSeeds, lineRuleset, loadEventState, missingResults, stageEntries, stageHistory, stageReach, tableRecords, type EventState } from './event-state';
import { keepStandings, keptStandings, standingsKey } from './kept-standings';
import { missingTablesError, staleRound } from './rounds';
import { entryMaker } from '../../features/registry';
import { currentStage, stageAfter, stageProgress, type StageLine } from './stages';

interface Drawn {
  seed: string;
  warnings: NoteValue[];
  tables: NewTable[];
  /** The division's entries the round was drawn from, newcomers included. */
  entries: readonly Entry[];
}

/** Draws event round `number`, in the stage `line`, from every round before it; `notes` lead the
 * round's warnings. */
function draw(ctx: HandlerContext, state: EventState, line: StageLine, number: number, notes: NoteValue[]): Drawn & { stageId: number; minutes: number; warningMinutes: number; warningMarks?: readonly number[] } {
  const { store } = ctx;
  const round = number - line.offset;
  const ruleset = lineRuleset(state, line);
  const registration = line.cut === null;
  const divisionId = state.division.id;
  const { entered, notes: sideNotes } = registration && (round === 1 || line.kind.lateEntries) ? takeNewcomers(ctx, state, number) : { entered: 0, notes: [] };
  const withNewcomers: EventState = entered > 0 ? { ...state, entries: store.entries.inDivision(divisionId) } : state;
  const entries = stageEntries(withNewcomers, line, round);
  // The round as the stage's kind reads it: its own number, or the division's for a stage that
  // carries the rounds before it (as are the entries' joined rounds then).
  const reach = stageReach(state, line);
  const read = number - reach.offset;
  const active = entries.filter((e) => !e.dropped && e.joinedRound <= read);
  if (active.length < 2) {
    throw new CommandError('validation', 'A round needs at least two checked-in players who have not dropped.', {
      fields: [{ path: 'eventId', message: 'Fewer than two players to pair' }],
    });
  }
  const late: NoteValue[] =
    registration && read > 1
      ? withNewcomers.entries.filter((e) => e.joinedRound === number && e.droppedAfterRound === null).map((e) => ({ code: lateEntryNote[ruleset.lateEntry.missedRound], params: { name: e.name, round: number } }))
      : [];
  const seeds = registration ? undefined : cutSeeds(withNewcomers, line);
  const cut: NoteValue[] = seeds && round === 1 ? [{ code: 'playoff_cut', params: { cut: line.cut!, entries: seeds.length } }] : [];

  const seed = ctx.random();
  const before = state.rounds.filter((r) => r.number < number && reach.reads(r));
  const history = tableRecords(before, reach.offset);
  // The standings the round is drawn from are those every window showed after the last result
  // (or the last pairing of this draft): kept, not worked out again.
  const key = standingsKey(ruleset, line, entries, before, reach.offset);
  const standings = keptStandings(key);
  const stored = ctx.store.schedules.get(line.id);
  const pairing = drawRound(line, {
    ruleset,
    entries,
    tables: history,
    round: read,
    seed,
    plannedRounds: line.plannedRounds,
    schedule: stored?.rounds ?? null,
    ...(seeds ? { seeds } : {}),
    ...(standings ? { standings } : {}),
  });
  if (!standings) keepStandings(key, pairing.standings);
  if (pairing.schedule) {
    const { rounds, quality, notes } = pairing.schedule;
    ctx.store.schedules.save(line.id, { rounds, quality }, { round, seed, notes });
  }
  if (pairing.tables.length === 0) {
    throw new CommandError('validation', `A table of this game needs at least ${ruleset.seats.min} players who have not dropped.`, {
      fields: [{ path: 'eventId', message: 'Too few players for one table', code: 'too_few_for_a_table' }],
    });
  }
  const tables: NewTable[] = pairing.tables.map((t) => ({
    number: t.table,
    bye: false,
    notes: t.notes,
    seats: t.entries.map((entryId, i) => ({ entryId, role: pairedSeatRole(ruleset, i) })),
    ...(t.teams ? { teams: t.teams } : {}),
  }));
  // A bye is table 0 unless the stage places it (a bracket's match); a round with more byes
  // (tables of several seats) numbers the others on after the last table, as the store keeps
  // table numbers unique within a round.
  pairing.byes.forEach((bye, i) => {
    const number = bye.table ?? (i === 0 ? 0 : pairing.tables.length + i);
    tables.push({ number, bye: true, notes: bye.notes, seats: [{ entryId: bye.entryId, role: null }] });
  });
  return {
    stageId: line.id,
    seed,
    warnings: [...notes, ...cut, ...sideNotes, ...pairing.warnings, ...late],
    tables,
    entries: withNewcomers.entries,
    minutes: ruleset.clock.roundMinutes,
    warningMinutes: ruleset.clock.warningMinutes,
    ...(ruleset.clock.warningMarks ? { warningMarks: ruleset.clock.warningMarks } : {}),
  };
}

/** The stage kind's round; a schedule it cannot make (a stage that plays one) refused by name. */
function drawRound(line: StageLine, input: NextRoundInput): StageRound {
  try {
    return line.kind.nextRound(input);
  } catch (e) {
    if (!(e instanceof ScheduleRefused)) throw e;
    if (e.code === 'no_rounds') {
      throw new CommandError('validation', 'A schedule is made for every planned round at once: plan the rounds in the event settings first.', {
        fields: [{ path: 'plannedRounds', message: 'Plan the rounds first', code: 'schedule_needs_planned_rounds' }],
      });
    }
    if (e.code !== 'no_table_split') throw e;
    throw new CommandError('validation', `${e.players} players cannot all be seated at tables of 4 and 3 in every round: a schedule needs 3, 4, or 6 or more players.`, {
      fields: [{ path: 'eventId', message: 'No tables of 4 and 3 seat this field', code: 'no_schedule_split', params: { players: e.players } }],
    });
  }
}

/** Makes entries of what checked in since the last pairing: each player alone, or as a feature the
 * division uses makes them (sides formed at the desk, whose players left out are named in the
 * notes, never seated alone). */
function takeNewcomers(ctx: HandlerContext, state: EventState, number: number): { entered: number; notes: NoteValue[] } {
  const { store } = ctx;
  const divisionId = state.division.id;
  const eventId = state.event.id;
  let taken: { entered: number; notes: NoteValue[] };
  const maker = entryMaker(state.ruleset);
  if (maker) {
    taken = maker.enter(store, divisionId, number);
  } else {
    const newcomers = store.entries.checkedInWithoutEntry(divisionId);
    for (const player of newcomers) store.entries.insertSingle(eventId, divisionId, player, number);
    taken = { entered: newcomers.length, notes: [] };
  }
  if (taken.entered > 0) ctx.changed({ entity: 'entry', eventId });
  return taken;
}

/** The stage event round `number` is drawn in, once every round before it is closed: the newest
 * round's stage while it goes on, else the stage after it; refused when the event has none. */
export function stageForNext(state: EventState, number: number): StageLine {
  const line = currentStage(state.stages);
  const progress = {
    ...stageProgress(line, () => stageHistory(state, line, number)),
    lastClosedRound: line.rounds.length > 0 ? number - 1 - line.offset : 0,
  };
  const over = line.kind.isComplete(progress);
  const next = stageAfter(state.stages, line);
  if (over && next) return next;
  assertRoundPlanned(line.plannedRounds, number - line.offset);
  if (over) throw new CommandError('conflict', `Round ${number - 1} was the last of this stage; its standings are final.`, { reason: 'stage_complete', round: number - 1 });
  return line;
}

/** A round just written, with the entries it was drawn from (who its seats name). */
export interface WrittenRound extends WrittenTables {
  entries: readonly Entry[];
}

/** The round as stored once written. */
export function writtenRound(ctx: HandlerContext, written: WrittenRound): StoredRound {
  return ctx.store.rounds.written(written, new Map(written.entries.map((e) => [e.id, e.name])));
}

/** Pairs a draft again in place (its id stays; its version moves on) and returns it as written.
 * `state`: the event as the caller already loaded it, after its own changes. */
export function redrawDraft(
  ctx: HandlerContext,
  draft: Pick<StoredRound, 'id' | 'eventId' | 'divisionId' | 'number' | 'version'>,
  version: number,
  notes: NoteValue[] = [],
  state: EventState = loadEventState(ctx.store, draft.eventId, draft.divisionId),
): WrittenRound {
  const line = state.stages.find((l) => l.rounds.some((r) => r.id === draft.id))!;
  const drawn = draw(ctx, state, line, draft.number, notes);
  const written = ctx.store.rounds.redraw(draft.id, version, drawn, drawn.tables);
  if (!written) throw staleRound(draft, version);
  ctx.changed({ entity: 'round', eventId: draft.eventId, roundId: draft.id });
  return { ...written, entries: drawn.entries };
}

const manualDraftWhat = { drop: 'dropping', reinstate: 'reinstating', correct: 'correcting' } as const;

/** A draft's hand-made changes would be lost by pairing it again: refused, and the judge decides.
 * `name`: who drops or comes back, or the table whose result is corrected. */
export function refuseManualDraft(draft: StoredRound, action: 'drop' | 'reinstate' | 'correct', name: string, facts: Record<string, unknown> = {}): void {
  if (!draft.tables.some((t) => t.manual)) return;
  throw new CommandError(
    'conflict',
    `Round ${draft.number} is a draft with pairings changed by hand, and ${manualDraftWhat[action]} ${name} would pair it again and lose them. Pair round ${draft.number} again first (or publish it), then try again.`,
    { reason: `manual_draft_${action}`, name, roundId: draft.id, round: draft.number, manualDraft: true, ...facts },
  );
}

/** Pairs the next round, or the draft again; the round as written (not read back). */
export function pairNextRound(ctx: HandlerContext, eventId: number, divisionId: number | undefined, seen: { roundId: number; version: number } | null): WrittenRound {
  const { store } = ctx;
  const state = loadEventState(store, eventId, divisionId);
  const { rounds } = state;
  const last = rounds.at(-1);
  if (seen?.roundId !== last?.id || seen?.version !== last?.version) {
    const what = last ? `Round ${last.number} was paired or changed` : 'The rounds were changed';
    throw new CommandError('conflict', `${what} at another desk meanwhile; look at it again before pairing.`, {
      reason: last ? 'round_changed_before_pairing' : 'rounds_changed_before_pairing',
      round: last?.number ?? null,
      roundId: last?.id ?? null,
      actual: last?.version ?? null,
    });
  }
  if (last?.status === 'draft') {
    return redrawDraft(ctx, { ...last, eventId, divisionId: state.division.id }, last.version, [], state);
  }
  const number = (last?.number ?? 0) + 1;
  const line = stageForNext(state, number);
  if (last?.status === 'published') {
    const missing = missingResults(last);
    if (missing.length > 0) throw missingTablesError(last, missing, 'pair_next');
    if (!store.rounds.setStatus(last.id, last.version, 'closed')) throw staleRound(last, last.version);
    ctx.changed({ entity: 'round', eventId, roundId: last.id });
  }
  // Closing the last round changed its status only: the history drawn from is as loaded.
  const drawn = draw(ctx, state, line, number, []);
  const written = store.rounds.insert(drawn.stageId, { number, seed: drawn.seed, warnings: drawn.warnings, minutes: drawn.minutes, warningMinutes: drawn.warningMinutes, warningMarks: drawn.warningMarks }, drawn.tables);
  ctx.changed({ entity: 'round', eventId, roundId: written.roundId });
  return { ...written, entries: drawn.entries };
}

/** The warning naming a late entry says how the rounds it missed count, by the ruleset's rule. */
const lateEntryNote = { loss: 'late_entry', draw: 'late_entry_draw', none: 'late_entry_none' } as const satisfies Record<MissedRoundPolicy, string>;
