// runtime: dom. What each export choice fetches and which file it becomes. The core writes the
// CSV (with its file name); the JSON document is written here, named the same way.
import type { AppError } from '../../../shared/contract/errors';
import { exportFileName, type CsvSheet } from '../../../shared/model/export';
import { getApi } from '../api/client';
import { downloadFile } from './download';

export type ExportChoice = CsvSheet | 'event';
export const exportChoices: ExportChoice[] = ['standings', 'pairings', 'results', 'event'];

/** Fetches the export and downloads it (a CSV sheet: of the division worked on); answers the file
 * name, or the error to show. */
export async function exportEvent(eventId: number, scope: { divisionId?: number }, choice: ExportChoice): Promise<{ filename: string } | { error: AppError }> {
  if (choice === 'event') {
    const r = await getApi().call('export.event', { eventId });
    if (!r.ok) return { error: r.error };
    const filename = exportFileName(r.value.event, 'event', 'json');
    downloadFile(filename, `${JSON.stringify(r.value, null, 2)}\n`, 'application/json');
    return { filename };
  }
  const r = await getApi().call('export.csv', { eventId, ...scope, sheet: choice });
  if (!r.ok) return { error: r.error };
  downloadFile(r.value.filename, r.value.content, 'text/csv;charset=utf-8');
  return { filename: r.value.filename };
}
