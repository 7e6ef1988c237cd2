// runtime: pure. What the features read of event files of versions 1 to 3, where the file kept
// their data in fields of its own (the division document's and its players'), before each feature
// had its part under `features`: the features' parts of the file read them when such a file is read
// as version 4. A built-in feature that reads some is a line here.
import { sharedMapFileFields } from './shared-map/old-file-fields';
import { waitingListFilePlayerFields } from './waiting-list/player-fields';

/** Fields of the division document (versions 1 to 3). */
export const featureFileDocumentFields = { ...sharedMapFileFields };

/** Fields of a player of the division document (versions 1 to 3). */
export const featureFilePlayerFields = { ...waitingListFilePlayerFields };
