// runtime: dom. Find your seat: every player by name with their table and starting position in each
// round of the schedule. The desk and the printed list draw it alike.
import { useTranslation } from 'react-i18next';
import type { ScheduleView } from '../../../shared/model/schedule';
import { playersByName, seatText } from './schedule-text';

export function FindSeatTable({ view, className, label }: { view: ScheduleView; className: string; label?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <table className={className} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t('schedule.player')}</th>
          {view.rounds.map((r) => (
            <th scope="col" key={r.round}>
              {t('schedule.round', { number: r.round + view.offset })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {playersByName(view, i18n.language).map((p) => (
          <tr key={p.entryId}>
            <td className="strong">{p.dropped ? t('schedule.droppedName', { name: p.name }) : p.name}</td>
            {p.seats.map((s, i) => (
              <td key={i}>{seatText(t, s)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
