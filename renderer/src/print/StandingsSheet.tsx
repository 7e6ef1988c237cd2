// runtime: dom. The standings as a sheet: rank, name, the ruleset's primary score, the match
// record and each tiebreak with its short label (the desk's standings tab explains them).
import { useTranslation } from 'react-i18next';
import type { PrintOptions } from './params';
import { formatValue } from './format';
import { SheetFrame } from './SheetFrame';
import { combined, useSnapshot } from './use-snapshot';

export function StandingsSheet(props: { eventId: number; options: PrintOptions }) {
  const { t } = useTranslation();
  const event = useSnapshot('event.get', { id: props.eventId });
  const standings = useSnapshot('standings.get', { eventId: props.eventId });
  const { paper, autoprint } = props.options;
  const label = (column: string) => t(`standings.columns.${column}.label`, { defaultValue: column });
  return (
    <SheetFrame paper={paper} status={combined(event, standings)} autoprint={autoprint} className="list-sheet">
      {event.state === 'done' && standings.state === 'done' && (
        <>
          <h1 className="list-title">
            {event.value.name} · {t('print.standings.title')}
          </h1>
          <p className="list-subtitle">{t('print.standings.through', { number: standings.value.throughRound })}</p>
          <table className="list-table standings-table">
            <thead>
              <tr>
                <th scope="col" className="num">{t('print.standings.rank')}</th>
                <th scope="col">{t('print.standings.player')}</th>
                <th scope="col" className="num">{label(standings.value.primary)}</th>
                <th scope="col" className="num">{t('print.standings.record')}</th>
                {standings.value.columns.map((c) => (
                  <th scope="col" className="num" key={c}>{label(c)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {standings.value.rows.map((row) => (
                <tr key={row.entryId} className={row.dropped ? 'dropped' : undefined}>
                  <td className="num">{row.rank}</td>
                  <td className="strong">
                    {row.name}
                    {row.dropped && <span className="list-note"> {t('print.standings.dropped')}</span>}
                  </td>
                  <td className="num">{formatValue(standings.value.primary, row.groupScore)}</td>
                  <td className="num">{t('print.standings.recordValue', { w: row.matchWins, l: row.matchLosses, d: row.matchDraws })}</td>
                  {standings.value.columns.map((c) => (
                    <td className="num" key={c}>{formatValue(c, row.tiebreaks[c])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </SheetFrame>
  );
}
