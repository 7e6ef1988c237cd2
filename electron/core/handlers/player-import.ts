// runtime: node. Players from a spreadsheet and back: the preview of an import, the import of the
// rows it calls new, and the player list as CSV.
import { exportFileName } from '../../../shared/model/export';
import type { Handlers } from '../context';
import { csvDocument, type Cell } from '../../../shared/text/csv-write';
import { featurePlayerColumns } from '../../../shared/features/player-fields';
import type { Player } from '../../../shared/model/player';
import { requireEvent } from '../services/event-state';
import { playerAnswers } from '../services/player-fields';
import { countImportRows, readImportRows } from '../services/player-import';

export const playerImportHandlers: Pick<Handlers, 'player.importPreview' | 'player.import' | 'player.exportCsv'> = {
  'player.importPreview'(input, ctx) {
    const event = requireEvent(ctx.store, input.eventId);
    const rows = readImportRows(ctx, event.date, input);
    return { rows, counts: countImportRows(rows) };
  },
  'player.import'(input, ctx) {
    const event = requireEvent(ctx.store, input.eventId);
    const rows = readImportRows(ctx, event.date, input);
    const registered: { row: number; id: number }[] = [];
    for (const r of rows) {
      if (r.status !== 'new') continue;
      const player = ctx.store.players.insert(input.eventId, { name: r.name, familyName: r.familyName, dateOfBirth: r.dateOfBirth, club: r.club, contact: r.contact, formOfAddress: r.formOfAddress, divisionId: r.divisionId });
      if (r.playerId !== null) ctx.store.playerIds.set(input.eventId, player.id, r.playerId);
      registered.push({ row: r.row, id: player.id });
    }
    // Announced even when nobody was new, so the audit row of an import that added nobody names its event.
    ctx.changed({ entity: 'player', eventId: input.eventId });
    ctx.annotate({ registered });
    return { imported: registered.length, counts: countImportRows(rows) };
  },
  'player.exportCsv'({ eventId }, ctx) {
    const event = requireEvent(ctx.store, eventId);
    const divisions = ctx.store.divisions.list(eventId);
    const codes = new Map([...ctx.store.playerIds.ofEvent(eventId)].map(([code, id]) => [id, code]));
    const columns = playerColumns(divisions[0]?.name ?? '', new Map(divisions.map((d) => [d.id, d.name])), codes);
    const rows = playerAnswers(ctx.store, ctx.store.players.list(eventId, {})).map((p) => columns.map(([, read]) => read(p)));
    return { filename: exportFileName(event, 'players', 'csv'), content: csvDocument(columns.map(([header]) => header), rows) };
  },
};

type Column = [header: string, read: (player: Player) => Cell];

/** The CSV's columns: the core's, each feature's after the one it follows. Columns added later go
 * last, so files read by column position before they came keep their columns. */
function playerColumns(firstDivision: string, divisionName: ReadonlyMap<number, string>, codes: ReadonlyMap<number, string>): Column[] {
  const columns: Column[] = [
    ['Player ID', (p) => codes.get(p.id) ?? null],
    ['Name', (p) => p.name],
    ['Date of birth', (p) => p.dateOfBirth],
    ['Club', (p) => p.club],
    ['Contact', (p) => p.contact],
    ['Division', (p) => (p.divisionId === null ? firstDivision : divisionName.get(p.divisionId))],
    ['Check-in order', (p) => p.checkInOrder],
    ['Checked in at', (p) => p.checkedInAt],
    ['Arbiter ID', (p) => p.id],
    ['Form of address', (p) => p.formOfAddress],
    ['Family name', (p) => p.familyName],
  ];
  for (const c of featurePlayerColumns) {
    const at = columns.findIndex(([header]) => header === c.after);
    if (at < 0) throw new Error(`The players' CSV has no column "${c.after}" for "${c.header}" to follow.`);
    columns.splice(at + 1, 0, [c.header, (p) => p[c.field]]);
  }
  return columns;
}
