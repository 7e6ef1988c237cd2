// runtime: dom. The shared map's face (Catan 1.18): its editor beside the registration form for
// the head judge, its printed sheet (#/print/map/<event>), and its texts.
import type { FeatureView } from '../feature';
import { MapEditor } from './MapEditor';
import { MapSheet } from './MapSheet';
import { sharedMapTexts } from './texts';
import { sharedMapCodes } from './codes';

export const sharedMapView: FeatureView = {
  codes: sharedMapCodes,
  ...sharedMapTexts,
  registrationPanel: MapEditor,
  sheets: { map: MapSheet },
};
