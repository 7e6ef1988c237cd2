// runtime: dom. The slip of a table entered as a race (Catan, Doomtrooper): a line per player in
// starting order with a score box and a box to tick when that player reached the target on their
// own turn (and, where a level lead at time is broken by them, a warriors box), per game, a drop
// box and a signature line; under it, per game, a box for each other ending the table's stage
// offers (Catan's: time, a shared lead half a win each).
import { useTranslation } from 'react-i18next';
import type { RaceEnding } from '../../../shared/model/race';
import type { SlipGame, SlipRules } from './games';
import type { SlipSeat } from './SlipPlayer';
import { SeatLines } from './SeatLines';

export function RaceGrid({ seats, rules }: { seats: SlipSeat[]; rules: SlipRules }) {
  const { t } = useTranslation();
  const scoreName = rules.scoreName ?? 'score';
  const score = t(`print.slip.scoreNames.${scoreName}`, { defaultValue: scoreName });
  const oneGame = rules.games.length === 1;
  const warriors = rules.endings?.includes('time_warriors') ?? false;
  const boxes = {
    perGame: warriors ? 3 : 2,
    cols: (g: SlipGame) => [
      <col key={`${g.number}-score`} className="slip-places-score" />,
      <col key={`${g.number}-reached`} className="slip-race-reached" />,
      ...(warriors ? [<col key={`${g.number}-warriors`} className="slip-race-warriors-box" />] : []),
    ],
    heads: (g: SlipGame) => [
      <th scope="col" key={`${g.number}-score`}>
        {score}
      </th>,
      <th scope="col" key={`${g.number}-reached`}>
        {t('print.slip.race.reached', { target: rules.target })}
      </th>,
      ...(warriors
        ? [
            <th scope="col" key={`${g.number}-warriors`}>
              {t('print.slip.race.warriors')}
            </th>,
          ]
        : []),
    ],
    boxes: (g: SlipGame) => raceBoxes(g.number, warriors),
  };
  return (
    <div className="slip-race-wrap">
      <SeatLines className={warriors ? 'slip-grid slip-places slip-race slip-race-warriors' : 'slip-grid slip-places slip-race'} seats={seats} games={rules.games} boxes={boxes} />
      {rules.endings ? (
        <EndingBoxes rules={rules} score={score} />
      ) : (
        <p className="slip-race-time">
          {rules.games.map((g) => (
            <span key={g.number} className="slip-race-time-box">
              <span className="box" /> {oneGame ? t('print.slip.race.time', { score }) : t('print.slip.race.timeGame', { number: g.number, score })}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

/** One game's boxes on a line of a race: the score, reaching the target and, where they break a
 * level lead, the warriors. */
export function raceBoxes(game: number, warriors: boolean) {
  return [
    <td key={`${game}-score`} className="slip-places-box">
      <span className="box box-wide" />
    </td>,
    <td key={`${game}-reached`} className="slip-places-box">
      <span className="box" />
    </td>,
    ...(warriors
      ? [
          <td key={`${game}-warriors`} className="slip-places-box">
            <span className="box box-wide" />
          </td>,
        ]
      : []),
  ];
}

const endingKeys = {
  target_tie: 'print.slip.race.endings.target_tie',
  time: 'print.slip.race.endings.time',
  time_warriors: 'print.slip.race.endings.time_warriors',
  time_turns: 'print.slip.race.endings.time_turns',
} as const satisfies Record<Exclude<RaceEnding, 'target'>, string>;

/** A box per game for each ending the form lists past the target, in its own words. */
/** `ofTeams`: the slip of a table of teams, whose endings speak of teams. */
export function EndingBoxes({ rules, score, ofTeams = false }: { rules: SlipRules; score: string; ofTeams?: boolean }) {
  const { t } = useTranslation();
  const others = (rules.endings ?? []).filter((e): e is keyof typeof endingKeys => e !== 'target');
  const oneGame = rules.games.length === 1;
  const needed = (rules.target ?? 0) + (rules.playOn ?? 0);
  return (
    <p className="slip-race-time slip-race-endings">
      {rules.games.flatMap((g) =>
        others.map((e) => {
          const text = t(endingKeys[e], { target: rules.target, needed, score, ...(ofTeams ? { context: 'team' } : {}) });
          return (
            <span key={`${g.number}-${e}`} className="slip-race-time-box">
              <span className="box" /> {oneGame ? text : t('print.slip.race.endingGame', { number: g.number, ending: text })}
            </span>
          );
        }),
      )}
    </p>
  );
}
