// runtime: node. Export: the whole event as one versioned JSON document, or one CSV sheet of one
// division.
import { exportFileName } from '../../../shared/model/export';
import type { Handlers } from '../context';
import { csvDocument } from '../../../shared/text/csv-write';
import { buildDivisionExport, buildEventExport } from '../services/export/event-export';
import { csvSheetsOf, standingsByRoundSheet } from '../services/export/sheets';
import { buildRoundsExport } from '../services/export/rounds-export';

export const exportHandlers: Pick<Handlers, 'export.event' | 'export.csv' | 'export.rounds'> = {
  'export.event'({ eventId }, ctx) {
    return buildEventExport(ctx, eventId);
  },
  'export.rounds'({ eventId, divisionId }, ctx) {
    return buildRoundsExport(ctx, eventId, divisionId);
  },
  'export.csv'({ eventId, divisionId, sheet }, ctx) {
    const data = buildDivisionExport(ctx, eventId, divisionId);
    const { header, rows } = sheet === 'standings-rounds' ? standingsByRoundSheet(buildRoundsExport(ctx, eventId, divisionId)) : csvSheetsOf[sheet](data);
    // A division after the first is named in the file's name, so two divisions' sheets differ.
    const division = data.event.divisions?.[0];
    const name = division && division.position > 1 ? `${data.event.name} ${division.name}` : data.event.name;
    return { filename: exportFileName({ id: data.event.id, name }, sheet, 'csv'), content: csvDocument(header, rows) };
  },
};
