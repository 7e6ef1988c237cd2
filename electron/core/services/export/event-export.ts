// runtime: node. Everything about one event in one document. It is put together from the same
// queries the windows use, so the file says exactly what the desk shows, and it is checked
// against the shared schema before it leaves, so a reader can rely on the format version. A
// document holds one division: the event file is refused for an event of several (the format has
// no place for a second), and each CSV sheet is one division's. The event file also carries what
// the sheets need not: each stage's schedule made in advance, and what the features write into it
// (the shared map).
import { CommandError } from '../../../../shared/contract/errors';
import { eventExportFormat, eventExportSchema, eventExportVersion, type EventExport } from '../../../../shared/model/export';
import type { HandlerContext } from '../../context';
import { entryHandlers } from '../../handlers/entries';
import { eventHandlers } from '../../handlers/events';
import { playerHandlers } from '../../handlers/players';
import { roundHandlers } from '../../handlers/rounds';
import { standingsHandlers } from '../../handlers/standings';
import { featureEventFiles } from '../../../features/registry';

export function buildEventExport(ctx: HandlerContext, eventId: number): EventExport {
  const event = eventHandlers['event.get']({ id: eventId }, ctx);
  if (event.divisions.length > 1) {
    throw new CommandError(
      'conflict',
      `"${event.name}" has ${event.divisions.length} divisions, and an event file holds the rounds of one; export its divisions' standings, pairings and results as CSV instead.`,
      { reason: 'export_several_divisions', divisions: event.divisions.length },
    );
  }
  const document = divisionDocument(ctx, eventId);
  const schedules = ctx.store.divisions.stages(event.divisionId).flatMap((stage) => {
    const stored = ctx.store.schedules.get(stage.id);
    return stored ? [{ stage: stage.position, rounds: stored.rounds, quality: stored.quality, makings: stored.makings }] : [];
  });
  return eventExportSchema.parse({
    ...document,
    schedules,
    ...Object.assign({}, ...featureEventFiles().map((part) => part.export?.(ctx, eventId))),
  });
}

/** One division of the event (its first when none is named) as a document of its own: its
 * players, entries, published rounds and standings. */
export function buildDivisionExport(ctx: HandlerContext, eventId: number, divisionId?: number): EventExport {
  return eventExportSchema.parse(divisionDocument(ctx, eventId, divisionId));
}

function divisionDocument(ctx: HandlerContext, eventId: number, divisionId?: number): EventExport {
  const scope = divisionId === undefined ? {} : { divisionId };
  const event = eventHandlers['event.get']({ id: eventId, ...scope }, ctx);
  const division = event.divisions.find((d) => d.id === event.divisionId)!;
  const first = division.position === 1;
  const rounds = roundHandlers['round.list']({ eventId, ...scope }, ctx)
    .filter((r) => r.status !== 'draft')
    .map((r) => roundHandlers['round.get']({ roundId: r.id }, ctx));
  const players = playerHandlers['player.list']({ eventId, filter: '', checkedInOnly: false }, ctx).filter((p) => (p.divisionId === null ? first : p.divisionId === division.id));
  const standings = standingsHandlers['standings.get']({ eventId, ...scope }, ctx);
  return {
    format: eventExportFormat,
    version: eventExportVersion,
    exportedAt: ctx.now,
    event: { ...event, divisions: [division] },
    players,
    entries: entryHandlers['entry.list']({ eventId }, ctx).filter((e) => e.divisionId === division.id),
    rounds,
    standings: { ...standings, columns: standings.columns.map((c) => c.id) },
  };
}
