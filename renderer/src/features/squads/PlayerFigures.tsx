// runtime: dom. A player's squad and inspections, beside their details at the registration desk,
// where the event's ruleset has squads.
import { useQuery } from '../../api/use-query';
import type { PlayerPanelProps } from '../feature';
import { InspectionPanel } from './InspectionPanel';
import { SquadPanel } from './SquadPanel';

/** The squad and the inspections of a player, where the division's ruleset names the feature;
 * nothing where the player's own division plays without squads (the core says `no_squads`). */
export function PlayerFigures({ player }: PlayerPanelProps) {
  const stored = useQuery('squad.get', { playerId: player.id }, player.eventId);
  if (stored.error?.details?.reason === 'no_squads') return null;
  return (
    <>
      <SquadPanel player={player} stored={stored} />
      <InspectionPanel player={player} />
    </>
  );
}
