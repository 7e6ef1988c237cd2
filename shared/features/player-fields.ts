// runtime: pure. The fields the features add to the player answer (what they keep of a player,
// electron/core/services/player-fields.ts fills them). A built-in feature that adds some is a line
// here; each feature's fields are its own file (`<id>/player-fields.ts`), which imports nothing of
// the player's model, as player.ts spreads these.
import { waitingListPlayerFields } from './waiting-list/player-fields';

export const featurePlayerFields = { ...waitingListPlayerFields };
