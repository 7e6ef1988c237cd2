// runtime: dom. Which game rows a slip has, from the event's match format (worked out by the
// core): Netrunner's two games with roles swapped after game 1, or the configured games.
import type { TournamentEvent } from '../../../shared/model/event';

export interface SlipGame {
  number: number;
  /** The role of each seat in this game (by seat index), or null where the game has no roles. */
  roles: (string | null)[];
}

export interface SlipRules {
  games: SlipGame[];
  /** Netrunner: a winner box and agenda points; generic: win / draw / loss boxes. */
  kind: 'netrunner' | 'generic';
  drawsAllowed: boolean;
}

export function slipRules(event: TournamentEvent, seatRoles: (string | null)[]): SlipRules {
  const f = event.format;
  const first = seatRoles.map((r, i) => r ?? f.roles[i] ?? null);
  return {
    kind: f.scoring === 'netrunner' ? 'netrunner' : 'generic',
    drawsAllowed: f.drawsAllowed,
    // With roles, they swap every game (2.1).
    games: Array.from({ length: f.gamesPerMatch }, (_, i) => ({
      number: i + 1,
      roles: f.roles.length > 0 && i % 2 === 1 ? [...first].reverse() : first,
    })),
  };
}
