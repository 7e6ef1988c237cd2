// runtime: dom. A round of a schedule made in advance as the room reads it by name: each player's
// table and starting position (seat order is starting order, position 1 starts).
import type { Round } from '../../../shared/model/round';
import { nameCollator } from '../i18n/format';
import { compareFamilyFirst } from '../../../shared/text/family-name';

export interface SeatRow {
  key: string;
  name: string;
  sortName?: string | undefined;
  table: number;
  position: number;
}

/** Alphabetical as people of the language read names (case ignored; Polish Ś after S), family
 * name first where it is known. */
export function seatsByName(round: Round, language: string): SeatRow[] {
  const collator = nameCollator(language);
  const rows = round.tables.filter((t) => !t.bye).flatMap((t) => t.seats.map((s) => ({ key: `${t.id}-${s.entryId}`, name: s.name, sortName: s.sortName, table: t.number, position: s.position })));
  return rows.sort((a, b) => compareFamilyFirst(collator, a, b));
}
