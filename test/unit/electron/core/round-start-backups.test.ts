// When a round start's backup is made: once no round start has come for a quiet spell, at most a
// longest wait after the first, one for a burst, never two at once; settled() waits for it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '../../../../shared/contract/changes';
import { roundStartBackups } from '../../../../electron/core/round-start-backups';

const change = (operation: string) => ({ operation, entity: 'round', id: 1, eventId: 1 }) as unknown as ChangeEvent;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function harness() {
  const made: number[] = [];
  let running = 0;
  let most = 0;
  const backups = roundStartBackups(
    async () => {
      running++;
      most = Math.max(most, running);
      made.push(Date.now());
      await new Promise((r) => setTimeout(r, 300));
      running--;
    },
    (err) => {
      throw err;
    },
    { quietMs: 1000, longestWaitMs: 5000 },
  );
  return { backups, made, most: () => most };
}

describe('round-start backups', () => {
  it('makes one backup for a burst of round starts, once the room has been quiet', async () => {
    const { backups, made } = harness();
    const t0 = Date.now();
    backups.onChange(change('round.pair'));
    await vi.advanceTimersByTimeAsync(400);
    backups.onChange(change('round.pair'));
    await vi.advanceTimersByTimeAsync(400);
    backups.onChange(change('round.publish'));
    await vi.advanceTimersByTimeAsync(999);
    expect(made).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(made).toEqual([t0 + 1800]);
  });

  it('ignores every other change', async () => {
    const { backups, made } = harness();
    backups.onChange(change('result.enter'));
    backups.onChange(change('player.checkIn'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(made).toEqual([]);
  });

  it('waits no longer than the longest wait after the first round start, however busy', async () => {
    const { backups, made } = harness();
    const t0 = Date.now();
    for (let i = 0; i < 12; i++) {
      backups.onChange(change('round.pair'));
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(made[0]).toBe(t0 + 5000);
  });

  it('never runs two backups at once, and settled() waits for the one still to come', async () => {
    const { backups, made, most } = harness();
    backups.onChange(change('round.pair'));
    await vi.advanceTimersByTimeAsync(1000);
    backups.onChange(change('round.publish'));
    let settled = false;
    void backups.settled().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1200);
    expect(made).toHaveLength(2);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(settled).toBe(true);
    expect(most()).toBe(1);
  });

  it('drops a backup still waiting when cancelled, and settles at once', async () => {
    const { backups, made } = harness();
    backups.onChange(change('round.pair'));
    const settled = backups.settled();
    backups.cancel();
    await settled;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(made).toEqual([]);
  });
});
