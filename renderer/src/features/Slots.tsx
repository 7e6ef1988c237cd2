// runtime: dom. Where the desk shows features' panels: under each played table at the results
// desk and in its header, in a table's line of actions on the Rounds tab, under the player open at
// registration, beside the registration form, and under the check-in list. Each shows the panels
// of the features the division on screen uses (FeaturesInUse; beside the form, the division
// chosen there), given their options, in the registry's order; nothing for one it does not use.
import type { Division } from '../../../shared/model/division';
import type { Player } from '../../../shared/model/player';
import type { Round, RoundTable } from '../../../shared/model/round';
import { featuresInUse } from '../../../shared/features/registry';
import { useFeaturesInUse } from './in-use';
import type { FeatureView } from './feature';
import { featureViews } from './registry';

type Slot = 'tablePanel' | 'tableActions' | 'tableHeader' | 'playerPanel' | 'registrationPanel' | 'checkInPanel';

function panels<K extends Slot>(slot: K, features: Readonly<Record<string, unknown>>): { id: string; options: unknown; Panel: NonNullable<FeatureView[K]> }[] {
  return featureViews().flatMap((view) => (view[slot] && features[view.id] !== undefined ? [{ id: view.id, options: features[view.id], Panel: view[slot]! }] : []));
}

function useSlot<K extends Slot>(slot: K): { id: string; options: unknown; Panel: NonNullable<FeatureView[K]> }[] {
  return panels(slot, useFeaturesInUse());
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

export function FeaturePlayerPanels({ player }: { player: Player }) {
  return useSlot('playerPanel').map(({ id, options, Panel }) => <Panel key={id} player={player} options={options} />);
}

export function FeatureRegistrationPanels({ eventId, division, firstDivisionId }: { eventId: number; division: Division; firstDivisionId: number }) {
  // The division chosen may play other options than the event's (doubles beside singles).
  return panels('registrationPanel', featuresInUse(division.features)).map(({ id, options, Panel }) => <Panel key={id} eventId={eventId} division={division} firstDivisionId={firstDivisionId} options={options} />);
}

export function FeatureCheckInPanels({ eventId }: { eventId: number }) {
  return useSlot('checkInPanel').map(({ id, options, Panel }) => <Panel key={id} eventId={eventId} options={options} />);
}
