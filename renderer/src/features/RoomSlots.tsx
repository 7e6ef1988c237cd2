// runtime: dom. Where the projector shows features (each feature's `room` slot, in the registry's
// order): lines under a played table's seats in the pairings by table, and sections under the big
// clock. Each is given the division's features as its format carries them, and shows nothing where
// its feature is not in use.
import type { Clock } from '../../../shared/model/clock';
import type { RoundTable } from '../../../shared/model/round';
import { featureViews } from './registry';

type Features = Readonly<Record<string, unknown>> | undefined;

export function FeatureRoomTableLines({ table, features }: { table: RoundTable; features: Features }) {
  return featureViews().map((view) => {
    const Lines = view.room?.TableLines;
    return Lines && <Lines key={view.id} table={table} features={features} />;
  });
}

export function FeatureUnderClock({ clock, tables, features }: { clock: Clock; tables: readonly RoundTable[]; features: Features }) {
  return featureViews().map((view) => {
    const Under = view.room?.UnderClock;
    return Under && <Under key={view.id} clock={clock} tables={tables} features={features} />;
  });
}
