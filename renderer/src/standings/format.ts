// runtime: dom. How standings read on every face (desk, projector, print): the numbers, the match
// record, what the standings count, and the drop marks, each written once.
import type { i18n as I18n, TFunction } from 'i18next';
import type { StandingColumn, StandingRow, Standings } from '../../../shared/model/standings';
import { stageName } from '../rounds/round-name';

/** A standings number, the same on the desk, the projector and paper: a share as a percentage
 * with one decimal, hundredths with exactly two, anything else with at most two (a drawn match
 * counts half), in the language's digits. The core says which columns are shares. */
export function formatStat(format: StandingColumn['format'], value: number | undefined, language: string): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  return numberFormat(format, language).format(value);
}

// A formatter is costly to make and the standings format thousands of cells: one per language and
// kind of number.
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(format: StandingColumn['format'], language: string): Intl.NumberFormat {
  const key = `${format} ${language}`;
  let made = formats.get(key);
  if (!made) {
    if (format === 'share') made = new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
    else if (format === 'hundredths') made = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
    else made = new Intl.NumberFormat(language, { maximumFractionDigits: 2, useGrouping: false });
    formats.set(key, made);
  }
  return made;
}

/** What the W-D-L record (shared/text/record.ts) counts, in a header's tooltip ('explain') or the legend ('legend'): a
 * ruleset whose bye is no won match has its own words (`standings.recordBy.<ruleset>`); tables
 * entered by places count first places. */
export function recordText(t: TFunction, i18n: I18n, ruleset: string | undefined, byPlaces: boolean, where: 'explain' | 'legend'): string {
  const own = `standings.recordBy.${ruleset}.${where}`;
  if (ruleset && i18n.exists(own)) return t(own, { defaultValue: '' });
  if (where === 'explain') return t(byPlaces ? 'standings.recordExplainPlaces' : 'standings.recordExplain');
  return t(byPlaces ? 'standings.legendRecordPlaces' : 'standings.legendRecord');
}

/** The place, or a dash while nobody is ranked yet. */
export function formatRank(standings: Standings, row: StandingRow, t: TFunction): string {
  return standings.ranked ? String(row.rank) : t('standings.unranked');
}

/** What the standings count, said the same way on every face: the title, and a note when a
 * round's results are still coming in or nobody is ranked yet. */
export function standingsCaption(standings: Standings, t: TFunction): { title: string; note: string | null } {
  const inPlay = standings.roundInPlay;
  const playoff = standings.playoff && t('standings.playoff', { rows: standings.playoff.rows, stage: stageName(t, standings.playoff.kind) });
  const note = [inPlay && t('standings.inPlay', { round: inPlay.number, count: inPlay.resultsIn, total: inPlay.results }), playoff].filter(Boolean).join(' ') || null;
  if (!standings.ranked) {
    return (inPlay?.resultsIn ?? 0) > 0 ? { title: t('standings.notYet'), note } : { title: t('standings.noResults'), note: t('standings.noResultsNote') };
  }
  return { title: t(standings.final ? 'standings.final' : 'standings.through', { round: standings.throughRound }), note };
}

/** Each drop mark's word and its explanation in a legend, in the order legends list them. */
export const markLegends = {
  dropped: { mark: 'standings.dropped', legend: 'standings.legendDropped' },
  forfeited: { mark: 'standings.forfeited', legend: 'standings.legendForfeited' },
  disqualified: { mark: 'standings.disqualified', legend: 'standings.legendDisqualified' },
  no_show: { mark: 'standings.noShow.mark', legend: 'standings.noShow.legend' },
} as const;

/** The mark after a dropped, forfeited, disqualified or no-show name, and its explanation
 * (tooltip); null while active. */
export function statusMark(row: StandingRow, t: TFunction): { label: string; title: string } | null {
  if (row.status === 'active') return null;
  const round = row.droppedAfterRound ?? 0;
  if (row.status === 'disqualified') return { label: t('standings.disqualified'), title: t('standings.disqualifiedTitle', { round }) };
  if (row.status === 'no_show') return { label: t('standings.noShow.mark'), title: t('standings.noShow.title', { round }) };
  return row.status === 'forfeited'
    ? { label: t('standings.forfeited'), title: t('standings.forfeitedTitle', { round }) }
    : { label: t('standings.dropped'), title: t('standings.droppedTitle', { round }) };
}

/** A row's classes: dropped, and the last of the rows a playoff placed (a line drawn under it). */
export function rowClass(standings: Standings, index: number, row: StandingRow): string | undefined {
  const classes = [row.dropped && 'dropped', standings.playoff && index === standings.playoff.rows - 1 && 'playoff-end'].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}
