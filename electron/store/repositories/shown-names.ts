// runtime: node. The names screens and sheets show for an event's entries: a player's entry shows
// the player's label (shared/text/person-name.ts), which tells namesakes apart, in the event's
// name order ("Family, Given" where the family name is known: shared/text/family-name.ts); a side
// keeps its name. Kept per event until a player is added, renamed or removed, an entry or player
// ID added, or the event's name order changed.
import type Database from 'better-sqlite3';
import { shownLabels } from '../../../shared/text/person-name';
import { familyFirst, inNameOrder, type NameOrder } from '../../../shared/text/family-name';

export interface ShownNames {
  /** What tells the kept labels apart from the stored ones: changes whenever a label may. */
  print: string;
  /** Labels by entry id, for entries of one player whose label is not their stored name. */
  byEntry: ReadonlyMap<number, string>;
  /** Labels by player id, for players whose label is not their name. */
  byPlayer: ReadonlyMap<number, string>;
  /** What lists sort by, family name first, by entry id: for entries of one player whose family
   * name is known. */
  sortByEntry: ReadonlyMap<number, string>;
}

/** Whether player `p` may show a label other than their name, or make another player's label
 * other than theirs: a family name, a character the labels themselves are made of ("Family,
 * Given", "Name (2)"), or a namesake. A player with none of these leaves every label as it was:
 * their own is their name, and it folds like no other label. */
const mayRelabel = (p: string) =>
  `(${p}.family_name IS NOT NULL OR ${p}.name GLOB '*[(),]*'
    OR EXISTS (SELECT 1 FROM players q WHERE q.event_id = ${p}.event_id AND q.search_key = ${p}.search_key AND q.id <> ${p}.id))`;

const bump = (eventId: string) => `INSERT INTO label_writes VALUES (${eventId}, 1) ON CONFLICT (event_id) DO UPDATE SET n = n + 1;`;

/** Counts, per event, the writes that may move a label: a player who may relabel added (or given
 * an entry), a player removed or renamed, an ID given or taken, an entry's members changed. A
 * check-in changes none of them, nor does registering a player no one shares a name with, so the
 * kept labels stand; reading them again is a pass over every player of the event. Temporary: the
 * count lives with this connection, which is the only writer. */
const LABEL_WRITES = `
CREATE TEMP TABLE IF NOT EXISTS label_writes (event_id INTEGER PRIMARY KEY, n INTEGER NOT NULL);
CREATE TEMP TRIGGER IF NOT EXISTS label_player_added AFTER INSERT ON players WHEN ${mayRelabel('NEW')} BEGIN ${bump('NEW.event_id')} END;
CREATE TEMP TRIGGER IF NOT EXISTS label_player_removed AFTER DELETE ON players BEGIN ${bump('OLD.event_id')} END;
CREATE TEMP TRIGGER IF NOT EXISTS label_player_renamed AFTER UPDATE OF name, family_name, club, search_key, event_id ON players BEGIN ${bump('NEW.event_id')} END;
CREATE TEMP TRIGGER IF NOT EXISTS label_id_given AFTER INSERT ON player_ids BEGIN ${bump('NEW.event_id')} END;
CREATE TEMP TRIGGER IF NOT EXISTS label_id_taken AFTER DELETE ON player_ids BEGIN ${bump('OLD.event_id')} END;
CREATE TEMP TRIGGER IF NOT EXISTS label_id_changed AFTER UPDATE ON player_ids BEGIN ${bump('NEW.event_id')} END;
CREATE TEMP TRIGGER IF NOT EXISTS label_member_added AFTER INSERT ON entry_members
  WHEN EXISTS (SELECT 1 FROM entry_members o WHERE o.entry_id = NEW.entry_id AND o.player_id <> NEW.player_id)
    OR EXISTS (SELECT 1 FROM players p WHERE p.id = NEW.player_id AND ${mayRelabel('p')})
  BEGIN INSERT INTO label_writes SELECT event_id, 1 FROM entries WHERE id = NEW.entry_id ON CONFLICT (event_id) DO UPDATE SET n = n + 1; END;
CREATE TEMP TRIGGER IF NOT EXISTS label_member_removed AFTER DELETE ON entry_members
  BEGIN INSERT INTO label_writes SELECT event_id, 1 FROM entries WHERE id = OLD.entry_id ON CONFLICT (event_id) DO UPDATE SET n = n + 1; END;
`;

export function shownNamesRepository(db: Database.Database) {
  db.exec(LABEL_WRITES);
  const shape = db
    .prepare<{ eventId: number }, [number, NameOrder]>(
      `SELECT (SELECT COALESCE(MAX(n), 0) FROM temp.label_writes WHERE event_id = @eventId), (SELECT name_order FROM events WHERE id = @eventId)`,
    )
    .raw();
  const people = db.prepare<[number], { id: number; name: string; family_name: string | null; club: string | null; code: string | null }>(
    'SELECT p.id, p.name, p.family_name, p.club, i.code FROM players p LEFT JOIN player_ids i ON i.player_id = p.id WHERE p.event_id = ? ORDER BY p.id',
  );
  // Only a player's own entry takes their label: a side of several keeps the name it was given.
  const single = db.prepare<[number], { entry_id: number; player_id: number }>(
    `SELECT m.entry_id, MIN(m.player_id) AS player_id FROM entry_members m JOIN entries e ON e.id = m.entry_id
     WHERE e.event_id = ? GROUP BY m.entry_id HAVING COUNT(*) = 1`,
  );
  // One entry read alone (a result at a 2,000-table round) asks the index whether its player has
  // a namesake at all, or a family name the event shows first, before the whole event's labels
  // are worked out.
  const relabelled = db
    .prepare<{ entryId: number }, number>(
      `SELECT EXISTS (SELECT 1 FROM entry_members m JOIN players p ON p.id = m.player_id JOIN players q ON q.event_id = p.event_id AND q.search_key = p.search_key AND q.id <> p.id
         WHERE m.entry_id = @entryId)
       OR EXISTS (SELECT 1 FROM entry_members m JOIN players p ON p.id = m.player_id JOIN events e ON e.id = p.event_id
         WHERE m.entry_id = @entryId AND p.family_name IS NOT NULL AND e.name_order = 'family-given')`,
    )
    .pluck();
  const kept = new Map<number, ShownNames>();
  return {
    of(eventId: number): ShownNames {
      const head = shape.get({ eventId })!;
      const print = head.join(':');
      const known = kept.get(eventId);
      if (known?.print === print) return known;
      const order = head[1] ?? 'given-family';
      const rows = people.all(eventId);
      const labels = shownLabels(rows.map((r) => ({ id: r.id, name: inNameOrder(r.name, r.family_name, order), club: r.club, playerId: r.code })));
      const changed = new Set(rows.filter((r) => labels.get(r.id) !== r.name).map((r) => r.id));
      const sortNames = new Map(rows.filter((r) => r.family_name !== null).map((r) => [r.id, familyFirst(r.name, r.family_name)]));
      const byEntry = new Map<number, string>();
      const sortByEntry = new Map<number, string>();
      if (changed.size > 0 || sortNames.size > 0) {
        for (const m of single.all(eventId)) {
          if (changed.has(m.player_id)) byEntry.set(m.entry_id, labels.get(m.player_id)!);
          if (sortNames.has(m.player_id)) sortByEntry.set(m.entry_id, sortNames.get(m.player_id)!);
        }
      }
      const byPlayer = new Map([...changed].map((id) => [id, labels.get(id)!]));
      const names = { print, byEntry, byPlayer, sortByEntry };
      kept.set(eventId, names);
      return names;
    },
    /** The entry's shown name, `stored` where its player has no namesake and no family name shown first. */
    ofEntry(eventId: number, entryId: number, stored: string): string {
      return relabelled.get({ entryId }) === 1 ? (this.of(eventId).byEntry.get(entryId) ?? stored) : stored;
    },
    /** Whether the labels of the event's entries differ from those last read: a player written
     * may change what a namesake's entry shows. */
    moved(eventId: number): boolean {
      const before = kept.get(eventId)?.byEntry ?? new Map<number, string>();
      const now = this.of(eventId).byEntry;
      return now.size !== before.size || [...now].some(([id, name]) => before.get(id) !== name);
    },
    /** Forgets what was read inside a transaction rolled back. */
    forget(): void {
      kept.clear();
    },
  };
}
