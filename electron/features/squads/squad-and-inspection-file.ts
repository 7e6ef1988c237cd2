// runtime: node. Squads' part of an event file: every squad as saved and every inspection in the
// order it was made. Each is held to what the desk takes (squad.set's and inspection.record's own
// input schemas, the player's division playing squads, the 0.3 g rule), so a hand-edited file
// brings nothing the desk would refuse; written through the feature's repositories once nothing
// in the file is wrong, as the desk would have saved it (names trimmed, an empty note none).
import { issueCode } from '../../../shared/contract/errors';
import { squads } from '../../../shared/features/squads/contract';
import { squadsFileSchema, type SquadsFile } from '../../../shared/features/squads/squad-and-inspection-file';
import { squadSetInput } from '../../../shared/features/squads/model';
import { playedOptions, type EventFile } from '../../../shared/model/export';
import { buildRuleset, isRulesetId, rulesetModule } from '../../engine/rulesets';
import type { FeatureEventFile } from '../feature';
import { featureOptions } from '../options';
import { inspections } from './inspections';
import { importInspection, inspectionProblems, inspectionRow, type Refused } from './inspection-file';
import { squadLists } from './squads';

type FileSquad = SquadsFile['squads'][number];

const asSaved = (s: FileSquad) => squadSetInput.safeParse({ playerId: s.player, version: 0, figures: s.figures, backups: s.backups });

/** Whether a file's player plays in a division with squads; undefined where the file's ruleset or
 * options cannot say, which the core refuses on its own. */
function squadsPlayed(file: EventFile): (player: number) => boolean | undefined {
  const { ruleset } = file.event;
  const plays = new Map(
    file.divisions.map((d) => {
      const options = playedOptions(file, d);
      const valid = isRulesetId(ruleset) && rulesetModule(ruleset).options.safeParse(options).success;
      return [d.id, valid ? featureOptions(buildRuleset(ruleset, options), squads) !== null : undefined];
    }),
  );
  const division = new Map(file.players.map((p) => [p.id, p.divisionId ?? file.divisions[0]!.id]));
  return (player) => plays.get(division.get(player)!);
}

export const squadsEventFile: FeatureEventFile<SquadsFile> = {
  schema: squadsFileSchema,
  export(ctx, eventId) {
    const saved = squadLists(ctx.store).ofEvent(eventId);
    const made = inspections(ctx.store).list(eventId, null);
    if (saved.length === 0 && made.length === 0) return null;
    return {
      squads: saved.map((s) => ({ player: s.playerId, figures: s.figures, backups: s.backups })),
      inspections: made.map(inspectionRow),
    };
  },
  problems(part, file, at) {
    const names = new Map(file.players.map((p) => [p.id, p.name]));
    const plays = squadsPlayed(file);
    /** The player's name (refused where their division plays without squads); null, refused, where
     * the file has no such player. */
    const named = (id: number, path: (string | number)[]): string | null => {
      const name = names.get(id);
      if (name === undefined) at(path, `Player ${id} is not in the file`, 'import_unknown_player');
      else if (plays(id) === false) at(path, `${name} plays in a division without squads`, 'import_no_squads', { name });
      return name ?? null;
    };
    const refused: Refused = (place, code, name, issues) => {
      for (const issue of issues) {
        const within = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
        at([...place, ...within], issue.message, code, { name, reason: issueCode(issue) ?? 'custom' });
      }
    };

    const seen = new Set<number>();
    part.squads.forEach((s, k) => {
      const name = named(s.player, ['squads', k, 'player']);
      if (name === null) return;
      if (seen.has(s.player)) at(['squads', k, 'player'], `${name} has two squads`, 'import_duplicate');
      seen.add(s.player);
      const saved = asSaved(s);
      if (!saved.success) refused(['squads', k], 'import_squad', name, saved.error.issues);
    });

    part.inspections.forEach((i, k) => inspectionProblems(i, k, { at, names, named, refused }));
  },
  import(ctx, part, _file, ids) {
    for (const s of part.squads) {
      const { figures, backups } = asSaved(s).data!;
      squadLists(ctx.store).set(ids.player(s.player), 0, figures, backups);
    }
    for (const i of part.inspections) importInspection(ctx.store, i, ids);
  },
};
