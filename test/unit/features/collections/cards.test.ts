// The Doomtrooper tournament rules' card lists as data: every entry of the printed lists, the
// format-specific bans (BOGGED DOWN, RUTHLESS EFFICIENCY and LIMITED RESOURCES in head-to-head,
// LIMITED RESOURCES in 2-team games, restricted otherwise), names found however they are typed.
import { describe, expect, it } from 'vitest';
import { doomGameTypeSchema } from '../../../../shared/features/collections/model';
import { annihilatedCards, bannedCards, restrictedCards, type Expansion } from '../../../../electron/features/collections/cards';
import { cardKey, isAnnihilated, standingOf } from '../../../../electron/features/collections/card-standing';

const namesIn = (list: readonly { name: string; expansion: Expansion }[], expansion: Expansion) => list.filter((c) => c.expansion === expansion).map((c) => c.name);

describe('Doomtrooper card lists', () => {
  it('holds the banned list by expansion as printed', () => {
    expect(namesIn(bannedCards, 'doomtrooper')).toEqual(['BOGGED DOWN', 'CORPORATE SHENANIGANS', 'RUTHLESS EFFICIENCY']);
    expect(namesIn(bannedCards, 'inquisition')).toEqual(['ETERNAL CURSE', 'FALCON OF PILGRIMS', 'MASK OF THE VESTALS']);
    expect(namesIn(bannedCards, 'warzone')).toEqual(['SUICIDE ATTACK']);
    expect(namesIn(bannedCards, 'mortificator')).toEqual(['DEAL WITH IT', 'GOLGOTHA UNLEASHED']);
    expect(namesIn(bannedCards, 'golgotha')).toEqual(['LIMITED RESOURCES']);
    expect(namesIn(bannedCards, 'apocalypse')).toEqual([]);
  });

  it('holds the restricted list by expansion as printed', () => {
    expect(namesIn(restrictedCards, 'doomtrooper')).toHaveLength(9);
    expect(namesIn(restrictedCards, 'inquisition')).toHaveLength(12);
    expect(namesIn(restrictedCards, 'warzone')).toHaveLength(6);
    expect(namesIn(restrictedCards, 'mortificator')).toEqual(['DON’T CALL AGAIN!', 'EAT THIS!', 'HASTY GETAWAY', 'JOKER!', 'POUND OF FLESH']);
    expect(namesIn(restrictedCards, 'golgotha')).toEqual(['ATTRITION', "FOOL'S GOLD", 'LIMITED RESOURCES', 'MISSING IN ACTION', 'SECOND THOUGHTS']);
    expect(namesIn(restrictedCards, 'apocalypse')).toHaveLength(8);
    expect(new Set(restrictedCards.map((c) => cardKey(c.name))).size).toBe(restrictedCards.length);
  });

  it('bans the starred entries only in the games the rules name, and restricts them elsewhere', () => {
    const where = (name: string) => Object.fromEntries(doomGameTypeSchema.options.map((g) => [g, standingOf(cardKey(name), g).list]));
    for (const name of ['BOGGED DOWN', 'RUTHLESS EFFICIENCY']) {
      expect(where(name)).toEqual({ head_to_head: 'banned', free_for_all: 'restricted', two_teams: 'restricted', three_teams: 'restricted' });
    }
    expect(where('LIMITED RESOURCES')).toEqual({ head_to_head: 'banned', free_for_all: 'restricted', two_teams: 'banned', three_teams: 'restricted' });
    expect(standingOf(cardKey('BOGGED DOWN'), 'head_to_head')).toEqual({ list: 'banned', formatSpecific: true });
    expect(standingOf(cardKey('SUICIDE ATTACK'), 'free_for_all')).toEqual({ list: 'banned', formatSpecific: false });
    expect(standingOf(cardKey('Bauhaus Blitzer'), 'head_to_head')).toEqual({ list: 'none' });
  });

  it('every starred entry of the banned list is on the restricted list, so it is limited where it is not banned', () => {
    for (const card of bannedCards.filter((c) => c.onlyIn)) {
      expect(restrictedCards.map((c) => c.name)).toContain(card.name);
    }
  });

  it('finds a name ignoring case, accents, punctuation and repeated spaces', () => {
    expect(cardKey('DON’T CALL AGAIN!')).toBe('dont call again');
    expect(cardKey("  don't   call again ")).toBe('dont call again');
    expect(cardKey('Fools Gold')).toBe(cardKey("FOOL'S GOLD"));
    expect(cardKey('Eat this')).toBe(cardKey('EAT THIS!'));
    expect(cardKey('Cryotech-Chamber')).toBe(cardKey('CRYOTECH CHAMBER'));
    expect(cardKey('Żółć')).toBe('zolc');
    expect(standingOf(cardKey('joker'), 'free_for_all')).toEqual({ list: 'restricted' });
  });

  it('lists the fourteen cards annihilated once used, for the judge', () => {
    expect(annihilatedCards).toHaveLength(14);
    expect(isAnnihilated(cardKey('Nathaniel’s Opportunity'))).toBe(true);
    expect(isAnnihilated(cardKey("nathaniel's opportunity"))).toBe(true);
    expect(isAnnihilated(cardKey('Annihilation'))).toBe(false);
  });
});
