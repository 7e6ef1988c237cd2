// The standings computed again, straight from the Netrunner tournament rules and independent of
// the engine: 2.2.1 games won (win = 10 game points, loss or unfinished = agenda scored), then
// 2.2.2 match record (more games won; at 1-1 more game points; equal is a draw worth half),
// agenda (total game points) and opponents' agenda (game points opponents scored against the
// player; less is better). 2.4 a bye is 2 wins and 20 points, its opponent scoring 0. A late
// entry's missed rounds are lost matches with 0 points; a dropped player stays ranked.
import type { SimGame } from './random-results';

export interface PlayedMatch {
  round: number;
  /** Seat 1 and seat 2 entry ids; a bye has one. */
  seats: number[];
  games: SimGame[];
}

export interface ExpectedRow {
  entryId: number;
  gamesWon: number;
  wins: number;
  draws: number;
  losses: number;
  matchRecord: number;
  agenda: number;
  oppAgenda: number;
  rank: number;
}

const points = (g: SimGame, seat: 0 | 1) => (g.outcome[seat] === 'win' ? 10 : g.agenda[seat]);

export function expectedStandings(entryIds: number[], joinedRound: Map<number, number>, matches: PlayedMatch[]): ExpectedRow[] {
  const rows = new Map<number, ExpectedRow>(entryIds.map((id) => [id, { entryId: id, gamesWon: 0, wins: 0, draws: 0, losses: 0, matchRecord: 0, agenda: 0, oppAgenda: 0, rank: 0 }]));
  for (const [id, joined] of joinedRound) rows.get(id)!.losses += joined - 1;
  for (const m of matches) {
    if (m.seats.length === 1) {
      const r = rows.get(m.seats[0]!)!;
      r.gamesWon += 2;
      r.wins += 1;
      r.agenda += 20;
      continue;
    }
    const won = [0, 0];
    const pts = [0, 0];
    for (const g of m.games) {
      for (const s of [0, 1] as const) {
        if (g.outcome[s] === 'win') won[s]! += 1;
        pts[s]! += points(g, s);
      }
    }
    const margin = won[0]! - won[1]! || pts[0]! - pts[1]!;
    m.seats.forEach((id, s) => {
      const r = rows.get(id)!;
      const mine = s === 0 ? margin : -margin;
      r.gamesWon += won[s]!;
      r.agenda += pts[s]!;
      r.oppAgenda += pts[1 - s]!;
      if (mine > 0) r.wins += 1;
      else if (mine < 0) r.losses += 1;
      else r.draws += 1;
    });
  }
  const list = [...rows.values()];
  for (const r of list) r.matchRecord = r.wins + r.draws / 2;
  const key = (r: ExpectedRow) => [r.gamesWon, r.matchRecord, r.agenda, -r.oppAgenda];
  const cmp = (a: ExpectedRow, b: ExpectedRow) => {
    const [ka, kb] = [key(a), key(b)];
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i]! - ka[i]!;
    return 0;
  };
  list.sort((a, b) => cmp(a, b) || a.entryId - b.entryId);
  for (const r of list) r.rank = 1 + list.filter((o) => cmp(o, r) < 0).length;
  return list;
}
