// Output: a readable table by default, one JSON object per line with --json.
import type { PairingRow, PeerComparison, Row } from './rows';

export function jsonLines(rows: readonly Row[]): string[] {
  return rows.map((r) => JSON.stringify(r));
}

const fmt = (x: number | null | undefined, digits = 1): string =>
  x === null || x === undefined ? '—' : x.toFixed(digits);

const cmp = (a: number, p: number): string => (a < p ? 'better' : a === p ? 'equal' : 'worse');

export function table(rows: readonly Row[]): string[] {
  const head = [
    'case',
    'engine',
    'players',
    'draws',
    'events',
    'rounds',
    'median ms',
    'worst ms',
    'ratio',
    'rematches',
    'unequal',
    'Σ|diff|',
    'byes',
    'budget ms',
    'in budget',
  ];
  const body = rows.map((r) => {
    const pairing = r.kind === 'pairing';
    const within = r.within_budget === null ? '—' : r.within_budget ? 'yes' : 'NO';
    return [
      r.case,
      r.engine,
      String(r.players),
      pairing ? `${Math.round(r.draw_rate * 100)} %` : '',
      pairing ? String(r.events) : '',
      String(r.rounds),
      fmt(r.median_ms, 2),
      fmt(r.worst_ms, 2),
      pairing && r.engine !== 'arbiter' ? fmt(r.ratio, 1) : '',
      pairing ? String(r.rematches) : r.kind === 'schedule' ? String(r.repeats) : '',
      pairing ? String(r.pairs_unequal) : '',
      pairing ? String(r.score_diff_sum) : '',
      pairing ? String(r.byes) : '',
      r.budget_ms === null ? '—' : String(r.budget_ms),
      within,
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const out = [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)];

  const notes: string[] = [];
  for (const r of rows) {
    if (r.kind === 'pairing' && r.engine === 'arbiter') notes.push(...verdict(r));
    if (r.note) notes.push(`${r.case} ${r.engine}: ${r.note}`);
  }
  if (notes.length) out.push('', ...notes);
  out.push(
    '',
    'ratio = the peer\'s median ms / Arbiter\'s median ms over the rounds the peer ran. unequal: tables',
    'whose two players had different scores; Σ|diff|: their score differences summed (win 1, draw 1/2);',
    'both summed over every round of every event. Each engine plays its own events (docs/bench.md).',
    'In budget: pairing and search by the worst round or keystroke, standings by the median of ten',
    'runs, result-to-windows by p95; schedule by the worst run with no repeated pair (its rematches:',
    'meetings beyond a pair\'s first over the three rounds).',
  );
  return out;
}

function comparison(c: PeerComparison): string {
  const a = c.arbiter;
  const p = c.peer;
  return (
    `  vs ${c.engine} over rounds 1-${c.rounds}: rematches ${a.rematches} vs ${p.rematches}, ` +
    `unequal pairs ${a.pairs_unequal} vs ${p.pairs_unequal} (${cmp(a.pairs_unequal, p.pairs_unequal)}), ` +
    `Σ|score diff| ${a.score_diff_sum} vs ${p.score_diff_sum} (${cmp(a.score_diff_sum, p.score_diff_sum)})`
  );
}

function verdict(r: PairingRow): string[] {
  const q = r.quality;
  if (!q || q.not_worse_than_best_peer === null) return [`${r.case} quality: no peer ran to compare with`];
  return [
    `${r.case} quality not worse than the best peer: ${q.not_worse_than_best_peer ? 'yes' : 'NO'}`,
    ...q.peers.map(comparison),
  ];
}
