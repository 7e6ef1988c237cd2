// runtime: dom. Sides' face (Attacktix 1.2.1 doubles): the chosen division's sides beside the
// registration form, begun afresh for each division chosen.
import type { FeatureView, RegistrationPanelProps } from '../feature';
import { SidesPanel } from './SidesPanel';
import { sidesTexts, type SideKeys } from './texts';
import { sidesCodes } from './codes';

function DivisionSides(props: RegistrationPanelProps) {
  return <SidesPanel key={props.division.id} {...props} />;
}

export const sidesView: FeatureView<SideKeys> = {
  codes: sidesCodes,
  ...sidesTexts,
  registrationPanel: DivisionSides,
};
