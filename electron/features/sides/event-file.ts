// runtime: node. The sides waiting at the desk in the event file. The file's own facts are checked
// with the rest of it (players and divisions in the file, a name the desk's forms take); whether
// the players may form the side is the desk's own check (checkSidePlayers), run as each side is
// written, after the file's players and entries, and a refusal there is named at the side.
import { CommandError } from '../../../shared/contract/errors';
import { sidesFileSchema, type SidesFile } from '../../../shared/features/sides/file';
import { lineProblem, lineProblemMessages } from '../../../shared/text/visible';
import { divisionRuleset, requireDivision } from '../../core/services/divisions';
import type { FeatureEventFile } from '../feature';
import { formedSides } from './formed-sides';
import { checkSidePlayers } from './sides';

export const sidesEventFile: FeatureEventFile<SidesFile> = {
  schema: sidesFileSchema,
  export(ctx, eventId) {
    const waiting = ctx.store.divisions
      .list(eventId)
      .flatMap((d) => formedSides(ctx.store).waitingIn(d.id).map((s) => ({ division: d.id, name: s.name, players: s.playerIds })));
    return waiting.length === 0 ? null : waiting;
  },
  problems(part, file, at) {
    const players = new Set(file.players.map((p) => p.id));
    const divisions = new Set(file.divisions.map((d) => d.id));
    part.forEach((side, k) => {
      const problem = lineProblem(side.name);
      if (problem) at([k, 'name'], lineProblemMessages[problem], problem);
      else if (side.name.trim() === '') at([k, 'name'], 'Required', 'required');
      if (!divisions.has(side.division)) at([k, 'division'], `Division ${side.division} is not in the file`, 'import_unknown_division');
      side.players.forEach((id, j) => {
        if (!players.has(id)) at([k, 'players', j], `Player ${id} is not in the file`, 'import_unknown_player');
      });
    });
  },
  import(ctx, part, _file, ids) {
    const { store } = ctx;
    const event = store.events.get(ids.eventId)!;
    const first = requireDivision(store, event.id);
    part.forEach((side, k) => {
      const division = store.divisions.get(ids.division(side.division))!;
      const players = side.players.map((id) => store.players.get(ids.player(id))!);
      try {
        checkSidePlayers(store, divisionRuleset(event, division), division, first.id, event.date, players);
      } catch (err) {
        if (!(err instanceof CommandError)) throw err;
        const { reason, ...params } = err.details as { reason: string } & Record<string, string | number>;
        throw new CommandError('validation', `The event file cannot be imported: side ${k + 1}: ${err.message}`, {
          fields: [{ path: `document.features.sides.${k}.players`, message: err.message, code: reason, params }],
        });
      }
      formedSides(store).insert(event.id, division.id, side.name.trim(), players.map((p) => p.id));
    });
  },
};
