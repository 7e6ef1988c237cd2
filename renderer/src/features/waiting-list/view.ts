// runtime: dom. The waiting list's face: who waits for a place, under the check-in list, and a
// waiting player's number and the list's sentences in the check-in list itself.
import type { FeatureView } from '../feature';
import { WaitlistPanel } from './WaitlistPanel';
import { waitingListTexts, type WaitingListKeys } from './texts';
import { waitingListCodes } from './codes';

export const waitingListView: FeatureView<WaitingListKeys> = {
  codes: waitingListCodes,
  ...waitingListTexts,
  checkInPanel: WaitlistPanel,
  placeQueue: {
    placeOf: (player) => player.waitlistOrder,
    words: { badge: 'badge', leave: 'leave', waits: 'waits', left: 'left', movedUp: 'movedUp', count: 'count', stale: 'stale' },
  },
};
