// runtime: node. Standings by the event's ruleset, over every round whose results are all in: a
// round under way is not counted until its last result is entered, so the standings never mix
// players who have played a round with players who have not (a bye is in from the start).
import type { Entry } from '../../../shared/model/entry';
import type { EntryStatus, StandingRow } from '../../../shared/model/standings';
import { rulesetModule, tiebreakerOf } from '../../engine/rulesets';
import type { RoundSummary } from '../../store/repositories/rounds';
import { compareFamilyFirst } from '../../../shared/text/family-name';
import type { ChangeEvent } from '../../../shared/contract/changes';
import type { HandlerContext, Handlers } from '../context';
import { eventStandings } from '../../engine/stages';
import { requireDivision } from '../services/divisions';
import { loadEventState, requireEvent, stageStandings } from '../services/event-state';
import { eventProgress } from '../services/event-view';
import { noShowsLast } from '../services/no-shows-last';
import { standingsExcerpt } from '../services/standings-excerpt';
import { standingsDelta } from '../services/standings-delta';

/** Unranked rows read best in name order, numbers as numbers ("Kim 9" before "Kim 10"). */
const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** `asOf`: the standings after that round, where a drop after a later round has not happened. */
function statusOf(entry: Entry | undefined, asOf = Infinity): EntryStatus {
  if (!entry || entry.droppedAfterRound === null || entry.droppedAfterRound > asOf) return 'active';
  if (entry.disqualification) return 'disqualified';
  if (entry.noShow) return 'no_show';
  return entry.forfeited ? 'forfeited' : 'dropped';
}

/** The rounds counted (each complete, in order) and the first one still waiting for results. */
function splitRounds(rounds: readonly RoundSummary[]) {
  const played = rounds.filter((r) => r.status !== 'draft');
  const open = played.findIndex((r) => r.status !== 'closed' && r.withoutResult > 0);
  return open < 0 ? { counted: played, inPlay: undefined } : { counted: played.slice(0, open), inPlay: played[open] };
}

/** The ranked rows over the counted rounds, from the whole event as loaded; `asOf`: an earlier
 * round they stand after, entries' drops as they were then. */
function rankRows(ctx: HandlerContext, eventId: number, divisionId: number, counted: readonly RoundSummary[], asOf?: number) {
  const state = loadEventState(ctx.store, eventId, divisionId);
  const countedIds = new Set(counted.map((r) => r.id));
  const through = counted.at(-1)?.number ?? 0;
  const rounds = state.rounds.filter((r) => countedIds.has(r.id));
  // A later stage joins once one of its rounds counts: before, its entries rank by the stage before.
  const joined = state.stages.filter((l) => l.position === 1 || rounds.some((r) => r.stageId === l.id));
  // A stage that takes the registration (no cut) ranks everyone over the rounds it reads (its
  // own, or every round so far when it carries them), so it stands for the stages before it: its
  // rows give both the places and the columns. Only a cut after it places rows above them.
  const stages = joined.slice(joined.findLastIndex((l) => l.cut === null));
  const perStage = stages.map((l) => stageStandings(state, l, rounds));
  const computed = eventStandings(perStage);
  const last = stages.at(-1)!;
  const playoff = stages.length > 1 ? { kind: last.kindId, rows: perStage.at(-1)!.length, byRoundOut: last.kind.ranksByRoundOut } : null;
  const entries = new Map(state.entries.map((e) => [e.id, e]));
  const rows = computed.map((r) => {
    const entry = entries.get(r.entryId);
    const status = statusOf(entry, asOf);
    return {
      rank: r.rank,
      entryId: r.entryId,
      name: entry?.name ?? `#${r.entryId}`,
      dropped: status !== 'active',
      status,
      droppedAfterRound: status === 'active' ? null : (entry?.droppedAfterRound ?? null),
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
  if (through === 0) {
    // Before round 1 the list is alphabetical, family name first where it is known.
    const sortNames = ctx.store.shownNames.of(eventId).sortByEntry;
    const keyed = rows.map((r) => ({ row: r, name: r.name, sortName: sortNames.get(r.entryId) ?? r.name }));
    keyed.sort((a, b) => compareFamilyFirst(byName, a, b) || a.row.entryId - b.row.entryId);
    rows.splice(0, rows.length, ...keyed.map((k) => k.row));
  }
  const listed = through === 0 ? rows : noShowsLast(rows);
  const columns = state.ruleset.tiebreakers.map((id) => {
    const t = tiebreakerOf(state.ruleset, id);
    return { id, format: t.format, better: t.better };
  });
  return { rows: listed, primary: rulesetModule(state.ruleset.id).primary.id, columns, playoff };
}
/** The division's standings after each round whose results are all in, by round number: as the
 * standings showed them then (every round up to it counted, drops made by then). */
export function standingsByRound(ctx: HandlerContext, eventId: number, divisionId: number): Map<number, ReturnType<typeof rankRows>> {
  const { counted } = splitRounds(ctx.store.rounds.summaries(divisionId));
  return new Map(counted.map((r, i) => [r.number, rankRows(ctx, eventId, divisionId, counted.slice(0, i + 1), r.number)]));
}

export const standingsHandlers: Pick<Handlers, 'standings.get'> = {
  'standings.get'({ eventId, divisionId, excerpt, since }, ctx) {
    const event = requireEvent(ctx.store, eventId);
    const division = requireDivision(ctx.store, eventId, divisionId);
    const { counted, inPlay } = splitRounds(ctx.store.rounds.summaries(division.id));
    const countedIds = new Set(counted.map((r) => r.id));
    // The rows change with entries, the ruleset, a round's status, and results of counted rounds:
    // the results coming in for the round under way leave them as they are until its last one
    // (which changes the rounds counted, so the key).
    const staleOn = (c: ChangeEvent) =>
      c.entity === 'event' || c.entity === 'entry' || c.entity === 'round' || (c.entity === 'table' && (c.roundId === undefined || countedIds.has(c.roundId)));
    const { rows, primary, columns, playoff } = ctx.keep(eventId, `standings-rows:${division.id}:${[...countedIds].join(',')}`, staleOn, () => rankRows(ctx, eventId, division.id, counted));
    const through = counted.at(-1)?.number ?? 0;
    const standings = {
      eventId,
      throughRound: through,
      ranked: through > 0,
      roundInPlay: inPlay ? { number: inPlay.number, resultsIn: inPlay.tables - inPlay.withoutResult, results: inPlay.tables } : null,
      primary,
      columns,
      rows,
      final: eventProgress(ctx.store, event, division).finished,
      playoff,
    };
    if (excerpt) return standingsExcerpt(ctx.store, standings, excerpt);
    if (since === undefined) return standings;
    // The rows held are looked up first: keeping these rows' version could push them out.
    const held = since === '' ? undefined : (ctx.versions.by(since) as readonly StandingRow[] | undefined);
    const rowsKey = ctx.versions.of(rows);
    return { ...(held ? standingsDelta(standings, held) : standings), rowsKey };
  },
};
