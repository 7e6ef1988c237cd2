// runtime: dom. The slip of a team table (Doomtrooper's team game): a line per player in seat
// order (starting order once each team's Player #1 is recorded) with the team mark, a drop box and
// a signature line; under it one line per team, since a team plays as one seat with one pool of
// PP: its PP box, the box to tick for reaching the target and, where a level lead is broken by
// them, its warriors box; then the endings' boxes as at any race table.
import type { TFunction } from 'i18next';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundTable } from '../../../shared/model/round';
import { seatsInStartingOrder, teamLines } from '../../../shared/features/seat-order/model';
import { teamSeats } from '../../../shared/model/teams';
import type { SlipRules } from './games';
import { EndingBoxes, raceBoxes } from './RaceGrid';
import { DropAndSign } from './DropAndSign';
import { SlipPlayer, type SlipSeat } from './SlipPlayer';

/** Each seat's team mark in the order the table plays: "Team 2", or "Team 2 · #1" once each
 * team's Player #1 is recorded (a team's #1 starts at its team's number). */
function markedSeats(t: TFunction, table: RoundTable & { teams: number[]; seats: SlipSeat[] }) {
  const count = teamSeats(table.teams).length;
  return seatsInStartingOrder(table.seats, table.startingPositions).map((r) => {
    const team = table.teams[r.choice - 1]!;
    const mark = r.start === null ? t('print.slip.team.mark', { team }) : t('print.slip.team.markOrder', { team, order: r.start <= count ? 1 : 2 });
    return { seat: r.seat, mark };
  });
}

export function TeamRaceGrid({ table, rules }: { table: RoundTable & { teams: number[]; seats: SlipSeat[] }; rules: SlipRules }) {
  const { t } = useTranslation();
  const scoreName = rules.scoreName ?? 'score';
  const score = t(`print.slip.scoreNames.${scoreName}`, { defaultValue: scoreName });
  const warriors = rules.endings?.includes('time_warriors') ?? false;
  const oneGame = rules.games.length === 1;
  const head = (g: number, text: string) => (oneGame ? text : t('print.slip.race.endingGame', { number: g, ending: text }));
  return (
    <div className="slip-race-wrap slip-teams">
      <table className="slip-grid slip-places slip-race">
        <colgroup>
          <col className="slip-places-player" />
          <col className="slip-team-mark" />
          <col className="slip-places-drop" />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('print.slip.player')}</th>
            <th scope="col">{t('print.slip.team.team')}</th>
            <th scope="col">{t('print.slip.drop')}</th>
            <th scope="col">{t('print.slip.signature')}</th>
          </tr>
        </thead>
        <tbody>
          {markedSeats(t, table).map(({ seat, mark }) => (
            <tr key={seat.position} className="slip-places-seat">
              <th scope="row" className="slip-player">
                <SlipPlayer seat={seat} />
              </th>
              <td className="slip-team-mark">{mark}</td>
              <DropAndSign />
            </tr>
          ))}
        </tbody>
      </table>
      <table className="slip-grid slip-places slip-race slip-team-pools">
        <colgroup>
          <col className="slip-places-player" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('print.slip.team.team')}</th>
            {rules.games.map((g) => [
              <th scope="col" key={`${g.number}-score`}>
                {head(g.number, t('print.slip.team.pool', { score }))}
              </th>,
              <th scope="col" key={`${g.number}-reached`}>
                {head(g.number, t('print.slip.race.reached', { target: rules.target }))}
              </th>,
              ...(warriors
                ? [
                    <th scope="col" key={`${g.number}-warriors`}>
                      {head(g.number, t('print.slip.race.warriors'))}
                    </th>,
                  ]
                : []),
            ])}
          </tr>
        </thead>
        <tbody>
          {teamLines(table).map((names, i) => (
            <tr key={i} className="slip-team-pool">
              <th scope="row" className="slip-player">
                <span className="slip-player-name">{t('print.slip.team.mark', { team: i + 1 })}</span> <span className="slip-team-names">
                  {/* The separator stays outside the unbreakable name: its space would be trimmed inside. */}
                  {names.map((name, k) => (
                    <Fragment key={k}>
                      <span className="slip-team-name">{name}</span>
                      {k < names.length - 1 && t('print.slip.team.separator')}
                    </Fragment>
                  ))}
                </span>
              </th>
              {rules.games.map((g) => raceBoxes(g.number, warriors))}
            </tr>
          ))}
        </tbody>
      </table>
      {rules.endings && <EndingBoxes rules={rules} score={score} ofTeams />}
    </div>
  );
}
