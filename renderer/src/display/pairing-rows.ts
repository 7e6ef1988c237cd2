// runtime: dom. Turns a round's tables into the rows the room reads: one per player (by name)
// and one per table (by number). Pure, so the sorting rules stay in one place.
import type { Round, RoundTable } from '../../../shared/model/round';
import { nameCollator } from '../i18n/format';
import { compareFamilyFirst } from '../../../shared/text/family-name';

export interface NameRow {
  key: string;
  name: string;
  /** Family name first, where it is known: what the list sorts by. */
  sortName?: string | undefined;
  /** Null for a bye. */
  table: number | null;
  /** At a table of two, whom the player plays; null elsewhere. */
  opponent: string | null;
  /** At a table of more than two, the player's seat (naming two or more opponents would take the
   * room's screen a line per player); null elsewhere. */
  seat: number | null;
}

/** Alphabetical the way people read names: accents and case ignored, Ł next to L, Cyrillic kept
 * in its own alphabet; by family name where it is known. */
export function pairingsByName(round: Round, language: string): NameRow[] {
  const collator = nameCollator(language);
  const rows = round.tables.flatMap((t) =>
    t.seats.map((s) => {
      const others = t.seats.filter((o) => o.entryId !== s.entryId);
      return {
        key: `${t.id}-${s.entryId}`,
        name: s.name,
        sortName: s.sortName,
        table: t.bye ? null : t.number,
        opponent: others.length === 1 ? others[0]!.name : null,
        seat: others.length > 1 ? s.position : null,
      };
    }),
  );
  return rows.sort((a, b) => compareFamilyFirst(collator, a, b));
}

/** Tables in number order; byes last, since they have no table to walk to. */
export function pairingsByTable(round: Round): RoundTable[] {
  return [...round.tables].sort((a, b) => Number(a.bye) - Number(b.bye) || a.number - b.number);
}

/** The latest round the players may see: published or closed, never a draft. */
export function latestVisibleRound<R extends { status: string; number: number }>(rounds: readonly R[]): R | undefined {
  return rounds.filter((r) => r.status !== 'draft').sort((a, b) => a.number - b.number).at(-1);
}
