// runtime: node. Sides of several players (Attacktix doubles, 1.2.1): who may form one, how the
// desk lists them, and which of them a pairing takes.
import { CommandError } from '../../../shared/contract/errors';
import { sides } from '../../../shared/features/sides/contract';
import type { Side } from '../../../shared/features/sides/model';
import type { NoteValue } from '../../../shared/model/note';
import type { CorePlayer } from '../../../shared/model/player';
import { ageOn } from '../../../shared/model/age';
import type { Ruleset } from '../../engine/rulesets';
import { featureOptions } from '../options';
import type { StoredDivision } from '../../store/repositories/divisions';
import type { Store } from '../../store/store';
import { formedSides, type FormedSide } from './formed-sides';

/** A side as the desk lists it, by its own id; paired once a pairing took it. */
export function sideView(store: Store, side: FormedSide): Side {
  const players = side.playerIds.map((id) => store.players.get(id)!);
  return {
    id: side.id,
    eventId: side.eventId,
    divisionId: side.divisionId,
    name: side.name,
    players: players.map((p) => ({ id: p.id, name: p.name, checkedIn: p.checkInOrder !== null })),
    paired: side.entryId !== null,
    version: side.version,
  };
}

/** The division's sides, paired or waiting, by id. */
export function sidesOf(store: Store, divisionId: number): Side[] {
  return formedSides(store).inDivision(divisionId).map((s) => sideView(store, s));
}

/** Every refusal here names its reason, which the desk reads with the facts beside it. */
const refuse = (message: string, details: { reason: string } & Record<string, unknown>) => new CommandError('conflict', message, details satisfies { reason: string });

/** Refuses players who cannot form a side of `division` together; the reason names who and why. */
export function checkSidePlayers(store: Store, ruleset: Ruleset, division: StoredDivision, firstDivisionId: number, eventDate: string, players: CorePlayer[]): void {
  const options = featureOptions(ruleset, sides);
  const size = options?.size ?? 1;
  if (size < 2) throw refuse(`The division “${division.name}” plays singles: every player is a side of their own.`, { reason: 'division_plays_singles', division: division.name });
  if (players.length !== size) throw refuse(`A side of “${division.name}” is ${size} players, not ${players.length}.`, { reason: 'side_size', division: division.name, size, count: players.length });
  const twice = players.find((p, i) => players.findIndex((o) => o.id === p.id) !== i);
  if (twice) throw refuse(`${twice.name} is chosen twice; a side is ${size} different players.`, { reason: 'same_player_twice', name: twice.name });
  for (const p of players) {
    if ((p.divisionId ?? firstDivisionId) !== division.id) {
      throw refuse(`${p.name} plays in another division, not in “${division.name}”.`, { reason: 'player_other_division', name: p.name, division: division.name });
    }
    const entryId = store.players.entryOf(p.id);
    const side = formedSides(store).ofPlayer(p.id) ?? (entryId === null ? undefined : store.entries.get(entryId));
    if (side) throw refuse(`${p.name} is in “${side.name}” already.`, { reason: 'player_in_side', name: p.name, side: side.name });
  }
  if (options?.adultAndChild) checkAdultAndChild(options.adultAndChild.adultAge, eventDate, players);
}

/** Attacktix 1.2.2, parent-child: one player of `adultAge` or older and one younger, on the event date. */
function checkAdultAndChild(adultAge: number, eventDate: string, players: CorePlayer[]): void {
  const undated = players.find((p) => p.dateOfBirth === null);
  if (undated) {
    throw refuse(`${undated.name} has no date of birth; a parent-child side needs both players' ages.`, { reason: 'side_needs_date_of_birth', name: undated.name });
  }
  const aged = players.map((p) => ({ name: p.name, age: ageOn(p.dateOfBirth!, eventDate) }));
  const adults = aged.filter((p) => p.age >= adultAge);
  if (adults.length === 1 && aged.length === 2) return;
  const [a, b] = aged as [{ name: string; age: number }, { name: string; age: number }];
  const reason = adults.length === 0 ? 'side_no_adult' : 'side_no_child';
  const what = adults.length === 0 ? `neither is ${adultAge} or older` : `both are ${adultAge} or older`;
  throw refuse(`A parent-child side is one adult and one child: ${a.name} is ${a.age} and ${b.name} is ${b.age} on the event date, so ${what}.`, {
    reason,
    nameA: a.name,
    ageA: a.age,
    nameB: b.name,
    ageB: b.age,
    adultAge,
  });
}

/** Makes the sides whose players are all checked in play from event round `round`; the notes name
 * every checked-in player left out: alone, or in a side whose partner is not checked in. */
export function enterSides(store: Store, divisionId: number, round: number): { entered: number; notes: NoteValue[] } {
  let entered = 0;
  const notes: NoteValue[] = [];
  const formed = formedSides(store);
  const stillWaiting = new Set<number>();
  for (const side of formed.waitingIn(divisionId)) {
    const players = side.playerIds.map((id) => store.players.get(id)!);
    const absent = players.filter((p) => p.checkInOrder === null);
    if (absent.length === 0) {
      formed.taken(side.id, store.entries.insert(side.eventId, divisionId, side.name, side.playerIds, round));
      entered++;
      continue;
    }
    for (const id of side.playerIds) stillWaiting.add(id);
    if (absent.length < players.length) notes.push({ code: 'side_partner_absent', params: { side: side.name, names: absent.map((p) => p.name).join(', ') } });
  }
  for (const player of store.entries.checkedInWithoutEntry(divisionId)) {
    if (!stillWaiting.has(player.id)) notes.push({ code: 'no_side', params: { name: player.name } });
  }
  return { entered, notes };
}
