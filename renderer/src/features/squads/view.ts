// runtime: dom. Squads' face (Attacktix 2.2): the squad and inspections of the player open at the
// registration desk, and how a squad's problems read in the desk's list status. Its texts are still
// the main catalog's (`squad.*`, `inspection.*`).
import type { FeatureView } from '../feature';
import { PlayerFigures } from './PlayerFigures';
import { squadProblemText } from './problem-text';

export const squadsView: FeatureView = {
  id: 'squads',
  catalog: { en: {}, ru: {}, pl: {} },
  playerPanel: PlayerFigures,
  lists: { kind: 'squad', problemText: squadProblemText },
};
