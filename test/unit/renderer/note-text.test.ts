// Notes as the rounds tab reads them: a sentence shows once however often the note was stored, and
// a seat swap says so rather than "paired by hand".
import { beforeAll, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { noteTexts, warningTexts } from '../../../renderer/src/rounds/note-text';
import { initI18n } from '../../../renderer/src/i18n';

let t: TFunction;
beforeAll(() => {
  t = initI18n().t;
});
const names = new Map([[7, 'Anna Nowak']]);

it('the same pull-up noted twice on one table reads once', () => {
  const pull = { code: 'pull_up', params: { entryId: 7, fromScore: 3, toScore: 6 } };
  expect(noteTexts(t, [pull, { code: 'score_group', params: { score: 6 } }, { ...pull }], names)).toEqual([
    'Anna Nowak pulled up from group 3 to group 6.',
    'Score group 6.',
  ]);
});

it('a seat swap has its own note and warning', () => {
  expect(noteTexts(t, [{ code: 'manual_swap', params: { reason: 'Wrong table' } }], names)).toEqual(['Seats swapped by hand: Wrong table']);
  expect(warningTexts(t, [{ code: 'manual_swap_table', params: { table: 3 } }, { code: 'manual_table', params: { table: 4 } }], names)).toEqual([
    'Seats were swapped by hand at table 3.',
    'Table 4 was paired by hand.',
  ]);
});

it('a tie-break round robin says which cycle and round it is, and how many sides play it', () => {
  expect(warningTexts(t, [{ code: 'tie_break_round_robin', params: { cycle: 1, sides: 3, round: 2, rounds: 3 } }], names)).toEqual([
    'Tie-break round robin 1, round 2 of 3: the 3 tied for the most wins play each other again.',
  ]);
});
