// runtime: node. Squads' part of an event file: every squad as saved and every inspection in the
// order it was made. Each is held to what the desk takes (squad.set's and inspection.record's own
// input schemas, the player's division playing squads, the 0.3 g rule), so a hand-edited file
// brings nothing the desk would refuse; written through the feature's repositories once nothing
// in the file is wrong, as the desk would have saved it (names trimmed, an empty note none).
import { issueCode, type IssueLike } from '../../../shared/contract/errors';
import { squads } from '../../../shared/features/squads/contract';
import { squadsFileSchema, type SquadsFile } from '../../../shared/features/squads/file';
import { inspectionRecordInput, squadSetInput } from '../../../shared/features/squads/model';
import { playedOptions, type EventFile } from '../../../shared/model/export';
import { buildRuleset, isRulesetId, rulesetModule } from '../../engine/rulesets';
import type { FeatureEventFile } from '../feature';
import { featureOptions } from '../options';
import { inspections, toCg } from './inspections';
import { passesWeight } from './squad-check';
import { squadLists } from './squads';

type FileSquad = SquadsFile['squads'][number];
type FileInspection = SquadsFile['inspections'][number];

const asSaved = (s: FileSquad) => squadSetInput.safeParse({ playerId: s.player, version: 0, figures: s.figures, backups: s.backups });

const asRecorded = (i: FileInspection) =>
  inspectionRecordInput.safeParse({
    playerId: i.player,
    figure: i.figure,
    measuredGrams: i.measuredGrams,
    standardGrams: i.standardGrams,
    ...(i.note === null ? {} : { note: i.note }),
    ...(i.requestedBy === null ? {} : { requestedBy: i.requestedBy }),
  });

const resultOf = (measuredGrams: number, standardGrams: number) => (passesWeight(measuredGrams, standardGrams) ? 'passes' : 'disqualified');

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
      inspections: made.map((i) => ({
        player: i.playerId,
        figure: i.figure,
        measuredGrams: i.measuredGrams,
        standardGrams: i.standardGrams,
        note: i.note,
        requestedBy: i.requestedBy?.id ?? null,
        result: i.result,
        at: i.at,
      })),
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
    const refused = (place: (string | number)[], code: string, name: string, issues: readonly IssueLike[]) => {
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

    part.inspections.forEach((i, k) => {
      const name = named(i.player, ['inspections', k, 'player']);
      if (i.requestedBy !== null && !names.has(i.requestedBy)) at(['inspections', k, 'requestedBy'], `Player ${i.requestedBy} is not in the file`, 'import_unknown_player');
      if (name === null) return;
      if (i.requestedBy === i.player) {
        at(['inspections', k, 'requestedBy'], `${name} cannot ask for an inspection of their own figure`, 'import_inspection', { name, reason: 'requested_by_other_player' });
      }
      const recorded = asRecorded(i);
      if (!recorded.success) refused(['inspections', k], 'import_inspection', name, recorded.error.issues);
      else if (resultOf(i.measuredGrams, i.standardGrams) !== i.result) {
        const figure = recorded.data.figure;
        at(['inspections', k, 'result'], `${name}'s ${figure} ${i.result === 'passes' ? 'is more than 0.3 g over' : 'is not more than 0.3 g over'} its standard weight`, 'import_inspection_result', { name, figure });
      }
    });
  },
  import(ctx, part, _file, ids) {
    for (const s of part.squads) {
      const { figures, backups } = asSaved(s).data!;
      squadLists(ctx.store).set(ids.player(s.player), 0, figures, backups);
    }
    for (const i of part.inspections) {
      const input = asRecorded(i).data!;
      inspections(ctx.store).insert({
        eventId: ids.eventId,
        playerId: ids.player(i.player),
        figure: input.figure,
        measuredCg: toCg(input.measuredGrams),
        standardCg: toCg(input.standardGrams),
        note: input.note || null,
        requestedBy: i.requestedBy === null ? null : ids.player(i.requestedBy),
        passes: i.result === 'passes',
        at: i.at,
      });
    }
  },
};
