// runtime: dom. Doomtrooper collection lists' face: the list of the player open at the
// registration desk, its printed sheet (#/print/collection/<player>), and how its problems read in
// the desk's list status. Its texts are still the main catalog's (`collection.*`,
// `print.collection.*`).
import type { FeatureView } from '../feature';
import { CollectionSheet } from './CollectionSheet';
import { PlayerCollection } from './PlayerCollection';
import { listProblemText } from './problem-text';

export const collectionsView: FeatureView = {
  id: 'collections',
  catalog: { en: {}, ru: {}, pl: {} },
  playerPanel: PlayerCollection,
  sheets: { collection: CollectionSheet },
  lists: { kind: 'collection', problemText: listProblemText },
};
