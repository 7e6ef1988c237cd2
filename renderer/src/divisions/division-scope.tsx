// runtime: dom. The division a desk or projector works on. Queries and commands of one division
// (rounds, pairing, standings, brackets, the event's progress) spread its scope into their input;
// undefined is the event's first division, as the core reads a call that names none.
import { createContext, useContext, useMemo, type ReactNode } from 'react';

const DivisionContext = createContext<number | undefined>(undefined);

export function DivisionScope({ divisionId, children }: { divisionId: number | undefined; children: ReactNode }) {
  return <DivisionContext.Provider value={divisionId}>{children}</DivisionContext.Provider>;
}

/** `{ divisionId }` of the division worked on, or `{}` for the event's first. */
export function scopeOf(divisionId: number | undefined): { divisionId?: number } {
  return divisionId === undefined ? {} : { divisionId };
}

export function useDivisionScope(): { divisionId?: number } {
  const divisionId = useContext(DivisionContext);
  return useMemo(() => scopeOf(divisionId), [divisionId]);
}
