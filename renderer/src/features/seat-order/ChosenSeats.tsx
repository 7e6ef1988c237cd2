// runtime: dom. A table's seats where its players choose them (a seated playoff, Catan 3.7, 3.8):
// in the starting order chosen once the desk has recorded it, each with its seat choice place, else
// in seat choice order; and, until the result is in, the form that records the order chosen (for
// each player in seat choice order, the starting position taken). The core checks it is a
// permutation; the form only keeps Save off until every player has a position.
import { useState } from 'react';
import { useFeatureText } from '../text';
import { seatOrderTexts } from './texts';
import type { RoundTable } from '../../../../shared/model/round';
import { seatsInStartingOrder } from '../../../../shared/features/seat-order/model';
import { fieldError } from '../../components/ErrorNotice';
import { useCommand } from '../../desk/use-command';
import { OrderActions, OrderSelect, OrderState } from './OrderFormParts';

interface Props {
  table: RoundTable;
  editable: boolean;
  /** The table's form is open (under the table's row, spanning the table): no button to open it. */
  formOpen: boolean;
  onOpenForm: () => void;
}

export function ChosenSeats({ table, editable, formOpen, onOpenForm }: Props) {
  const text = useFeatureText(seatOrderTexts);
  const rows = seatsInStartingOrder(table.seats, table.startingPositions);
  const recorded = rows[0]?.start != null;
  return (
    <>
      <ol className="seat-grid" aria-label={text(recorded ? 'startingOrder.chosen' : 'startingOrder.choiceOrder', { table: table.number })}>
        {rows.map((r) => (
          <li key={r.seat.entryId} data-start={r.start ?? undefined} data-choice={r.choice}>
            <span className="seat-number">{r.start ?? r.choice}</span>
            <span className="seat-name">
              {r.seat.name}
              {recorded && <span className="seat-choice">{text('startingOrder.choice', { place: r.choice })}</span>}
            </span>
          </li>
        ))}
      </ol>
      <OrderState
        text={text(recorded ? 'startingOrder.recorded' : 'startingOrder.notRecorded')}
        open={editable && !formOpen ? { text: text(recorded ? 'startingOrder.change' : 'startingOrder.record'), label: text('startingOrder.openLabel', { table: table.number }), onClick: onOpenForm } : null}
      />
    </>
  );
}

export function StartingOrderForm({ table, onDone }: { table: RoundTable; onDone: () => void }) {
  const text = useFeatureText(seatOrderTexts);
  const save = useCommand('table.startingOrder');
  const seats = [...table.seats].sort((a, b) => a.position - b.position);
  const [positions, setPositions] = useState<(number | null)[]>(() => seats.map((_, i) => table.startingPositions?.[i] ?? null));
  const error = fieldError(save.error, 'positions');
  const errorId = `starting-order-${table.id}-error`;
  const send = async (value: number[] | null) => {
    const result = await save.run({ tableId: table.id, version: table.version, positions: value });
    if (result.ok) onDone();
  };
  const complete = positions.every((p) => p !== null);
  return (
    <form
      className="starting-order-form"
      aria-label={text('startingOrder.formLabel', { table: table.number })}
      onSubmit={(e) => {
        e.preventDefault();
        if (complete) void send(positions as number[]);
      }}
    >
      <p className="starting-order-explain">{text('startingOrder.explain')}</p>
      {seats.map((s, i) => (
        <OrderSelect
          key={s.entryId}
          label={text('startingOrder.player', { place: s.position, name: s.name })}
          error={error}
          errorId={errorId}
          value={String(positions[i] ?? '')}
          options={[
            { value: '', text: text('startingOrder.pick') },
            ...seats.map((_, k) => ({
              value: String(k + 1),
              text: text(k === 0 ? 'startingOrder.positionStarts' : 'startingOrder.position', { number: k + 1 }),
            })),
          ]}
          onChange={(v) => setPositions(positions.map((p, j) => (j === i ? (v === '' ? null : Number(v)) : p)))}
        />
      ))}
      <OrderActions
        error={error}
        errorId={errorId}
        failure={save.error}
        busy={save.busy}
        canSave={complete}
        texts={{ save: text('startingOrder.save'), clear: text('startingOrder.clear'), cancel: text('startingOrder.cancel') }}
        onClear={table.startingPositions ? () => void send(null) : null}
        onCancel={onDone}
      />
    </form>
  );
}
