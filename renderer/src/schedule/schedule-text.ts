// runtime: dom. A schedule's quality report and the seat of one player in words, shared by the
// desk and the printed sheets.
import type { TFunction } from 'i18next';
import type { ScheduleView } from '../../../shared/model/schedule';
import { nameCollator } from '../i18n/format';
import { compareFamilyFirst } from '../../../shared/text/family-name';

/** The quality report as sentences: repeated meetings (named), who starts twice, positions. */
export function qualityTexts(t: TFunction, quality: ScheduleView['quality']): string[] {
  const pairs = quality.repeatedPairs.map((p) => t('schedule.quality.pair', { a: p.a.name, b: p.b.name, times: p.times })).join(t('schedule.quality.separator'));
  return [
    quality.repeats === 0 ? t('schedule.quality.noRepeats') : t('schedule.quality.repeats', { count: quality.repeats, pairs }),
    quality.firstMoreThanOnce === 0 ? t('schedule.quality.noFirstTwice') : t('schedule.quality.firstTwice', { count: quality.firstMoreThanOnce }),
    quality.positionAgain === 0 ? t('schedule.quality.positionsVaried') : t('schedule.quality.positionAgain', { count: quality.positionAgain }),
  ];
}

/** A player's seat in one round: "Table 3, position 1", or a dash where they play none. */
export function seatText(t: TFunction, seat: ScheduleView['players'][number]['seats'][number]): string {
  return seat ? t('schedule.seat', { table: seat.table, position: seat.position }) : t('schedule.noSeat');
}

/** Every player by name in the reader's language's alphabetical order (case ignored), family
 * name first where it is known. */
export function playersByName(view: ScheduleView, language: string): ScheduleView['players'] {
  const collator = nameCollator(language);
  return [...view.players].sort((a, b) => compareFamilyFirst(collator, a, b) || a.entryId - b.entryId);
}
