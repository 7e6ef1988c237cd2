// runtime: node. Export: the whole event as one versioned JSON document, or one CSV sheet of one
// division.
import { exportFileName } from '../../../shared/model/export';
import type { Handlers } from '../context';
import { csvDocument } from '../../../shared/text/csv-write';
import { buildDivisionExport, buildEventExport } from '../services/export/event-export';
import { csvSheetsOf } from '../services/export/sheets';

export const exportHandlers: Pick<Handlers, 'export.event' | 'export.csv'> = {
  'export.event'({ eventId }, ctx) {
    return buildEventExport(ctx, eventId);
  },
  'export.csv'({ eventId, divisionId, sheet }, ctx) {
    const data = buildDivisionExport(ctx, eventId, divisionId);
    const { header, rows } = csvSheetsOf[sheet](data);
    // A division after the first is named in the file's name, so two divisions' sheets differ.
    const division = data.event.divisions?.[0];
    const name = division && division.position > 1 ? `${data.event.name} ${division.name}` : data.event.name;
    return { filename: exportFileName({ id: data.event.id, name }, sheet, 'csv'), content: csvDocument(header, rows) };
  },
};
