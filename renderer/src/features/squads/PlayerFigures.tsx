// runtime: dom. A player's squad and inspections, beside their details at the registration desk,
// where the event's ruleset has squads.
import type { Player } from '../../../../shared/model/player';
import { useQuery } from '../../api/use-query';
import { InspectionPanel } from './InspectionPanel';
import { SquadPanel } from './SquadPanel';

/** The squad and the inspections of a player; nothing where the player's event plays without
 * squads (the core says `no_squads`). */
export function PlayerFigures({ player }: { player: Player }) {
  const stored = useQuery('squad.get', { playerId: player.id }, player.eventId);
  if (stored.error?.details?.reason === 'no_squads') return null;
  return (
    <>
      <SquadPanel player={player} stored={stored} />
      <InspectionPanel player={player} />
    </>
  );
}
