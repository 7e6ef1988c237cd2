// runtime: dom. A table of teams (Doomtrooper's team rounds): the seats as they are taken, each
// marked with its team, a line per team ("Team 1: A & B", its Player #1 first), and until the
// result is in, the form that records each team's Player #1 (the core reorders the seats T1P1,
// T2P1, (T3P1,) T1P2, T2P2, (T3P2) and refuses once the result is entered).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureText } from '../text';
import { seatOrderTexts } from './texts';
import type { RoundTable } from '../../../../shared/model/round';
import { seatsInStartingOrder, teamLines } from '../../../../shared/features/seat-order/model';
import { teamSeats } from '../../../../shared/model/teams';
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

export function TeamSeats({ table, editable, formOpen, onOpenForm }: Props) {
  const { t } = useTranslation();
  const text = useFeatureText(seatOrderTexts);
  const teams = table.teams!;
  const rows = seatsInStartingOrder(table.seats, table.startingPositions);
  const recorded = rows[0]?.start != null;
  return (
    <>
      <ol className={`seat-grid team-grid teams-${rows.length / 2}`} aria-label={text('teams.seats', { table: table.number })}>
        {rows.map((r, i) => (
          <li key={r.seat.entryId} data-team={teams[r.choice - 1]}>
            <span className="seat-number">{i + 1}</span>
            <span className="seat-name">
              {r.seat.name}
              <span className="seat-team">{text('teams.mark', { team: teams[r.choice - 1] })}</span>
            </span>
          </li>
        ))}
      </ol>
      <ul className="team-lines" aria-label={text('teams.lines', { table: table.number })}>
        {teamLines(table).map((players, k) => (
          <li key={k}>{t('results.teamName', { team: k + 1, players: players.join(' & ') })}</li>
        ))}
      </ul>
      <OrderState
        text={text(recorded ? 'teams.recorded' : 'teams.notRecorded')}
        open={editable && !formOpen ? { text: text(recorded ? 'teams.change' : 'teams.record'), label: text('teams.openLabel', { table: table.number }), onClick: onOpenForm } : null}
      />
    </>
  );
}

export function TeamOrderForm({ table, onDone }: { table: RoundTable; onDone: () => void }) {
  const text = useFeatureText(seatOrderTexts);
  const save = useCommand('table.teamOrder');
  const seats = [...table.seats].sort((a, b) => a.position - b.position);
  const start = (seat: number) => table.startingPositions?.[seat] ?? seat + 1;
  const members = teamSeats(table.teams!).map((m) => [...m].sort((a, b) => start(a) - start(b)).map((s) => seats[s]!));
  const [firsts, setFirsts] = useState<number[]>(() => members.map((m) => m[0]!.entryId));
  const error = fieldError(save.error, 'firsts');
  const errorId = `team-order-${table.id}-error`;
  const send = async (value: number[] | null) => {
    const result = await save.run({ tableId: table.id, version: table.version, firsts: value });
    if (result.ok) onDone();
  };
  return (
    <form
      className="starting-order-form"
      aria-label={text('teams.formLabel', { table: table.number })}
      onSubmit={(e) => {
        e.preventDefault();
        void send(firsts);
      }}
    >
      <p className="starting-order-explain">{text('teams.explain')}</p>
      {members.map((m, k) => (
        <OrderSelect
          key={k}
          label={text('teams.first', { team: k + 1 })}
          error={error}
          errorId={errorId}
          value={String(firsts[k])}
          options={m.map((s) => ({ value: String(s.entryId), text: s.name }))}
          onChange={(v) => setFirsts(firsts.map((f, j) => (j === k ? Number(v) : f)))}
        />
      ))}
      <OrderActions
        error={error}
        errorId={errorId}
        failure={save.error}
        busy={save.busy}
        canSave={true}
        texts={{ save: text('teams.save'), clear: text('teams.clear'), cancel: text('teams.cancel') }}
        onClear={table.startingPositions ? () => void send(null) : null}
        onCancel={onDone}
      />
    </form>
  );
}
