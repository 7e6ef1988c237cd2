// runtime: dom. Every column in plain words, under the table: a player asking "why am I below
// her?" should find the answer on the screen.
import { useTranslation } from 'react-i18next';
import type { EntryStatus, StandingColumn } from '../../../shared/model/standings';
import { markLegends, recordText } from './format';

/** `statuses`: the rows' statuses; a drop is always explained, and so is a forfeit where the
 * ruleset has the Declaration of Forfeiture (`forfeiture`); a disqualification and a no-show where
 * the standings have one. */
export function StandingsLegend(props: { primary: string; columns: StandingColumn[]; ruleset: string | undefined; byPlaces: boolean; forfeiture: boolean; statuses: readonly EntryStatus[]; playoff: boolean }) {
  const { primary, columns, ruleset, byPlaces, forfeiture, statuses, playoff } = props;
  const shown: readonly EntryStatus[] = ['dropped', ...(forfeiture ? (['forfeited'] as const) : []), ...statuses];
  const { t, i18n } = useTranslation();
  return (
    <section className="standings-legend" aria-label={t('standings.legend')}>
      <h3>{t('standings.legend')}</h3>
      <dl>
        <dt>{t('standings.rank')}</dt>
        <dd>{t('standings.legendRank')}</dd>
        {playoff && (
          <div className="legend-item">
            <dt>{t('standings.playoffResult.label')}</dt>
            <dd>{t('standings.playoffResult.explain')}</dd>
          </div>
        )}
        <dt>{t(`standings.columns.${primary}.label`, { defaultValue: primary })}</dt>
        <dd>{t(`standings.columns.${primary}.explain`, { defaultValue: '' })}</dd>
        <dt>{t('standings.record')}</dt>
        <dd>{recordText(t, i18n, ruleset, byPlaces, 'legend')}</dd>
        {columns.map((c) => (
          <div key={c.id} className="legend-item">
            <dt>
              {t(`standings.columns.${c.id}.label`, { defaultValue: c.id })} {c.better === 'asc' && <span className="less">{t('standings.lessIsBetter')}</span>}
            </dt>
            <dd>{t(`standings.columns.${c.id}.explain`, { defaultValue: '' })}</dd>
          </div>
        ))}
        {(Object.keys(markLegends) as (keyof typeof markLegends)[])
          .filter((status) => shown.includes(status))
          .map((status) => (
            <div key={status} className="legend-item">
              <dt>
                <span className={`badge badge-${status}`}>{t(markLegends[status].mark)}</span>
              </dt>
              <dd>{t(markLegends[status].legend)}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
