// runtime: node. Everything about one event in one document. It is put together from the same
// queries the windows use, so the file says exactly what the desk shows, and it is checked
// against the shared schema before it leaves, so a reader can rely on the format version. The
// event file (version 4) holds every division with its entries, rounds, standings and schedules,
// and each feature's part, which the feature writes. A division's own document (the shape of
// files up to version 3) is what its CSV sheets and the head judge's report are made from.
import { divisionDocumentSchema, eventExportFormat, eventExportVersion, eventFileSchema, type DivisionDocument, type EventFile, type FileDivision } from '../../../../shared/model/export';
import type { Division } from '../../../../shared/model/division';
import type { HandlerContext } from '../../context';
import { entryHandlers } from '../../handlers/entries';
import { eventHandlers } from '../../handlers/events';
import { playerHandlers } from '../../handlers/players';
import { roundHandlers } from '../../handlers/rounds';
import { standingsByRound, standingsHandlers } from '../../handlers/standings';
import { featureEventFiles } from '../../../features/registry';
import { PAIRING_ENGINE_VERSION } from '../../../engine/version';
import { auditHandlers } from '../../handlers/audit';

export function buildEventExport(ctx: HandlerContext, eventId: number): EventFile {
  const { divisionId: _first, divisions, format: _format, progress: _progress, ...event } = eventHandlers['event.get']({ id: eventId }, ctx);
  const entries = entryHandlers['entry.list']({ eventId }, ctx);
  // The schema keeps a player's fields of the file and drops the rest (what features keep of a
  // player is in their parts).
  const players = playerHandlers['player.list']({ eventId, filter: '', checkedInOnly: false }, ctx);
  const features = featureEventFiles().flatMap(([id, part]) => {
    const value = part.export(ctx, eventId);
    return value === null ? [] : [[id, value] as const];
  });
  return eventFileSchema.parse({
    format: eventExportFormat,
    version: eventExportVersion,
    exportedAt: ctx.now,
    engine: { pairing: PAIRING_ENGINE_VERSION },
    event,
    players,
    divisions: divisions.map((d) => fileDivision(ctx, eventId, d, entries.filter((e) => e.divisionId === d.id))),
    features: Object.fromEntries(features),
    audit: auditHandlers['audit.list']({ eventId }, ctx),
  });
}

function fileDivision(ctx: HandlerContext, eventId: number, division: Division, entries: FileDivision['entries']): FileDivision {
  const { eventId: _event, entries: _count, features: _features, version: _version, ...own } = division;
  const played = playedOf(ctx, eventId, division.id);
  const schedules = ctx.store.divisions.stages(division.id).flatMap((stage) => {
    const stored = ctx.store.schedules.get(stage.id);
    return stored ? [{ stage: stage.position, rounds: stored.rounds, quality: stored.quality, makings: stored.makings }] : [];
  });
  const standingsAfter = [...standingsByRound(ctx, eventId, division.id)].map(([round, ranked]) => ({ round, rows: ranked.rows }));
  return { ...own, entries, ...played, standingsAfter, schedules };
}

/** A division's published and closed rounds and its standings, as the queries answer them. */
function playedOf(ctx: HandlerContext, eventId: number, divisionId: number): Pick<DivisionDocument, 'rounds' | 'standings'> {
  const rounds = roundHandlers['round.list']({ eventId, divisionId }, ctx)
    .filter((r) => r.status !== 'draft')
    .map((r) => roundHandlers['round.get']({ roundId: r.id }, ctx));
  const standings = standingsHandlers['standings.get']({ eventId, divisionId }, ctx);
  return { rounds, standings: { ...standings, columns: standings.columns.map((c) => c.id) } };
}

/** One division of the event (its first when none is named) as a document of its own: its
 * players, entries, published rounds and standings, in the shape of a version 3 file. */
export function buildDivisionExport(ctx: HandlerContext, eventId: number, divisionId?: number): DivisionDocument {
  const scope = divisionId === undefined ? {} : { divisionId };
  const event = eventHandlers['event.get']({ id: eventId, ...scope }, ctx);
  const division = event.divisions.find((d) => d.id === event.divisionId)!;
  const first = division.position === 1;
  const players = playerHandlers['player.list']({ eventId, filter: '', checkedInOnly: false }, ctx).filter((p) => (p.divisionId === null ? first : p.divisionId === division.id));
  return divisionDocumentSchema.parse({
    format: eventExportFormat,
    version: 3,
    exportedAt: ctx.now,
    event: { ...event, divisions: [division] },
    players,
    entries: entryHandlers['entry.list']({ eventId }, ctx).filter((e) => e.divisionId === division.id),
    ...playedOf(ctx, eventId, division.id),
  });
}
