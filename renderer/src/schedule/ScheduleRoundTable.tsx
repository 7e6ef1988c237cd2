// runtime: dom. One round of a schedule: a row per table, its players in starting order, position
// 1 marked as the one who starts. The desk and the printed seating list draw it alike.
import { useTranslation } from 'react-i18next';
import type { ScheduleView } from '../../../shared/model/schedule';

export function ScheduleRoundTable({ round, offset, className }: { round: ScheduleView['rounds'][number]; offset: number; className: string }) {
  const { t } = useTranslation();
  const columns = Math.max(...round.tables.map((x) => x.seats.length));
  return (
    <table className={className} aria-label={t('schedule.round', { number: round.round + offset })}>
      <thead>
        <tr>
          <th scope="col" className="num">
            {t('schedule.table')}
          </th>
          {Array.from({ length: columns }, (_, i) => (
            <th scope="col" key={i}>
              {i === 0 ? t('schedule.positionStarts', { number: 1 }) : t('schedule.position', { number: i + 1 })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {round.tables.map((table) => (
          <tr key={table.table}>
            <td className="num big">{table.table}</td>
            {Array.from({ length: columns }, (_, i) => {
              const seat = table.seats[i];
              return (
                <td key={i} className={seat?.dropped ? 'strong schedule-dropped' : 'strong'}>
                  {seat ? (seat.dropped ? t('schedule.droppedName', { name: seat.name }) : seat.name) : ''}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
