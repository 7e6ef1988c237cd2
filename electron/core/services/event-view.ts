// runtime: node. An event as windows see it: its divisions, and for one of them (the first unless
// another is asked for) the match format its ruleset and options give and where its stages stand.
import type { Division } from '../../../shared/model/division';
import type { EventProgress, StoredEvent, TournamentEvent } from '../../../shared/model/event';
import { gameCountRange, winsToDecide } from '../../engine/rulesets';
import { stageRuleset, type Ruleset } from '../../engine/rulesets';
import type { StoredDivision } from '../../store/repositories/divisions';
import type { Store } from '../../store/store';
import { divisionOptions, divisionRuleset, requireDivision } from './divisions';
import { carriesEarlierRounds, loadEventState, stageHistory } from './event-state';
import { currentStage, lastClosedNumber, stageAfter, stageLines, stageProgress } from './stages';

export function eventProgress(store: Store, event: StoredEvent, division: StoredDivision = requireDivision(store, event.id)): EventProgress {
  const facts = store.divisions.roundFacts(division.id);
  const ruleset = divisionRuleset(event, division);
  const lines = stageLines(store, division.id);
  const line = currentStage(lines);
  const progress = stageProgress(line, () => stageHistory(loadEventState(store, event.id, division.id), line, lastClosedNumber(line) + 1));
  const over = line.kind.isComplete(progress);
  const next = stageAfter(lines, line);
  const ref = (l: typeof line) => ({ position: l.position, kind: l.kindId, cut: l.cut, madeInAdvance: l.kind.madeInAdvance });
  const seats = (l: typeof line) => stageRuleset(ruleset, l.position).seats;
  return {
    latestRound: facts.latestRound,
    scoringLocked: facts.startedRounds > 0,
    finished: over && !next,
    checkedIn: facts.checkedIn,
    // The plan the organizer sets is the first stage's (a playoff after it counts its own).
    suggestedRounds: lines[0]!.kind.suggestedRounds(facts.checkedIn),
    stageRounds: line.kind.fixedRounds({ checkedIn: line.cut ?? facts.checkedIn, firstRoundTables: progress.firstRoundTables, seats: seats(line) }),
    stage: { ...ref(line), stages: lines.length, offset: line.offset, over, plannedRounds: line.plannedRounds },
    nextStage: next
      ? {
          ...ref(next),
          rounds: next.kind.fixedRounds({ checkedIn: next.cut ?? facts.checkedIn, firstRoundTables: 0, seats: seats(next) }),
          ...(carriesEarlierRounds({ ruleset }, next) ? { carriesEarlierRounds: true as const } : {}),
        }
      : null,
  };
}

/** The result form as windows read it: the event's, with what each stage sets of its own. */
function resultFormView(r: Ruleset): TournamentEvent['format']['resultForm'] {
  const { untimed: _untimed, endings, ...form } = r.resultForm;
  const own = r.stages.some((s) => s.target !== undefined || s.untimed);
  const stages = r.stages.map((s) => ({ ...(s.target !== undefined ? { target: s.target } : {}), ...(s.untimed ? { untimed: true } : {}) }));
  return { ...form, ...(endings ? { endings: [...endings] } : {}), ...(own ? { stages } : {}) };
}

export function divisionView(store: Store, event: StoredEvent, division: StoredDivision): Division {
  return {
    id: division.id,
    eventId: division.eventId,
    position: division.position,
    name: division.name,
    options: divisionOptions(event, division),
    ownOptions: division.options !== null,
    features: structuredClone(divisionRuleset(event, division).features ?? {}) as Record<string, unknown>,
    plannedRounds: store.divisions.stages(division.id)[0]?.plannedRounds ?? null,
    entries: store.divisions.entries(division.id),
    version: division.version,
  };
}

export function eventView(store: Store, event: StoredEvent, divisionId?: number): TournamentEvent {
  const division = requireDivision(store, event.id, divisionId);
  const r = divisionRuleset(event, division);
  return {
    ...event,
    divisionId: division.id,
    divisions: store.divisions.list(event.id).map((d) => divisionView(store, event, d)),
    format: { scoring: r.scoring, gamesPerMatch: r.gamesPerMatch, gamesRequired: gameCountRange(r).min, ...decidedAt(r), drawsAllowed: r.drawsAllowed, roles: [...r.roles], firstRoleBy: r.firstRoleBy, seats: { ...r.seats }, resultForm: resultFormView(r), ...matchExtras(r) },
    progress: eventProgress(store, event, division),
  };
}

/** Where a match of several games ends with the win that decides it, how many wins that is. */
function decidedAt(r: Ruleset): Pick<TournamentEvent['format'], 'winsToDecide'> {
  const wins = r.gamesPerMatch > 1 ? winsToDecide(r) : undefined;
  return wins === undefined ? {} : { winsToDecide: wins };
}

/** What only some rulesets have: words for the end of time, a queue number at check-in, a
 * Declaration of Forfeiture, and the feature modules it uses. */
function matchExtras(r: Ruleset): Pick<TournamentEvent['format'], 'atTime' | 'arrivalQueue' | 'forfeiture' | 'features'> {
  return {
    ...(r.clock.atTime ? { atTime: r.clock.atTime } : {}),
    ...(r.arrivalQueue ? { arrivalQueue: true } : {}),
    ...(r.forfeiture ? { forfeiture: true as const } : {}),
    ...(r.features && Object.keys(r.features).length > 0 ? { features: structuredClone(r.features) as Record<string, unknown> } : {}),
  };
}
