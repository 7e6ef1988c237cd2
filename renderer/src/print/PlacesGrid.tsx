// runtime: dom. The slip of a table entered by places: a line per player (seat order) with a place
// box and, where the ruleset asks one, a score box per game, a drop box and a signature line. Any
// number of seats fits the slip's width, which a column per player would not.
import { useTranslation } from 'react-i18next';
import type { SlipGame, SlipRules } from './games';
import type { SlipSeat } from './SlipPlayer';
import { SeatLines } from './SeatLines';

export function PlacesGrid({ seats, rules }: { seats: SlipSeat[]; rules: SlipRules }) {
  const { t } = useTranslation();
  const { scoreName } = rules;
  const scored = scoreName !== null;
  const boxes = {
    perGame: scored ? 2 : 1,
    cols: (g: SlipGame) => [<col key={`${g.number}-place`} className="slip-places-place" />, scored && <col key={`${g.number}-score`} className="slip-places-score" />],
    heads: (g: SlipGame) => [
      <th scope="col" key={`${g.number}-place`}>
        {t('print.slip.place')}
      </th>,
      scored && (
        <th scope="col" key={`${g.number}-score`}>
          {t(`print.slip.scoreNames.${scoreName}`, { defaultValue: scoreName })}
        </th>
      ),
    ],
    boxes: (g: SlipGame) => [
      <td key={`${g.number}-place`} className="slip-places-box">
        <span className="box box-place" />
      </td>,
      scored && (
        <td key={`${g.number}-score`} className="slip-places-box">
          <span className="box box-wide" />
        </td>
      ),
    ],
  };
  return <SeatLines className="slip-grid slip-places" seats={seats} games={rules.games} boxes={boxes} />;
}
