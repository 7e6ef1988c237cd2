// runtime: node. A scheduled_tables stage's schedule as the desk, the projector and the printed
// seating list read it: every round's tables with names in starting order (a round already
// paired as it was paired, drafts included, as it will be played; the others as the schedule
// has them), each player's table and position per round, the quality report in names, and each
// time it was made with why.
import type { ScheduleView } from '../../../shared/model/schedule';
import type { StoredSchedule } from '../../store/repositories/schedules';
import type { EventState } from './event-state';
import type { StageLine } from './stages';
import { compareFamilyFirst } from '../../../shared/text/family-name';

// The order of String.localeCompare; each reader sorts the list again in its own language
// (renderer/src/schedule/schedule-text.ts).
const byName = new Intl.Collator();

/** `sortNames`: family name first, by entry id, where the player's family name is known. */
export function scheduleView(state: EventState, line: StageLine, stored: StoredSchedule, sortNames: ReadonlyMap<number, string>): ScheduleView {
  const names = new Map(state.entries.map((e) => [e.id, e.name]));
  const dropped = new Set(state.entries.filter((e) => e.droppedAfterRound !== null).map((e) => e.id));
  const name = (id: number) => names.get(id) ?? `#${id}`;
  const paired = new Map(state.rounds.filter((r) => r.stageId === line.id).map((r) => [r.number - line.offset, r]));
  const rounds = stored.rounds.map((scheduled, i) => {
    const round = paired.get(i + 1);
    const tables = round ? round.tables.filter((t) => !t.bye).sort((a, b) => a.number - b.number).map((t) => ({ table: t.number, entries: t.entries })) : scheduled.map((entries, t) => ({ table: t + 1, entries }));
    return {
      round: i + 1,
      status: round?.status ?? ('to_play' as const),
      tables: tables.map((t) => ({ table: t.table, seats: t.entries.map((entryId, p) => ({ position: p + 1, entryId, name: name(entryId), dropped: dropped.has(entryId) })) })),
    };
  });
  const seats = new Map<number, ({ table: number; position: number } | null)[]>();
  rounds.forEach((r, i) => {
    for (const t of r.tables) {
      for (const s of t.seats) {
        if (!seats.has(s.entryId)) seats.set(s.entryId, rounds.map(() => null));
        seats.get(s.entryId)![i] = { table: t.table, position: s.position };
      }
    }
  });
  const players = [...seats]
    .map(([entryId, list]) => ({ entryId, name: name(entryId), ...(sortNames.has(entryId) ? { sortName: sortNames.get(entryId)! } : {}), dropped: dropped.has(entryId), seats: list }))
    .sort((a, b) => compareFamilyFirst(byName, a, b) || a.entryId - b.entryId);
  const ref = (entryId: number) => ({ entryId, name: name(entryId) });
  const { quality } = stored;
  return {
    eventId: state.event.id,
    stage: { position: line.position, kind: line.kindId },
    offset: line.offset,
    currentRound: Math.max(0, ...rounds.filter((r) => r.status === 'published' || r.status === 'closed').map((r) => r.round)),
    rounds,
    players,
    quality: {
      repeats: quality.repeats,
      repeatedPairs: quality.repeatedPairs.map((p) => ({ a: ref(p.a), b: ref(p.b), times: p.times })),
      firstMoreThanOnce: quality.firstMoreThanOnce,
      positionAgain: quality.positionAgain,
    },
    remakePending: rounds.some((r) => r.status === 'to_play' && r.tables.some((t) => t.seats.some((x) => x.dropped))),
    makings: stored.makings,
  };
}
