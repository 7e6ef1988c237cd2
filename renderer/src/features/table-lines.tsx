// runtime: dom. Which features have a line under a round's tables on the Rounds tab: each says so
// from its round scope, where it knows whether it has anything to show (Slots.tsx, useTableLines).
import { createContext, useContext, type ReactNode } from 'react';

const Lined = createContext<readonly string[]>([]);

/** Said by a feature's round scope around its children: it has a line under each of the round's tables. */
export function WithTableLines({ id, children }: { id: string; children: ReactNode }) {
  const outer = useContext(Lined);
  return <Lined.Provider value={[...outer, id]}>{children}</Lined.Provider>;
}

export function useLinedFeatures(): readonly string[] {
  return useContext(Lined);
}
