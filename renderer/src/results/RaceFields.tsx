// runtime: dom. One game entered as a race (Catan, Doomtrooper): a row per seat with its score, then
// how the game ended, among the endings the table's stage offers: a player reached the target on
// their own turn, won a tie there played on, or time was called (one leader, a level lead broken by
// warriors in play, then by more turns). Places and who won follow from those, the way the core
// reads them (shared/model/race.ts).
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundTable } from '../../../shared/model/round';
import { GameProblems } from './GameProblems';
import type { MatchRules } from './match-model';
import { neededScore, type RaceDraft, type RaceProblems } from './race-model';
import { ScoreInput } from './ScoreInput';

interface Props {
  index: number;
  table: RoundTable;
  rules: MatchRules;
  /** A table of teams: one team, not one player, may be ahead at time. */
  ofTeams: boolean;
  draft: RaceDraft;
  onChange(draft: RaceDraft): void;
  /** Found here when the desk last tried to save; null before. */
  found: RaceProblems | null;
  /** The core's refusals of this game, in words. */
  problems: string[];
}

export function RaceFields({ index, table, rules, ofTeams, draft, onChange, found, problems }: Props) {
  const { t } = useTranslation();
  const score = t(`results.scoreNames.${rules.scoreName}`, { defaultValue: rules.scoreName });
  const game = index + 1;
  const badScore = found?.score[index] ?? [];
  const messages = [
    ...(found?.ending[index] ? [t('results.race.endingMissing')] : []),
    ...(found?.belowTarget[index] ? [t('results.race.belowTarget', { target: neededScore(draft, rules), score })] : []),
    ...(found?.warriors[index] ? [t('results.race.warriorsMissing')] : []),
    ...problems,
  ];
  const setScore = (seat: number, value: string) => onChange({ ...draft, scores: draft.scores.map((x, j) => (j === seat ? value : x)) });
  const name = `game-${game}-ending`;
  const offers = (ending: string) => rules.endings?.includes(ending as never) ?? true;
  const choice = (value: string, text: string) => (
    <label key={value} className="check">
      <input type="radio" name={name} value={value} checked={draft.ending === value} onChange={() => onChange({ ...draft, ending: value })} /> {text}
    </label>
  );
  const setWarriors = (seat: number, value: string) => onChange({ ...draft, warriors: draft.warriors?.map((x, j) => (j === seat ? value : x)) });

  return (
    <fieldset className={`game game-race ${messages.length ? 'game-bad' : ''}`} aria-label={t('results.game', { game })}>
      <legend>{t('results.game', { game })}</legend>
      <div className="race-rows">
        <span className="field-label">{t('results.player')}</span>
        <span className="field-label">{score}</span>
        {table.seats.map((s, i) => {
          const id = `game-${game}-seat-${i + 1}`;
          return (
            <Fragment key={s.entryId}>
              <label className="place-name" htmlFor={`${id}-score`}>
                {s.name}
              </label>
              <span className="place-score">
                <ScoreInput id={`${id}-score`} label={t('results.pointsOf', { points: score, name: s.name })} value={draft.scores[i]!} bad={badScore[i] ?? false} onChange={(v) => setScore(i, v)} />
              </span>
            </Fragment>
          );
        })}
      </div>
      <fieldset className="race-ending" aria-invalid={found?.ending[index] || undefined}>
        <legend>{t('results.race.ended')}</legend>
        {offers('target') && table.seats.map((s) => choice(String(s.position), t('results.race.reached', { name: s.name, target: rules.target, score })))}
        {offers('target_tie') && table.seats.map((s) => choice(`tie-${s.position}`, t('results.race.playedOn', { name: s.name, target: rules.target, needed: (rules.target ?? 0) + (rules.playOn ?? 0), score })))}
        {offers('time') && choice('time', t(rules.tiesBroken ? 'results.race.timeOneLeader' : 'results.race.time', { score, ...(ofTeams ? { context: 'team' } : {}) }))}
        {offers('time_warriors') && choice('time_warriors', t('results.race.timeWarriors', { score }))}
        {offers('time_turns') && choice('time_turns', t('results.race.timeTurns', { score }))}
      </fieldset>
      {draft.ending === 'time_warriors' && draft.warriors && (
        <fieldset className="race-warriors" aria-invalid={found?.warriors[index] || undefined}>
          <legend>{t('results.race.warriors')}</legend>
          <div className="race-rows">
            {table.seats.map((s, i) => (
              <Fragment key={s.entryId}>
                <label className="place-name" htmlFor={`game-${game}-seat-${i + 1}-warriors`}>
                  {s.name}
                </label>
                <span className="place-score">
                  <input id={`game-${game}-seat-${i + 1}-warriors`} aria-label={t('results.race.warriorsOf', { name: s.name })} inputMode="numeric" autoComplete="off" value={draft.warriors![i]!} onChange={(e) => setWarriors(i, e.target.value)} />
                </span>
              </Fragment>
            ))}
          </div>
        </fieldset>
      )}
      <GameProblems messages={messages} />
    </fieldset>
  );
}
