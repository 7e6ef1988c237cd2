// Memory (design.md: main process <= 300 MB with a 4,096-player event), measured in a child
// process (memory-child.ts) so nothing else the bench did counts.
import { spawnSync } from 'node:child_process';
import type { BenchCase } from './case';
import type { MeasureRow } from './rows';

export const MEMORY_BUDGET_MB = 300;

export function memoryCase(): BenchCase {
  return {
    name: 'memory-4096',
    run(_opts, progress) {
      const child = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/memory-child.ts'], { encoding: 'utf8', maxBuffer: 1 << 20 });
      if (child.status !== 0) throw new Error(`memory-4096 failed: ${child.stderr}`);
      const m = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as { players: number; rounds: number; rss_mb: number; peak_rss_mb: number };
      progress(`memory-4096: peak ${m.peak_rss_mb} MB`);
      const row: MeasureRow = {
        kind: 'memory',
        case: 'memory-4096',
        engine: 'arbiter',
        players: m.players,
        rounds: m.rounds,
        runs: 1,
        median_ms: m.rss_mb,
        worst_ms: m.peak_rss_mb,
        budget_ms: MEMORY_BUDGET_MB,
        within_budget: m.peak_rss_mb <= MEMORY_BUDGET_MB,
        note: 'megabytes, not ms: "median" is the resident set at the end, "worst" the peak',
      };
      return [row];
    },
  };
}
