// runtime: dom. The printed pairings by table of a round whose players choose their seats: a
// column per starting position (position 1 starts), each table's players in the starting order
// chosen with their seat choice place; a table whose order is not recorded yet says so and lists
// its players in seat choice order across the row.
import type { Round, RoundTable } from '../../../../shared/model/round';
import { seatsInStartingOrder } from '../../../../shared/features/seat-order/model';
import type { PairingsSheetOrder } from '../feature';
import { featureText, useFeatureText } from '../text';
import { seatOrderTexts } from './texts';

export function pairingsSheetOrder(round: Pick<Round, 'stage'>): PairingsSheetOrder | null {
  if (round.stage?.seating !== 'chosen') return null;
  const text = featureText(seatOrderTexts);
  return {
    columnTitle: (index) => (index === 0 ? text('sheet.positionStarts') : text('sheet.position', { number: index + 1 })),
    Cells: ChosenCells,
  };
}

function ChosenCells({ table, columns }: { table: RoundTable; columns: number }) {
  const text = useFeatureText(seatOrderTexts);
  const rows = seatsInStartingOrder(table.seats, table.startingPositions);
  if (rows[0]?.start == null) {
    const names = rows.map((r) => `${r.choice}. ${r.seat.name}`).join(text('sheet.separator'));
    return (
      <td colSpan={columns} className="seat-choice-pending">
        {text('sheet.notChosen', { names })}
      </td>
    );
  }
  return Array.from({ length: columns }, (_, i) => rows[i]).map((r, i) => (
    <td className="strong" key={i}>
      {r && (
        <>
          {r.seat.name}
          <span className="seat-choice-place">{text('sheet.choice', { place: r.choice })}</span>
        </>
      )}
    </td>
  ));
}
