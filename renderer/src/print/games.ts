// runtime: pure. Which game rows a slip has, from the event's ruleset: Netrunner plays two games
// with roles swapped after game 1 (seat 1 is the Corporation in game 1); the generic ruleset
// plays its configured number of games, with or without draws.
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
  if (event.ruleset === 'netrunner-1996') {
    const first = seatRoles.map((r, i) => r ?? (i === 0 ? 'corp' : 'runner'));
    return {
      kind: 'netrunner',
      drawsAllowed: false,
      games: [
        { number: 1, roles: first },
        { number: 2, roles: [...first].reverse() },
      ],
    };
  }
  const count = Number(event.options.gamesPerMatch ?? 1);
  const n = Number.isInteger(count) && count >= 1 && count <= 9 ? count : 1;
  return {
    kind: 'generic',
    drawsAllowed: event.options.drawsAllowed !== false,
    games: Array.from({ length: n }, (_, i) => ({ number: i + 1, roles: seatRoles.map(() => null) })),
  };
}
