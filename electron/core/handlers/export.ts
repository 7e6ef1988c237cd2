// runtime: node. Export: the whole event as one versioned JSON document, or one CSV sheet.
import { exportFileName } from '../../../shared/model/export';
import type { Handlers } from '../context';
import { csvDocument } from '../services/export/csv';
import { buildEventExport } from '../services/export/event-export';
import { csvSheetsOf } from '../services/export/sheets';

export const exportHandlers: Pick<Handlers, 'export.event' | 'export.csv'> = {
  'export.event'({ eventId }, ctx) {
    return buildEventExport(ctx, eventId);
  },
  'export.csv'({ eventId, sheet }, ctx) {
    const data = buildEventExport(ctx, eventId);
    const { header, rows } = csvSheetsOf[sheet](data);
    return { filename: exportFileName(data.event, sheet, 'csv'), content: csvDocument(header, rows) };
  },
};
