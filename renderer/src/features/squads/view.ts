// runtime: dom. Squads' face (Attacktix 2.2): the squad and inspections of the player open at the
// registration desk, and how a squad's problems read in the desk's list status.
import type { FeatureView } from '../feature';
import { PlayerFigures } from './PlayerFigures';
import { squadProblemText } from './problem-text';
import { squadsTexts, type SquadKeys } from './texts';
import { squadsCodes } from './codes';

export const squadsView: FeatureView<SquadKeys> = {
  codes: squadsCodes,
  ...squadsTexts,
  playerPanel: PlayerFigures,
  lists: { kind: 'squad', problemText: squadProblemText },
};
