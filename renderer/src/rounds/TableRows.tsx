// runtime: dom. One table of the pairings, as a group of rows: its players, why they were paired
// and its result; under them, once published, its line of actions (extra time, timers, features' lines);
// and under that, across the whole table, the form opened from its seats where a feature orders
// them (features/Slots.tsx, `seatOrder`).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Round, RoundTable } from '../../../shared/model/round';
import { useTableLines, type SeatOrderOf } from '../features/Slots';
import { noteTexts } from './note-text';
import { TableTimeActions } from './TableTimeActions';

interface Props {
  round: Round;
  table: RoundTable;
  names: Map<number, string>;
  /** The pairings' columns, which the form's row spans. */
  columns: number;
  /** The feature that lists the table's seats in one cell, where one orders them. */
  seatOrder: ReturnType<SeatOrderOf>;
  /** Otherwise: seats in a grid (more than two), or a column per seat. */
  layout: 'grid' | 'columns';
  /** The round clock runs for this table: extra time and the clock's stops are offered. */
  timed: boolean;
  /** Its place in the round's tables, and the long list's measure of its height (virtual-rows.ts). */
  index?: number;
  measure?: (el: Element | null) => void;
  /** The find field went to it. */
  found?: boolean;
}

export function TableRows({ round, table: tb, names, columns, seatOrder, layout, timed, index, measure, found = false }: Props) {
  const { t } = useTranslation();
  const [formOpen, setFormOpen] = useState(false);
  const editable = round.status === 'published' && !tb.result;
  const lines = useTableLines();
  const actions = timed || lines.length > 0;
  const form = editable && formOpen && seatOrder !== null;
  const openForm = { formOpen: form, onOpenForm: () => setFormOpen(true) };

  return (
    <tbody data-table={tb.number} data-index={index} ref={measure} className={['table-group', tb.manual ? 'manual' : '', found ? 'found' : ''].filter(Boolean).join(' ')}>
      <tr className="table-main">
        <td className="table-number" rowSpan={actions ? 2 : 1}>
          {tb.number}
        </td>
        {seatOrder ? (
          <td className="seats">
            <seatOrder.slot.Seats round={round} table={tb} options={seatOrder.options} editable={editable} {...openForm} />
          </td>
        ) : layout === 'grid' ? (
          <td className="seats">
            <ol className="seat-grid">
              {tb.seats.map((s) => (
                <li key={s.position}>
                  <span className="seat-number">{s.position}</span>
                  <span className="seat-name">{s.name}</span>
                </li>
              ))}
            </ol>
          </td>
        ) : (
          tb.seats.map((s) => (
            <td key={s.position} className="seat">
              <span className="seat-name">{s.name}</span>
              {s.position === 1 && s.role && <span className="role">{t('rounds.firstRole', { role: t(`rounds.roles.${s.role}`, { defaultValue: s.role }) })}</span>}
            </td>
          ))
        )}
        <td className="table-notes">
          {tb.manual && <span className="badge badge-manual">{t('rounds.manualBadge')}</span>}
          {noteTexts(t, tb.notes, names).map((text) => (
            <span key={text} className="note">
              {text}
            </span>
          ))}
        </td>
        {round.status !== 'draft' && (
          <td className="table-result">
            <span className={`badge ${tb.result ? 'badge-in' : 'badge-missing'}`}>{t(tb.result ? 'rounds.entered' : 'rounds.missing')}</span>
          </td>
        )}
      </tr>
      {actions && (
        <tr className="table-actions-row">
          <td colSpan={columns - 1}>
            <div className="table-actions">
              {timed && <TableTimeActions round={round} table={tb} />}
              {lines.map(({ id, options, Panel }) => (
                <Panel key={id} round={round} table={tb} options={options} />
              ))}
            </div>
          </td>
        </tr>
      )}
      {form && (
        <tr className="table-form-row">
          <td colSpan={columns}>
            <seatOrder.slot.Form round={round} table={tb} options={seatOrder.options} onDone={() => setFormOpen(false)} />
          </td>
        </tr>
      )}
    </tbody>
  );
}
