// runtime: node. Collection lists' part of an event file: every list saved in the event, by player.
// A file's list is held to what the desk takes when a list is saved, since a hand-edited file must
// not bring one the desk would refuse: its player plays under a ruleset with collection lists, and
// its lines read back the same from the text the desk shows them as. Its problems (banned cards, a
// deck too small) are kept, as the desk keeps them. Written through the lists' own storage.
import { collections } from '../../../shared/features/collections/contract';
import { collectionsFileSchema, type CollectionsFile } from '../../../shared/features/collections/file';
import { playedOptions, type EventFile } from '../../../shared/model/export';
import { buildRuleset, isRulesetId } from '../../engine/rulesets';
import type { FeatureEventFile } from '../feature';
import { featureOptions } from '../options';
import { misreadLine } from './collection-text';
import { collectionLists } from './lists';

/** Whether a division of the file plays a ruleset with collection lists; null where the file's
 * ruleset or options are not valid, which the core names. */
function takesLists(file: EventFile, divisionId: number): boolean | null {
  const division = file.divisions.find((d) => d.id === divisionId);
  if (!division || !isRulesetId(file.event.ruleset)) return null;
  try {
    return featureOptions(buildRuleset(file.event.ruleset, playedOptions(file, division)), collections) !== null;
  } catch {
    return null;
  }
}

export const collectionsEventFile: FeatureEventFile<CollectionsFile> = {
  schema: collectionsFileSchema,
  export(ctx, eventId) {
    const lists = collectionLists(ctx.store).ofEvent(eventId);
    return lists.length === 0 ? null : lists.map((l) => ({ player: l.playerId, lines: l.lines }));
  },
  problems(part, file, at) {
    const players = new Map(file.players.map((p) => [p.id, p]));
    // A ruleset built once per division, not once per player of a large event.
    const divisions = new Map<number, boolean | null>();
    const seen = new Set<number>();
    part.forEach(({ player, lines }, k) => {
      const p = players.get(player);
      if (!p) return at([k, 'player'], `Player ${player} is not in the file`, 'import_unknown_player');
      if (seen.has(player)) at([k, 'player'], `${p.name}'s collection list appears twice`, 'import_duplicate', { name: p.name });
      seen.add(player);
      const division = p.divisionId ?? file.divisions[0]!.id;
      if (!divisions.has(division)) divisions.set(division, takesLists(file, division));
      if (divisions.get(division) === false) at([k, 'player'], `${p.name} plays under a ruleset without collection lists`, 'import_no_collections', { name: p.name });
      const misread = misreadLine(lines);
      if (misread !== null) {
        const card = lines[misread]!.name;
        at([k, 'lines', misread], `Line ${misread + 1} of ${p.name}'s collection list, “${card}”, would not read back the same at the desk`, 'import_collection', { name: p.name, line: misread + 1, card });
      }
    });
  },
  import(ctx, part, _file, ids) {
    const lists = collectionLists(ctx.store);
    for (const { player, lines } of part) lists.set(ids.player(player), 0, lines);
  },
};
