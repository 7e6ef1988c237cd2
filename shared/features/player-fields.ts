// runtime: pure. The fields the features add to the player answer (what they keep of a player,
// electron/core/services/player-fields.ts fills them), and the columns they add to the players' CSV.
// A built-in feature that adds some is a line here; each feature's fields are its own file
// (`<id>/player-fields.ts`), which imports nothing of the player's model, as player.ts spreads these.
import { waitingListPlayerColumns, waitingListPlayerFields } from './waiting-list/player-fields';

export const featurePlayerFields = { ...waitingListPlayerFields };

/** A column a feature adds to the players' CSV: its header, the column it follows (a column
 * added later follows the last there was, so files read by column position keep theirs), and
 * the field of the player answer it prints. */
export interface PlayerColumn {
  header: string;
  after: string;
  field: keyof typeof featurePlayerFields;
}

export const featurePlayerColumns: readonly PlayerColumn[] = [...waitingListPlayerColumns];
