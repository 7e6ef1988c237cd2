// runtime: node. Where each player's list stands, for the desk, the pairing warnings and the head
// judge's report. The core knows no kind of list: each feature that keeps players' lists
// registers a source from its own module, and the status is what
// the sources the player's division plays say.
import type { ListProblem, ListStatus } from '../../../shared/model/list-status';
import type { CorePlayer } from '../../../shared/model/player';
import type { Ruleset } from '../../engine/rulesets';
import type { Store } from '../../store/store';
import { divisionRuleset } from './divisions';
import { requireEvent } from './event-state';
import { waitingForPlaces } from './places';

export interface ListVerdict {
  /** Nothing handed in yet: 'missing' whatever the problems. */
  missing: boolean;
  problems: ListProblem[];
}

export interface ListSource {
  /** The kind of list, named in each status: the desk words its problems by it. */
  kind: string;
  /** Whether players of a division with this ruleset hand in this kind of list. */
  applies(ruleset: Ruleset): boolean;
  /** The player's list as it is stored now, checked by `ruleset` (their division's). */
  verdict(store: Store, player: CorePlayer, ruleset: Ruleset): ListVerdict;
}

const sources = new Map<string, ListSource>();

/** Adds a kind of list (a second source of the same kind replaces the first); the answer takes it
 * away again. */
export function registerListSource(source: ListSource): () => void {
  sources.set(source.kind, source);
  return () => {
    if (sources.get(source.kind) === source) sources.delete(source.kind);
  };
}

/** Each player of the event not waiting for a place, once per kind of list their division plays,
 * in the desk's order of names; empty where no division plays a list. */
export function listStatuses(store: Store, eventId: number): ListStatus[] {
  const event = requireEvent(store, eventId);
  const divisions = store.divisions.list(eventId);
  const first = divisions.find((d) => d.position === 1) ?? divisions[0];
  if (!first) return [];
  const played = new Map(
    divisions.map((d) => {
      const ruleset = divisionRuleset(event, d);
      return [d.id, { ruleset, sources: [...sources.values()].filter((s) => s.applies(ruleset)) }];
    }),
  );
  if ([...played.values()].every((d) => d.sources.length === 0)) return [];
  const waiting = waitingForPlaces(store, eventId);
  return store.players
    .list(eventId)
    .filter((p) => !waiting.has(p.id))
    .flatMap((player) => {
      const divisionId = player.divisionId ?? first.id;
      const division = played.get(divisionId);
      return (division?.sources ?? []).map((source): ListStatus => {
        const { missing, problems } = source.verdict(store, player, division!.ruleset);
        return {
          playerId: player.id,
          name: player.name,
          divisionId,
          checkedIn: player.checkInOrder !== null,
          kind: source.kind,
          state: missing ? 'missing' : problems.length > 0 ? 'problems' : 'ok',
          problems: missing ? [] : problems,
        };
      });
    });
}
