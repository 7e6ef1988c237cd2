// runtime: dom. The features the division on screen uses, with their options (its event format's
// `features`): given once where a face loads the event, read by every slot below it.
import { createContext, useContext, type ReactNode } from 'react';

type Features = Readonly<Record<string, unknown>>;

const InUse = createContext<Features>({});

export function FeaturesInUse({ features, children }: { features: Features | undefined; children: ReactNode }) {
  return <InUse.Provider value={features ?? {}}>{children}</InUse.Provider>;
}

export function useFeaturesInUse(): Features {
  return useContext(InUse);
}
