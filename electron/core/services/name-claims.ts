// runtime: node. Names a feature holds in an event that no player may register under (that of
// someone who officiates it: nobody plays in an event they officiate). Each feature brings its
// own through its host's `names` hook (electron/features/feature.ts); the features' registry
// registers them here, so registration and the players' import ask without naming any.
import type { CommandError } from '../../../shared/contract/errors';
import type { importIssueCodes } from '../../../shared/model/player-import';
import { foldForSearch } from '../../../shared/text/fold';
import type { Store } from '../../store/store';

/** A name a feature holds in an event. */
interface ClaimedName {
  /** The name as the feature holds it. */
  name: string;
  /** What an imported row of that name is marked with. */
  code: (typeof importIssueCodes)[number];
  /** The refusal of a player registered under it. */
  refusal(): CommandError;
}

/** The names a feature holds in an event. */
export type NameClaims = (store: Store, eventId: number) => ClaimedName[];

const claims = new Map<string, NameClaims>();

/** Adds a feature's claims by its id; the answer takes them away again. */
export function registerNameClaims(feature: string, of: NameClaims): () => void {
  claims.set(feature, of);
  return () => {
    if (claims.get(feature) === of) claims.delete(feature);
  };
}

/** Every name the features hold in the event, by its folded form (case and accents aside). */
export function claimedNames(store: Store, eventId: number): Map<string, ClaimedName> {
  return new Map([...claims.values()].flatMap((of) => of(store, eventId)).map((c) => [foldForSearch(c.name), c]));
}

/** A player may not take a name a feature holds: refused, naming who holds it. */
export function refuseClaimedName(store: Store, eventId: number, name: string): void {
  const claim = claimedNames(store, eventId).get(foldForSearch(name));
  if (claim) throw claim.refusal();
}
