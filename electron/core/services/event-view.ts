// runtime: node. An event as windows see it: with the match format its ruleset and options give,
// and where its stages stand.
import type { EventProgress, StoredEvent, TournamentEvent } from '../../../shared/model/event';
import { buildRuleset } from '../../engine/rulesets';
import { gameCountRange } from '../../engine/scoring';
import type { Store } from '../../store/store';
import { loadEventState, stageHistory } from './event-state';
import { currentStage, lastClosedNumber, stageAfter, stageLines, stageProgress } from './stages';

export function eventProgress(store: Store, event: StoredEvent): EventProgress {
  const facts = store.events.roundFacts(event.id);
  const lines = stageLines(store, event.id);
  const line = currentStage(lines);
  const progress = stageProgress(line, () => stageHistory(loadEventState(store, event.id), line, lastClosedNumber(line) + 1));
  const over = line.kind.isComplete(progress);
  const next = stageAfter(lines, line);
  const ref = (l: typeof line) => ({ position: l.position, kind: l.kindId, cut: l.cut });
  return {
    latestRound: facts.latestRound,
    scoringLocked: facts.startedRounds > 0,
    finished: over && !next,
    checkedIn: facts.checkedIn,
    // The plan the organizer sets is the first stage's (a playoff after it counts its own).
    suggestedRounds: lines[0]!.kind.suggestedRounds(facts.checkedIn),
    stageRounds: line.kind.fixedRounds({ checkedIn: line.cut ?? facts.checkedIn, firstRoundTables: progress.firstRoundTables }),
    stage: { ...ref(line), stages: lines.length, offset: line.offset, over },
    nextStage: next ? { ...ref(next), rounds: next.kind.fixedRounds({ checkedIn: next.cut ?? facts.checkedIn, firstRoundTables: 0 }) } : null,
  };
}

export function eventView(store: Store, event: StoredEvent): TournamentEvent {
  const r = buildRuleset(event.ruleset, event.options);
  return {
    ...event,
    format: { scoring: r.scoring, gamesPerMatch: r.gamesPerMatch, gamesRequired: gameCountRange(r).min, drawsAllowed: r.drawsAllowed, roles: [...r.roles], firstRoleBy: r.firstRoleBy, seats: { ...r.seats }, resultForm: { ...r.resultForm } },
    progress: eventProgress(store, event),
  };
}
