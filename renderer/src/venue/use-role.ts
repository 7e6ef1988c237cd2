// runtime: dom. The role of this desk, and whether it may call an operation: what the desk shows
// follows it (the core's check is the guard; this only spares a desk buttons that would be refused).
import { operations, type OperationName } from '../../../shared/contract/operations';
import type { Role } from '../../../shared/contract/roles';
import { useQuery } from '../api/use-query';

export interface DeskRole {
  /** Null until known, and for a guest. */
  role: Role | null;
  /** The host has answered, or refused to. */
  known: boolean;
  /** A browser on another computer that has not joined with a code: it reads what the room reads. */
  guest: boolean;
  may(name: OperationName): boolean;
}

export function useDeskRole(): DeskRole {
  const asked = useQuery('venue.role', {});
  const role = asked.data?.role ?? null;
  return {
    role,
    known: !asked.loading,
    guest: asked.data !== undefined && role === null,
    // Without an answer (the host could not say), the desk shows what the head judge's shows, as
    // this machine's desk is; the core refuses whatever its role may not do.
    may: (name) => role === null || (operations[name].roles as readonly Role[]).includes(role),
  };
}
