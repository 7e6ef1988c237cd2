// runtime: dom. A player's Doomtrooper collection list beside their details at the registration
// desk, where the event's ruleset has collection lists.
import { useQuery } from '../../api/use-query';
import type { PlayerPanelProps } from '../feature';
import { CollectionPanel } from './CollectionPanel';

/** Shown where the division's ruleset names the feature; nothing where the player's own division
 * plays without collection lists (the core says `no_collections`). */
export function PlayerCollection({ player }: PlayerPanelProps) {
  const stored = useQuery('collection.get', { playerId: player.id }, player.eventId);
  if (stored.error?.details?.reason === 'no_collections') return null;
  return <CollectionPanel player={player} stored={stored} />;
}
