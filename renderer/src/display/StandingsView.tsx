// runtime: dom. The standings as the room reads them: rank, name, the primary score, the match
// record and the ruleset's tiebreakers under their short labels, paging when long. Before any
// round is counted nobody has a place, so the room reads why instead of a table.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Standings } from '../../../shared/model/standings';
import { formatStat, standingsCaption, statusMark } from '../standings/format';
import { formatRecord } from '../../../shared/text/record';
import { playoffResult, playoffText } from '../standings/playoff-result';
import { PagedColumns } from './PagedColumns';
import './display.css';

export function StandingsView(props: { standings: Standings; pageMs: number; onPages: (n: number) => void }) {
  const { t, i18n } = useTranslation();
  const { standings } = props;
  const lang = i18n.language;
  const { note } = standingsCaption(standings, t);
  if (!standings.ranked) {
    return (
      <p className="dp-standings-empty" data-testid="standings-note">
        {note}
      </p>
    );
  }
  // Rank, name, after a playoff what it gave, primary, record, then one per tiebreaker: the grid is the
  // same in every row.
  const playoff = standings.playoff !== null;
  const grid = { '--dp-stats': 2 + standings.columns.length } as CSSProperties;
  const withPlayoff = playoff ? ' dp-with-playoff' : '';
  const header = (
    <div className={`dp-column-header dp-standing-row${withPlayoff}`} style={grid}>
      <span className="dp-rank">{t('display.columns.rank')}</span>
      <span>{t('display.columns.player')}</span>
      {playoff && <span className="dp-stat dp-playoff">{t('standings.playoffResult.label')}</span>}
      <span className="dp-stat">{t(`standings.columns.${standings.primary}.label`, { defaultValue: standings.primary })}</span>
      <span className="dp-stat">{t('standings.record')}</span>
      {standings.columns.map((c) => (
        <span className="dp-stat" key={c.id}>
          {t(`standings.columns.${c.id}.label`, { defaultValue: c.id })}
        </span>
      ))}
    </div>
  );
  const items = standings.rows.map((r, i) => {
    const mark = statusMark(r, t);
    return {
      key: String(r.entryId),
      node: (
        <div className={['dp-standing-row' + withPlayoff, r.dropped && 'dp-dropped', standings.playoff && i === standings.playoff.rows - 1 && 'dp-playoff-end'].filter(Boolean).join(' ')} style={grid} data-status={r.status}>
          <span className="dp-rank">{r.rank}</span>
          <span className="dp-name">
            {r.name}
            {mark && <span className={`dp-status-tag dp-status-${r.status}`}> {mark.label}</span>}
          </span>
          {playoff && <span className="dp-stat dp-playoff">{playoffText(t, playoffResult(standings, r, i))}</span>}
          <span className="dp-stat dp-primary">{formatStat('number', r.groupScore, lang)}</span>
          <span className="dp-stat dp-record">{formatRecord(r)}</span>
          {standings.columns.map((c) => (
            <span className="dp-stat" key={c.id}>
              {formatStat(c.format, r.tiebreaks[c.id], lang)}
            </span>
          ))}
        </div>
      ),
    };
  });
  return (
    <>
      {note && (
        <p className="dp-standings-note" data-testid="standings-note">
          {note}
        </p>
      )}
      <p className="dp-standings-legend" data-testid="standings-legend">
        {t('standings.record')}: {t('standings.recordLetters')}
        {playoff && ` · ${t('standings.playoffResult.label')}: ${t('standings.playoffResult.brief')}`}
      </p>
      <PagedColumns items={items} minColumnVh={300} label={t('display.views.standings')} pageMs={props.pageMs} columnHeader={header} onPages={props.onPages} />
    </>
  );
}
