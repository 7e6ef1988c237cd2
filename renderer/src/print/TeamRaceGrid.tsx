// runtime: dom. The slip of a team table (Doomtrooper's team game): a line per player in the order
// they play (as a feature orders the teams' players, features/play-order.ts) with the team mark, a
// drop box and a signature line; under it one line per team, since a team plays as one seat with one pool of
// PP: its PP box, the box to tick for reaching the target and, where a level lead is broken by
// them, its warriors box; then the endings' boxes as at any race table.
import type { TFunction } from 'i18next';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundTable } from '../../../shared/model/round';
import { teamMembers } from '../features/play-order';
import type { SlipRules } from './games';
import { EndingBoxes, raceBoxes } from './RaceGrid';
import { DropAndSign } from './DropAndSign';
import { SlipPlayer, type SlipSeat } from './SlipPlayer';

/** Each seat's team mark in the order the table plays: the seat's own (`order`, "Team 2 · #1",
 * where a feature orders the teams' players), else its team's. */
function markedSeats(t: TFunction, teams: readonly number[], seats: readonly SlipSeat[]) {
  return seats.map(({ order, ...seat }) => ({ seat, mark: order ?? t('print.slip.team.mark', { team: teams[seat.position - 1] }) }));
}

/** Each team's players' names, team 1 first, its first to play first. */
function teamNames(table: RoundTable): string[][] {
  const seats = [...table.seats].sort((a, b) => a.position - b.position);
  return teamMembers(table).map((members) => members.map((m) => seats[m]!.name));
}

/** `seats`: the table's seats as the slip lists them (Slip.tsx), in the order they play. */
export function TeamRaceGrid({ table, seats, rules }: { table: RoundTable & { teams: number[] }; seats: readonly SlipSeat[]; rules: SlipRules }) {
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
          {markedSeats(t, table.teams, seats).map(({ seat, mark }) => (
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
          {teamNames(table).map((names, i) => (
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
