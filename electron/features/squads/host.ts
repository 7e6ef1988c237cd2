// runtime: node. Squads and figure inspection at the desk (Attacktix 2.2): a player's figures and
// backups against the level, saved over the version read; a figure's weight checked by the
// feature's rule (squad-check.ts) and kept, with who asked for the inspection. The squad's status (handed in, off
// its level or with a figure that failed its latest inspection, missing) is the squad source of
// the desk's list status. Squads and inspections go with the event file (event-file.ts).
import { CommandError } from '../../../shared/contract/errors';
import type { ListProblem } from '../../../shared/model/list-status';
import { squads } from '../../../shared/features/squads/contract';
import type { Inspection, SquadFigure, SquadRules } from '../../../shared/features/squads/model';
import { foldForSearch } from '../../../shared/text/fold';
import { requireEvent } from '../../core/services/event-state';
import { requirePlayer } from '../../core/services/player-ruleset';
import { defineFeatureHost } from '../feature';
import { saveOverVersion } from '../save-over-version';
import { featureOptions } from '../options';
import { squadsEventFile } from './squad-and-inspection-file';
import { inspections, inspectionsTable, toCg } from './inspections';
import { requireSquadRules } from './rules';
import { checkSquad, passesWeight } from './squad-check';
import { squadLists, squadsTable } from './squads';

const check = (rules: SquadRules, figures: readonly { points: number }[], backups: readonly { points: number }[]) => {
  const named = (list: readonly { points: number }[]): SquadFigure[] => list.map((f) => ({ name: '', points: f.points }));
  return checkSquad(rules.points, named(figures), named(backups), rules.backupPoints);
};

/** How far a list is off its level, as a problem; none where it adds up. */
function offProblem(list: 'figures' | 'backups', off: number, total: number, level: number): ListProblem[] {
  if (off === 0) return [];
  return [{ code: `${list}_${off > 0 ? 'over' : 'short'}`, params: { count: Math.abs(off), total, level } }];
}

/** Each figure whose latest inspection disqualified it, with the rows of the squad (figures, then
 * backups, numbered from 1 as the editor lists them) that carry its name. */
function inspectionProblems(inspections: readonly Inspection[], rows: readonly SquadFigure[]): ListProblem[] {
  const latest = new Map<string, Inspection>();
  for (const inspection of inspections) latest.set(foldForSearch(inspection.figure), inspection);
  return [...latest].flatMap(([key, inspection]) => {
    if (inspection.result === 'passes') return [];
    const lines = rows.flatMap((f, i) => (foldForSearch(f.name) === key ? [i + 1] : []));
    return [{ code: 'figure_disqualified', params: { figure: inspection.figure, overGrams: inspection.overGrams }, lines }];
  });
}

export const squadsHost = defineFeatureHost({
  contract: squads,
  migrations: [squadsTable + inspectionsTable],
  eventFile: squadsEventFile,
  lists: {
    kind: 'squad',
    applies: (ruleset) => featureOptions(ruleset, squads) !== null,
    verdict(store, player, ruleset) {
      const squad = squadLists(store).get(player.id);
      const rules = featureOptions(ruleset, squads);
      if (!squad || squad.figures.length === 0 || !rules) return { missing: true, problems: [] };
      const c = check(rules, squad.figures, squad.backups);
      const failed = inspectionProblems(inspections(store).list(player.eventId, player.id), [...squad.figures, ...squad.backups]);
      return {
        missing: false,
        problems: [...offProblem('figures', c.figuresOff, c.figures, rules.points), ...offProblem('backups', c.backupsOff, c.backups, rules.backupPoints), ...failed],
      };
    },
  },
  handlers: {
    'squad.get'({ playerId }, ctx) {
      const rules = requireSquadRules(ctx.store, playerId);
      const squad = squadLists(ctx.store).get(playerId) ?? { playerId, figures: [], backups: [], version: 0 };
      return { ...squad, rules, check: check(rules, squad.figures, squad.backups) };
    },
    'squad.check'({ playerId, figures, backups }, ctx) {
      const rules = requireSquadRules(ctx.store, playerId);
      const points = (list: readonly number[]) => list.map((p) => ({ points: p }));
      return check(rules, points(figures), points(backups));
    },
    'squad.set'(input, ctx) {
      const player = requirePlayer(ctx.store, input.playerId);
      const rules = requireSquadRules(ctx.store, player.id);
      const before = squadLists(ctx.store).get(player.id) ?? null;
      const stored = before?.version ?? 0;
      saveOverVersion({ subject: `${player.name}'s squad`, reason: 'squad_changed', name: player.name, stored, expected: input.version }, () =>
        squadLists(ctx.store).set(player.id, input.version, input.figures, input.backups),
      );
      ctx.changed({ entity: 'squad', eventId: player.eventId });
      const after = squadLists(ctx.store).get(player.id)!;
      ctx.annotate({
        name: player.name,
        before: before && { figures: before.figures, backups: before.backups },
        after: { figures: after.figures, backups: after.backups },
      });
      return { ...after, rules, check: check(rules, after.figures, after.backups) };
    },
    'inspection.record'(input, ctx) {
      const player = requirePlayer(ctx.store, input.playerId);
      requireSquadRules(ctx.store, player.id);
      if (input.requestedBy !== undefined) {
        const asking = ctx.store.players.get(input.requestedBy);
        if (!asking || asking.eventId !== player.eventId || asking.id === player.id) {
          throw new CommandError('validation', 'The inspection can be requested only by another player of the event.', {
            fields: [{ path: 'requestedBy', message: 'Another player of the event', code: 'requested_by_other_player' }],
          });
        }
      }
      const inspection = inspections(ctx.store).insert({
        eventId: player.eventId,
        playerId: player.id,
        figure: input.figure,
        measuredCg: toCg(input.measuredGrams),
        standardCg: toCg(input.standardGrams),
        note: input.note || null,
        requestedBy: input.requestedBy ?? null,
        passes: passesWeight(input.measuredGrams, input.standardGrams),
        at: ctx.now,
      });
      ctx.changed({ entity: 'inspection', eventId: player.eventId });
      ctx.annotate({ name: player.name, result: inspection.result, overGrams: inspection.overGrams });
      return inspection;
    },
    'inspection.list'({ eventId, playerId }, ctx) {
      requireEvent(ctx.store, eventId);
      return inspections(ctx.store).list(eventId, playerId ?? null);
    },
  },
});
