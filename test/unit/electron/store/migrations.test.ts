import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrations, schemaVersion } from '../../../../electron/store/migrations';
import { createStore } from '../../../../electron/store/store';
import { featureSchemas } from '../../../../electron/features/registry';
import { eventMaps } from '../../../../electron/features/shared-map/maps';
import { collectionLists } from '../../../../electron/features/collections/lists';
import { inspections } from '../../../../electron/features/squads/inspections';
import { squadLists } from '../../../../electron/features/squads/squads';
import { ruleNotices } from '../../../../electron/features/rule-notice/notices';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arbiter-migrate-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A database as version 1 of the app left it, with an event, players and audit rows. */
function version1Database(path: string): void {
  const db = new Database(path);
  db.exec(migrations[0] as string);
  db.pragma('user_version = 1');
  db.prepare("INSERT INTO events (name, date, ruleset, created_at) VALUES ('Old Open', '2026-11-01', 'generic', '2026-11-01T09:00:00Z')").run();
  const insert = db.prepare("INSERT INTO players (event_id, name, search_key, check_in_order) VALUES (1, ?, ?, ?)");
  insert.run('Ann', 'ann', 1);
  insert.run('Ben', 'ben', null);
  db.prepare("INSERT INTO audit (at, actor, operation, input) VALUES ('2026-11-01T09:00:00Z', 'desk', 'event.create', '{}')").run();
  db.close();
}

describe('migration 2: divisions, stages, entries, rounds', () => {
  it('gives an existing event its default division and Swiss stage and keeps its data', () => {
    const path = join(dir, 'v1.sqlite');
    version1Database(path);
    const store = createStore(path, { features: featureSchemas() });
    expect(store.db.pragma('user_version', { simple: true })).toBe(schemaVersion);
    expect(store.events.get(1)).toMatchObject({ name: 'Old Open', options: {} });
    expect(store.divisions.stages(1)).toEqual([expect.objectContaining({ position: 1, kind: 'swiss', cut: null })]);
    expect(store.players.list(1).map((p) => p.name)).toEqual(['Ann', 'Ben']);
    expect(store.entries.checkedInWithoutEntry(1).map((p) => p.name)).toEqual(['Ann']);
    expect(store.audit.recent(5)).toEqual([expect.objectContaining({ operation: 'event.create', eventId: null, detail: null })]);
    store.close();
    // The old file was copied before migrating.
    expect(readdirSync(dir).some((f) => f.startsWith('before-migration-1-'))).toBe(true);
  });
});

describe('migration 3: the natural sort key of players', () => {
  it('orders the players already registered by the numbers in their names', () => {
    const path = join(dir, 'v1.sqlite');
    version1Database(path);
    const db = new Database(path);
    const insert = db.prepare('INSERT INTO players (event_id, name, search_key) VALUES (1, ?, ?)');
    for (const name of ['Takahashi 119', 'Takahashi 39', 'Takahashi 7']) insert.run(name, name.toLowerCase());
    db.close();
    const store = createStore(path, { features: featureSchemas() });
    expect(store.players.list(1, { filter: 'takahashi' }).map((p) => p.name)).toEqual(['Takahashi 7', 'Takahashi 39', 'Takahashi 119']);
    store.close();
  });
});

/** A database as version 3 of the app left it: a Generic event with two players, round 1 closed
 * with its result, round 2 a draft. */
function version3Database(path: string): void {
  const db = new Database(path);
  for (const m of migrations.slice(0, 3)) {
    if (typeof m === 'string') db.exec(m);
    else if (typeof m === 'function') m(db);
  }
  db.pragma('user_version = 3');
  db.prepare(
    "INSERT INTO events (name, date, ruleset, options, slip_secret, created_at) VALUES ('Club Swiss', '2026-11-20', 'generic', '{\"matchPoints\":{\"win\":2}}', 'abc', '2026-11-20T09:00:00Z')",
  ).run();
  db.exec(`
    INSERT INTO divisions (event_id, name) VALUES (1, 'Open');
    INSERT INTO stages (event_id, division_id, kind, position) VALUES (1, 1, 'swiss', 1);
    INSERT INTO players (event_id, name, search_key, check_in_order) VALUES (1, 'Ann', 'ann', 1), (1, 'Ben', 'ben', 2);
    INSERT INTO entries (event_id, division_id, name) VALUES (1, 1, 'Ann'), (1, 1, 'Ben');
    INSERT INTO entry_members (entry_id, player_id) VALUES (1, 1), (2, 2);
    INSERT INTO rounds (stage_id, number, status, seed, clock_minutes, clock_warning_minutes) VALUES (1, 1, 'closed', 's1', 50, 10), (1, 2, 'draft', 's2', 50, 10);
    INSERT INTO round_tables (round_id, number, result) VALUES (1, 1, '{"games":[{"seats":[{"entryId":1,"outcome":"win","score":0},{"entryId":2,"outcome":"loss","score":0}]}]}'), (2, 1, NULL);
    INSERT INTO seats (table_id, position, entry_id) VALUES (1, 1, 1), (1, 2, 2), (2, 1, 2), (2, 2, 1);
  `);
  db.close();
}

describe('migration 4: planned rounds on the stage', () => {
  it('leaves an existing event without a plan (no limit) and keeps its rounds', () => {
    const path = join(dir, 'v3.sqlite');
    version3Database(path);
    const store = createStore(path, { features: featureSchemas() });
    expect(store.db.pragma('user_version', { simple: true })).toBe(schemaVersion);
    expect(store.events.get(1)).toMatchObject({ name: 'Club Swiss', plannedRounds: null, options: { matchPoints: { win: 2 } } });
    expect(store.divisions.roundFacts(1)).toEqual({ latestRound: 2, startedRounds: 1, checkedIn: 2 });
    expect(store.played.list(1).map((r) => [r.number, r.status])).toEqual([
      [1, 'closed'],
      [2, 'draft'],
    ]);
    // The new column takes a plan and refuses a nonsense one.
    expect(store.events.update({ ...store.events.get(1)!, plannedRounds: 3 }, 0)).toBe(true);
    expect(store.events.get(1)!.plannedRounds).toBe(3);
    expect(() => store.db.prepare('UPDATE stages SET planned_rounds = 0').run()).toThrow(/CHECK/);
    store.close();
    expect(readdirSync(dir).some((f) => f.startsWith('before-migration-3-'))).toBe(true);
  });
});

describe('migration 5: indexes for the result counts', () => {
  it('counts the tables that play and those without a result from the index, as before', () => {
    const path = join(dir, 'v3-for-5.sqlite');
    version3Database(path);
    const store = createStore(path, { features: featureSchemas() });
    const plan = store.db
      .prepare("EXPLAIN QUERY PLAN SELECT COUNT(*) FROM round_tables t WHERE t.round_id = 1 AND t.is_bye = 0 AND t.result IS NULL")
      .all()
      .map((r) => (r as { detail: string }).detail)
      .join(' ');
    expect(plan).toContain('round_tables_waiting');
    const stage = { position: 1, kind: 'swiss', round: 1 };
    expect(store.rounds.summaries(1)).toEqual([
      { id: 1, stageId: 1, stage, number: 1, status: 'closed', version: 0, tables: 1, withoutResult: 0, byes: 0 },
      { id: 2, stageId: 1, stage: { ...stage, round: 2 }, number: 2, status: 'draft', version: 0, tables: 1, withoutResult: 1, byes: 0 },
    ]);
    store.close();
  });
});

describe('migration 6: stages in order, a cut from the stage before', () => {
  it('keeps every stage and its rounds, admits a cut after the first stage and double elimination, and leaves foreign keys on', () => {
    const path = join(dir, 'v3-for-6.sqlite');
    version3Database(path);
    const store = createStore(path, { features: featureSchemas() });
    expect(store.divisions.stages(1)).toEqual([{ id: 1, position: 1, kind: 'swiss', cut: null, plannedRounds: null, rounds: 2 }]);
    expect(store.played.list(1).map((r) => r.stageId)).toEqual([1, 1]);
    store.divisions.setStages(1, 1, [{ kind: 'swiss' }, { kind: 'double_elimination', cut: 8 }]);
    expect(store.divisions.stages(1).map((s) => [s.id, s.position, s.kind, s.cut])).toEqual([
      [1, 1, 'swiss', null],
      [2, 2, 'double_elimination', 8],
    ]);
    // The first stage takes the registration; a kind the app does not know is refused (since
    // migration 26 by the code that writes stages).
    expect(() => store.db.prepare('UPDATE stages SET cut = 4 WHERE position = 1').run()).toThrow(/CHECK/);
    expect(() => store.divisions.setStages(1, 1, [{ kind: 'swiss' }, { kind: 'ladder', cut: 8 }])).toThrow('There is no stage kind "ladder".');
    expect(store.db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(() => store.db.prepare("INSERT INTO rounds (stage_id, number, status, seed, clock_minutes, clock_warning_minutes) VALUES (99, 9, 'draft', 's', 50, 10)").run()).toThrow(/FOREIGN KEY/);
    store.close();
  });
});

describe('migration 7: divisions side by side', () => {
  it('keeps an existing event in its one division, playing the event’s options, with every player in it', () => {
    const path = join(dir, 'v3-for-7.sqlite');
    version3Database(path);
    const store = createStore(path, { features: featureSchemas() });
    expect(store.divisions.list(1)).toEqual([{ id: 1, eventId: 1, position: 1, name: 'Open', options: null, version: 0 }]);
    expect(store.players.list(1).map((p) => p.divisionId)).toEqual([null, null]);
    expect(store.divisions.roundFacts(1)).toEqual({ latestRound: 2, startedRounds: 1, checkedIn: 2 });
    // A second division starts empty; a player cannot point at a division that is not there.
    const second = store.divisions.insert(1, 'Juniors', { format: 'round_robin' }, [{ kind: 'round_robin' }], null);
    expect(store.divisions.get(second)).toMatchObject({ position: 2, options: { format: 'round_robin' } });
    expect(store.divisions.roundFacts(second)).toEqual({ latestRound: 0, startedRounds: 0, checkedIn: 0 });
    expect(() => store.db.prepare('UPDATE players SET division_id = 99 WHERE id = 1').run()).toThrow(/FOREIGN KEY/);
    store.close();
  });
});

describe('migration 8: squads, inspections and the notice of rule modifications', () => {
  it('keeps the event and its players, and gives them squads, inspections and a notice that go with a removed registration', () => {
    const path = join(dir, 'v3-for-8.sqlite');
    version3Database(path);
    const store = createStore(path, { features: featureSchemas() });
    expect(store.db.pragma('user_version', { simple: true })).toBe(schemaVersion);
    expect(store.players.list(1).map((p) => p.name)).toEqual(['Ann', 'Ben']);
    expect(squadLists(store).get(1)).toBeUndefined();
    expect(ruleNotices(store).get(1)).toEqual({ eventId: 1, text: '', version: 0, updatedAt: null });

    expect(squadLists(store).set(1, 0, [{ name: 'Venom', points: 60 }], [])).toBe(true);
    expect(squadLists(store).set(1, 0, [], [])).toBe(false);
    expect(squadLists(store).get(1)).toEqual({ playerId: 1, figures: [{ name: 'Venom', points: 60 }], backups: [], version: 1 });
    const at = '2026-11-20T10:00:00Z';
    const inspection = inspections(store).insert({ eventId: 1, playerId: 1, figure: 'Venom', measuredCg: 1231, standardCg: 1200, note: null, requestedBy: 2, passes: false, at });
    expect(inspection).toMatchObject({ playerName: 'Ann', requestedBy: { id: 2, name: 'Ben' }, overGrams: 0.31, result: 'disqualified' });
    expect(ruleNotices(store).set(1, 0, 'No customized figures.', at)).toBe(true);
    expect(ruleNotices(store).set(1, 0, 'Other', at)).toBe(false);
    expect(() => store.db.prepare('UPDATE inspections SET passes = 2').run()).toThrow(/CHECK/);

    // A registration removed before it played takes its squad and inspections; one that asked
    // for an inspection leaves it, without a name.
    store.db.prepare('DELETE FROM entry_members WHERE player_id = 2').run();
    store.db.prepare('DELETE FROM players WHERE id = 2').run();
    expect(inspections(store).list(1, null)).toEqual([expect.objectContaining({ id: inspection.id, requestedBy: null })]);
    store.db.prepare('DELETE FROM entry_members WHERE player_id = 1').run();
    store.db.prepare('DELETE FROM players WHERE id = 1').run();
    expect(squadLists(store).get(1)).toBeUndefined();
    expect(inspections(store).list(1, null)).toEqual([]);
    expect(ruleNotices(store).get(1).text).toBe('No customized figures.');
    store.close();
  });
});

describe('migration 13: table timers and the shared map', () => {
  it('gives the tables of an old round no timers (no record of the feature), and the event an empty map that takes only PNG or JPEG', () => {
    const path = join(dir, 'v3-for-13.sqlite');
    version3Database(path);
    const store = createStore(path, { features: featureSchemas() });
    expect(store.db.pragma('user_version', { simple: true })).toBe(schemaVersion);
    const tables = store.rounds.get(1)!.tables;
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) expect(table.records).toEqual({});
    expect(eventMaps(store).get(1)).toEqual({ eventId: 1, description: '', image: null, version: 0, updatedAt: null });
    expect(() => store.db.prepare("INSERT INTO event_maps (event_id, description, image, image_type, version, updated_at) VALUES (1, '', x'00', 'image/gif', 1, 'now')").run()).toThrow(/CHECK/);
    expect(() => store.db.prepare("INSERT INTO event_maps (event_id, description, image, image_type, version, updated_at) VALUES (1, '', x'00', NULL, 1, 'now')").run()).toThrow(/CHECK/);
    store.close();
  });
});

describe('migration 14: a drop may be a no-show', () => {
  it('leaves an old drop a plain drop, and takes only yes or no', () => {
    const path = join(dir, 'v3-for-14.sqlite');
    version3Database(path);
    migrateRaw(path, 13);
    const db = new Database(path);
    db.prepare("UPDATE entries SET dropped_after_round = 1, drop_reason = 'Went home' WHERE id = 1").run();
    db.close();
    const store = createStore(path, { features: featureSchemas() });
    expect(store.entries.get(1)).toMatchObject({ droppedAfterRound: 1, noShow: false, disqualification: null });
    expect(store.entries.drop(2, store.entries.get(2)!.version, 1, 'Never came', { noShow: true })).toBe(true);
    expect(store.entries.get(2)).toMatchObject({ droppedAfterRound: 1, noShow: true, forfeited: false });
    expect(store.entries.reinstate(2, store.entries.get(2)!.version)).toBe(true);
    expect(store.entries.get(2)).toMatchObject({ droppedAfterRound: null, noShow: false });
    expect(() => store.db.prepare('UPDATE entries SET no_show = 2 WHERE id = 1').run()).toThrow(/CHECK/);
    store.close();
  });
});

describe('migration 16: collection lists', () => {
  it('gives the players of an old event no list, and keeps one saved over the version read', () => {
    const path = join(dir, 'v3-for-16.sqlite');
    version3Database(path);
    const store = createStore(path, { features: featureSchemas() });
    expect(store.db.pragma('user_version', { simple: true })).toBe(schemaVersion);
    const player = store.db.prepare<[], { id: number }>('SELECT id FROM players ORDER BY id LIMIT 1').get()!;
    expect(collectionLists(store).get(player.id)).toBeUndefined();
    const line = { name: 'Bauhaus Blitzer', count: 5, language: 'en', warrior: true, promo: false, limit: null, section: 'deck' } as const;
    expect(collectionLists(store).set(player.id, 0, [line])).toBe(true);
    expect(collectionLists(store).set(player.id, 0, [line])).toBe(false);
    expect(collectionLists(store).get(player.id)).toEqual({ playerId: player.id, lines: [line], version: 1 });
    expect(() => store.db.prepare('INSERT INTO collections (player_id, lines, version) VALUES (?, ?, 0)').run(player.id + 1000, '[]')).toThrow();
    store.close();
  });
});

describe('migration 17: an event’s places', () => {
  it('leaves an old event without a limit, keeps places set, and takes no number below 1', () => {
    const path = join(dir, 'v3-for-17.sqlite');
    version3Database(path);
    migrateRaw(path, 16);
    const store = createStore(path, { features: featureSchemas() });
    expect(store.db.pragma('user_version', { simple: true })).toBe(schemaVersion);
    const old = store.events.get(1)!;
    expect(old.places).toBeNull();
    expect(store.events.update({ ...old, places: 40 }, old.version)).toBe(true);
    expect(store.events.get(1)).toMatchObject({ places: 40, version: old.version + 1 });
    expect(() => store.db.prepare('UPDATE events SET places = 0 WHERE id = 1').run()).toThrow(/CHECK/);
    store.close();
  });
});

/** Runs the app's migrations on a file only up to `version`, as an older Arbiter left it. */
function migrateRaw(path: string, version: number): void {
  const db = new Database(path);
  db.pragma('foreign_keys = OFF');
  for (let v = db.pragma('user_version', { simple: true }) as number; v < version; v++) {
    const m = migrations[v]!;
    if (typeof m === 'string') db.exec(m);
    else if (typeof m === 'object') db.exec(m.rebuild);
    else m(db);
    db.pragma(`user_version = ${v + 1}`);
  }
  db.close();
}

describe('migration 11: schedules made in advance', () => {
  it('keeps every stage with its cut, admits scheduled_tables, and stores one schedule a stage that goes with it', () => {
    const path = join(dir, 'v3-for-11.sqlite');
    version3Database(path);
    // At version 10, the stage of every event's division and a cut after it, then migration 11 on.
    migrateRaw(path, 10);
    const db = new Database(path);
    db.prepare("INSERT INTO stages (event_id, division_id, kind, position, cut) VALUES (1, 1, 'elimination', 2, 4)").run();
    db.close();
    const again = createStore(path, { features: featureSchemas() });
    expect(again.divisions.stages(1).map((s) => [s.id, s.position, s.kind, s.cut])).toEqual([
      [1, 1, 'swiss', null],
      [2, 2, 'elimination', 4],
    ]);
    expect(again.played.list(1).map((r) => r.stageId)).toEqual([1, 1]);
    again.divisions.setStages(1, 1, [{ kind: 'scheduled_tables' }]);
    expect(again.schedules.get(1)).toBeUndefined();
    const quality = { repeatedPairs: [], repeats: 0, positions: [], firstMoreThanOnce: 0, positionAgain: 0 };
    again.schedules.save(1, { rounds: [[[1, 2, 3]]], quality }, { round: 1, seed: 's', notes: [{ code: 'schedule_made' }] });
    again.schedules.save(1, { rounds: [[[2, 3, 1]]], quality }, { round: 1, seed: 't', notes: [] });
    expect(again.schedules.get(1)).toEqual({ stageId: 1, rounds: [[[2, 3, 1]]], quality, makings: [{ round: 1, seed: 's', notes: [{ code: 'schedule_made' }] }, { round: 1, seed: 't', notes: [] }], version: 2 });
    expect(() => again.divisions.setStages(1, 1, [{ kind: 'ladder' }])).toThrow('There is no stage kind "ladder".');
    expect(() => again.db.prepare("INSERT INTO stage_schedules (stage_id, rounds, quality, makings, version) VALUES (99, '[]', '{}', '[]', 1)").run()).toThrow(/FOREIGN KEY/);
    expect(again.db.pragma('foreign_keys', { simple: true })).toBe(1);
    again.close();
  });
});

describe('migration 18: several warnings a round', () => {
  it('keeps the one warning of an old round, and stores the marks of a new round', () => {
    const path = join(dir, 'v3-for-18.sqlite');
    version3Database(path);
    const store = createStore(path, { features: featureSchemas() });
    expect(store.db.pragma('user_version', { simple: true })).toBe(schemaVersion);
    const old = store.rounds.get(1)!;
    expect(old.clock.warningMarks).toBeUndefined();
    const id = store.rounds.insert(store.db.prepare<[], { stage_id: number }>('SELECT stage_id FROM rounds WHERE id = 1').get()!.stage_id, { number: 99, seed: 's', warnings: [], minutes: 60, warningMinutes: 15, warningMarks: [15, 10, 5] }, []).roundId;
    expect(store.rounds.get(id)!.clock).toMatchObject({ warningMinutes: 15, warningMarks: [15, 10, 5] });
    store.close();
  });
});

describe('migration 25: family names and the event’s name order', () => {
  it('leaves old players without a family name and an old event as registered, and takes only the two orders', () => {
    const path = join(dir, 'v3-for-25.sqlite');
    version3Database(path);
    migrateRaw(path, 24);
    const store = createStore(path, { features: featureSchemas() });
    expect(store.db.pragma('user_version', { simple: true })).toBe(schemaVersion);
    expect(store.players.get(1)).toMatchObject({ name: 'Ann', familyName: null, version: 0 });
    const old = store.events.get(1)!;
    expect(old.nameOrder).toBe('given-family');
    expect(store.events.update({ ...old, nameOrder: 'family-given' }, old.version)).toBe(true);
    expect(store.events.get(1)).toMatchObject({ nameOrder: 'family-given', version: old.version + 1 });
    expect(() => store.db.prepare("UPDATE events SET name_order = 'family' WHERE id = 1").run()).toThrow(/CHECK/);
    store.close();
  });
});

describe('migration 26: stage kinds checked in code, not by a CHECK', () => {
  it('keeps every stage with its id, kind, cut and planned rounds, its rounds and schedule, and refuses an unknown kind where stages are written', () => {
    const path = join(dir, 'v3-for-26.sqlite');
    version3Database(path);
    migrateRaw(path, 25);
    const db = new Database(path);
    db.exec(`
      UPDATE stages SET planned_rounds = 3 WHERE id = 1;
      INSERT INTO stages (event_id, division_id, kind, position, cut) VALUES (1, 1, 'seated_playoff', 2, 4);
      INSERT INTO divisions (event_id, name) VALUES (1, 'Juniors');
      INSERT INTO stages (event_id, division_id, kind, position, planned_rounds) VALUES (1, 2, 'team_rounds', 1, 2);
      INSERT INTO stage_schedules (stage_id, rounds, quality, makings, version) VALUES (3, '[[[1,2]]]', '{"repeatedPairs":[],"repeats":0,"positions":[],"firstMoreThanOnce":0,"positionAgain":0}', '[]', 1);
    `);
    db.close();
    const store = createStore(path, { features: featureSchemas() });
    expect(store.db.pragma('user_version', { simple: true })).toBe(schemaVersion);
    expect(store.divisions.stages(1)).toEqual([
      { id: 1, position: 1, kind: 'swiss', cut: null, plannedRounds: 3, rounds: 2 },
      { id: 2, position: 2, kind: 'seated_playoff', cut: 4, plannedRounds: null, rounds: 0 },
    ]);
    expect(store.divisions.stages(2)).toEqual([{ id: 3, position: 1, kind: 'team_rounds', cut: null, plannedRounds: 2, rounds: 0 }]);
    expect(store.played.list(1).map((r) => [r.stageId, r.number, r.status])).toEqual([
      [1, 1, 'closed'],
      [1, 2, 'draft'],
    ]);
    expect(store.schedules.get(3)).toMatchObject({ stageId: 3, rounds: [[[1, 2]]], version: 1 });
    const schema = store.db.prepare<[], { sql: string }>("SELECT sql FROM sqlite_master WHERE name = 'stages'").get()!.sql;
    expect(schema).not.toContain('CHECK (kind');
    // The other constraints stand.
    expect(() => store.db.prepare('UPDATE stages SET cut = 4 WHERE id = 1').run()).toThrow(/CHECK/);
    expect(() => store.db.prepare('UPDATE stages SET planned_rounds = 0 WHERE id = 1').run()).toThrow(/CHECK/);
    expect(() => store.db.prepare("INSERT INTO stages (event_id, division_id, kind, position) VALUES (1, 1, 'swiss', 2)").run()).toThrow(/UNIQUE/);
    expect(() => store.db.prepare("INSERT INTO stages (event_id, division_id, kind, position) VALUES (1, 99, 'swiss', 1)").run()).toThrow(/FOREIGN KEY/);
    expect(() => store.db.prepare("INSERT INTO rounds (stage_id, number, status, seed, clock_minutes, clock_warning_minutes) VALUES (99, 9, 'draft', 's', 50, 10)").run()).toThrow(/FOREIGN KEY/);
    expect(store.db.pragma('foreign_keys', { simple: true })).toBe(1);
    // A kind engine/stages does not have is refused before anything is written.
    expect(() => store.divisions.setStages(1, 1, [{ kind: 'swiss' }, { kind: 'ladder', cut: 4 }])).toThrow('There is no stage kind "ladder".');
    expect(() => store.divisions.insert(1, 'Seniors', null, [{ kind: 'ladder' }], null)).toThrow('There is no stage kind "ladder".');
    expect(store.divisions.stages(1).map((s) => s.kind)).toEqual(['swiss', 'seated_playoff']);
    expect(store.divisions.list(1).map((d) => d.name)).toEqual(['Open', 'Juniors']);
    // A kind it has is written as before.
    store.divisions.setStages(1, 1, [{ kind: 'swiss' }, { kind: 'double_elimination', cut: 8 }]);
    expect(store.divisions.stages(1).map((s) => [s.id, s.kind, s.cut])).toEqual([
      [1, 'swiss', null],
      [2, 'double_elimination', 8],
    ]);
    store.close();
    expect(readdirSync(dir).some((f) => f.startsWith('before-migration-25-'))).toBe(true);
  });
});
