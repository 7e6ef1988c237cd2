// runtime: dom. Every column in plain words, under the table: a player asking "why am I below
// her?" should find the answer on the screen.
import { useTranslation } from 'react-i18next';
import type { StandingColumn } from '../../../shared/model/standings';
import { recordText } from './format';

export function StandingsLegend(props: { primary: string; columns: StandingColumn[]; ruleset: string | undefined; byPlaces: boolean; disqualified?: boolean; noShow?: boolean }) {
  const { primary, columns, ruleset, byPlaces, disqualified = false, noShow = false } = props;
  const { t, i18n } = useTranslation();
  return (
    <section className="standings-legend" aria-label={t('standings.legend')}>
      <h3>{t('standings.legend')}</h3>
      <dl>
        <dt>{t('standings.rank')}</dt>
        <dd>{t('standings.legendRank')}</dd>
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
        <dt>
          <span className="badge badge-dropped">{t('standings.dropped')}</span>
        </dt>
        <dd>{t('standings.legendDropped')}</dd>
        <dt>
          <span className="badge badge-forfeited">{t('standings.forfeited')}</span>
        </dt>
        <dd>{t('standings.legendForfeited')}</dd>
        {disqualified && (
          <>
            <dt>
              <span className="badge badge-disqualified">{t('standings.disqualified')}</span>
            </dt>
            <dd>{t('standings.legendDisqualified')}</dd>
          </>
        )}
        {noShow && (
          <>
            <dt>
              <span className="badge badge-no_show">{t('standings.noShow.mark')}</span>
            </dt>
            <dd>{t('standings.noShow.legend')}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
