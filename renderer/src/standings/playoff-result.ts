// runtime: dom. What the playoff gave a row, in a column of its own on every face: the playoff
// places its players above everyone else whatever their record, so a champion with one win sits
// above a player with two, and this column says why. A playoff whose places are the rounds its
// players went out in (a single elimination bracket) names that round (rank 3-4 went out in the
// semifinal, 5-8 in the quarterfinal); other playoffs give their place.
import type { TFunction } from 'i18next';
import type { StandingRow, Standings } from '../../../shared/model/standings';

export type PlayoffResult =
  | { key: 'champion' | 'stillIn' | 'final' | 'semifinal' | 'quarterfinal' }
  | { key: 'roundOf'; size: number }
  | { key: 'place'; place: number };

/** The row's playoff result (`index`: its place in the rows); null for a row the playoff did
 * not place, and for every row before a playoff round counts. */
export function playoffResult(standings: Pick<Standings, 'playoff' | 'final'>, row: Pick<StandingRow, 'rank'>, index: number): PlayoffResult | null {
  const { playoff } = standings;
  if (!playoff || index >= playoff.rows) return null;
  // Everybody still in a bracket shares its first place until the final is played.
  if (row.rank === 1) return { key: standings.final ? 'champion' : 'stillIn' };
  if (!playoff.byRoundOut) return { key: 'place', place: row.rank };
  const size = 2 ** Math.ceil(Math.log2(row.rank));
  if (size === 2) return { key: 'final' };
  if (size === 4) return { key: 'semifinal' };
  if (size === 8) return { key: 'quarterfinal' };
  return { key: 'roundOf', size };
}

export function playoffText(t: TFunction, result: PlayoffResult | null): string {
  if (!result) return '';
  if (result.key === 'roundOf') return t('standings.playoffResult.roundOf', { size: result.size, part: result.size / 2 });
  if (result.key === 'place') return t('standings.playoffResult.place', { place: result.place });
  return t(`standings.playoffResult.${result.key}`);
}
