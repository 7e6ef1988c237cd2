// runtime: dom. The waiting list's face: who waits for a place, under the check-in list.
import type { FeatureView } from '../feature';
import { WaitlistPanel } from './WaitlistPanel';
import { waitingListTexts, type WaitingListKeys } from './texts';

export const waitingListView: FeatureView<WaitingListKeys> = {
  ...waitingListTexts,
  checkInPanel: WaitlistPanel,
};
