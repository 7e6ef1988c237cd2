// runtime: dom. The rows as sent to the core: only the mapped columns, so a wide spreadsheet of
// 10,000 rows stays within what the venue host takes in one request.
import type { ImportField } from '../../../../shared/model/player-import';
import type { ColumnMapping } from './guess-columns';

export function sentMapping(rows: readonly string[][], mapping: ColumnMapping): { rows: string[][]; mapping: ColumnMapping } {
  const used = [...new Set(Object.values(mapping))].sort((a, b) => a - b);
  const sent: ColumnMapping = {};
  for (const [field, column] of Object.entries(mapping) as [ImportField, number][]) sent[field] = used.indexOf(column);
  return { rows: rows.map((r) => used.map((c) => r[c] ?? '')), mapping: sent };
}
