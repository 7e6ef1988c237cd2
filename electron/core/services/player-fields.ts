// runtime: node. The features' fields of a player answer (shared/features/player-fields.ts): each
// feature that keeps something of a player brings how to read it through its host's `players`
// hook (electron/features/feature.ts), registered here by the features' registry, so the core's
// handlers answer players without naming any feature.
import type { CorePlayer, Player } from '../../../shared/model/player';
import type { Store } from '../../store/store';

type FeatureFields = Omit<Player, keyof CorePlayer>;

export interface PlayerFields {
  /** Its fields for each player of the event, read once for however many players are answered. */
  of(store: Store, eventId: number): (playerId: number) => Partial<FeatureFields>;
}

const fields = new Map<string, PlayerFields>();

/** Adds a feature's player fields by its id; the answer takes them away again. */
export function registerPlayerFields(feature: string, of: PlayerFields): () => void {
  fields.set(feature, of);
  return () => {
    if (fields.get(feature) === of) fields.delete(feature);
  };
}

/** The players with every feature's fields (players of one event or several). */
export function playerAnswers<P extends CorePlayer>(store: Store, players: readonly P[]): (P & FeatureFields)[] {
  const byEvent = new Map<number, ((playerId: number) => Partial<FeatureFields>)[]>();
  const readersOf = (eventId: number) => {
    let readers = byEvent.get(eventId);
    if (!readers) byEvent.set(eventId, (readers = [...fields.values()].map((f) => f.of(store, eventId))));
    return readers;
  };
  return players.map((p) => Object.assign({ ...p }, ...readersOf(p.eventId).map((read) => read(p.id))) as P & FeatureFields);
}

export const playerAnswer = <P extends CorePlayer>(store: Store, player: P): P & FeatureFields => playerAnswers(store, [player])[0]!;
