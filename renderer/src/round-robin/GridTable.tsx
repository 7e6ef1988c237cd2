// runtime: dom. One cycle's grid as a table, for the room and for paper: a row and a column per
// side in the standings' order, columns headed by the row numbers; each cell the pair's result
// from the row side (won or lost, with the games), the table while it is played, or the round
// it meets in. On paper a pair without a result is left empty to be written in, its round small
// in the corner. The pairs of the current round are marked; the winner (or the leaders) too.
import type { TFunction } from 'i18next';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { CycleGrid, GridCell } from '../../../shared/model/round-robin-grid';
import { countColumns } from './grid-layout';
import './grid.css';

export interface GridTableProps {
  grid: CycleGrid;
  /** The event's round number of the stage's round 1, less one. */
  offset: number;
  currentRound: number;
  winner: number | null;
  paper: boolean;
  /** The room's font size in px; paper uses the sheet's. */
  font?: number;
}

function cellText(t: TFunction, cell: GridCell, offset: number, paper: boolean): string {
  const score = cell.games ? t('display.grid.score', { won: cell.games.won, lost: cell.games.lost }) : '';
  switch (cell.result) {
    case 'win':
      return t('display.grid.win', { score });
    case 'loss':
      return t('display.grid.loss', { score });
    case 'draw':
      return t('display.grid.draw', { score });
    case 'not_played':
      return t('display.grid.notPlayed');
    case 'playing':
      return paper ? '' : t('display.grid.table', { table: cell.table });
    default:
      return paper ? '' : t('display.grid.round', { round: offset + cell.round });
  }
}

export function GridTable(props: GridTableProps) {
  const { t } = useTranslation();
  const { grid, offset, paper } = props;
  const counts = countColumns(grid);
  const style = { ...(props.font ? { fontSize: `${props.font}px` } : {}), '--gr-n': grid.sides.length, '--gr-counts': counts.length, '--gr-bye': counts.includes('bye') ? 1 : 0 } as CSSProperties;
  const caption = grid.cycle === 0 ? t('display.grid.main') : t('display.grid.tieBreak', { n: grid.cycle });
  const rounds = t('display.grid.rounds', { from: offset + grid.firstRound, to: offset + grid.firstRound + grid.rounds - 1 });
  return (
    <table className={`gr-table ${paper ? 'gr-paper' : 'gr-room'}`} style={style} data-cycle={grid.cycle}>
      <caption>
        <span className="gr-caption">{caption}</span> <span className="gr-rounds">{rounds}</span>
      </caption>
      <colgroup>
        <col className="gr-col-number" />
        <col className="gr-col-name" />
        {grid.sides.map((s) => (
          <col key={s.entryId} className="gr-col-cell" />
        ))}
        {counts.map((c) => (
          <col key={c} className={c === 'bye' ? 'gr-col-bye' : 'gr-col-count'} />
        ))}
      </colgroup>
      <thead>
        <tr>
          <th scope="col" className="gr-number">{t('display.grid.columns.number')}</th>
          <th scope="col" className="gr-name">{t('display.grid.columns.player')}</th>
          {grid.sides.map((s, j) => (
            <th scope="col" key={s.entryId} className="gr-head" title={s.name}>
              {j + 1}
            </th>
          ))}
          {counts.map((c) => (
            <th scope="col" key={c} className="gr-count">
              {t(`display.grid.columns.${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.sides.map((side, i) => {
          const won = props.winner === side.entryId;
          const mark = won ? t('display.grid.winner') : props.winner === null && side.leader ? t('display.grid.leader') : '';
          return (
            <tr key={side.entryId} className={[won && 'gr-won', !won && props.winner === null && side.leader && 'gr-leader', side.dropped && 'gr-dropped'].filter(Boolean).join(' ')} data-entry={side.entryId}>
              <th scope="row" className="gr-number">{i + 1}</th>
              <th scope="row" className="gr-name">
                <div className="gr-name-lines" title={side.name}>
                  <span className="gr-name-text">{side.name}</span>
                  {mark && <span className="gr-mark"> {mark}</span>}
                  {side.dropped && <span className="gr-mark"> {t('display.grid.dropped')}</span>}
                </div>
              </th>
              {grid.cells[i]!.map((cell, j) =>
                cell === null ? (
                  <td key={j} className="gr-self" aria-hidden="true" />
                ) : (
                  <td key={j} className={`gr-cell gr-${cell.result}${cell.round === props.currentRound ? ' gr-current' : ''}`} data-round={offset + cell.round}>
                    {paper && !cell.games && cell.result !== 'not_played' && <span className="gr-corner">{t('display.grid.round', { round: offset + cell.round })}</span>}
                    {cellText(t, cell, offset, paper)}
                  </td>
                ),
              )}
              {counts.map((c) => (
                <td key={c} className={c === 'bye' ? 'gr-count gr-bye' : 'gr-count'}>
                  {countText(t, c, side, offset)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function countText(t: TFunction, column: ReturnType<typeof countColumns>[number], side: CycleGrid['sides'][number], offset: number): string {
  // Before any result nothing is counted: the columns stay empty (on paper, to be written in).
  if (side.place === null && column !== 'bye') return '';
  if (column === 'wins') return String(side.wins);
  if (column === 'losses') return String(side.losses);
  if (column === 'draws') return String(side.draws);
  if (column === 'bye') return side.byeRounds.map((round) => t('display.grid.round', { round: offset + round })).join(', ');
  return String(side.place);
}
