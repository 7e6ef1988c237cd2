// runtime: dom. A table's seats on the projector's pairings by table, where the seat order feature
// orders them. Where the players choose their seats (a seated playoff), numbered by starting
// position once recorded, each with its seat choice place, else in seat choice order, said so
// under the names. At a table of teams, a line per team, "Team 1: A & B", its Player #1 first.
import { useTranslation } from 'react-i18next';
import type { RoundTable } from '../../../../shared/model/round';
import { seatsInStartingOrder, teamLines } from '../../../../shared/features/seat-order/model';
import { useFeatureText } from '../text';
import { seatOrderTexts } from './texts';

export function ProjectorSeats({ table }: { table: RoundTable }) {
  return table.teams ? <TeamLines table={table} /> : <ChosenSeatLines table={table} />;
}

function ChosenSeatLines({ table }: { table: RoundTable }) {
  const text = useFeatureText(seatOrderTexts);
  const rows = seatsInStartingOrder(table.seats, table.startingPositions);
  const recorded = rows[0]?.start != null;
  return (
    <>
      {rows.map((r) => (
        <div className="dp-seat dp-seat-numbered" key={r.seat.entryId}>
          <span className="dp-seat-number">{r.start ?? r.choice}</span>
          <span className="dp-seat-name">{r.seat.name}</span>
          {recorded && <span className="dp-choice">{text('projector.choice', { place: r.choice })}</span>}
        </div>
      ))}
      <div className="dp-order-state" data-starting-order={recorded ? 'chosen' : 'seat-choice'}>
        {text(recorded ? 'projector.chosen' : 'projector.notChosen')}
      </div>
    </>
  );
}

function TeamLines({ table }: { table: RoundTable }) {
  const { t } = useTranslation();
  return teamLines(table).map((players, k) => (
    <div className="dp-seat dp-seat-numbered" key={k}>
      <span className="dp-seat-name">{t('results.teamName', { team: k + 1, players: players.join(' & ') })}</span>
    </div>
  ));
}
