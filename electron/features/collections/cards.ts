// runtime: pure
// The Doomtrooper tournament rules' card lists (updated 4/28/97), copied as printed: the banned and
// restricted cards by expansion, the entries that depend on the game played, and the cards
// annihilated once used. Names are in the rules' spelling; a list is matched by the folded name
// (card-standing.ts), so a player's "Don't call again" finds "DON’T CALL AGAIN!".

import type { DoomGameType } from '../../../shared/features/collections/model';

/** The expansions the lists are ordered by; the annihilated list's marks DT, INQ and APOC name the
 * first, second and last. */
export type Expansion = 'doomtrooper' | 'inquisition' | 'warzone' | 'mortificator' | 'golgotha' | 'apocalypse';

export interface ListedCard {
  name: string;
  expansion: Expansion;
}

export interface BannedCard extends ListedCard {
  /** The games it is banned in (the entries marked *); absent: banned in every game. Where it is
   * not banned the restricted list has it. */
  onlyIn?: readonly DoomGameType[];
}

const headToHead: readonly DoomGameType[] = ['head_to_head'];

export const bannedCards: readonly BannedCard[] = [
  { name: 'BOGGED DOWN', expansion: 'doomtrooper', onlyIn: headToHead },
  { name: 'CORPORATE SHENANIGANS', expansion: 'doomtrooper' },
  { name: 'RUTHLESS EFFICIENCY', expansion: 'doomtrooper', onlyIn: headToHead },
  { name: 'ETERNAL CURSE', expansion: 'inquisition' },
  { name: 'FALCON OF PILGRIMS', expansion: 'inquisition' },
  { name: 'MASK OF THE VESTALS', expansion: 'inquisition' },
  { name: 'SUICIDE ATTACK', expansion: 'warzone' },
  { name: 'DEAL WITH IT', expansion: 'mortificator' },
  { name: 'GOLGOTHA UNLEASHED', expansion: 'mortificator' },
  { name: 'LIMITED RESOURCES', expansion: 'golgotha', onlyIn: ['head_to_head', 'two_teams'] },
];

const restricted = (expansion: Expansion, names: readonly string[]): ListedCard[] => names.map((name) => ({ name, expansion }));

export const restrictedCards: readonly ListedCard[] = [
  ...restricted('doomtrooper', [
    'BAMBOOZLED',
    'BOGGED DOWN',
    'DIVINE INSPIRATION',
    'EXPEDITE REQUEST',
    'GIFT OF FATE',
    'GREATER DOMINATION',
    'RETRAINING',
    'RUTHLESS EFFICIENCY',
    'SNUB THE CARDINAL',
  ]),
  ...restricted('inquisition', [
    'ANNIHILATION',
    'DESPERATE TIMES',
    'DISPOSE',
    'DOUBLE DUTY',
    'GREATER DIVINATION',
    'GUSTS OF HESITATION',
    'LOOT AND PILLAGE',
    'REASSIGNMENT',
    'STORM OF CHAOS',
    'SUPPLY LINE SEVERED',
    'WAVE OF RIGHTEOUSNESS',
    'WRATH OF ALGEROTH',
  ]),
  ...restricted('warzone', ['CLEANSING FLAME', 'GRAND ASSAULT', 'PROGRAMMED', 'RECRUITMENT', 'SECRET ASSASSIN', 'SUBTERFUGE']),
  ...restricted('mortificator', ['DON’T CALL AGAIN!', 'EAT THIS!', 'HASTY GETAWAY', 'JOKER!', 'POUND OF FLESH']),
  ...restricted('golgotha', ['ATTRITION', "FOOL'S GOLD", 'LIMITED RESOURCES', 'MISSING IN ACTION', 'SECOND THOUGHTS']),
  ...restricted('apocalypse', [
    'A NASTY SURPRISE',
    'A SECOND CHANCE',
    'BOARD ROOM',
    'CRYOTECH CHAMBER',
    'EYE OF ALGEROTH',
    'INNOCENT BAUBLE',
    'PASS THE BUCK',
    'WORKING ON THE SLY',
  ]),
];

/** Cards removed from the game once used instead of discarded; for the judge, no copy limit. Only
 * A SECOND CHANCE (Apocalypse) brings one back. */
export const annihilatedCards: readonly ListedCard[] = [
  { name: 'BOGGED DOWN', expansion: 'doomtrooper' },
  { name: 'EXPEDITE REQUEST', expansion: 'doomtrooper' },
  { name: 'GIFT OF FATE', expansion: 'doomtrooper' },
  { name: 'GREATER DIVINATION', expansion: 'inquisition' },
  { name: 'GREATER DOMINATION', expansion: 'doomtrooper' },
  { name: 'GUSTS OF HESITATION', expansion: 'inquisition' },
  { name: 'HIDDEN CACHE', expansion: 'inquisition' },
  { name: 'LESSER DOMINATION', expansion: 'doomtrooper' },
  { name: 'NATHANIEL’S OPPORTUNITY', expansion: 'inquisition' },
  { name: 'RETRAINING', expansion: 'doomtrooper' },
  { name: 'RUTHLESS EFFICIENCY', expansion: 'doomtrooper' },
  { name: 'SCROLL OF UNHOLY INVOCATION', expansion: 'inquisition' },
  { name: 'STORM OF CHAOS', expansion: 'inquisition' },
  { name: 'SUPPLY LINE SEVERED', expansion: 'inquisition' },
];

/** Copies of a card no list or card text limits. */
export const defaultCopyLimit = 5;
