// runtime: node. An event as windows see it: with the match format its ruleset and options give,
// and where its stage stands.
import type { EventProgress, StoredEvent, TournamentEvent } from '../../../shared/model/event';
import { buildRuleset } from '../../engine/rulesets';
import { gameCountRange } from '../../engine/scoring';
import type { Store } from '../../store/store';
import { closedHistory, loadStage } from './event-state';

export function eventProgress(store: Store, event: StoredEvent): EventProgress {
  const facts = store.events.roundFacts(event.id);
  const kind = loadStage(store, event.id).kind;
  return {
    latestRound: facts.latestRound,
    scoringLocked: facts.startedRounds > 0,
    finished: kind.isComplete({ plannedRounds: event.plannedRounds, ...facts, history: () => closedHistory(store, event.id) }),
    checkedIn: facts.checkedIn,
    suggestedRounds: kind.suggestedRounds(facts.checkedIn),
    stageRounds: kind.fixedRounds(facts),
  };
}

export function eventView(store: Store, event: StoredEvent): TournamentEvent {
  const r = buildRuleset(event.ruleset, event.options);
  return {
    ...event,
    format: { scoring: r.scoring, gamesPerMatch: r.gamesPerMatch, gamesRequired: gameCountRange(r).min, drawsAllowed: r.drawsAllowed, roles: [...r.roles], seats: { ...r.seats }, resultForm: { ...r.resultForm } },
    progress: eventProgress(store, event),
  };
}
