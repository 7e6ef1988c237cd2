// The event file at the largest size: a Netrunner event of 4,096 players in two divisions of
// 2,048, each with three rounds played, exported (export.event) and imported on a fresh computer
// (event.import into a new database), as an organizer moves or archives an event, and checked by
// replaying it (event.verify). Budget: the export and the import each within 5 s; the check, which
// pairs every round again, within 10 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createCore, type Core } from '../../electron/core/app-core';
import { fileSettings } from '../../electron/settings/file-settings';
import type { BenchCase } from './case';
import { coreCaller, splitResult, type BenchRound } from './core-event';
import type { MeasureRow } from './rows';
import { median } from './simulate';

export const EVENT_FILE_BUDGET_MS = 5000;
export const VERIFY_BUDGET_MS = 10_000;
const RUNS = 3;
const PLAYERS = 4096;
const ROUNDS = 3;

function freshCore(): { core: Core; close(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-bench-event-file-'));
  const core = createCore({ dbPath: join(dir, 'bench.sqlite'), settings: fileSettings(join(dir, 's.json')), log: () => {} });
  return { core, close: () => (core.close(), rmSync(dir, { recursive: true, force: true })) };
}

function playedEvent(core: Core): number {
  const call = coreCaller(core);
  const eventId = call<{ id: number }>('event.create', { name: 'Bench', date: '2026-12-05', ruleset: 'netrunner-1996', plannedRounds: ROUNDS }).id;
  const first = call<{ divisionId: number }>('event.get', { id: eventId }).divisionId;
  const second = call<{ id: number }>('division.create', { eventId, name: 'Second', plannedRounds: ROUNDS }).id;
  core.store.transaction(() => {
    for (let i = 0; i < PLAYERS; i++) {
      const p = call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}`, ...(i % 2 ? { divisionId: second } : {}) });
      call('player.checkIn', { id: p.id, version: p.version });
    }
  });
  for (const divisionId of [first, second]) {
    let newest: { roundId: number; version: number } | null = null;
    for (let r = 1; r <= ROUNDS; r++) {
      const draft: BenchRound = call<BenchRound>('round.pair', { eventId, divisionId, newest });
      const round: BenchRound = call<BenchRound>('round.publish', { roundId: draft.id, version: draft.version });
      core.store.transaction(() => {
        for (const t of round.tables.filter((x) => !x.bye)) call('result.enter', splitResult(t));
      });
      newest = { roundId: round.id, version: call<BenchRound>('round.get', { roundId: round.id }).version };
    }
  }
  return eventId;
}

/** What a round trip must keep, ids aside: each division's tables by seat names and results, and
 * its standings by name. */
function played(file: unknown) {
  const { divisions } = file as { divisions: { name: string; rounds: { tables: { number: number; seats: { name: string }[]; result: unknown }[] }[]; standings: { rows: { rank: number; name: string; groupScore: number }[] } }[] };
  return divisions.map((d) => ({
    name: d.name,
    tables: d.rounds.map((r) => r.tables.map((t) => [t.number, t.seats.map((s) => s.name), t.result === null])),
    standings: d.standings.rows.map((r) => [r.rank, r.name, r.groupScore]),
  }));
}

function row(name: string, times: number[], note: string, budget = EVENT_FILE_BUDGET_MS): MeasureRow {
  const med = median(times)!;
  return {
    kind: 'event-file',
    case: name,
    engine: 'arbiter',
    players: PLAYERS,
    rounds: ROUNDS,
    runs: times.length,
    median_ms: Math.round(med),
    worst_ms: Math.round(Math.max(...times)),
    budget_ms: budget,
    within_budget: Math.max(...times) <= budget,
    note,
  };
}

export function eventFileCase(): BenchCase {
  return {
    name: 'event-file-4096',
    run(_opts, progress) {
      const here = freshCore();
      const there = freshCore();
      try {
        const eventId = playedEvent(here.core);
        progress(`event-file-4096: ${PLAYERS} players in two divisions, ${ROUNDS} rounds each played`);
        const call = coreCaller(here.core);
        const exports: number[] = [];
        let document: unknown = null;
        for (let i = 0; i < RUNS; i++) {
          const t0 = performance.now();
          // What the desk saves: the document as JSON text.
          document = JSON.parse(JSON.stringify(call('export.event', { eventId })));
          exports.push(performance.now() - t0);
        }
        const bytes = JSON.stringify(document).length;
        const imports: number[] = [];
        const importCall = coreCaller(there.core);
        let copy = 0;
        for (let i = 0; i < RUNS; i++) {
          const t0 = performance.now();
          copy = importCall<{ id: number }>('event.import', { document }).id;
          imports.push(performance.now() - t0);
        }
        // The round trip keeps the event: every division's rounds and standings read the same.
        const same = JSON.stringify(played(document)) === JSON.stringify(played(importCall('export.event', { eventId: copy })));
        const size = `file ${(bytes / 1024 / 1024).toFixed(1)} MB`;
        const t0 = performance.now();
        const report = importCall<{ ok: boolean; problems: unknown[] }>('event.verify', { document });
        const verify = performance.now() - t0;
        const verdict = report.ok ? 'holds' : `does not hold: ${report.problems.length} problems`;
        return [
          row('event-file-4096-export', exports, size),
          row('event-file-4096-import', imports, `${size}, into a fresh database; exported again, ${same ? 'the same' : 'NOT the same'} rounds and standings`),
          row('event-file-4096-verify', [verify], `every round paired again; the file ${verdict}`, VERIFY_BUDGET_MS),
        ];
      } finally {
        here.close();
        there.close();
      }
    },
  };
}
