// runtime: pure. The qualifying schedule made in advance (Catan 2.1): every player's table and
// starting position in every round, from a seed. First no repeated meeting wherever the field
// allows one, else the fewest; then nobody starts twice and positions vary. A re-make (a no-show
// or a drop) keeps the rounds already played and seats the players left in the others, counting
// the meetings of the played rounds too.
import { createRng, shuffle } from '../random';
import type { EntryId } from '../types';
import { gridPossible, gridRounds } from './schedule-grid';
import { assignPositions } from './schedule-positions';
import { scheduleQuality, type ScheduleQuality, type ScheduleRound } from './schedule-quality';
import { type Board, fillRound, repairStarters, searchRepeats } from './schedule-search';
import { ScheduleRefused, scheduleTableSizes } from './schedule-sizes';

export interface ScheduleRequest {
  /** Everyone to seat in the rounds still to make. */
  players: readonly EntryId[];
  /** Rounds of the whole schedule, played ones included (Catan: 3). */
  rounds: number;
  seed: string;
  /** Rounds already played, kept as they are (tables in table order, each in starting order). */
  played?: readonly ScheduleRound[];
}

export interface Schedule {
  /** Every round, the played ones first, unchanged. */
  rounds: ScheduleRound[];
  quality: ScheduleQuality;
}

function playedBoard(played: readonly ScheduleRound[], index: Map<EntryId, number>, players: number, total: number): Board {
  const tab = Array.from({ length: total }, () => new Int32Array(players).fill(-1));
  const members: number[][][] = Array.from({ length: total }, () => []);
  played.forEach((round, r) => {
    members[r] = round.map((table, t) => {
      const present = table.filter((id) => index.has(id)).map((id) => index.get(id)!);
      for (const p of present) {
        if (tab[r]![p]! >= 0) throw new ScheduleRefused('duplicate_player', players);
        tab[r]![p] = t;
      }
      return present;
    });
  });
  return { players, tab, members, open: Array.from({ length: total - played.length }, (_, i) => played.length + i) };
}

export function makeSchedule(req: ScheduleRequest): Schedule {
  const played = req.played ?? [];
  const n = req.players.length;
  if (req.rounds < 1 || req.rounds < played.length) throw new ScheduleRefused('no_rounds', n);
  if (new Set(req.players).size !== n) throw new ScheduleRefused('duplicate_player', n);
  const sizes = scheduleTableSizes(n);
  if (!sizes) throw new ScheduleRefused('no_table_split', n);
  const rng = createRng(req.seed);
  // Shuffled once: index i is the i-th player drawn, so the grid and the search start at random.
  const drawn = shuffle(req.players, rng);
  const index = new Map(drawn.map((id, i) => [id, i]));
  const board = playedBoard(played, index, n, req.rounds);
  const playedPositions = played.flatMap((round) => round.flatMap((table) => table.flatMap((id, position) => (index.has(id) ? [{ player: index.get(id)!, position }] : []))));
  const starts = new Int32Array(n);
  for (const { player, position } of playedPositions) if (position === 0) starts[player] = starts[player]! + 1;
  if (played.length === 0 && gridPossible(sizes.length, req.rounds)) {
    board.members = gridRounds(sizes, req.rounds);
    board.members.forEach((round, r) => round.forEach((table, t) => table.forEach((p) => (board.tab[r]![p] = t))));
  } else {
    for (const r of board.open) fillRound(board, r, shuffle(drawn.map((_, i) => i), rng), sizes, rng);
    searchRepeats(board, rng, starts);
  }
  repairStarters(board, starts);
  const tables = board.members.map((round, r) => (board.open.includes(r) ? round.slice().sort((a, b) => b.length - a.length) : round));
  assignPositions(tables, board.open, n, playedPositions, rng);
  const open = board.open.map((r) => tables[r]!.map((table) => table.map((p) => drawn[p]!)));
  const rounds = [...played.map((round) => round.map((table) => table.slice())), ...open];
  return { rounds, quality: scheduleQuality(rounds) };
}
