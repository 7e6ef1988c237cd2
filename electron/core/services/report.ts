// runtime: node. The head judge's results report of one division: made from the division's export
// document (so it says what the desk, the sheets and the files say), the players' lists as they
// stand, and what the features the division uses add.
import type { TournamentEvent } from '../../../shared/model/event';
import type { DivisionDocument } from '../../../shared/model/export';
import { reportSchema, type Report, type ReportEntry } from '../../../shared/model/report';
import type { ListStatus } from '../../../shared/model/list-status';
import type { Round } from '../../../shared/model/round';
import type { EntryStatus, Standings } from '../../../shared/model/standings';
import type { HandlerContext } from '../context';
import { eventHandlers } from '../handlers/events';
import { standingsHandlers } from '../handlers/standings';
import { requireDivision } from './divisions';
import { buildDivisionExport } from './export/event-export';
import { listStatuses } from './list-status';
import { featureReports } from '../../features/registry';
import { featuresInUse } from '../../../shared/features/registry';

export function buildReport(ctx: HandlerContext, eventId: number, divisionId?: number): Report {
  const document = buildDivisionExport(ctx, eventId, divisionId);
  // The document keeps the tiebreak columns by id only; the report needs how each is shown.
  const standings = standingsHandlers['standings.get']({ eventId, ...(divisionId === undefined ? {} : { divisionId }) }, ctx);
  const named = ctx.store.divisions.list(eventId).length > 1;
  // The document keeps the match format without its result form, which says what a score is.
  const { resultForm, features } = eventHandlers['event.get']({ id: eventId, ...(divisionId === undefined ? {} : { divisionId }) }, ctx).format;
  const division = requireDivision(ctx.store, eventId, divisionId).id;
  const lists = listStatuses(ctx.store, eventId).filter((s) => s.divisionId === division);
  const playerIds = new Map([...ctx.store.playerIds.ofEvent(eventId)].map(([code, player]) => [player, code]));
  const facts = { standings, resultForm, named, lists, playerIds, features: featuresInUse(features) };
  return reportSchema.parse(reportOf(document, facts, (names) => featureReports(facts.features, document, names, { store: ctx.store, eventId })));
}

/** round.get always gives the round's stage; only an imported file's rounds from before stages
 * lack it, and those are the first stage's. */
const stageOf = (round: Round, kind: string) => round.stage ?? { position: 1, kind, round: round.number };

function statusOf(entry: DivisionDocument['entries'][number]): EntryStatus {
  if (entry.disqualification) return 'disqualified';
  if (entry.noShow) return 'no_show';
  if (entry.forfeited) return 'forfeited';
  return entry.droppedAfterRound !== null ? 'dropped' : 'active';
}

/** The report of a division's export document, with what the document leaves out: the standings'
 * column formats, the result form and the players' player IDs (by the app's player
 * number; a player without one is not in it); `named`: the event has several divisions, so the
 * report names the one it is of; `lists`: the division's players' lists (none: it plays no list);
 * `features`: the features' parts, given each entry's name. */
function reportOf(
  document: DivisionDocument,
  facts: {
    standings: Standings;
    resultForm: TournamentEvent['format']['resultForm'];
    named: boolean;
    lists: ListStatus[];
    playerIds: ReadonlyMap<number, string>;
    /** The features the division uses, with their options. */
    features: Readonly<Record<string, unknown>>;
  },
  features: (names: ReadonlyMap<number, string>) => Record<string, unknown>,
): Report {
  const { standings, named } = facts;
  const { event, rounds } = document;
  const firstKind = rounds.find((r) => r.stage)?.stage?.kind ?? '';
  const order = new Map(standings.rows.map((r, i) => [r.entryId, i]));
  const entries: ReportEntry[] = document.entries
    .map((e) => ({
      entryId: e.id,
      name: e.name,
      playerIds: e.playerIds.flatMap((id) => facts.playerIds.get(id) ?? []),
      status: statusOf(e),
      afterRound: e.droppedAfterRound,
      reason: e.dropReason,
      disqualification: e.disqualification ?? null,
    }))
    .sort((a, b) => (order.get(a.entryId) ?? Infinity) - (order.get(b.entryId) ?? Infinity) || a.entryId - b.entryId);
  const count = (status: EntryStatus) => entries.filter((e) => e.status === status).length;
  // A no-show's seat was played without them: seated, but never played.
  const noShows = new Set(entries.filter((e) => e.status === 'no_show').map((e) => e.entryId));
  const played = new Set(rounds.flatMap((r) => r.tables.filter((t) => !t.bye).flatMap((t) => t.seats.map((s) => s.entryId))).filter((id) => !noShows.has(id)));

  const stages: Report['stages'] = [];
  for (const round of rounds) {
    const stage = stageOf(round, firstKind);
    const last = stages.at(-1);
    if (last?.position === stage.position) last.rounds.push(round.number);
    else stages.push({ position: stage.position, kind: stage.kind, rounds: [round.number] });
  }

  const names = new Map(entries.map((e) => [e.entryId, e.name]));
  return {
    event: { id: event.id, name: event.name, date: event.date, ruleset: event.ruleset, scoreName: facts.resultForm.scoreName, entry: facts.resultForm.entry, division: named ? (event.divisions?.[0]?.name ?? null) : null },
    madeAt: document.exportedAt,
    players: {
      registered: entries.length,
      played: played.size,
      dropped: count('dropped'),
      noShows: count('no_show'),
      forfeited: count('forfeited'),
      disqualified: count('disqualified'),
    },
    stages,
    standings,
    entries,
    rounds: rounds.map((round) => ({
      number: round.number,
      stage: stageOf(round, firstKind),
      closed: round.status === 'closed',
      tables: round.tables.map((t) => ({
        number: t.number,
        bye: t.bye,
        seats: [...t.seats].sort((a, b) => a.position - b.position),
        games: t.result?.games ?? [],
      })),
    })),
    lists: facts.lists.length === 0 ? null : { players: facts.lists.length, off: facts.lists.filter((s) => s.state !== 'ok') },
    features: features(names),
  };
}
