// runtime: dom. What each export choice fetches and which file it becomes. The core writes the
// CSV sheets (with their file names); the JSON documents (the event file, the rounds for other
// programs) are written here, named the same way, and so is the results report, worded in the
// desk's language.
import type { TFunction } from 'i18next';
import type { AppError } from '../../../shared/contract/errors';
import { exportFileName, type CsvSheet } from '../../../shared/model/export';
import type { VerifyReport } from '../../../shared/model/verify';
import { getApi } from '../api/client';
import { reportCsv } from '../report/report-csv';
import { reportText } from '../report/report-text';
import { downloadFile } from './download';

export type ExportChoice = CsvSheet | 'event' | 'report' | 'rounds' | 'verify';
export const exportChoices: ExportChoice[] = ['standings', 'standings-rounds', 'pairings', 'results', 'report', 'rounds', 'event', 'verify'];

/** Fetches the export and downloads it (a CSV sheet or the report: of the division worked on);
 * answers the file name, or the error to show. 'verify' downloads nothing: it checks the event's
 * own file by replaying it and answers the report. */
export async function exportEvent(
  eventId: number,
  scope: { divisionId?: number },
  choice: ExportChoice,
  words: { t: TFunction; language: string },
): Promise<{ filename: string } | { checked: VerifyReport } | { error: AppError }> {
  if (choice === 'report') {
    const r = await getApi().call('report.get', { eventId, ...scope });
    if (!r.ok) return { error: r.error };
    const { event } = r.value;
    const filename = exportFileName({ id: event.id, name: event.division ? `${event.name} ${event.division}` : event.name }, 'report', 'csv');
    downloadFile(filename, reportCsv(reportText(r.value, words.t, words.language)), 'text/csv;charset=utf-8');
    return { filename };
  }
  if (choice === 'verify') {
    const file = await getApi().call('export.event', { eventId });
    if (!file.ok) return { error: file.error };
    const r = await getApi().call('event.verify', { document: file.value });
    return r.ok ? { checked: r.value } : { error: r.error };
  }
  if (choice === 'event') {
    const r = await getApi().call('export.event', { eventId });
    if (!r.ok) return { error: r.error };
    const filename = exportFileName(r.value.event, 'event', 'json');
    downloadFile(filename, `${JSON.stringify(r.value, null, 2)}\n`, 'application/json');
    return { filename };
  }
  if (choice === 'rounds') {
    const r = await getApi().call('export.rounds', { eventId, ...scope });
    if (!r.ok) return { error: r.error };
    const { event, division } = r.value;
    const filename = exportFileName({ id: event.id, name: division.position > 1 ? `${event.name} ${division.name}` : event.name }, 'rounds', 'json');
    downloadFile(filename, `${JSON.stringify(r.value, null, 2)}\n`, 'application/json');
    return { filename };
  }
  const r = await getApi().call('export.csv', { eventId, ...scope, sheet: choice });
  if (!r.ok) return { error: r.error };
  downloadFile(r.value.filename, r.value.content, 'text/csv;charset=utf-8');
  return { filename: r.value.filename };
}
