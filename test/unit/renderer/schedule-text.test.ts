// A schedule's quality report and seats as the desk and the sheets word them, and the schedule's
// notes with names: one sentence per fact, plural where it counts more than one.
import { beforeAll, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { initI18n } from '../../../renderer/src/i18n';
import { noteTexts } from '../../../renderer/src/rounds/note-text';
import { playersByName, qualityTexts, seatText } from '../../../renderer/src/schedule/schedule-text';
import type { ScheduleView } from '../../../shared/model/schedule';

let t: TFunction;
beforeAll(() => {
  t = initI18n().t;
});

it('words a clean schedule and one with repeats, double starts and repeated positions', () => {
  expect(qualityTexts(t, { repeats: 0, repeatedPairs: [], firstMoreThanOnce: 0, positionAgain: 0 })).toEqual([
    'Nobody meets anyone more than once.',
    'Nobody starts more than once.',
    'Every player has a different position in every round.',
  ]);
  const pair = (a: string, b: string, times: number) => ({ a: { entryId: 1, name: a }, b: { entryId: 2, name: b }, times });
  expect(qualityTexts(t, { repeats: 3, repeatedPairs: [pair('Ann', 'Ben', 3), pair('Cleo', 'Dan', 2)], firstMoreThanOnce: 1, positionAgain: 4 })).toEqual([
    '3 repeated meetings: Ann and Ben in 3 rounds; Cleo and Dan in 2 rounds.',
    '1 player starts in more than one round.',
    '4 players have the same position in more than one round.',
  ]);
});

it('says a seat, or a dash for a round not played, and sorts names in the reader’s alphabet', () => {
  expect(seatText(t, { table: 3, position: 1 })).toBe('Table 3, position 1');
  expect(seatText(t, null)).toBe('—');
  const player = (entryId: number, name: string) => ({ entryId, name, dropped: false, seats: [] });
  const view = { players: [player(1, 'Анна'), player(2, 'émile'), player(3, 'Zoe'), player(4, 'Bob')] } as unknown as ScheduleView;
  expect(playersByName(view, 'en').map((p) => p.name)).toEqual(['Bob', 'émile', 'Zoe', 'Анна']);
});

it('names who left and why the schedule was made again', () => {
  const names = new Map([[7, 'Anna Nowak']]);
  expect(
    noteTexts(t, [{ code: 'schedule_remade', params: { from: 2, to: 3 } }, { code: 'schedule_player_left', params: { entryId: 7 } }, { code: 'schedule_round_by_hand', params: { round: 1 } }], names),
  ).toEqual([
    'The schedule was made again for rounds 2 to 3; the rounds played keep their tables.',
    'Anna Nowak has dropped or did not come, and is left out of the rounds still to play.',
    'Round 1 was played as seated by hand, not as the schedule had it.',
  ]);
});
