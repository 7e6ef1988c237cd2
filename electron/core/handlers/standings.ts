// runtime: node. Standings by the event's ruleset, over every round whose results are all in: a
// round under way is not counted until its last result is entered, so the standings never mix
// players who have played a round with players who have not (a bye is in from the start).
import type { Entry } from '../../../shared/model/entry';
import type { EntryStatus } from '../../../shared/model/standings';
import { computeStandings } from '../../engine/standings';
import type { StoredRound } from '../../store/repositories/rounds';
import type { Handlers } from '../context';
import { entryStates, loadEventState, missingResults, tableRecords } from '../services/event-state';
import { eventProgress } from '../services/event-view';

/** Unranked rows read best in name order, numbers as numbers ("Kim 9" before "Kim 10"). */
const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function statusOf(entry: Entry | undefined): EntryStatus {
  if (!entry || entry.droppedAfterRound === null) return 'active';
  return entry.forfeited ? 'forfeited' : 'dropped';
}

/** The rounds counted (each complete, in order) and the first one still waiting for results. */
function splitRounds(rounds: readonly StoredRound[]) {
  const played = rounds.filter((r) => r.status !== 'draft').sort((a, b) => a.number - b.number);
  const open = played.findIndex((r) => r.status !== 'closed' && missingResults(r).length > 0);
  return open < 0 ? { counted: played, inPlay: undefined } : { counted: played.slice(0, open), inPlay: played[open] };
}

export const standingsHandlers: Pick<Handlers, 'standings.get'> = {
  'standings.get'({ eventId }, ctx) {
    const state = loadEventState(ctx.store, eventId);
    const { counted, inPlay } = splitRounds(state.rounds);
    const through = counted.at(-1)?.number ?? 0;
    const computed = computeStandings(state.ruleset, entryStates(state.entries, through + 1), tableRecords(counted));
    const entries = new Map(state.entries.map((e) => [e.id, e]));
    const rows = computed.map((r) => {
      const entry = entries.get(r.entryId);
      const status = statusOf(entry);
      return {
        rank: r.rank,
        entryId: r.entryId,
        name: entry?.name ?? `#${r.entryId}`,
        dropped: status !== 'active',
        status,
        droppedAfterRound: entry?.droppedAfterRound ?? null,
        groupScore: r.groupScore,
        matchWins: r.matchWins,
        matchDraws: r.matchDraws,
        matchLosses: r.matchLosses,
        gamesWon: r.gamesWon,
        gamesLost: r.gamesLost,
        gamesDrawn: r.gamesDrawn,
        byes: r.byes,
        tiebreaks: r.tiebreaks as Record<string, number>,
      };
    });
    const ranked = through > 0;
    if (!ranked) rows.sort((a, b) => byName.compare(a.name, b.name) || a.entryId - b.entryId);
    const matches = inPlay?.tables.filter((t) => !t.bye) ?? [];
    return {
      eventId,
      throughRound: through,
      ranked,
      roundInPlay: inPlay ? { number: inPlay.number, resultsIn: matches.filter((t) => t.result).length, results: matches.length } : null,
      primary: state.ruleset.scoring === 'netrunner' ? 'games_won' : 'match_points',
      columns: [...state.ruleset.tiebreakers],
      rows,
      final: eventProgress(ctx.store, state.event).finished,
    };
  },
};
