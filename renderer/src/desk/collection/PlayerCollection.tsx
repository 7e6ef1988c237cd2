// runtime: dom. A player's Doomtrooper collection list beside their details at the registration
// desk, where the event's ruleset has collection lists.
import type { Player } from '../../../../shared/model/player';
import { useQuery } from '../../api/use-query';
import { CollectionPanel } from './CollectionPanel';

/** Nothing where the player's event plays without collection lists (the core says `no_collections`). */
export function PlayerCollection({ player }: { player: Player }) {
  const stored = useQuery('collection.get', { playerId: player.id }, player.eventId);
  if (stored.error?.details?.reason === 'no_collections') return null;
  return <CollectionPanel player={player} stored={stored} />;
}
