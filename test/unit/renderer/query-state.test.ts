// A failed refresh keeps what the window shows and is retried; a meaningful refusal replaces it.
import { expect, it } from 'vitest';
import { initialQueryState, retryDelay, settleQuery } from '../../../renderer/src/api/query-state';

const down = { ok: false as const, error: { code: 'internal' as const, message: 'Arbiter cannot be reached.' } };

it('keeps the last good data when a refresh cannot reach the host, and clears the mark on the next answer', () => {
  const loaded = settleQuery<string[]>(initialQueryState, { ok: true, value: ['Anna'] });
  expect(loaded).toEqual({ data: ['Anna'], error: undefined, loading: false, stale: false });
  const failed = settleQuery(loaded, down);
  expect(failed).toEqual({ data: ['Anna'], error: undefined, loading: false, stale: true });
  expect(settleQuery(failed, { ok: true, value: ['Anna', 'Boris'] })).toEqual({ data: ['Anna', 'Boris'], error: undefined, loading: false, stale: false });
});

it('shows the error when there is nothing to keep, or when the refusal means something', () => {
  expect(settleQuery(initialQueryState, down)).toEqual({ data: undefined, error: down.error, loading: false, stale: false });
  const loaded = settleQuery<string[]>(initialQueryState, { ok: true, value: ['Anna'] });
  const gone = { ok: false as const, error: { code: 'not_found' as const, message: 'There is no round 9.' } };
  expect(settleQuery(loaded, gone)).toEqual({ data: undefined, error: gone.error, loading: false, stale: false });
});

it('retries after 2 s, doubling up to 30 s', () => {
  expect([0, 1, 2, 3, 4, 5].map(retryDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
});

it('keeps what a desk shows when its access was withdrawn, without retrying (joining again reads everything)', () => {
  const loaded = settleQuery<string[]>(initialQueryState, { ok: true, value: ['Anna'] });
  const revoked = { ok: false as const, error: { code: 'forbidden' as const, message: 'The join code of this results desk was revoked.', details: { reason: 'desk_revoked' } } };
  expect(settleQuery(loaded, revoked)).toEqual({ data: ['Anna'], error: undefined, loading: false, stale: false });
  expect(settleQuery(initialQueryState, revoked)).toEqual({ data: undefined, error: revoked.error, loading: false, stale: false });
});
