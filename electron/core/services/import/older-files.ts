// runtime: node. A file of versions 1 to 3 (one division at the top of the file) read as a
// version 4 file, so one set of checks and one import serve every version; and a problem's place
// in the version 4 shape turned back into its place in the older file, so the message names what
// the organizer can find there.
import { eventExportVersion, type DivisionDocument, type EventFile } from '../../../../shared/model/export';
import { featureEventFiles } from '../../../features/registry';

/** Where a file of one division (before divisions, none) says the event's division is. */
const divisionOf = (doc: DivisionDocument) => doc.event.divisions?.[0];

export function fromOneDivision(doc: DivisionDocument): EventFile {
  const division = divisionOf(doc);
  const divisionId = division?.id ?? doc.event.divisionId ?? 1;
  const { divisionId: _d, divisions: _ds, format: _f, progress: _p, ...event } = doc.event;
  const features = featureEventFiles().flatMap(([id, part]) => {
    const value = part.older?.part(doc) ?? null;
    return value === null ? [] : [[id, value] as const];
  });
  return {
    format: doc.format,
    version: eventExportVersion,
    exportedAt: doc.exportedAt,
    engine: null,
    event: { ...event, places: event.places ?? null, nameOrder: event.nameOrder ?? 'given-family' },
    // What a feature kept among a player's fields is its part's now (`older`), and read there.
    players: doc.players.map((p) => ({ ...p, divisionId: p.divisionId ?? null, formOfAddress: p.formOfAddress ?? null, familyName: p.familyName ?? null })),
    divisions: [
      {
        id: divisionId,
        position: 1,
        name: division?.name ?? 'Open',
        // Files of one division play the event's options, as they were imported before divisions.
        options: doc.event.options,
        ownOptions: false,
        plannedRounds: doc.event.plannedRounds,
        entries: doc.entries.map((e) => ({ ...e, divisionId })),
        rounds: doc.rounds,
        standings: doc.standings,
        // Worked out again by a check of the file; older files carried the last standings only.
        standingsAfter: [],
        schedules: doc.schedules ?? [],
      },
    ],
    features: Object.fromEntries(features),
    audit: [],
  };
}

/** Where a place of the version 4 shape was in the older file. */
export function olderPlace(path: (string | number)[], doc: DivisionDocument): (string | number)[] {
  const [head, ...rest] = path;
  if (head === 'divisions' && rest[0] === 0) {
    const [, field, ...within] = rest;
    return field === 'options' ? ['event', 'options'] : field === 'name' ? ['event', 'divisions', 0, 'name'] : [field!, ...within];
  }
  if (head === 'features') {
    const [id, ...within] = rest;
    const part = new Map(featureEventFiles()).get(String(id));
    return part?.older ? part.older.place(within, doc) : path;
  }
  return path;
}
