// runtime: pure
// Role games (Netrunner 2.1): one seat per role in every game, and every seat changes role from
// one game to the next ("switch Corporation and Runner roles after the first game").
import type { EntryId, GameResult, Note } from '../types';
import { note } from './codes';

export function validateRoles(roles: readonly string[], games: readonly GameResult[]): Note[] {
  if (roles.length === 0) return [];
  const notes: Note[] = [];
  let previous: Map<EntryId, string> | null = null;
  games.forEach((game, i) => {
    const gameNo = i + 1;
    const current = new Map<EntryId, string>();
    const used = new Set<string>();
    let ok = true;
    for (const seat of game.seats) {
      if (seat.role === undefined || seat.role === '') {
        notes.push(note('role_missing', { game: gameNo, entryId: seat.entryId }));
        ok = false;
      } else if (!roles.includes(seat.role)) {
        notes.push(note('role_unknown', { game: gameNo, entryId: seat.entryId, role: seat.role }));
        ok = false;
      } else if (used.has(seat.role)) {
        notes.push(note('roles_not_distinct', { game: gameNo, role: seat.role }));
        ok = false;
      } else {
        used.add(seat.role);
        current.set(seat.entryId, seat.role);
      }
    }
    if (ok && previous) {
      for (const [entryId, role] of current) {
        if (previous.get(entryId) === role) notes.push(note('roles_not_swapped', { game: gameNo, entryId, role }));
      }
    }
    previous = ok ? current : null;
  });
  return notes;
}
