// runtime: pure. The name a screen or sheet shows for a person: their name, and where another
// person of the event has a name that folds the same (case, accents, Ł, ё), what tells them apart:
// the organizer's player ID, else the club, else their place among the namesakes by registration.
import { foldForSearch } from './fold';

export interface NamedPerson {
  id: number;
  name: string;
  /** The organizer's own player ID, if the person has one. */
  playerId?: string | null | undefined;
  club?: string | null | undefined;
}

const filled = (text: string | null | undefined) => (text && text.trim() ? text.trim() : null);

/** A detail tells a namesake apart only when no other namesake shares it. */
function apart(group: readonly NamedPerson[], detail: (p: NamedPerson) => string | null): (p: NamedPerson) => string | null {
  const seen = new Map<string, number>();
  for (const p of group) {
    const d = detail(p);
    if (d !== null) seen.set(foldForSearch(d), (seen.get(foldForSearch(d)) ?? 0) + 1);
  }
  return (p) => {
    const d = detail(p);
    return d !== null && seen.get(foldForSearch(d)) === 1 ? d : null;
  };
}

function groupsOf(people: readonly NamedPerson[], label: ReadonlyMap<number, string>): NamedPerson[][] {
  const groups = new Map<string, NamedPerson[]>();
  for (const p of people) {
    const key = foldForSearch(label.get(p.id)!);
    const group = groups.get(key);
    if (group) group.push(p);
    else groups.set(key, [p]);
  }
  return [...groups.values()].filter((g) => g.length > 1);
}

/**
 * Each person's shown label, by id. `people` in registration order: the place a namesake without
 * a distinct ID or club is shown with ("Anna Kowalska (2)"). Labels are distinct for distinct ids
 * (folded as the search folds): a label that still meets another ("Anna (2)" registered as such)
 * takes a further place until none do.
 */
export function shownLabels(people: readonly NamedPerson[]): Map<number, string> {
  const label = new Map(people.map((p) => [p.id, p.name]));
  let first = true;
  for (let groups = groupsOf(people, label); groups.length > 0; groups = groupsOf(people, label)) {
    for (const group of groups) {
      const byId = first ? apart(group, (p) => filled(p.playerId)) : () => null;
      const byClub = first ? apart(group, (p) => filled(p.club)) : () => null;
      const pick = (p: NamedPerson, place: number) => byId(p) ?? byClub(p) ?? String(place);
      group.forEach((p, i) => label.set(p.id, `${label.get(p.id)!} (${pick(p, i + 1)})`));
    }
    first = false;
  }
  return label;
}
