// runtime: dom. The slip of a table entered by places: a line per player (seat order) with a place
// box and, where the ruleset asks one, a score box per game, a drop box and a signature line. Any
// number of seats fits the slip's width, which a column per player would not; a match of one game
// has no "Game 1" header row, so six lines still fit a quarter page.
import { useTranslation } from 'react-i18next';
import type { SlipGame, SlipRules } from './games';
import { DropAndSign } from './DropAndSign';
import { SlipPlayer, type SlipSeat } from './SlipPlayer';

export function PlacesGrid({ seats, rules }: { seats: SlipSeat[]; rules: SlipRules }) {
  const { t } = useTranslation();
  const { scoreName } = rules;
  const perGame = scoreName === null ? 1 : 2;
  const oneGame = rules.games.length === 1;
  const rows = oneGame ? 1 : 2;
  const boxHeads = (g: SlipGame) => [
    <th scope="col" key={`${g.number}-place`}>
      {t('print.slip.place')}
    </th>,
    scoreName !== null && (
      <th scope="col" key={`${g.number}-score`}>
        {t(`print.slip.scoreNames.${scoreName}`, { defaultValue: scoreName })}
      </th>
    ),
  ];
  return (
    <table className="slip-grid slip-places">
      <colgroup>
        <col className="slip-places-player" />
        {rules.games.map((g) => [<col key={`${g.number}-place`} className="slip-places-place" />, scoreName !== null && <col key={`${g.number}-score`} className="slip-places-score" />])}
        <col className="slip-places-drop" />
        <col />
      </colgroup>
      <thead>
        <tr>
          <th scope="col" rowSpan={rows}>
            {t('print.slip.player')}
          </th>
          {oneGame
            ? boxHeads(rules.games[0]!)
            : rules.games.map((g) => (
                <th scope="colgroup" colSpan={perGame} key={g.number}>
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
        {!oneGame && <tr>{rules.games.map(boxHeads)}</tr>}
      </thead>
      <tbody>
        {seats.map((s) => (
          <tr key={s.position} className="slip-places-seat">
            <th scope="row" className="slip-player">
              <SlipPlayer seat={s} />
            </th>
            {rules.games.map((g) => [
              <td key={`${g.number}-place`} className="slip-places-box">
                <span className="box box-place" />
              </td>,
              scoreName !== null && (
                <td key={`${g.number}-score`} className="slip-places-box">
                  <span className="box box-wide" />
                </td>
              ),
            ])}
            <DropAndSign />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
