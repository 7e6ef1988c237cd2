// The soak's short form (issue 29): the whole event day of scripts/soak/ compressed into five
// minutes, judged as the long form is. Rows: host memory (growth over the last two thirds),
// requests (drift and errors), and the lag of a result onto the displays and onto the phones.
// Its samples and plot go to test-results/soak-5min.*.
import type { BenchCase } from './case';
import type { MeasureRow } from './rows';
import { DAY } from '../soak/day';
import { runSoak } from '../soak/run';
import { GOALS, type Quantiles } from '../soak/stats';

const MINUTES = 5;
const NAME = `soak-${MINUTES}min`;

export function soakCase(): BenchCase {
  return {
    name: NAME,
    async run(_opts, progress) {
      const report = await runSoak(MINUTES, `test-results/${NAME}`, progress);
      const j = report.judgement;
      const base = { engine: 'arbiter' as const, players: DAY.players, rounds: DAY.rounds, runs: report.samples.length };
      const lagRow = (who: string, lag: Quantiles | null, ok: boolean): MeasureRow => ({
        ...base,
        kind: 'latency',
        case: `${NAME}-${who}-lag`,
        runs: lag?.n ?? 0,
        median_ms: lag?.p50 ?? NaN,
        worst_ms: lag?.p99 ?? NaN,
        p95_ms: lag?.p95 ?? NaN,
        budget_ms: GOALS.lagP99Ms,
        within_budget: ok,
        note: `worst ms is the p99: a result answered ok → held by each ${who} showing it; the very worst ${lag?.max ?? '—'} ms`,
      });
      const rss = report.samples.map((s) => s.host.rss_mb);
      const warm = rss[Math.floor(rss.length / 3)] ?? NaN;
      const all = report.samples.flatMap((s) => (s.latency_ms.all ? [s.latency_ms.all] : []));
      return [
        {
          ...base,
          kind: 'memory',
          case: `${NAME}-host-memory`,
          median_ms: warm,
          worst_ms: Math.max(...rss),
          budget_ms: Math.round(warm * (1 + GOALS.memoryGrowthPct / 100)),
          within_budget: j.memory_growth_pct.ok,
          note: `MB in the ms columns: host RSS after warm-up, then its peak; judged on the growth along a fitted line over the last two thirds, ${j.memory_growth_pct.value} % (${j.memory_growth_pct.goal})`,
        },
        {
          ...base,
          kind: 'latency',
          case: `${NAME}-requests`,
          median_ms: Math.max(...all.map((q) => q.p50)),
          worst_ms: Math.max(...all.map((q) => q.p99)),
          p95_ms: Math.max(...all.map((q) => q.p95)),
          budget_ms: 0,
          within_budget: j.latency_drift_pct.ok && j.errors.ok,
          note: `every call, the worst minute's p50, p95 and p99; judged on drift, ${j.latency_drift_pct.value ?? '—'} % (${j.latency_drift_pct.goal}), and errors, ${j.errors.value}${report.first_errors[0] ? ` (first: ${report.first_errors[0]})` : ''}`,
        },
        lagRow('display', report.display_lag_ms, j.display_lag_p99_ms.ok),
        lagRow('phone', report.phone_lag_ms, j.phone_lag_p99_ms.ok),
      ];
    },
  };
}
