// runtime: dom. An event's name as every face shows it: with the division the view is about when
// the event has more than one ("Spring Open · Juniors"), so nobody reads another division's
// pairings as their own.
import type { TournamentEvent } from '../../../shared/model/event';

export function divisionName(event: Pick<TournamentEvent, 'divisions' | 'divisionId'>): string | null {
  if (event.divisions.length < 2) return null;
  return event.divisions.find((d) => d.id === event.divisionId)?.name ?? null;
}

export function eventTitle(event: Pick<TournamentEvent, 'name' | 'divisions' | 'divisionId'>): string {
  const division = divisionName(event);
  return division ? `${event.name} · ${division}` : event.name;
}
