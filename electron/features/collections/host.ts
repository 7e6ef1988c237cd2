// runtime: node. Doomtrooper collection lists at the desk: a list typed or pasted, read line by line
// (a line that cannot be read refuses the save, naming it: a conflict between the text and the
// list's format, with its own headline at the desk), saved over the version read and checked
// for every kind of game the event plays. A list with problems is still saved, so a player can fix
// it later: the answer's check names each, with the lines of the text it is about. The list's
// status (handed in, with problems, missing) is the collection source of the desk's list status.
// Every list goes with the event's file (event-file.ts).
import { CommandError } from '../../../shared/contract/errors';
import { collections } from '../../../shared/features/collections/contract';
import type { CollectionLine, DoomGameType } from '../../../shared/features/collections/model';
import type { CorePlayer } from '../../../shared/model/player';
import { playerRuleset, requirePlayer } from '../../core/services/player-ruleset';
import type { Store } from '../../store/store';
import { defineFeatureHost } from '../feature';
import { saveOverVersion } from '../save-over-version';
import { featureOptions } from '../options';
import { checkCollectionForGames } from './collection';
import { collectionsEventFile } from './event-file';
import { formatCollection, locateProblems, parseCollection } from './collection-text';
import { collectionLists, collectionsTable } from './lists';

type Games = readonly [DoomGameType, ...DoomGameType[]];

/** The kinds of game the player's event plays, refusing a ruleset without collection lists. */
function requireGames(store: Store, playerId: number): Games {
  const games = featureOptions(playerRuleset(store, playerId), collections)?.games;
  if (!games) throw new CommandError('conflict', 'This event’s ruleset has no collection lists.', { reason: 'no_collections', playerId });
  return games;
}

/** The stored lines as the editor shows them, and their check naming the lines of that text. */
function written(lines: readonly CollectionLine[], games: Games, language: string) {
  const text = formatCollection(lines, language);
  return { text, check: locateProblems(parseCollection(text, language), checkCollectionForGames(lines, games)) };
}

const answer = (player: CorePlayer, lines: readonly CollectionLine[], version: number, games: Games, language: string) => ({
  playerId: player.id,
  playerName: player.name,
  eventId: player.eventId,
  lines: [...lines],
  ...written(lines, games, language),
  version,
  games: [...games],
});

export const collectionsHost = defineFeatureHost({
  contract: collections,
  migrations: [collectionsTable],
  eventFile: collectionsEventFile,
  lists: {
    kind: 'collection',
    applies: (ruleset) => featureOptions(ruleset, collections) !== null,
    verdict(store, player, ruleset) {
      const stored = collectionLists(store).get(player.id);
      const games = featureOptions(ruleset, collections)?.games;
      if (!stored || stored.lines.length === 0 || !games) return { missing: true, problems: [] };
      const { problems } = written(stored.lines, games, 'en').check;
      return { missing: false, problems: problems.map(({ code, card, params, lines }) => ({ code, params: card === null ? params : { ...params, card }, ...(lines ? { lines } : {}) })) };
    },
  },
  handlers: {
    'collection.get'({ playerId }, ctx) {
      const player = requirePlayer(ctx.store, playerId);
      const games = requireGames(ctx.store, playerId);
      const stored = collectionLists(ctx.store).get(playerId);
      return answer(player, stored?.lines ?? [], stored?.version ?? 0, games, 'en');
    },
    'collection.check'({ playerId, text, language }, ctx) {
      const games = requireGames(ctx.store, playerId);
      const parsed = parseCollection(text, language);
      return { lines: parsed.lines, errors: parsed.errors, check: locateProblems(parsed, checkCollectionForGames(parsed.lines, games)) };
    },
    'collection.set'(input, ctx) {
      const player = requirePlayer(ctx.store, input.playerId);
      const games = requireGames(ctx.store, player.id);
      const { lines, errors } = parseCollection(input.text, input.language);
      if (errors.length > 0) {
        throw new CommandError('conflict', `${errors.length} line(s) of ${player.name}'s list could not be read, the first line ${errors[0]!.line}.`, {
          reason: 'collection_unreadable',
          name: player.name,
          count: errors.length,
          line: errors[0]!.line,
          errors,
        });
      }
      const before = collectionLists(ctx.store).get(player.id) ?? null;
      const stored = before?.version ?? 0;
      saveOverVersion({ subject: `${player.name}'s collection list`, reason: 'collection_changed', name: player.name, stored, expected: input.version }, () =>
        collectionLists(ctx.store).set(player.id, input.version, lines),
      );
      ctx.changed({ entity: 'collection', eventId: player.eventId });
      ctx.annotate({ name: player.name, before: before && before.lines, after: lines });
      return answer(player, lines, stored + 1, games, input.language);
    },
  },
});
