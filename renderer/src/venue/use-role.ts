// runtime: dom. The role of this desk, and whether it may call an operation: what the desk shows
// follows it (the core's check is the guard; this only spares a desk buttons that would be refused).
import { operations, type OperationName } from '../../../shared/contract/operations';
import type { Role } from '../../../shared/contract/roles';
import { useQuery } from '../api/use-query';

export interface DeskRole {
  /** Null until known, and for a guest. */
  role: Role | null;
  may(name: OperationName): boolean;
}

export function useDeskRole(): DeskRole {
  const role = useQuery('venue.role', {}).data?.role ?? null;
  // Until the answer comes, the desk shows what the head judge's shows (this machine's desk is).
  return { role, may: (name) => role === null || (operations[name].roles as readonly Role[]).includes(role) };
}
