// runtime: pure. A race's result form as a table of one stage reads it: the stage's own target
// (Doomtrooper: 25 PP in the free-for-all rounds, 40 head-to-head) and its endings, none for time
// where the stage is never ended for time (the seated playoff). The desk, the slip and the
// projector read it alike.
import type { TournamentEvent } from './event';
import { timeEndings, type RaceEnding } from './race';

type ResultForm = Pick<TournamentEvent['format']['resultForm'], 'target' | 'endings' | 'stages'>;

export interface StageForm {
  target?: number;
  endings: RaceEnding[];
  /** The stage is never ended for time. */
  untimed: boolean;
  /** The event's stages play to targets of their own, so each table says its own. */
  ownTarget: boolean;
}

export function stageForm(form: ResultForm, position: number | undefined): StageForm {
  const own = position === undefined ? undefined : form.stages?.[position - 1];
  const target = own?.target ?? form.target;
  const untimed = own?.untimed ?? false;
  const endings = form.endings ?? ['target', 'time'];
  return {
    ...(target !== undefined ? { target } : {}),
    endings: untimed ? endings.filter((e) => !timeEndings.includes(e)) : [...endings],
    untimed,
    ownTarget: form.stages?.some((s) => s.target !== undefined) ?? false,
  };
}
