// runtime: dom. The standings as a sheet: rank, name, the ruleset's primary score, the match
// record and each tiebreak with its short label (the desk's standings tab explains them), under
// the same caption as the desk and the projector; before any round is counted, only the caption.
import { useTranslation } from 'react-i18next';
import { scopeOf } from '../divisions/division-scope';
import { eventTitle } from '../divisions/event-title';
import type { PrintOptions } from './params';
import { formatStat, markLegends, rowClass, standingsCaption, statusMark } from '../standings/format';
import { formatRecord } from '../../../shared/text/record';
import { playoffResult, playoffText } from '../standings/playoff-result';
import { SheetFrame } from './SheetFrame';
import { combined, useSnapshot } from './use-snapshot';

export function StandingsSheet(props: { eventId: number; options: PrintOptions }) {
  const { t, i18n } = useTranslation();
  const scope = scopeOf(props.options.divisionId);
  const event = useSnapshot('event.get', { id: props.eventId, ...scope });
  const standings = useSnapshot('standings.get', { eventId: props.eventId, ...scope });
  const { paper, autoprint } = props.options;
  const label = (column: string) => t(`standings.columns.${column}.label`, { defaultValue: column });
  const caption = standings.state === 'done' ? standingsCaption(standings.value, t) : null;
  // Each mark used on the sheet is explained under it, as the desk's legend does.
  const marks = (Object.keys(markLegends) as (keyof typeof markLegends)[]).filter((m) => standings.state === 'done' && standings.value.rows.some((r) => r.status === m));
  return (
    <SheetFrame paper={paper} status={combined(event, standings)} autoprint={autoprint} className="list-sheet">
      {event.state === 'done' && standings.state === 'done' && (
        <>
          <h1 className="list-title">
            {eventTitle(event.value)} · {t('print.standings.title')}
          </h1>
          <p className="list-subtitle">{caption?.title}</p>
          {caption?.note && <p className="list-subtitle">{caption.note}</p>}
          {standings.value.ranked && (
            <table className="list-table standings-table">
              <thead>
                <tr>
                  <th scope="col" className="num">{t('print.standings.rank')}</th>
                  <th scope="col">{t('print.standings.player')}</th>
                  {standings.value.playoff && <th scope="col">{t('standings.playoffResult.label')}</th>}
                  <th scope="col" className="num">{label(standings.value.primary)}</th>
                  <th scope="col" className="num">{t('standings.record')}</th>
                  {standings.value.columns.map((c) => (
                    <th scope="col" className="num" key={c.id}>{label(c.id)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {standings.value.rows.map((row, i) => (
                  <tr key={row.entryId} className={rowClass(standings.value, i, row)} data-status={row.status}>
                    <td className="num">{row.rank}</td>
                    <td className="strong">
                      {row.name}
                      {row.status !== 'active' && <span className="list-note"> {statusMark(row, t)?.label}</span>}
                    </td>
                    {standings.value.playoff && <td>{playoffText(t, playoffResult(standings.value, row, i))}</td>}
                    <td className="num">{formatStat('number', row.groupScore, i18n.language)}</td>
                    <td className="num">{formatRecord(row)}</td>
                    {standings.value.columns.map((c) => (
                      <td className="num" key={c.id}>{formatStat(c.format, row.tiebreaks[c.id], i18n.language)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {standings.value.ranked && (
            <p className="list-legend">
              <strong>{t('standings.record')}</strong>: {t('standings.recordLetters')}
            </p>
          )}
          {standings.value.ranked && standings.value.playoff && (
            <p className="list-legend">
              <strong>{t('standings.playoffResult.label')}</strong>: {t('standings.playoffResult.legend')}
            </p>
          )}
          {standings.value.ranked &&
            marks.map((status) => (
              <p className="list-legend" key={status}>
                <strong>{t(markLegends[status].mark)}</strong>: {t(markLegends[status].legend)}
              </p>
            ))}
        </>
      )}
    </SheetFrame>
  );
}
