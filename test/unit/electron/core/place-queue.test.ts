// The core's places ask the features that keep players waiting for a place (the waiting list is
// the built-in one) without naming any: who waits is any queue's, a check-in past the last place
// goes to the first queue, and where no feature keeps a queue the check-in is refused.
import { describe, expect, it } from 'vitest';
import { CommandError } from '../../../../shared/contract/errors';
import type { CorePlayer } from '../../../../shared/model/player';
import type { HandlerContext } from '../../../../electron/core/context';
import { isWaitingForPlace, registerPlaceQueue, stopWaiting, waitForPlace, waitingForPlaces, type PlaceQueue } from '../../../../electron/core/services/places';
import type { Store } from '../../../../electron/store/store';

const store = {} as Store;
const ctx = { store } as HandlerContext;
const player = (id: number): CorePlayer => ({ id, eventId: 1, name: `P${id}`, familyName: null, dateOfBirth: null, club: null, contact: null, formOfAddress: null, divisionId: null, checkInOrder: null, checkedInAt: null, version: 0 });

function queue(waiting: number[]): PlaceQueue {
  return {
    waiting: () => waiting,
    add: (_ctx, p) => (waiting.push(p.id), { added: p.id }),
    remove: (_ctx, p) => (waiting.splice(waiting.indexOf(p.id), 1), { before: { was: p.id }, after: {} }),
    fill: () => [],
  };
}

describe('places and the features’ queues', () => {
  it('refuse a check-in past the last place where no feature keeps a queue', () => {
    const refusal = (() => {
      try {
        waitForPlace(ctx, player(1));
      } catch (err) {
        return err;
      }
    })();
    expect(refusal).toBeInstanceOf(CommandError);
    expect((refusal as CommandError).details).toMatchObject({ reason: 'places_full' });
  });

  it('put a check-in in the first queue, know who waits in any, and take a player out of theirs', () => {
    const first = registerPlaceQueue('first', queue([]));
    const second = registerPlaceQueue('second', queue([7]));
    try {
      expect(waitForPlace(ctx, player(3))).toEqual({ added: 3 });
      expect([...waitingForPlaces(store, 1)].sort()).toEqual([3, 7]);
      expect([isWaitingForPlace(store, player(7)), isWaitingForPlace(store, player(4))]).toEqual([true, false]);
      expect(stopWaiting(ctx, player(7))).toEqual({ before: { was: 7 }, after: {} });
      expect(stopWaiting(ctx, player(4))).toBeNull();
      expect([...waitingForPlaces(store, 1)]).toEqual([3]);
    } finally {
      first();
      second();
    }
  });
});
