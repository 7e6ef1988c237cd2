// runtime: dom. A seated playoff's chart (Catan 3.7, 3.8), the same on the desk, the projector and
// paper: the chart explained in words, each semifinal table with its players in seat choice order
// (qualifying place, name, points and the winner once in), then the final or who will play it.
import { useTranslation } from 'react-i18next';
import type { ChartTable, SeatedChart } from '../../../shared/model/seated-chart';
import { chartExplanation } from './chart-text';
import './chart.css';

function TableBox({ table, title }: { table: ChartTable; title: string }) {
  const { t } = useTranslation();
  return (
    <table className="sc-table" aria-label={title}>
      <caption>
        {title} <span className="sc-round">{t('seatedChart.round', { round: table.eventRound })}</span>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('seatedChart.columns.choice')}</th>
          <th scope="col">{t('seatedChart.columns.place')}</th>
          <th scope="col">{t('seatedChart.columns.player')}</th>
          <th scope="col">{t('seatedChart.columns.points')}</th>
        </tr>
      </thead>
      <tbody>
        {table.seats.map((s, i) => (
          <tr key={s.entryId} className={s.winner ? 'sc-winner' : undefined}>
            <td className="sc-num">{i + 1}</td>
            <td className="sc-num">{s.place}</td>
            <td className="sc-name">
              {s.name}
              {s.winner && <span className="sc-mark"> {t('seatedChart.winner')}</span>}
            </td>
            <td className="sc-num">{s.points ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ChartTables({ chart }: { chart: SeatedChart }) {
  const { t } = useTranslation();
  return (
    <section className="sc-chart" aria-label={t('seatedChart.title')}>
      <p className="sc-explain">{chartExplanation(chart).map((line) => t(line.key, line.params)).join(' ')}</p>
      {chart.semifinal.length > 0 && (
        <div className="sc-tables">
          {chart.semifinal.map((table) => (
            <TableBox key={table.table} table={table} title={t('seatedChart.semifinalTable', { table: table.table })} />
          ))}
        </div>
      )}
      <div className="sc-final">
        {chart.final ? (
          <TableBox table={chart.final} title={t('seatedChart.finalTable')} />
        ) : (
          <p className="sc-pending">{t('seatedChart.finalPending', { tables: chart.semifinal.length })}</p>
        )}
      </div>
    </section>
  );
}
