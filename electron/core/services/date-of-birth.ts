// runtime: node. A date of birth is never after the event's date: ages are computed on that date
// (Attacktix age divisions, parent-child sides), and nobody plays before they are born. The same
// day is allowed. Every path that stores a date of birth, and every change of the event's date,
// checks it here.
import { CommandError } from '../../../shared/contract/errors';
import type { StoredEvent } from '../../../shared/model/event';
import type { Store } from '../../store/store';

export const BORN_AFTER_EVENT = 'born_after_event';

/** ISO dates (YYYY-MM-DD) compare as text. */
export const bornAfter = (dateOfBirth: string | null, eventDate: string): boolean => dateOfBirth !== null && dateOfBirth > eventDate;

/** Refuses a date of birth after the event's date, naming the field. */
export function refuseBornAfterEvent(event: StoredEvent, dateOfBirth: string | null, path = 'dateOfBirth'): void {
  if (!bornAfter(dateOfBirth, event.date)) return;
  throw new CommandError('validation', `The date of birth ${dateOfBirth} is after the event's date ${event.date}.`, {
    fields: [{ path, message: `After the event's date (${event.date})`, code: BORN_AFTER_EVENT, params: { date: event.date } }],
  });
}

/** Refuses moving the event's date before a registered player's date of birth, naming the player. */
export function refuseDateBeforeBirths(store: Store, eventId: number, date: string): void {
  const born = store.players.identities(eventId).filter((p) => bornAfter(p.dateOfBirth, date));
  if (born.length === 0) return;
  const first = born[0]!;
  throw new CommandError('validation', `${born.map((p) => `${p.name} (born ${p.dateOfBirth})`).join(', ')} would be born after the event's date ${date}.`, {
    fields: [{ path: 'date', message: `Before ${first.name}'s date of birth (${first.dateOfBirth})`, code: 'date_before_birth', params: { name: first.name, dateOfBirth: first.dateOfBirth!, count: born.length } }],
  });
}
