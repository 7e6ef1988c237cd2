// The scheduled_tables stage kind: round 1 makes the schedule for every planned round, later
// rounds are read from the stored one as they are; a drop, a player back, a played round seated
// by hand or a new number of rounds makes the rounds still to play again, the played ones kept.
import { describe, expect, it } from 'vitest';
import { buildRuleset } from '../../../../electron/engine/rulesets';
import { stageKind, type MadeSchedule } from '../../../../electron/engine/stages';
import type { NextRoundInput } from '../../../../electron/engine/rounds/next-round-input';
import { ScheduleRefused, scheduleQuality, type ScheduleRound } from '../../../../electron/engine/tables';
import type { TableRecord } from '../../../../electron/engine/types';

const kind = stageKind('scheduled_tables');
const ruleset = buildRuleset('generic', {});
const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

function input(players: number, round: number, over: Partial<NextRoundInput> = {}): NextRoundInput {
  return { ruleset, entries: ids(players).map((id) => ({ id, dropped: false, joinedRound: 1 })), tables: [], round, seed: `seed-${round}`, plannedRounds: 3, ...over };
}

/** A stored round as the core hands its tables back (results do not matter to the schedule). */
const asTables = (round: ScheduleRound, number: number): TableRecord[] => round.map((entries, i) => ({ round: number, table: i + 1, entries, bye: false, games: [] }));

describe('scheduled_tables', () => {
  it('makes the schedule for every planned round with round 1, and plays its round 1', () => {
    const first = kind.nextRound(input(13, 1));
    const made = first.schedule!;
    expect(made.rounds).toHaveLength(3);
    expect(made.madeAtRound).toBe(1);
    expect(made.notes).toEqual([{ code: 'schedule_made', params: { rounds: 3, players: 13 } }]);
    expect(first.tables.map((t) => t.entries)).toEqual(made.rounds[0]);
    expect(first.tables.map((t) => t.table)).toEqual([1, 2, 3, 4]);
    expect(first.tables.map((t) => t.entries.length)).toEqual([4, 3, 3, 3]);
    expect(first.byes).toEqual([]);
    // 13 players over three rounds: nobody meets anyone twice, nobody starts twice.
    expect(made.quality.repeats).toBe(0);
    expect(made.quality.firstMoreThanOnce).toBe(0);
  });

  it('reads later rounds from the stored schedule without making it again', () => {
    const made = kind.nextRound(input(16, 1)).schedule!;
    const second = kind.nextRound(input(16, 2, { schedule: made.rounds, tables: asTables(made.rounds[0]!, 1) }));
    expect(second.schedule).toBeUndefined();
    expect(second.warnings).toEqual([]);
    expect(second.tables.map((t) => t.entries)).toEqual(made.rounds[1]);
    const third = kind.nextRound(input(16, 3, { schedule: made.rounds, tables: [...asTables(made.rounds[0]!, 1), ...asTables(made.rounds[1]!, 2)] }));
    expect(third.tables.map((t) => t.entries)).toEqual(made.rounds[2]);
  });

  it('makes rounds 2 and 3 again for a drop before round 2, keeping round 1 as played', () => {
    const made = kind.nextRound(input(17, 1)).schedule!;
    const gone = made.rounds[1]![0]![2]!;
    const entries = ids(17).map((id) => ({ id, dropped: id === gone, joinedRound: 1 }));
    const second = kind.nextRound(input(17, 2, { entries, schedule: made.rounds, tables: asTables(made.rounds[0]!, 1) }));
    const again: MadeSchedule = second.schedule!;
    expect(again.madeAtRound).toBe(2);
    expect(again.rounds[0]).toEqual(made.rounds[0]);
    expect(again.notes).toEqual([
      { code: 'schedule_remade', params: { from: 2, to: 3 } },
      { code: 'schedule_player_left', params: { entryId: gone } },
    ]);
    for (const round of again.rounds.slice(1)) {
      expect(round.flat()).not.toContain(gone);
      expect(round.map((t) => t.length)).toEqual([4, 4, 4, 4]);
    }
    expect(second.tables.map((t) => t.entries)).toEqual(again.rounds[1]);
    expect(second.warnings).toEqual(again.notes);
    // The quality covers all three rounds, the played one included.
    expect(again.quality).toEqual(scheduleQuality(again.rounds));
    expect(again.quality.repeats).toBe(0);
  });

  it('takes a played round as it was seated: a round changed by hand makes the rest again', () => {
    const made = kind.nextRound(input(12, 1)).schedule!;
    const played = made.rounds[0]!.map((t) => [...t]);
    [played[0]![0], played[1]![0]] = [played[1]![0]!, played[0]![0]!];
    const second = kind.nextRound(input(12, 2, { schedule: made.rounds, tables: asTables(played, 1) }));
    expect(second.schedule!.rounds[0]).toEqual(played);
    expect(second.schedule!.notes).toContainEqual({ code: 'schedule_round_by_hand', params: { round: 1 } });
  });

  it('makes the schedule again when the planned rounds change, and needs them planned', () => {
    const made = kind.nextRound(input(9, 1)).schedule!;
    const second = kind.nextRound(input(9, 2, { plannedRounds: 4, schedule: made.rounds, tables: asTables(made.rounds[0]!, 1) }));
    expect(second.schedule!.rounds).toHaveLength(4);
    expect(second.schedule!.notes).toContainEqual({ code: 'schedule_rounds_changed', params: { from: 3, to: 4 } });
    expect(() => kind.nextRound(input(9, 1, { plannedRounds: null }))).toThrow(ScheduleRefused);
  });

  it('refuses a field no tables of 3 and 4 seat, and takes no late check-ins', () => {
    expect(() => kind.nextRound(input(5, 1))).toThrow(/5 players cannot all be seated/);
    expect(kind.lateEntries).toBe(false);
    expect(kind.decisive).toBe(false);
  });

  it('is the same schedule from the same seed', () => {
    expect(kind.nextRound(input(21, 1)).schedule).toEqual(kind.nextRound(input(21, 1)).schedule);
  });
});
