// A race's form as one stage's table reads it: Doomtrooper's own thresholds per stage, no time
// ending (and so no round clock on the desk or projector) in the playoff never ended for time;
// Catan's one form for every stage.
import { describe, expect, it } from 'vitest';
import type { TournamentEvent } from '../../../shared/model/event';
import { stageForm } from '../../../shared/model/stage-form';

type Form = TournamentEvent['format']['resultForm'];
const doom: Form = {
  entry: 'race', target: 25, endings: ['target', 'target_tie', 'time', 'time_warriors', 'time_turns'], playOn: 10, scoreName: 'pp', scoreRequired: true, scoreOnSlip: true,
  stages: [{ target: 25 }, { target: 40 }, { target: 40, untimed: true }],
};
const catan: Form = { entry: 'race', target: 10, scoreName: 'vp', scoreRequired: true, scoreOnSlip: true };

describe('stage form', () => {
  it('reads each Doomtrooper stage: 25, then 40, then 40 without time', () => {
    expect(stageForm(doom, 1)).toEqual({ target: 25, endings: doom.endings, untimed: false, ownTarget: true });
    expect(stageForm(doom, 2)).toMatchObject({ target: 40, untimed: false });
    expect(stageForm(doom, 3)).toEqual({ target: 40, endings: ['target', 'target_tie'], untimed: true, ownTarget: true });
  });

  it("reads Catan's one form for every stage, with no threshold of its own to show", () => {
    expect(stageForm(catan, 2)).toEqual({ target: 10, endings: ['target', 'time'], untimed: false, ownTarget: false });
    expect(stageForm(catan, undefined)).toEqual(stageForm(catan, 1));
  });
});
