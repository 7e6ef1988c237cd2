// runtime: dom. The standings as the room reads them: rank, name, the primary score, the match
// record and the ruleset's tiebreakers under their short labels, paging when long.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Standings } from '../../../shared/model/standings';
import { formatRecord, formatStat } from './format';
import { PagedColumns } from './PagedColumns';
import './display.css';

export function StandingsView(props: { standings: Standings; pageMs: number; onPages: (n: number) => void }) {
  const { t, i18n } = useTranslation();
  const { standings } = props;
  const lang = i18n.language;
  // Rank, name, primary, record, then one per tiebreaker: the grid is the same in every row.
  const grid = { '--dp-stats': 2 + standings.columns.length } as CSSProperties;
  const header = (
    <div className="dp-column-header dp-standing-row" style={grid}>
      <span className="dp-rank">{t('display.columns.rank')}</span>
      <span>{t('display.columns.player')}</span>
      <span className="dp-stat">{t(`standings.columns.${standings.primary}.label`)}</span>
      <span className="dp-stat">{t('display.columns.record')}</span>
      {standings.columns.map((c) => (
        <span className="dp-stat" key={c}>
          {t(`standings.columns.${c}.label`)}
        </span>
      ))}
    </div>
  );
  const items = standings.rows.map((r) => ({
    key: String(r.entryId),
    node: (
      <div className={r.dropped ? 'dp-standing-row dp-dropped' : 'dp-standing-row'} style={grid}>
        <span className="dp-rank">{r.rank}</span>
        <span className="dp-name">
          {r.name}
          {r.dropped && <span className="dp-dropped-tag"> {t('display.dropped')}</span>}
        </span>
        <span className="dp-stat dp-primary">{formatStat(standings.primary, r.groupScore, lang)}</span>
        <span className="dp-stat">{formatRecord(r.matchWins, r.matchLosses, r.matchDraws)}</span>
        {standings.columns.map((c) => (
          <span className="dp-stat" key={c}>
            {formatStat(c, r.tiebreaks[c], lang)}
          </span>
        ))}
      </div>
    ),
  }));
  return <PagedColumns items={items} minColumnVh={300} label={t('display.views.standings')} pageMs={props.pageMs} columnHeader={header} onPages={props.onPages} />;
}
