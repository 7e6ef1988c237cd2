// runtime: pure. What a window shows of a query after each answer. A refresh that fails for want of
// the host (a dropped connection, a host error) keeps the last good data on screen and is retried;
// a refusal that means something (not found, forbidden) replaces it, except the one of a desk whose
// access was withdrawn: it keeps what it shows (and the forms typed in) until it joins again.
import type { AppError, Result } from '../../../shared/contract/errors';

export interface QueryState<T> {
  data: T | undefined;
  error: AppError | undefined;
  loading: boolean;
  /** The data shown is the last good answer; a refresh failed and is being retried. */
  stale: boolean;
}

export const initialQueryState: QueryState<never> = { data: undefined, error: undefined, loading: true, stale: false };

export function settleQuery<T>(prev: QueryState<T>, answer: Result<T>): QueryState<T> {
  if (answer.ok) return { data: answer.value, error: undefined, loading: false, stale: false };
  if (answer.error.code === 'internal' && prev.data !== undefined) return { ...prev, loading: false, stale: true };
  // Not retried: rejoining reads everything again (venue-client.ts).
  if (answer.error.details?.reason === 'desk_revoked' && prev.data !== undefined) return { ...prev, loading: false };
  return { data: undefined, error: answer.error, loading: false, stale: false };
}

/** Waits between retries of a failed refresh: 2 s, doubling, at most 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(2000 * 2 ** attempt, 30_000);
}
