// runtime: dom. Doomtrooper collection lists' face: the list of the player open at the
// registration desk, its printed sheet (#/print/collection/<player>), and how its problems read in
// the desk's list status.
import type { FeatureView } from '../feature';
import { CollectionSheet } from './CollectionSheet';
import { PlayerCollection } from './PlayerCollection';
import { listProblemText } from './problem-text';
import { collectionsTexts, type CollectionKeys } from './texts';
import { collectionsCodes } from './codes';

export const collectionsView: FeatureView<CollectionKeys> = {
  codes: collectionsCodes,
  ...collectionsTexts,
  playerPanel: PlayerCollection,
  sheets: { collection: CollectionSheet },
  lists: { kind: 'collection', problemText: listProblemText },
};
