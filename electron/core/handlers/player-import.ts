// runtime: node. Players from a spreadsheet and back: the preview of an import, the import of the
// rows it calls new, and the player list as CSV.
import { exportFileName } from '../../../shared/model/export';
import type { Handlers } from '../context';
import { csvDocument } from '../../../shared/text/csv-write';
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
    const firstName = divisions[0]?.name ?? '';
    const divisionName = new Map(divisions.map((d) => [d.id, d.name]));
    const codes = new Map([...ctx.store.playerIds.ofEvent(eventId)].map(([code, id]) => [id, code]));
    // Columns added later go last: files read by column position before they came keep their columns.
    const header = ['Player ID', 'Name', 'Date of birth', 'Club', 'Contact', 'Division', 'Check-in order', 'Checked in at', 'Arbiter ID', 'Waiting list number', 'Form of address', 'Family name'];
    const rows = playerAnswers(ctx.store, ctx.store.players.list(eventId, {})).map((p) => [codes.get(p.id) ?? null, p.name, p.dateOfBirth, p.club, p.contact, p.divisionId === null ? firstName : divisionName.get(p.divisionId), p.checkInOrder, p.checkedInAt, p.id, p.waitlistOrder, p.formOfAddress, p.familyName]);
    return { filename: exportFileName(event, 'players', 'csv'), content: csvDocument(header, rows) };
  },
};
