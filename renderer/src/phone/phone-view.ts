// runtime: pure. What a phone shows from the room's answers: the players a search finds, one
// player's seat this round, their record and place, and a short standings list around them.
import type { Round } from '../../../shared/model/round';
import type { StandingRow, Standings } from '../../../shared/model/standings';
import { foldForSearch } from '../../../shared/text/fold';
import { formatRecord } from '../../../shared/text/record';

export interface Found {
  entryId: number;
  name: string;
}

/** Every word typed must start a word of the name, accents and case ignored ("jo now" finds
 * "Józef Nowak"), so a few letters of a first or last name are enough. */
export function findPlayers(rows: readonly Found[], query: string, limit = 8): Found[] {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const found: Found[] = [];
  for (const row of rows) {
    const nameWords = foldForSearch(row.name).split(/[\s-]+/);
    if (words.every((w) => nameWords.some((n) => n.startsWith(w)))) found.push({ entryId: row.entryId, name: row.name });
    if (found.length === limit) break;
  }
  return found;
}

export interface Seating {
  round: number;
  /** Null for a bye. */
  table: number | null;
  seat: number;
  /** The role for game 1, where the game has roles. */
  role: string | null;
  opponents: string[];
  /** Games won, drawn and lost at the table once its result is in; null before. */
  result: { won: number; drawn: number; lost: number } | null;
}

export function seatingOf(round: Round, entryId: number): Seating | null {
  for (const t of round.tables) {
    const seat = t.seats.find((s) => s.entryId === entryId);
    if (!seat) continue;
    const games = t.result?.games.map((g) => g.seats.find((s) => s.entryId === entryId)?.outcome) ?? null;
    return {
      round: round.number,
      table: t.bye ? null : t.number,
      seat: seat.position,
      role: seat.role,
      opponents: t.seats.filter((s) => s.entryId !== entryId).map((s) => s.name),
      result: games && {
        won: games.filter((o) => o === 'win').length,
        drawn: games.filter((o) => o === 'draw').length,
        lost: games.filter((o) => o === 'loss').length,
      },
    };
  }
  return null;
}

export interface Record {
  /** Null until a round is counted (the rows are then by name). */
  place: number | null;
  /** Wins-draws-losses, as the desk and the projector write it. */
  record: string;
  points: number;
  dropped: boolean;
}

export function recordOf(standings: Standings, entryId: number): Record | null {
  const row = standings.rows.find((r) => r.entryId === entryId);
  if (!row) return null;
  return { place: standings.ranked ? row.rank : null, record: formatRecord(row), points: row.groupScore, dropped: row.dropped };
}

/** The first `top` rows, and the player's own row after them when it is further down. */
export function standingsExcerpt(standings: Standings, entryId: number | null, top = 10): StandingRow[] {
  const head = standings.rows.slice(0, top);
  const own = standings.rows.find((r) => r.entryId === entryId);
  return own && !head.includes(own) ? [...head, own] : head;
}
