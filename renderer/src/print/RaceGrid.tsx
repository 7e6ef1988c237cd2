// runtime: dom. The slip of a table entered as a race (Catan): a line per player in starting order
// with a score box and a box to tick when that player reached the target on their own turn, per
// game, a drop box and a signature line; under it, per game, the box for a game ended at time.
import { useTranslation } from 'react-i18next';
import type { SlipGame, SlipRules } from './games';
import { SlipPlayer, type SlipSeat } from './SlipPlayer';

export function RaceGrid({ seats, rules }: { seats: SlipSeat[]; rules: SlipRules }) {
  const { t } = useTranslation();
  const scoreName = rules.scoreName ?? 'score';
  const score = t(`print.slip.scoreNames.${scoreName}`, { defaultValue: scoreName });
  const oneGame = rules.games.length === 1;
  const rows = oneGame ? 1 : 2;
  const boxHeads = (g: SlipGame) => [
    <th scope="col" key={`${g.number}-score`}>
      {score}
    </th>,
    <th scope="col" key={`${g.number}-reached`}>
      {t('print.slip.race.reached', { target: rules.target })}
    </th>,
  ];
  return (
    <div className="slip-race-wrap">
      <table className="slip-grid slip-places slip-race">
        <colgroup>
          <col className="slip-places-player" />
          {rules.games.map((g) => [<col key={`${g.number}-score`} className="slip-places-score" />, <col key={`${g.number}-reached`} className="slip-race-reached" />])}
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
                  <th scope="colgroup" colSpan={2} key={g.number}>
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
                <td key={`${g.number}-score`} className="slip-places-box">
                  <span className="box box-wide" />
                </td>,
                <td key={`${g.number}-reached`} className="slip-places-box">
                  <span className="box" />
                </td>,
              ])}
              <td className="slip-places-box">
                <span className="box" />
              </td>
              <td className="slip-places-sign">
                <span className="slip-sign-line" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="slip-race-time">
        {rules.games.map((g) => (
          <span key={g.number} className="slip-race-time-box">
            <span className="box" /> {oneGame ? t('print.slip.race.time', { score }) : t('print.slip.race.timeGame', { number: g.number, score })}
          </span>
        ))}
      </p>
    </div>
  );
}
