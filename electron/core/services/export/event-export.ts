// runtime: node. Everything about one event in one document. It is put together from the same
// queries the windows use, so the file says exactly what the desk shows, and it is checked
// against the shared schema before it leaves, so a reader can rely on the format version.
import { eventExportFormat, eventExportSchema, eventExportVersion, type EventExport } from '../../../../shared/model/export';
import { CommandError } from '../../../../shared/contract/errors';
import type { HandlerContext } from '../../context';
import { entryHandlers } from '../../handlers/entries';
import { eventHandlers } from '../../handlers/events';
import { playerHandlers } from '../../handlers/players';
import { roundHandlers } from '../../handlers/rounds';
import { standingsHandlers } from '../../handlers/standings';

export function buildEventExport(ctx: HandlerContext, eventId: number): EventExport {
  const event = eventHandlers['event.get']({ id: eventId }, ctx);
  // Version 1 of the file holds one division's rounds; a second would be lost, so it is refused.
  if (event.divisions.length > 1) {
    throw new CommandError(
      'conflict',
      `"${event.name}" has ${event.divisions.length} divisions, and an event file holds the rounds of one; export its divisions' standings, pairings and results as CSV instead.`,
      { reason: 'export_several_divisions', divisions: event.divisions.length },
    );
  }
  const rounds = roundHandlers['round.list']({ eventId }, ctx)
    .filter((r) => r.status !== 'draft')
    .map((r) => roundHandlers['round.get']({ roundId: r.id }, ctx));
  return eventExportSchema.parse({
    format: eventExportFormat,
    version: eventExportVersion,
    exportedAt: ctx.now,
    event,
    players: playerHandlers['player.list']({ eventId, filter: '', checkedInOnly: false }, ctx),
    entries: entryHandlers['entry.list']({ eventId }, ctx),
    rounds,
    standings: exportedStandings(ctx, eventId),
  });
}

/** The standings as version 1 of the file writes them: tiebreak columns by id. */
function exportedStandings(ctx: HandlerContext, eventId: number): EventExport['standings'] {
  const standings = standingsHandlers['standings.get']({ eventId }, ctx);
  return { ...standings, columns: standings.columns.map((c) => c.id) };
}
