// runtime: dom. A slip's table with a line per player (seat order): the player, each game's boxes
// under a "Game N" header (none for a match of one game, so six lines still fit a quarter page), a
// drop box and a signature line. The slips entered by places and as a race differ in their boxes
// only.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlipGame } from './games';
import { DropAndSign } from './DropAndSign';
import { SlipPlayer, type SlipSeat } from './SlipPlayer';

/** What one game takes on every line: its columns, their heads, and a player's boxes. */
interface GameBoxes {
  perGame: number;
  cols(game: SlipGame): ReactNode[];
  heads(game: SlipGame): ReactNode[];
  boxes(game: SlipGame): ReactNode[];
}

export function SeatLines({ className, seats, games, boxes }: { className: string; seats: SlipSeat[]; games: readonly SlipGame[]; boxes: GameBoxes }) {
  const { t } = useTranslation();
  const oneGame = games.length === 1;
  const rows = oneGame ? 1 : 2;
  return (
    <table className={className}>
      <colgroup>
        <col className="slip-places-player" />
        {games.map(boxes.cols)}
        <col className="slip-places-drop" />
        <col />
      </colgroup>
      <thead>
        <tr>
          <th scope="col" rowSpan={rows}>
            {t('print.slip.player')}
          </th>
          {oneGame
            ? boxes.heads(games[0]!)
            : games.map((g) => (
                <th scope="colgroup" colSpan={boxes.perGame} key={g.number}>
                  {t('print.slip.game', { number: g.number })}
                </th>
              ))}
          <th scope="col" rowSpan={rows}>
            {t('print.slip.drop')}
          </th>
          <th scope="col" rowSpan={rows}>
            {t('print.slip.signature')}
          </th>
        </tr>
        {!oneGame && <tr>{games.map(boxes.heads)}</tr>}
      </thead>
      <tbody>
        {seats.map((s) => (
          <tr key={s.position} className="slip-places-seat">
            <th scope="row" className="slip-player">
              <SlipPlayer seat={s} />
            </th>
            {games.map(boxes.boxes)}
            <DropAndSign />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
