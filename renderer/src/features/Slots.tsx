// runtime: dom. Where the desk shows features' panels: under each played table at the results
// desk and in its header, in a table's line of actions and its seats on the Rounds tab, under the player open at registration, and
// beside the registration form. Each shows the panels of the features the division on screen uses
// (FeaturesInUse), given their options, in the registry's order; nothing for one it does not use.
import type { Division } from '../../../shared/model/division';
import type { Player } from '../../../shared/model/player';
import type { Round, RoundTable } from '../../../shared/model/round';
import { useFeaturesInUse } from './in-use';
import type { FeatureView, SeatOrderSlot } from './feature';
import { featureViews } from './registry';

type Slot = 'tablePanel' | 'tableActions' | 'tableHeader' | 'seatOrder' | 'playerPanel' | 'registrationPanel';

function useSlot<K extends Slot>(slot: K): { id: string; options: unknown; Panel: NonNullable<FeatureView[K]> }[] {
  const features = useFeaturesInUse();
  return featureViews().flatMap((view) => (view[slot] && features[view.id] !== undefined ? [{ id: view.id, options: features[view.id], Panel: view[slot]! }] : []));
}

export function FeatureTablePanels({ eventId, round, table }: { eventId: number; round: Round; table: RoundTable }) {
  return useSlot('tablePanel').map(({ id, options, Panel }) => <Panel key={id} eventId={eventId} round={round} table={table} options={options} />);
}

export function FeatureTableActions({ round, table }: { round: Round; table: RoundTable }) {
  return useSlot('tableActions').map(({ id, options, Panel }) => <Panel key={id} round={round} table={table} options={options} />);
}

export function FeatureTableHeader({ round, table }: { round: Round; table: RoundTable }) {
  return useSlot('tableHeader').map(({ id, options, Panel }) => <Panel key={id} round={round} table={table} options={options} />);
}

/** A table's seat order, if a feature in use orders its seats: the first whose `orders` says so,
 * with its options; null where the seats are as paired. */
export type SeatOrderOf = (round: Round, table: RoundTable) => { slot: SeatOrderSlot; options: unknown } | null;

export function useSeatOrder(): SeatOrderOf {
  const slots = useSlot('seatOrder');
  return (round, table) => {
    const found = slots.find(({ options, Panel }) => Panel.orders(round, table, options));
    return found ? { slot: found.Panel, options: found.options } : null;
  };
}

export function FeaturePlayerPanels({ player }: { player: Player }) {
  return useSlot('playerPanel').map(({ id, options, Panel }) => <Panel key={id} player={player} options={options} />);
}

export function FeatureRegistrationPanels({ eventId, division, firstDivisionId }: { eventId: number; division: Division; firstDivisionId: number }) {
  return useSlot('registrationPanel').map(({ id, options, Panel }) => <Panel key={id} eventId={eventId} division={division} firstDivisionId={firstDivisionId} options={options} />);
}
