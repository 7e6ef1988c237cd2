// runtime: dom. A result, game by game, as the slip reads: who won and the score, or every seat by
// its place (after how a race ended). A table of teams reads team by team, as its slip does.
import { useTranslation } from 'react-i18next';
import type { RaceEnding } from '../../../shared/model/race';
import type { GameValue } from '../../../shared/model/result';
import type { RoundTable } from '../../../shared/model/round';
import { teamGame } from '../../../shared/model/teams';
import { hasPlaces, placesText } from './places-text';
import { teamViewOf } from './team-view';

const summaryKeys = {
  target: 'results.race.summaryTarget',
  target_tie: 'results.race.summaryTargetTie',
  time: 'results.race.summaryTime',
  time_warriors: 'results.race.summaryTimeWarriors',
  time_turns: 'results.race.summaryTimeTurns',
} as const satisfies Record<RaceEnding, string>;

interface Props {
  table: RoundTable;
  games: GameValue[];
  label: string;
  /** Games that differ from another reading of the same slip, marked so the eye finds them. */
  differs?: boolean[];
}

export function ResultSummary({ table: seated, games: stored, label, differs }: Props) {
  const { t } = useTranslation();
  const teams = seated.teams;
  const table = teams ? teamViewOf(seated, new Map(seated.seats.map((s) => [s.entryId, s.name])), t)!.table : seated;
  const games = teams ? stored.map((g) => teamGame(g, teams)) : stored;
  const [s1, s2] = table.seats;
  const nameOf = (entryId: number) => table.seats.find((s) => s.entryId === entryId)?.name ?? '';
  return (
    <ol className={games.some(hasPlaces) ? 'result-summary by-places' : 'result-summary'} aria-label={label}>
      {games.map((g, i) => {
        const score = (id: number | undefined) => g.seats.find((s) => s.entryId === id)?.score ?? 0;
        const scores = { a: score(s1?.entryId), b: score(s2?.entryId) };
        const winner = g.seats.find((s) => s.outcome === 'win');
        const drawn = g.seats.some((s) => s.outcome === 'draw');
        const name = winner ? nameOf(winner.entryId) : '';
        return (
          <li key={i} className={differs?.[i] ? 'differs' : undefined}>
            <span className="field-label">{t('results.game', { game: i + 1 })}</span>{' '}
            {g.ending && <span className="field-label">{t(summaryKeys[g.ending])}</span>}{' '}
            {hasPlaces(g)
              ? placesText(t, g, nameOf)
              : winner
                ? t('results.summaryWin', { name, ...scores })
                : t(drawn ? 'results.summaryDraw' : 'results.summaryUnfinished', scores)}
          </li>
        );
      })}
    </ol>
  );
}
