// Output: a readable table by default, one JSON object per line with --json.
import type { PairingRow, Row } from './rows';

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
    'rounds',
    'median ms',
    'worst ms',
    'rematches',
    'unequal',
    'Σ|diff|',
    'byes',
    'ratio',
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
      String(r.rounds),
      fmt(r.median_ms, 2),
      fmt(r.worst_ms, 2),
      pairing ? String(r.rematches) : '',
      pairing ? String(r.pairs_unequal) : '',
      pairing ? String(r.score_diff_sum) : '',
      pairing ? String(r.byes) : '',
      pairing && r.engine === 'arbiter' ? fmt(r.ratio_to_peer, 1) : '',
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
    'ratio = peer median ms / Arbiter median ms over the rounds both ran. In budget: pairing and search',
    'by the worst round or keystroke, standings by the median of ten runs, result-to-windows by p95.',
  );
  return out;
}

function verdict(r: PairingRow): string[] {
  const q = r.quality;
  if (!q) return [`${r.case} quality: no peer run to compare with`];
  const a = q.arbiter;
  const p = q.peer;
  return [
    `${r.case} quality over rounds 1-${q.rounds}: ${q.not_worse ? 'NOT WORSE' : 'WORSE'} than the ` +
      `peer (rematches ${a.rematches} vs ${p.rematches}; ` +
      `unequal pairs ${a.pairs_unequal} vs ${p.pairs_unequal}, ${cmp(a.pairs_unequal, p.pairs_unequal)}; ` +
      `Σ|score diff| ${a.score_diff_sum} vs ${p.score_diff_sum}, ${cmp(a.score_diff_sum, p.score_diff_sum)})`,
  ];
}
