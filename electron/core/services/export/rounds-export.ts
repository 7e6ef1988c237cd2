// runtime: node. A division's rounds for other programs (shared/model/rounds-export.ts): each
// published or closed round's tables and results as round.get answers them, and the standings
// after it as they stood then; nothing the room does not see.
import { roundsExportFormat, roundsExportSchema, roundsExportVersion, type RoundsExport } from '../../../../shared/model/rounds-export';
import type { HandlerContext } from '../../context';
import { eventHandlers } from '../../handlers/events';
import { roundHandlers } from '../../handlers/rounds';
import { standingsByRound, standingsHandlers } from '../../handlers/standings';

export function buildRoundsExport(ctx: HandlerContext, eventId: number, divisionId?: number): RoundsExport {
  const scope = divisionId === undefined ? {} : { divisionId };
  const event = eventHandlers['event.get']({ id: eventId, ...scope }, ctx);
  const division = event.divisions.find((d) => d.id === event.divisionId)!;
  const { primary, columns } = standingsHandlers['standings.get']({ eventId, divisionId: division.id }, ctx);
  const after = standingsByRound(ctx, eventId, division.id);
  const rounds = roundHandlers['round.list']({ eventId, divisionId: division.id }, ctx)
    .filter((r) => r.status !== 'draft')
    .map((r) => roundHandlers['round.get']({ roundId: r.id }, ctx))
    .map((round) => ({
      number: round.number,
      stage: round.stage ? { position: round.stage.position, kind: round.stage.kind, round: round.stage.round } : null,
      status: round.status as 'published' | 'closed',
      tables: round.tables.map((t) => ({
        table: t.number,
        bye: t.bye,
        seats: [...t.seats].sort((a, b) => a.position - b.position).map((s) => ({ seat: s.position, entryId: s.entryId, name: s.name, role: s.role })),
        games:
          t.result?.games.map((g) => ({
            ...(g.ending ? { ending: g.ending } : {}),
            seats: g.seats.map((s) => ({ entryId: s.entryId, outcome: s.outcome, score: s.score, place: s.place ?? null, role: s.role ?? null })),
          })) ?? null,
      })),
      standings: after.get(round.number)?.rows ?? null,
    }));
  return roundsExportSchema.parse({
    format: roundsExportFormat,
    version: roundsExportVersion,
    exportedAt: ctx.now,
    event: { id: event.id, name: event.name, date: event.date, ruleset: event.ruleset },
    division: { id: division.id, position: division.position, name: division.name },
    primary,
    columns,
    rounds,
  });
}
