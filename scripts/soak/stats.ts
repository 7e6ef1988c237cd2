// The soak's numbers: quantiles of a minute's measures, and the judgement of a whole run against
// the goals of issue 29 (memory flat after warm-up, no latency drift, display lag p99 ≤ 1 s, no
// error). Pure, so a long run's JSON lines can be judged again later.
import { median } from '../bench/simulate';

export interface Quantiles {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest rank, as the other window cases take their p95; null without a measure. */
export function quantiles(xs: readonly number[]): Quantiles | null {
  if (xs.length === 0) return null;
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (q: number) => round1(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!);
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: round1(sorted.at(-1)!) };
}

export const round1 = (x: number) => Math.round(x * 10) / 10;

/** One minute of the run, as written to the JSON lines. */
export interface MinuteSample {
  /** 1 for the first minute; the last may be a part of one (`seconds`). */
  minute: number;
  seconds: number;
  /** What the desks were doing when the minute ended: "registration", "round 3", "done". */
  phase: string;
  host: { rss_mb: number; heap_used_mb: number; event_loop_delay_ms: { p50: number; p99: number; max: number } };
  /** Per operation, and `all` over every call. */
  latency_ms: Record<string, Quantiles | null>;
  display_lag_ms: Quantiles | null;
  phone_lag_ms: Quantiles | null;
  errors: number;
  /** The minute's errors by kind (the message with its numbers taken out), so a line says which. */
  error_kinds?: Record<string, number>;
}

export const GOALS = {
  /** Resident set growth over the last two thirds of the run (issue 29). */
  memoryGrowthPct: 10,
  /** The issue says "no drift"; minute-to-minute p95s on the 2-core machine swing by about a fifth,
   * so a quarter is where drift starts to be told from noise. */
  latencyDriftPct: 25,
  lagP99Ms: 1000,
  errors: 0,
} as const;

/** The operation judged for drift: the one the results desks repeat all day at a steady pace. */
export const DRIFT_KIND = 'result.enter';

/** Growth in % of a least-squares line through the values, from its first point to its last:
 * one late spike or a garbage collection does not decide it as first/last samples would. */
export function linearGrowthPct(values: readonly number[]): number {
  const n = values.length;
  if (n < 2) return 0;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  values.forEach((y, x) => {
    sxy += (x - meanX) * (y - meanY);
    sxx += (x - meanX) ** 2;
  });
  const slope = sxy / sxx;
  const first = meanY - slope * meanX;
  return ((slope * (n - 1)) / first) * 100;
}

/** The first third of the run is warm-up (registration, the first pairing, the caches filling). */
const afterWarmUp = (samples: readonly MinuteSample[]) => samples.filter((s) => s.minute > samples.length / 3);

/** The median of the per-minute p95s of `kind` in the last third, against the middle third, in %;
 * null when either third has no such call. */
export function latencyDriftPct(samples: readonly MinuteSample[], kind = DRIFT_KIND): number | null {
  const total = samples.length;
  const p95s = (from: number, to: number) =>
    samples.filter((s) => s.minute > from && s.minute <= to).flatMap((s) => (s.latency_ms[kind] ? [s.latency_ms[kind]!.p95] : []));
  const middle = p95s(total / 3, (2 * total) / 3);
  const last = p95s((2 * total) / 3, total);
  if (!middle.length || !last.length) return null;
  return (median(last)! / median(middle)! - 1) * 100;
}

export interface Verdict<T> {
  value: T;
  goal: string;
  ok: boolean;
}

export interface Judgement {
  memory_growth_pct: Verdict<number>;
  latency_drift_pct: Verdict<number | null>;
  display_lag_p99_ms: Verdict<number | null>;
  phone_lag_p99_ms: Verdict<number | null>;
  errors: Verdict<number>;
  ok: boolean;
}

/** `lags`: the run's lags pooled (the minutes' p99s cannot be merged into the run's). */
export function judge(samples: readonly MinuteSample[], lags: { display: Quantiles | null; phone: Quantiles | null }): Judgement {
  const growth = round1(linearGrowthPct(afterWarmUp(samples).map((s) => s.host.rss_mb)));
  const drift = latencyDriftPct(samples);
  const errors = samples.reduce((a, s) => a + s.errors, 0);
  const lag = (q: Quantiles | null): Verdict<number | null> => ({ value: q?.p99 ?? null, goal: `p99 ≤ ${GOALS.lagP99Ms} ms`, ok: q !== null && q.p99 <= GOALS.lagP99Ms });
  const verdicts = {
    memory_growth_pct: { value: growth, goal: `≤ ${GOALS.memoryGrowthPct} % over the last two thirds`, ok: growth <= GOALS.memoryGrowthPct },
    latency_drift_pct: {
      value: drift === null ? null : round1(drift),
      goal: `${DRIFT_KIND} p95, last third against the middle third: ≤ ${GOALS.latencyDriftPct} %`,
      ok: drift !== null && drift <= GOALS.latencyDriftPct,
    },
    display_lag_p99_ms: lag(lags.display),
    phone_lag_p99_ms: lag(lags.phone),
    errors: { value: errors, goal: `${GOALS.errors}`, ok: errors <= GOALS.errors },
  };
  return { ...verdicts, ok: Object.values(verdicts).every((v) => v.ok) };
}
