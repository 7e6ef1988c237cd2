// runtime: dom. The features the division on screen uses, with their options (its event format's
// `features`, and those every event has): given once where a face loads the event, read by every
// slot below it.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { featuresInUse } from '../../../shared/features/registry';

type Features = Readonly<Record<string, unknown>>;

const InUse = createContext<Features>({});
const GamesPerMatch = createContext(1);

/** `gamesPerMatch`: the division's format's, for a panel that asks in which game of the match
 * (1 where the face gives none). */
export function FeaturesInUse({ features, gamesPerMatch, children }: { features: Features | undefined; gamesPerMatch?: number | undefined; children: ReactNode }) {
  return (
    <InUse.Provider value={features ?? {}}>
      <GamesPerMatch.Provider value={gamesPerMatch ?? 1}>{children}</GamesPerMatch.Provider>
    </InUse.Provider>
  );
}

export function useFeaturesInUse(): Features {
  const named = useContext(InUse);
  return useMemo(() => featuresInUse(named), [named]);
}

/** How many games a match of the division on screen has. */
export function useGamesPerMatch(): number {
  return useContext(GamesPerMatch);
}
