// runtime: node. SQL for the schedules stages play (scheduled_tables): one row a stage, written
// when the schedule is first made and again at each re-make, its makings kept in order.
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { scheduleMakingSchema, scheduleQualitySchema, scheduleRoundsSchema, type ScheduleMaking } from '../../../shared/model/schedule';
import { readJson, toJson } from '../json';

interface ScheduleRow {
  stage_id: number;
  rounds: string;
  quality: string;
  makings: string;
  version: number;
}

export interface StoredSchedule {
  stageId: number;
  rounds: z.output<typeof scheduleRoundsSchema>;
  quality: z.output<typeof scheduleQualitySchema>;
  makings: ScheduleMaking[];
  version: number;
}

const makingsSchema = z.array(scheduleMakingSchema);
const emptyQuality: StoredSchedule['quality'] = { repeatedPairs: [], repeats: 0, positions: [], firstMoreThanOnce: 0, positionAgain: 0 };

export function schedulesRepository(db: Database.Database) {
  const byStage = db.prepare<[number], ScheduleRow>('SELECT * FROM stage_schedules WHERE stage_id = ?');
  const upsert = db.prepare<{ stageId: number; rounds: string; quality: string; makings: string }>(
    `INSERT INTO stage_schedules (stage_id, rounds, quality, makings, version) VALUES (@stageId, @rounds, @quality, @makings, 1)
     ON CONFLICT (stage_id) DO UPDATE SET rounds = excluded.rounds, quality = excluded.quality, makings = excluded.makings, version = version + 1`,
  );
  const get = (stageId: number): StoredSchedule | undefined => {
    const r = byStage.get(stageId);
    if (!r) return undefined;
    // The columns are NOT NULL: readJson's fallback for NULL never applies.
    return {
      stageId,
      rounds: readJson('stage_schedules.rounds', scheduleRoundsSchema, r.rounds, []),
      quality: readJson('stage_schedules.quality', scheduleQualitySchema, r.quality, emptyQuality),
      makings: readJson('stage_schedules.makings', makingsSchema, r.makings, []),
      version: r.version,
    };
  };
  return {
    get,
    /** Stores the schedule made now, its making after those before. Written only inside the
     * command that pairs the round it was made for, so no other desk writes it meanwhile. */
    save(stageId: number, schedule: Pick<StoredSchedule, 'rounds' | 'quality'>, making: ScheduleMaking): void {
      const before = get(stageId)?.makings ?? [];
      upsert.run({ stageId, rounds: toJson(schedule.rounds), quality: toJson(schedule.quality), makings: toJson([...before, making]) });
    },
    /** Writes a schedule as another event stored it, every making kept (an imported event file). */
    restore(stageId: number, schedule: Pick<StoredSchedule, 'rounds' | 'quality' | 'makings'>): void {
      upsert.run({ stageId, rounds: toJson(schedule.rounds), quality: toJson(schedule.quality), makings: toJson(schedule.makings) });
    },
  };
}
