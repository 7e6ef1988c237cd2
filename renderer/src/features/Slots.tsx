// runtime: dom. Where the desk shows features' panels: under each played table at the results
// desk and in its header, in its result form and its entered result, in a table's line of actions
// and its seats on the Rounds tab, under the player open at registration, beside the registration
// form, under the check-in list; on the Rounds tab, in its side panel, around a round's pairings
// and on a line under a table. Each shows the panels of the features the division on screen uses
// (FeaturesInUse; beside the form, the division chosen there), given their options, in the
// registry's order; nothing for one it does not use.
import type { Division } from '../../../shared/model/division';
import type { Player } from '../../../shared/model/player';
import type { Round, RoundTable } from '../../../shared/model/round';
import type { ReactNode } from 'react';
import type { AppError } from '../../../shared/contract/errors';
import { useTranslation } from 'react-i18next';
import { featuresInUse } from '../../../shared/features/registry';
import { useFeaturesInUse } from './in-use';
import { useLinedFeatures } from './table-lines';
import type { DecidedGame, FeatureView, SeatOrderSlot } from './feature';
import { featureViews } from './registry';
import { featureTextBy } from './text';

type Slot = 'tablePanel' | 'tableActions' | 'tableHeader' | 'seatOrder' | 'playerPanel' | 'registrationPanel' | 'checkInPanel' | 'roundsPanel' | 'roundScope' | 'tableLine' | 'resultFields' | 'resultShown';

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

type ResultRead = () => Record<string, unknown> | null;

export function FeatureResultFields(props: { eventId: number; roundId: number; table: RoundTable; correcting: boolean; error: AppError | undefined; onSave(id: string, read: ResultRead): void }) {
  const { onSave, ...shared } = props;
  return useSlot('resultFields').map(({ id, options, Panel }) => <Panel key={id} {...shared} options={options} onSave={(read) => onSave(id, read)} />);
}

export function FeatureResultShown({ table }: { table: RoundTable }) {
  return useSlot('resultShown').map(({ id, options, Panel }) => <Panel key={id} table={table} options={options} />);
}

/** The words of the lock a feature the division uses puts on the table's entered result, if any. */
export function useCorrectionLock(table: RoundTable): { open: string; reason: string; save: string } | null {
  const { t } = useTranslation();
  const features = useFeaturesInUse();
  for (const view of featureViews()) {
    const lock = view.correctionLocked;
    if (!lock || features[view.id] === undefined || !lock.locked(table, features[view.id])) continue;
    const say = featureTextBy(t, view);
    return { open: say(lock.open), reason: say(lock.reason), save: say(lock.save) };
  }
  return null;
}

/** The games the features in use decide at the table before its result is entered, each with the
 * deciding feature's words for it. */
export function useDecidedGames(table: RoundTable): (DecidedGame & { words(name: string): string })[] {
  const { t } = useTranslation();
  const features = useFeaturesInUse();
  return featureViews().flatMap((view) => {
    const decided = view.decidedGames;
    if (!decided || features[view.id] === undefined) return [];
    const say = featureTextBy(t, view);
    return decided.of(table).map((d) => ({ ...d, words: (name: string) => say(d.match ? decided.match : decided.game, { game: d.game, name }) }));
  });
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
  // The division chosen may play other options than the event's (doubles beside singles).
  return panels('registrationPanel', featuresInUse(division.features)).map(({ id, options, Panel }) => <Panel key={id} eventId={eventId} division={division} firstDivisionId={firstDivisionId} options={options} />);
}

export function FeatureCheckInPanels({ eventId }: { eventId: number }) {
  return useSlot('checkInPanel').map(({ id, options, Panel }) => <Panel key={id} eventId={eventId} options={options} />);
}

export function FeatureRoundsPanels({ eventId }: { eventId: number }) {
  return useSlot('roundsPanel').map(({ id, options, Panel }) => <Panel key={id} eventId={eventId} options={options} />);
}

/** Each feature's round scope around the round's pairings, the registry's first outermost. */
export function FeatureRoundScope({ eventId, round, children }: { eventId: number; round: Round; children: ReactNode }) {
  return useSlot('roundScope').reduceRight<ReactNode>((inner, { id, options, Panel }) => (
    <Panel key={id} eventId={eventId} round={round} options={options}>
      {inner}
    </Panel>
  ), children);
}

/** The lines under a table, of the features whose round scope says they have one. */
export function useTableLines(): { id: string; options: unknown; Panel: NonNullable<FeatureView['tableLine']> }[] {
  const lined = useLinedFeatures();
  return useSlot('tableLine').filter(({ id }) => lined.includes(id));
}
