// The soak's plot, written by hand as SVG (no plotting package for two panels of lines): host
// memory (MB) above, request latency and display lag (ms, log scale: requests take milliseconds,
// lag hundreds) below, both over the run's minutes.
import { GOALS, type MinuteSample } from './stats';

interface Series {
  name: string;
  colour: string;
  values: (number | null)[];
}

const WIDTH = 900;
const PANEL = 230;
const LEFT = 70;
const RIGHT = 190;
const TOP = 50;
const GAP = 70;
const plotWidth = WIDTH - LEFT - RIGHT;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const text = (x: number, y: number, s: string, extra = '') => `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}"${extra}>${esc(s)}</text>`;

/** One panel: frame, ticks, axis labels, legend, the goal as a dashed line where there is one,
 * and one path per series (a gap where a minute has no value). `scale` maps a value to 0..1 of
 * the height. */
function panel(top: number, minutes: number, yLabel: string, series: Series[], ticks: number[], scale: (v: number) => number, tickText: (v: number) => string, goal?: { value: number; label: string }): string[] {
  const x = (minute: number) => LEFT + (minute / minutes) * plotWidth;
  const y = (v: number) => top + PANEL - scale(v) * PANEL;
  const out = [`<rect x="${LEFT}" y="${top}" width="${plotWidth}" height="${PANEL}" class="frame"/>`];
  if (goal) {
    out.push(`<line x1="${LEFT}" x2="${LEFT + plotWidth}" y1="${y(goal.value).toFixed(1)}" y2="${y(goal.value).toFixed(1)}" class="goal"/>`);
    out.push(text(LEFT + plotWidth - 4, y(goal.value) - 4, goal.label, ' text-anchor="end" fill="#d62728"'));
  }
  for (const t of ticks) {
    out.push(`<line x1="${LEFT}" x2="${LEFT + plotWidth}" y1="${y(t).toFixed(1)}" y2="${y(t).toFixed(1)}" class="grid"/>`);
    out.push(text(LEFT - 6, y(t) + 4, tickText(t), ' text-anchor="end"'));
  }
  const step = Math.max(1, Math.ceil(minutes / 12));
  for (let m = 0; m <= minutes; m += step) out.push(text(x(m), top + PANEL + 16, String(m), ' text-anchor="middle"'));
  out.push(text(LEFT + plotWidth / 2, top + PANEL + 34, 'minutes', ' text-anchor="middle"'));
  out.push(text(18, top + PANEL / 2, yLabel, ` text-anchor="middle" transform="rotate(-90 18 ${top + PANEL / 2})"`));
  series.forEach((s, i) => {
    let d = '';
    let pen = 'M';
    const dots: string[] = [];
    s.values.forEach((v, k) => {
      if (v === null) {
        pen = 'M';
        return;
      }
      d += `${pen}${x(k + 1).toFixed(1)},${y(v).toFixed(1)} `;
      pen = 'L';
      // A minute alone between gaps is a path of one point, which draws nothing.
      dots.push(`<circle cx="${x(k + 1).toFixed(1)}" cy="${y(v).toFixed(1)}" r="2.5" fill="${s.colour}"/>`);
    });
    out.push(`<path data-series="${esc(s.name)}" d="${d.trim()}" stroke="${s.colour}" class="line"/>`, ...dots);
    const ly = top + 14 + i * 20;
    out.push(`<line x1="${LEFT + plotWidth + 14}" x2="${LEFT + plotWidth + 38}" y1="${ly - 4}" y2="${ly - 4}" stroke="${s.colour}" class="line"/>`);
    out.push(text(LEFT + plotWidth + 44, ly, s.name));
  });
  return out;
}

/** Round steps (1, 2, 5 × 10^k) from 0 to at least `max`. */
function linearTicks(max: number): number[] {
  const raw = Math.max(max, 1) / 5;
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw)!;
  return Array.from({ length: Math.ceil(max / step) + 1 }, (_, i) => i * step);
}

export function soakSvg(samples: readonly MinuteSample[], title: string): string {
  const minutes = Math.max(1, samples.length);
  const memory: Series[] = [
    { name: 'host RSS', colour: '#1f77b4', values: samples.map((s) => s.host.rss_mb) },
    { name: 'host heap used', colour: '#17becf', values: samples.map((s) => s.host.heap_used_mb) },
  ];
  const ms: Series[] = [
    { name: 'requests p95', colour: '#2ca02c', values: samples.map((s) => s.latency_ms.all?.p95 ?? null) },
    { name: 'requests p99', colour: '#98df8a', values: samples.map((s) => s.latency_ms.all?.p99 ?? null) },
    { name: 'display lag p99', colour: '#d62728', values: samples.map((s) => s.display_lag_ms?.p99 ?? null) },
    { name: 'phone lag p99', colour: '#ff7f0e', values: samples.map((s) => s.phone_lag_ms?.p99 ?? null) },
  ];
  const mbTicks = linearTicks(Math.max(1, ...memory.flatMap((s) => s.values.filter((v): v is number => v !== null))));
  const mbMax = mbTicks.at(-1)!;
  // The goal's line is always inside the panel.
  const msMax = Math.max(2 * GOALS.lagP99Ms, ...ms.flatMap((s) => s.values.filter((v): v is number => v !== null)));
  const decades = Math.ceil(Math.log10(msMax));
  // Below 1 ms (and a lag the clock shows as at or before the answer) sits on the axis.
  const logScale = (v: number) => Math.log10(Math.max(1, v)) / decades;
  const height = TOP + 2 * PANEL + GAP + 50;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif" font-size="12">`,
    '<style>.frame{fill:none;stroke:#333}.grid{stroke:#ddd}.line{fill:none;stroke-width:2}.goal{stroke:#d62728;stroke-dasharray:6 4}</style>',
    `<rect width="${WIDTH}" height="${height}" fill="#fff"/>`,
    text(LEFT, 28, title, ' font-size="15" font-weight="bold"'),
    ...panel(TOP, minutes, 'host memory (MB)', memory, mbTicks, (v) => v / mbMax, String),
    ...panel(TOP + PANEL + GAP, minutes, 'ms (log scale)', ms, Array.from({ length: decades + 1 }, (_, i) => 10 ** i), logScale, (v) => v.toLocaleString('en'), {
      value: GOALS.lagP99Ms,
      label: `goal: lag p99 ≤ ${GOALS.lagP99Ms / 1000} s`,
    }),
    '</svg>',
    '',
  ].join('\n');
}
