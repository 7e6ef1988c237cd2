// The refetch schedule on a clock the test turns: the first change refetches at once, a burst
// becomes one refetch per gap, none runs twice at once, and every change is in some answer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRefetchSchedule, type ScheduleTimers } from '../../../renderer/src/api/refetch-schedule';

/** A manual clock: timers fire when `advance` passes them. */
function manualTimers() {
  let now = 0;
  let timers: { at: number; f: () => void }[] = [];
  const clock: ScheduleTimers & { advance(ms: number): void } = {
    now: () => now,
    after(ms, f) {
      const t = { at: now + ms, f };
      timers.push(t);
      return () => {
        timers = timers.filter((x) => x !== t);
      };
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const next = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        timers = timers.filter((t) => t !== next);
        now = next.at;
        next.f();
      }
      now = end;
    },
  };
  return clock;
}

/** A query whose answers the test settles by hand; each run records when it started. */
function fakeQuery(clock: ReturnType<typeof manualTimers>) {
  const starts: number[] = [];
  const open: (() => void)[] = [];
  return {
    starts,
    open,
    run: () =>
      new Promise<void>((resolve) => {
        starts.push(clock.now());
        open.push(resolve);
      }),
    async settleAll() {
      while (open.length) open.shift()!();
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

describe('the refetch schedule', () => {
  it('refetches at once after a quiet spell, then at most once per gap during a burst', async () => {
    const clock = manualTimers();
    const q = fakeQuery(clock);
    const s = createRefetchSchedule(q.run, clock, 250);
    s.request();
    expect(q.starts).toEqual([0]);
    await q.settleAll();
    for (let ms = 0; ms < 1000; ms += 100) {
      clock.advance(100);
      s.request();
      await q.settleAll();
    }
    expect(q.starts).toEqual([0, 250, 500, 750, 1000]);
  });

  it('never runs twice at once: changes during a slow answer make one more run after it', async () => {
    const clock = manualTimers();
    const q = fakeQuery(clock);
    const s = createRefetchSchedule(q.run, clock, 250);
    s.request();
    clock.advance(300);
    s.request();
    s.request();
    clock.advance(1000);
    expect(q.starts).toEqual([0]);
    await q.settleAll();
    expect(q.starts).toEqual([0, 1300]);
  });

  it('stops: a pending refetch is dropped', async () => {
    const clock = manualTimers();
    const q = fakeQuery(clock);
    const s = createRefetchSchedule(q.run, clock, 250);
    s.request();
    await q.settleAll();
    s.request();
    s.stop();
    clock.advance(1000);
    expect(q.starts).toEqual([0]);
  });

  it('for any pattern of changes and answer times, every change is followed by a run that started after it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ wait: fc.integer({ min: 0, max: 400 }), settle: fc.boolean() }), { maxLength: 40 }), async (steps) => {
        const clock = manualTimers();
        const q = fakeQuery(clock);
        const s = createRefetchSchedule(q.run, clock, 250);
        let lastChange = -1;
        for (const step of steps) {
          clock.advance(step.wait);
          s.request();
          lastChange = clock.now();
          if (step.settle) await q.settleAll();
          expect(q.open.length).toBeLessThanOrEqual(1);
        }
        for (let i = 0; i < 5; i++) {
          await q.settleAll();
          clock.advance(300);
        }
        if (lastChange >= 0) expect(q.starts.at(-1)).toBeGreaterThanOrEqual(lastChange);
        q.starts.slice(1).forEach((t, i) => expect(t - q.starts[i]!).toBeGreaterThanOrEqual(250));
      }),
    );
  });
});
