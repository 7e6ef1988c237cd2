// runtime: node. Standings by the event's ruleset, over every entered result.
import { computeStandings } from '../../engine/standings';
import type { Handlers } from '../context';
import { entryStates, loadEventState, tableRecords } from '../services/event-state';
import { eventProgress } from '../services/event-view';

export const standingsHandlers: Pick<Handlers, 'standings.get'> = {
  'standings.get'({ eventId }, ctx) {
    const state = loadEventState(ctx.store, eventId);
    const played = state.rounds.filter((r) => r.status !== 'draft');
    const through = Math.max(0, ...played.filter((r) => r.tables.some((t) => t.result || t.bye)).map((r) => r.number));
    const rows = computeStandings(state.ruleset, entryStates(state.entries, through + 1), tableRecords(played));
    const names = new Map(state.entries.map((e) => [e.id, e.name]));
    return {
      eventId,
      throughRound: through,
      primary: state.ruleset.scoring === 'netrunner' ? 'games_won' : 'match_points',
      columns: [...state.ruleset.tiebreakers],
      rows: rows.map((r) => ({
        rank: r.rank,
        entryId: r.entryId,
        name: names.get(r.entryId) ?? `#${r.entryId}`,
        dropped: r.dropped,
        groupScore: r.groupScore,
        matchWins: r.matchWins,
        matchDraws: r.matchDraws,
        matchLosses: r.matchLosses,
        gamesWon: r.gamesWon,
        gamesLost: r.gamesLost,
        gamesDrawn: r.gamesDrawn,
        byes: r.byes,
        tiebreaks: r.tiebreaks as Record<string, number>,
      })),
      final: eventProgress(ctx.store, state.event).finished,
    };
  },
};
