import { describe, expect, it } from 'vitest';
import { lagTracker } from '../../../scripts/soak/lag';
import { judge, latencyDriftPct, linearGrowthPct, quantiles, type MinuteSample } from '../../../scripts/soak/stats';
import { soakSvg } from '../../../scripts/soak/svg';

const q = (v: number) => ({ n: 1, p50: v, p95: v, p99: v, max: v });

/** Minutes of RSS `rss(m)` and result.enter p95 `p95(m)`, lags of 200 ms, no errors. */
function run(minutes: number, rss: (m: number) => number, p95: (m: number) => number = () => 20): MinuteSample[] {
  return Array.from({ length: minutes }, (_, i) => ({
    minute: i + 1,
    seconds: 60,
    phase: 'round 1',
    host: { rss_mb: rss(i + 1), heap_used_mb: rss(i + 1) / 2, event_loop_delay_ms: { p50: 10, p99: 20, max: 30 } },
    latency_ms: { all: q(p95(i + 1)), 'result.enter': q(p95(i + 1)) },
    display_lag_ms: q(200),
    phone_lag_ms: q(300),
    errors: 0,
  }));
}
const lags = { display: q(200), phone: q(300) };

describe('soak quantiles', () => {
  it('takes nearest ranks and is null without measures', () => {
    const xs = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(quantiles(xs)).toEqual({ n: 100, p50: 51, p95: 96, p99: 100, max: 100 });
    expect(quantiles([])).toBeNull();
  });
});

describe('soak judgement', () => {
  it('measures growth along a fitted line, so one spike does not decide it', () => {
    expect(linearGrowthPct([100, 102, 104, 106, 108, 110])).toBeCloseTo(10);
    expect(linearGrowthPct([100, 100, 100, 160, 100, 100])).toBeLessThan(10);
  });

  it('flags memory growing 11 % over the last two thirds and passes 9 %', () => {
    // 30 minutes: the first ten are warm-up (a steep climb that must not count), then linear.
    const grown = (pct: number) => (m: number) => (m <= 10 ? 10 * m : 100 * (1 + ((pct / 100) * (m - 11)) / 19));
    expect(judge(run(30, grown(11)), lags).memory_growth_pct).toMatchObject({ value: 11, ok: false });
    expect(judge(run(30, grown(9)), lags)).toMatchObject({ memory_growth_pct: { value: 9, ok: true }, ok: true });
  });

  it('compares the last third with the middle third for drift', () => {
    const p95 = (m: number) => (m <= 10 ? 500 : m <= 20 ? 20 : 30);
    expect(latencyDriftPct(run(30, () => 100, p95))).toBeCloseTo(50);
    expect(judge(run(30, () => 100, p95), lags).latency_drift_pct.ok).toBe(false);
    expect(latencyDriftPct(run(30, () => 100))).toBe(0);
  });

  it('fails on a lag p99 over a second, on any error, and without lags', () => {
    const samples = run(6, () => 100);
    expect(judge(samples, { display: q(1001), phone: q(300) })).toMatchObject({ display_lag_p99_ms: { ok: false }, ok: false });
    expect(judge(samples, { display: q(200), phone: null }).phone_lag_p99_ms.ok).toBe(false);
    samples[3]!.errors = 1;
    expect(judge(samples, lags)).toMatchObject({ errors: { value: 1, ok: false }, ok: false });
  });
});

describe('soak lag tracker', () => {
  it('matches sightings to answers when swept, whichever came first, and names misses', () => {
    const lags = lagTracker();
    lags.watch(7, ['d0', 'd1', 'p3']);
    lags.seen('d0', 7, 1010);
    lags.seen('p9', 7, 1020);
    lags.entered(7, 1000);
    lags.seen('p3', 7, 1300);
    expect(lags.sweep(1000)).toEqual({ display: [], phone: [], missed: [] });
    expect(lags.sweep(2000)).toEqual({ display: [10], phone: [300], missed: ['d1 never showed table 7'] });
    expect(lags.sweep(3000)).toEqual({ display: [], phone: [], missed: [] });
  });
});

describe('soak plot', () => {
  it('has both panels with their axes and one path per series', () => {
    const svg = soakSvg(run(12, (m) => 100 + m), 'Soak, test');
    expect(svg.startsWith('<svg')).toBe(true);
    for (const label of ['host memory (MB)', 'ms (log scale)', 'minutes', 'Soak, test']) expect(svg).toContain(label);
    const series = [...svg.matchAll(/<path data-series="([^"]+)" d="([^"]*)"/g)];
    expect(series.map((m) => m[1])).toEqual(['host RSS', 'host heap used', 'requests p95', 'requests p99', 'display lag p99', 'phone lag p99']);
    for (const [, , d] of series) expect(d!.split('L')).toHaveLength(12);
  });

  it('breaks a line where a minute has no value', () => {
    const samples = run(4, () => 100);
    samples[1]!.display_lag_ms = null;
    const d = /data-series="display lag p99" d="([^"]*)"/.exec(soakSvg(samples, 't'))![1]!;
    expect(d.match(/M/g)).toHaveLength(2);
  });
});
