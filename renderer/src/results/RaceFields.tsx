// runtime: dom. One game entered as a race (Catan): a row per seat with its score, then how the
// game ended: a player reached the target on their own turn, or time was called. Places and who
// won follow from those, the way the core reads them (shared/model/race.ts).
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundTable } from '../../../shared/model/round';
import { GameProblems } from './GameProblems';
import type { MatchRules } from './match-model';
import type { RaceDraft, RaceProblems } from './race-model';
import { ScoreInput } from './ScoreInput';

interface Props {
  index: number;
  table: RoundTable;
  rules: MatchRules;
  draft: RaceDraft;
  onChange(draft: RaceDraft): void;
  /** Found here when the desk last tried to save; null before. */
  found: RaceProblems | null;
  /** The core's refusals of this game, in words. */
  problems: string[];
}

export function RaceFields({ index, table, rules, draft, onChange, found, problems }: Props) {
  const { t } = useTranslation();
  const score = t(`results.scoreNames.${rules.scoreName}`, { defaultValue: rules.scoreName });
  const game = index + 1;
  const badScore = found?.score[index] ?? [];
  const messages = [
    ...(found?.ending[index] ? [t('results.race.endingMissing')] : []),
    ...(found?.belowTarget[index] ? [t('results.race.belowTarget', { target: rules.target, score })] : []),
    ...problems,
  ];
  const setScore = (seat: number, value: string) => onChange({ ...draft, scores: draft.scores.map((x, j) => (j === seat ? value : x)) });
  const name = `game-${game}-ending`;

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
        {table.seats.map((s) => (
          <label key={s.entryId} className="check">
            <input type="radio" name={name} value={String(s.position)} checked={draft.ending === String(s.position)} onChange={() => onChange({ ...draft, ending: String(s.position) })} />{' '}
            {t('results.race.reached', { name: s.name, target: rules.target, score })}
          </label>
        ))}
        <label className="check">
          <input type="radio" name={name} value="time" checked={draft.ending === 'time'} onChange={() => onChange({ ...draft, ending: 'time' })} /> {t(rules.tiesBroken ? 'results.race.timeOneLeader' : 'results.race.time', { score })}
        </label>
      </fieldset>
      <GameProblems messages={messages} />
    </fieldset>
  );
}
