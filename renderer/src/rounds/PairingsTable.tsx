// runtime: dom. The pairings by table: who sits where (a column per seat at two seats; at more, one
// cell with the seats in a grid that lines up from table to table), why the engine paired them so,
// and once published, whether the result is in. A table's actions (extra time, its timers, and its
// features' lines) are on a line under its players and a form opened from a table is under that, across
// the whole table, so nothing squeezes the names: the columns stay few and fixed, and a name
// wraps only between its words. Byes are listed under the tables. A round of many tables (2,048 at
// 4,096 players) draws only the tables near the window (components/virtual-rows.ts) under a header
// kept at the top; the find field brings a table or a player into view.
import { Fragment, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Round } from '../../../shared/model/round';
import { noteTexts } from './note-text';
import { longestWord, seatColumns } from './seat-columns';
import { TableRows } from './TableRows';
import { useSeatOrder } from '../features/Slots';
import { useVirtualRows } from '../components/virtual-rows';
import { FindRow, useRowFinder } from '../components/FindRow';
import { VirtualSpacer } from '../components/VirtualSpacer';

interface Props {
  round: Round;
  names: Map<number, string>;
  /** The stage is never ended for time: no extra minutes or clock to stop. */
  untimed?: boolean;
}

export function PairingsTable({ round, names, untimed = false }: Props) {
  const { t } = useTranslation();
  const played = round.status !== 'draft';
  const tables = useMemo(() => round.tables.filter((tb) => !tb.bye), [round.tables]);
  const byes = round.tables.filter((tb) => tb.bye);
  const seats = seatColumns(tables);
  const many = seats > 2;
  const seatOrderOf = useSeatOrder();
  const ordered = new Map(round.tables.map((tb) => [tb.id, seatOrderOf(round, tb)]));
  // Seats a feature orders (chosen in order, teams) are listed in one cell however many there are.
  const oneCell = many || [...ordered.values()].some(Boolean);
  const columns = 1 + (oneCell ? 1 : 2) + 1 + (played ? 1 : 0);
  // A seat's track in the grid is never narrower than the round's longest word, so no name breaks.
  const style = { '--longest-word': `${longestWord(tables.flatMap((tb) => tb.seats.map((s) => s.name)))}ch` } as CSSProperties;
  const rows = useVirtualRows<HTMLTableElement>(tables.length, played ? 84 : 52, (i) => tables[i]!.id);
  const [found, setFound] = useState<number | null>(null);
  const seated = useMemo(() => tables.map((tb) => tb.seats.map((s) => s.name).join(' · ')), [tables]);
  const numbers = useMemo(() => tables.map((tb) => tb.number), [tables]);
  const find = useRowFinder(seated, numbers);
  const classes = [many ? `pairings seats-${seats}` : 'pairings', rows.virtual ? 'virtual' : ''].filter(Boolean).join(' ');

  return (
    <>
      {rows.virtual && (
        <FindRow
          label={t('findRow.tableOrPlayer')}
          find={find}
          onFound={(i) => {
            setFound(tables[i]!.id);
            rows.scrollTo(i);
          }}
        />
      )}
      <table className={classes} style={style} aria-label={t('rounds.round', { number: round.number })} ref={rows.listRef} onFocus={rows.onFocus} onBlur={rows.onBlur}>
        <thead>
          <tr>
            <th scope="col" className="col-table">
              {t('rounds.columns.table')}
            </th>
            {oneCell ? (
              <th scope="col">{t('rounds.columns.players')}</th>
            ) : (
              <>
                <th scope="col">{t('rounds.columns.seat', { number: 1 })}</th>
                <th scope="col">{t('rounds.columns.seat', { number: 2 })}</th>
              </>
            )}
            <th scope="col" className="col-notes">
              {t('rounds.columns.notes')}
            </th>
            {played && (
              <th scope="col" className="col-result">
                {t('rounds.columns.result')}
              </th>
            )}
          </tr>
        </thead>
        {rows.rows.map(({ index, gapBefore }) => {
          const tb = tables[index]!;
          return (
            <Fragment key={tb.id}>
              {gapBefore > 0 && (
                <tbody>
                  <VirtualSpacer height={gapBefore} span={columns} />
                </tbody>
              )}
              <TableRows
                round={round}
                table={tb}
                names={names}
                columns={columns}
                seatOrder={ordered.get(tb.id) ?? null}
                layout={many ? 'grid' : 'columns'}
                timed={round.status === 'published' && !untimed}
                index={index}
                measure={rows.measure}
                found={found === tb.id}
              />
            </Fragment>
          );
        })}
        {rows.after > 0 && (
          <tbody>
            <VirtualSpacer height={rows.after} span={columns} />
          </tbody>
        )}
      </table>
      {byes.map((bye) => (
        <p key={bye.id} className="bye-line" data-testid="bye-line">
          <span className="badge badge-bye">{t('rounds.bye')}</span> {t('rounds.byeLine', { name: bye.seats[0]?.name ?? '' })}
          {noteTexts(t, bye.notes, names).map((text) => (
            <span key={text} className="note">
              {text}
            </span>
          ))}
        </p>
      ))}
    </>
  );
}
